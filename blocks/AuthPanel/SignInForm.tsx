import { useRouter } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useAuthForm } from '../../admin/auth/use-auth-form';
import * as a from '../../admin/ui/admin.css';
import { Field, SubmitButton } from '../../admin/ui/Field';

/** Email and password; success goes to the site root (spec section 2). */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const router = useRouter();
  const { auth, hydrated, loading, setLoading, fieldErrors, setFieldErrors, fail } = useAuthForm();

  // Uncontrolled inputs, read on submit: what someone types before the page's code has loaded is kept.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setLoading(true);
    setFieldErrors({});
    try {
      await auth.signIn({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
      await router.navigate({ to: '/' });
    } catch (error) {
      fail('Sign in failed', error);
      setLoading(false);
    }
  }

  return (
    <form className={a.form} onSubmit={onSubmit} method="post" aria-label="Sign in">
      <Field label="Email" name="email" type="email" autoComplete="email" required errors={fieldErrors.email} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        errors={fieldErrors.password}
      />
      <SubmitButton busy={loading} busyLabel="Signing in..." label="Sign In" ready={hydrated} />
      <button type="button" className={a.linkButton} onClick={onForgotPassword}>
        Forgot your password?
      </button>
    </form>
  );
}
