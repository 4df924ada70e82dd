import { type FormEvent, useState } from 'react';
import { useToast } from '../toast/toast-context';
import { errorDataOf } from '../trpc/errors';
import * as a from '../ui/admin.css';
import { Field, SubmitButton } from '../ui/Field';
import { failureText } from '../ui/messages';
import { useConfirmPassword } from './queries';

/**
 * The password typed again, in the step-up dialog of an account without a second factor: it lets
 * the account add its first passkey or authenticator app for five minutes.
 */
export function PasswordConfirmForm({ onConfirmed }: { onConfirmed: () => void }) {
  const { toast } = useToast();
  const confirm = useConfirmPassword();
  const [errors, setErrors] = useState<string[] | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setErrors(undefined);
    try {
      await confirm.mutateAsync({ password });
      onConfirmed();
    } catch (error) {
      const message = errorDataOf(error).fieldErrors?.password ?? [failureText(error)];
      setErrors(message);
      toast({ variant: 'destructive', title: 'Not confirmed', description: failureText(error) });
    }
  }

  return (
    <form className={a.form} onSubmit={onSubmit} aria-label="Confirm your password">
      <Field
        label="Your password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        errors={errors}
      />
      <SubmitButton busy={confirm.isPending} busyLabel="Checking..." label="Confirm" />
    </form>
  );
}
