import { useState } from 'react';
import { useToast } from '../toast/toast-context';
import { errorDataOf } from '../trpc/errors';
import { failureText, PASSWORDS_DONT_MATCH, WEAK_PASSWORD } from '../ui/messages';
import { useHydrated } from '../ui/use-hydrated';
import { useAuth } from './auth-context';

export type FieldErrors = Record<string, string[]>;

/** The messages a form shows under its fields for a failed call: zod's, and a weak password's reasons. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const data = errorDataOf(error);
  return {
    ...data.fieldErrors,
    ...(data.appCode === WEAK_PASSWORD && data.reasons?.length ? { password: data.reasons } : {}),
  };
}

/**
 * What every account form (sign in, sign up, forgot and new password) starts with: the auth state,
 * whether the page's code runs yet, a busy flag, the messages under its fields, and the two ways
 * it fails: passwords typed differently (checked before anything is sent) and a refused call.
 */
export function useAuthForm() {
  const auth = useAuth();
  const { toast } = useToast();
  const hydrated = useHydrated();
  const [loading, setLoading] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  /** Toasts the failure under `title` and puts the server's words under the fields they are about. */
  const fail = (title: string, error: unknown) => {
    setFieldErrors(fieldErrorsOf(error));
    toast({ variant: 'destructive', title, description: failureText(error) });
  };

  /** True (and said) when the two passwords differ. */
  const passwordsDiffer = (password: string, confirmPassword: string) => {
    if (password === confirmPassword) return false;
    toast({ variant: 'destructive', title: "Passwords don't match", description: PASSWORDS_DONT_MATCH });
    setFieldErrors({ confirmPassword: [PASSWORDS_DONT_MATCH] });
    return true;
  };

  return { auth, toast, hydrated, loading, setLoading, fieldErrors, setFieldErrors, fail, passwordsDiffer };
}
