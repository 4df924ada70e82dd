import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, type ReactNode } from 'react';
import { trpc } from '../trpc/client';
import { errorCodeOf } from '../trpc/errors';
import { AuthContext, type AuthValue } from './auth-context';
import { useHydrated } from '../ui/use-hydrated';
import { getPasskey } from './passkey-browser';

/** How often an open admin page asks whether its session still holds (only while the tab is visible). */
export const SESSION_RECHECK_MS = 60_000;
/** An answer this recent is not asked again when a page mounts: the page's start asked it. */
const JUST_ASKED_MS = 5_000;

/**
 * Who is signed in, from the server's `auth.session`: loading first, then signed in (user and
 * admin flag) or signed out. The cookie is HttpOnly, so the server is the only one who knows;
 * the answer is re-checked when the window regains focus and every minute, and transient
 * failures are retried with backoff (see query-client.ts). A session that ends on the server
 * (expired, signed out elsewhere, role revoked) shows up here as signed out or not admin.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const session = trpc.auth.session.useQuery(undefined, {
    refetchOnWindowFocus: true,
    refetchInterval: SESSION_RECHECK_MS,
    staleTime: 0,
    // Each admin page asks again as it opens, unless its own start just asked (admin/trpc/prefetch.ts).
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_ASKED_MS,
  });
  const signInMutation = trpc.auth.signIn.useMutation();
  const completeSignInMutation = trpc.auth.completeSignIn.useMutation();
  const passkeyOptionsMutation = trpc.auth.passkeySignInOptions.useMutation();
  const passkeySignInMutation = trpc.auth.signInWithPasskey.useMutation();
  const signUpMutation = trpc.auth.signUp.useMutation();
  const signOutMutation = trpc.auth.signOut.useMutation();

  // Any call refused for want of a session means it has ended: say so at once rather than at the
  // next check. A refusal for want of the admin role means the role changed: check again.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const code = errorCodeOf(event.action.error);
        if (code === 'UNAUTHORIZED') utils.auth.session.setData(undefined, null);
        else if (code === 'FORBIDDEN') void utils.auth.session.invalidate();
      }),
    [queryClient, utils],
  );

  const value = useMemo<AuthValue>(() => {
    // Hydrating, the page says what the prerender said (loading) whatever the cache already holds.
    const data = hydrated ? session.data : undefined;
    const status = !hydrated
      ? 'loading'
      : data !== undefined
        ? data
          ? 'signedIn'
          : 'signedOut'
        : session.isError
          ? 'unavailable'
          : 'loading';
    // A new session: ask the server who it is (user, admin flag, two-step state) before going on.
    const signedIn = () => utils.auth.session.refetch().then(() => undefined);
    return {
      status,
      user: data?.user ?? null,
      isAdmin: data?.isAdmin ?? false,
      role: data?.role ?? null,
      security: data ? { ...data.security, checkedAt: session.dataUpdatedAt } : null,
      signIn: async (input) => {
        const result = await signInMutation.mutateAsync(input);
        if ('secondFactor' in result) return { done: false, ...result.secondFactor };
        await signedIn();
        return { done: true };
      },
      completeSignIn: async (ticket, proof) => {
        await completeSignInMutation.mutateAsync({ ticket, proof });
        await signedIn();
      },
      signInWithPasskey: async () => {
        const { challengeId, options } = await passkeyOptionsMutation.mutateAsync();
        const response = await getPasskey(options);
        await passkeySignInMutation.mutateAsync({ challengeId, response });
        await signedIn();
      },
      signUp: async (input) => {
        await signUpMutation.mutateAsync(input);
      },
      signOut: async () => {
        await signOutMutation.mutateAsync();
        // Nothing of the admin's data stays in memory after they leave.
        queryClient.removeQueries({
          predicate: (query) => /submissions|account|leads/.test(JSON.stringify(query.queryKey)),
        });
        utils.auth.session.setData(undefined, null);
        await router.navigate({ to: '/' });
      },
      recheck: () => void session.refetch(),
    };
  }, [
    hydrated,
    session,
    signInMutation,
    completeSignInMutation,
    passkeyOptionsMutation,
    passkeySignInMutation,
    signUpMutation,
    signOutMutation,
    utils,
    queryClient,
    router,
  ]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
