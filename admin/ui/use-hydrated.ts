import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the prerendered HTML and the hydrating render, true right after (React draws again at
 * once) and in any render that is not a hydration. Forms keep their submit button disabled until
 * then: a click before the code runs would post the form natively. What the browser knows before
 * React does (a session asked early) waits for it too, so the hydrating render is the prerender's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
