import { useToast } from '../toast/toast-context';
import { failureText } from '../ui/messages';
import { useAuth } from './auth-context';

/** Signs out; a failure is told in a toast rather than thrown. */
export function useSignOut() {
  const auth = useAuth();
  const { toast } = useToast();
  return () =>
    auth
      .signOut()
      .catch((error: unknown) =>
        toast({ variant: 'destructive', title: 'Sign out failed', description: failureText(error) }),
      );
}
