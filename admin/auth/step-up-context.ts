import { createContext, useContext, type MouseEvent } from 'react';

export interface GuardOptions {
  /**
   * The action adds a passkey or an authenticator app: an account without one yet must have signed
   * in or typed its password in the last five minutes (asked for in the same dialog).
   */
  addsFactor?: boolean;
}

export interface StepUpValue {
  /**
   * Runs `action` now when the session proved a second factor in the last ten minutes (or the
   * account has none); otherwise asks for one first and runs it after.
   */
  guard: (action: () => void, options?: GuardOptions) => void;
  /** For a download link: lets the click through when fresh, else asks first and clicks again. */
  guardLink: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export const StepUpContext = createContext<StepUpValue | null>(null);

export function useStepUp(): StepUpValue {
  const value = useContext(StepUpContext);
  if (!value) throw new Error('useStepUp must be used within a StepUpProvider');
  return value;
}
