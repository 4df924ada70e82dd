import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { type SecondStep, SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import * as s from './AuthPanel.css';

const TABS = [
  { key: 'sign-in', label: 'Sign In' },
  { key: 'sign-up', label: 'Sign Up' },
] as const;

/**
 * Sign In / Sign Up as WAI-ARIA tabs: one tab in the tab order (roving tabindex), arrow keys move
 * between tabs and select them, Home and End go to the first and last. Both panels stay
 * mounted, so what was typed in one survives a look at the other.
 */
export function AuthTabs({
  onForgotPassword,
  onSecondStep,
}: {
  onForgotPassword: () => void;
  onSecondStep: (step: SecondStep) => void;
}) {
  const id = useId();
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setActive(index);
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = TABS.length - 1;
    const next = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div>
      <div role="tablist" aria-label="Sign in or create an account" className={s.tablist}>
        {TABS.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-selected={index === active}
            aria-controls={`${id}-${tab.key}-panel`}
            tabIndex={index === active ? 0 : -1}
            className={s.tab}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}-tab`}
          hidden={index !== active}
          className={s.tabpanel}
        >
          {tab.key === 'sign-in' ? (
            <SignInForm onForgotPassword={onForgotPassword} onSecondStep={onSecondStep} />
          ) : (
            <SignUpForm />
          )}
        </div>
      ))}
    </div>
  );
}
