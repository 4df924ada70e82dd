import { createContext, useContext } from 'react';
import type { SignInInput } from '../../schema/auth';
import type { SignUpInput } from '../../schema/auth';
import type { ProofInput } from '../../schema/second-factors';
import type { StaffRole } from '../../shared/staff-roles';
import type { SecondFactorMethods, SessionSecurity, SessionUser } from '../trpc/outputs';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'unavailable';

/** After the password: signed in, or a second step to do with the ticket and the methods the account has. */
export type SignInOutcome = { done: true } | { done: false; ticket: string; methods: SecondFactorMethods };

export interface AuthValue {
  /** loading until the server has answered once; unavailable when it could not be reached (after retries). */
  status: AuthStatus;
  user: SessionUser | null;
  isAdmin: boolean;
  /** Their staff role (shared/staff-roles.ts): which sections open; the server checks it again on every call. */
  role: StaffRole | null;
  /** Two-step sign-in on the account, set-up required first, and the step-up window (null when signed out). */
  security: (SessionSecurity & { checkedAt: number }) | null;
  /** Checks the password; throws the server's error for the form to show. */
  signIn: (input: SignInInput) => Promise<SignInOutcome>;
  /** The second step: the ticket from signIn and a passkey, code or recovery code; throws the server's error. */
  completeSignIn: (ticket: string, proof: ProofInput) => Promise<void>;
  /** Signs in with a passkey alone (the browser offers the ones it holds); throws when refused or cancelled. */
  signInWithPasskey: () => Promise<void>;
  /** Creates the account (a verification mail follows); throws the server's error. */
  signUp: (input: SignUpInput) => Promise<void>;
  /** Ends the session and goes to the site root. */
  signOut: () => Promise<void>;
  /** Asks the server again now. */
  recheck: () => void;
}

export const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
