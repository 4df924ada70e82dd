import { type FormEvent, useState } from 'react';
import { useAuthForm } from './use-auth-form';
import * as a from '../ui/admin.css';
import { Field, NewPasswordFields, SubmitButton } from '../ui/Field';
import * as s from './AuthPanel.css';

/**
 * Full name, email, password twice. The passwords are compared before anything is sent; the
 * server judges strength and answers a weak password with its reasons, listed under the field.
 */
export function SignUpForm() {
  const { auth, toast, hydrated, loading, setLoading, fieldErrors, setFieldErrors, fail, passwordsDiffer } =
    useAuthForm();
  // Read as they are typed, for the strength meter: a password made of one's own name is refused.
  const [person, setPerson] = useState({ email: '', fullName: '' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const value = (name: string) => String(form.get(name) ?? '');
    const input = {
      fullName: value('fullName'),
      email: value('email'),
      password: value('password'),
      confirmPassword: value('confirmPassword'),
    };
    setFieldErrors({});
    if (passwordsDiffer(input.password, input.confirmPassword)) return;
    setLoading(true);
    try {
      await auth.signUp(input);
      formElement.reset();
      toast({ title: 'Account created successfully!', description: 'Please check your email to verify your account.' });
    } catch (error) {
      fail('Sign up failed', error);
    } finally {
      setLoading(false);
    }
  }

  return (
    <form
      className={a.form}
      onSubmit={onSubmit}
      method="post"
      aria-label="Sign up"
      onInput={(event) => {
        const form = new FormData(event.currentTarget);
        setPerson({ email: String(form.get('email') ?? ''), fullName: String(form.get('fullName') ?? '') });
      }}
    >
      <p className={s.panelNote}>Create a new account (admin privileges must be granted separately)</p>
      <Field label="Full Name" name="fullName" type="text" autoComplete="name" required errors={fieldErrors.fullName} />
      <Field label="Email" name="email" type="email" autoComplete="email" required errors={fieldErrors.email} />
      <NewPasswordFields errors={fieldErrors} person={person} />
      <SubmitButton busy={loading} busyLabel="Creating account..." label="Sign Up" ready={hydrated} />
    </form>
  );
}
