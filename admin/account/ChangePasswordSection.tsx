import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, type FieldErrors } from '../auth/use-auth-form';
import { useToast } from '../toast/toast-context';
import * as a from '../ui/admin.css';
import { NewPasswordFields, PasswordField, SubmitButton } from '../ui/Field';
import { failureText, PASSWORDS_DONT_MATCH } from '../ui/messages';
import { useChangePassword } from './queries';
import * as s from './AdminAccount.css';

/**
 * Change password while signed in (ASVS 2.1.5, 2.1.6): the current password, then the new one
 * twice with the strength meter. The server ends every other session and mails the account's owner;
 * this one stays signed in.
 */
export function ChangePasswordSection({ person }: { person: { email: string; fullName: string } }) {
  const { toast } = useToast();
  const { change, utils } = useChangePassword();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // A new key after a change empties the form, the meter and the show-password checkboxes alike.
  const [round, setRound] = useState(0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    const input = {
      currentPassword: value('currentPassword'),
      password: value('password'),
      confirmPassword: value('confirmPassword'),
    };
    setFieldErrors({});
    if (input.password !== input.confirmPassword) {
      setFieldErrors({ confirmPassword: [PASSWORDS_DONT_MATCH] });
      toast({ variant: 'destructive', title: "Passwords don't match", description: PASSWORDS_DONT_MATCH });
      return;
    }
    try {
      const result = await change.mutateAsync(input);
      setRound((n) => n + 1);
      void utils.account.overview.invalidate();
      toast({
        title: 'Password changed',
        description:
          result.signedOut > 0
            ? `You stay signed in here; ${result.signedOut === 1 ? 'one other device was' : `${result.signedOut} other devices were`} signed out. We mailed you a note.`
            : 'You stay signed in here. We mailed you a note.',
      });
    } catch (error) {
      setFieldErrors(fieldErrorsOf(error));
      toast({ variant: 'destructive', title: 'Password not changed', description: failureText(error) });
    }
  }

  return (
    <section className={s.card} aria-labelledby="password-heading">
      <div className={s.cardHeader}>
        <h2 id="password-heading" className={s.cardTitle}>
          Password
        </h2>
        <p className={a.muted}>
          Changing it signs out every other device signed in to your account; this one stays signed in.
        </p>
      </div>
      <form key={round} className={a.form} onSubmit={onSubmit} method="post" aria-label="Change password">
        {/* For password managers: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={person.email} readOnly hidden />
        <PasswordField
          label="Current Password"
          name="currentPassword"
          autoComplete="current-password"
          required
          errors={fieldErrors.currentPassword}
        />
        <NewPasswordFields errors={fieldErrors} label="New Password" person={person} />
        <SubmitButton busy={change.isPending} busyLabel="Changing password..." label="Change Password" />
      </form>
    </section>
  );
}
