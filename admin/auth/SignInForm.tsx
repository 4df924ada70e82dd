import { useRouter } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { passkeysSupported, PasskeyPromptError } from './passkey-browser';
import type { SignInOutcome } from './auth-context';
import { useAuthForm } from './use-auth-form';
import { afterSignInTarget } from './after-sign-in';
import { trpc } from '../trpc/client';
import * as a from '../ui/admin.css';
import { Field, PasswordField, SubmitButton } from '../ui/Field';
import { button } from '../../ui/theme/primitives.css';
import * as s from './AuthPanel.css';

export type SecondStep = Extract<SignInOutcome, { done: false }> & { email: string };

/**
 * Email and password; success goes to the site root (spec section 2), or back to the dashboard
 * page that sent the admin here (?next=, admin/auth/after-sign-in.ts). An account with two-step
 * sign-in goes on to its second step instead. A passkey can also sign in alone, without the email.
 */
export function SignInForm({
  onForgotPassword,
  onSecondStep,
}: {
  onForgotPassword: () => void;
  onSecondStep: (step: SecondStep) => void;
}) {
  const router = useRouter();
  // Read after the sign-in has asked the server who this is: a crew member lands on the crew page.
  const utils = trpc.useUtils();
  const target = () => afterSignInTarget(utils.auth.session.getData()?.role ?? null);
  const { auth, toast, hydrated, loading, setLoading, fieldErrors, setFieldErrors, fail } = useAuthForm();

  // Uncontrolled inputs, read on submit: what someone types before the page's code has loaded is kept.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    setLoading(true);
    setFieldErrors({});
    try {
      const outcome = await auth.signIn({ email, password: String(form.get('password') ?? '') });
      if (!outcome.done) {
        setLoading(false);
        onSecondStep({ ...outcome, email });
        return;
      }
      await router.navigate({ href: target() });
    } catch (error) {
      fail('Sign in failed', error);
      setLoading(false);
    }
  }

  async function onPasskey() {
    setLoading(true);
    try {
      await auth.signInWithPasskey();
      await router.navigate({ href: target() });
    } catch (error) {
      if (error instanceof PasskeyPromptError)
        toast({ variant: 'destructive', title: 'Sign in failed', description: error.message });
      else fail('Sign in failed', error);
      setLoading(false);
    }
  }

  return (
    <div className={s.signIn}>
      <form className={a.form} onSubmit={onSubmit} method="post" aria-label="Sign in">
        <Field label="Email" name="email" type="email" autoComplete="email" required errors={fieldErrors.email} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          errors={fieldErrors.password}
        />
        <SubmitButton busy={loading} busyLabel="Signing in..." label="Sign In" ready={hydrated} />
        <button type="button" className={a.linkButton} onClick={onForgotPassword}>
          Forgot your password?
        </button>
      </form>
      {hydrated && passkeysSupported() && (
        <div className={s.passkeyRow}>
          <p className={s.divider}>
            <span>or</span>
          </p>
          <button
            type="button"
            className={`${button({ kind: 'outline' })} ${a.submit}`}
            disabled={loading}
            onClick={() => void onPasskey()}
          >
            Use a passkey
          </button>
        </div>
      )}
    </div>
  );
}
