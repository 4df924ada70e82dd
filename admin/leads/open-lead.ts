import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Opens a request's detail from outside the list (the agenda, a logged phone call): the address
 * gets ?lead=<id>, which the list follows (use-list-params.ts) as it follows the office mail's link.
 */
export function useOpenLead(): (id: number) => void {
  const router = useRouter();
  return useCallback(
    (id: number) => {
      const query = new URLSearchParams(window.location.search);
      query.set('lead', String(id));
      router.history.push(`${window.location.pathname}?${query}`);
    },
    [router],
  );
}
