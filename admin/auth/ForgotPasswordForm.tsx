import { useState, type FormEvent } from 'react';
import { useRequestPasswordReset } from './queries';
import { useAuthForm } from './use-auth-form';
import * as a from '../ui/admin.css';
import { Field, SubmitButton } from '../ui/Field';
import * as s from './AuthPanel.css';

/** Asks for a reset link. The answer is the same whether or not the account exists (no account probing). */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { fieldErrors, setFieldErrors, fail } = useAuthForm();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setFieldErrors({});
    try {
      await request.mutateAsync({ email });
      setSentTo(email);
    } catch (error) {
      fail('Reset link not sent', error);
    }
  }

  return (
    <section className={s.tabpanel} aria-labelledby="forgot-password-heading">
      <h2 id="forgot-password-heading" className={s.subheading}>
        Reset your password
      </h2>
      {sentTo ? (
        <div className={a.note.success} role="status">
          <div>
            <p className={a.noteTitle}>Check your email</p>
            <p className={a.noteText}>
              If an account exists for {sentTo}, a link to set a new password is on its way. It works once and expires
              soon.
            </p>
          </div>
        </div>
      ) : (
        <form className={a.form} onSubmit={onSubmit} method="post" aria-label="Request a password reset link">
          <p className={s.panelNote}>
            Enter the email you signed up with and we will send you a link to set a new password.
          </p>
          <Field label="Email" name="email" type="email" autoComplete="email" required errors={fieldErrors.email} />
          <SubmitButton busy={request.isPending} busyLabel="Sending link..." label="Send Reset Link" />
        </form>
      )}
      <button type="button" className={a.linkButton} onClick={onBack}>
        Back to sign in
      </button>
    </section>
  );
}
