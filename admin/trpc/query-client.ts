import { QueryClient } from '@tanstack/react-query';
import { isTransient } from './errors';

/** Retries a transient failure up to five times, 200 ms apart and doubling (6 s in all). */
const MAX_RETRIES = 5;
export const retryDelayMs = (attempt: number) => Math.min(200 * 2 ** attempt, 30_000);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isTransient(error),
        retryDelay: retryDelayMs,
        // The dashboard re-checks what matters on focus; a tab switch should not refetch every list page.
        refetchOnWindowFocus: false,
        staleTime: 15_000,
      },
      // A sign-in or sign-up is never repeated behind the person's back.
      mutations: { retry: false },
    },
  });
}
