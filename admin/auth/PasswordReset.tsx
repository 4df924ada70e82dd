import { useEffect, useState, type FormEvent } from 'react';
import { AdminPanelPage } from '../AdminPage';
import { useResetPassword } from './queries';
import { useAuthForm } from './use-auth-form';
import * as a from '../ui/admin.css';
import { NewPasswordFields, SubmitButton } from '../ui/Field';
import { SmartLink } from '../../ui/SmartLink';

/**
 * The token arrives in the URL fragment, which browsers never send to a server (or a proxy's
 * log, or a Referer). It is read once the page runs and then removed from the address bar.
 */
function useResetToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const found = new URLSearchParams(window.location.hash.slice(1)).get('token');
    setToken(found);
    if (found) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  return token;
}

function ResetForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const { toast, fieldErrors, setFieldErrors, fail, passwordsDiffer } = useAuthForm();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirmPassword = String(form.get('confirmPassword') ?? '');
    setFieldErrors({});
    if (passwordsDiffer(password, confirmPassword)) return;
    try {
      await reset.mutateAsync({ token, password, confirmPassword });
      toast({ title: 'Password changed', description: 'Sign in with your new password.' });
    } catch (error) {
      fail('Password reset failed', error);
    }
  }

  if (reset.isSuccess) {
    return (
      <div className={a.note.success} role="status">
        <div>
          <p className={a.noteTitle}>Your password has been changed.</p>
          <p className={a.noteText}>
            Every session of this account was signed out, and we mailed you a note that the password changed.{' '}
            <SmartLink href="/auth">Sign in</SmartLink> with the new password.
          </p>
        </div>
      </div>
    );
  }
  return (
    <form className={a.form} onSubmit={onSubmit} method="post" aria-label="Set a new password">
      <NewPasswordFields errors={fieldErrors} label="New Password" />
      <SubmitButton busy={reset.isPending} busyLabel="Saving password..." label="Set New Password" />
    </form>
  );
}

function Body() {
  const token = useResetToken();
  return (
    <>
      {token === undefined && (
        <div className={a.loading} role="status">
          <span className={a.spinner} aria-hidden="true" />
          <span>Reading your reset link...</span>
        </div>
      )}
      {token === null && (
        <div className={a.note.warning} role="status">
          <div>
            <p className={a.noteTitle}>This reset link is incomplete</p>
            <p className={a.noteText}>
              Open the link from the email again, or <SmartLink href="/auth">ask for a new one</SmartLink> under “Forgot
              your password?”.
            </p>
          </div>
        </div>
      )}
      {token && <ResetForm token={token} />}
    </>
  );
}

/** The password-reset page. Loaded lazily with the tRPC client. */
export function PasswordReset() {
  return (
    <AdminPanelPage heading="Set a New Password" intro="Choose a new password for your admin account.">
      <Body />
    </AdminPanelPage>
  );
}
