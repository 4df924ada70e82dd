import { createTRPCQueryUtils } from '@trpc/react-query';
import { createTrpcClient, type TrpcClient, untypedClientOf } from './client';
import { createQueryClient } from './query-client';

type QueryClient = ReturnType<typeof createQueryClient>;

// One cache and one client for the tab's life: going from /auth to /admin does not ask the server
// again for what it already said, and a view's first calls asked before React runs (prefetch.ts)
// land in the cache its hooks read. Created on first use, never during the prerender.
let queryClient: QueryClient | undefined;
let trpcClient: TrpcClient | undefined;

const inBrowser = () => typeof window !== 'undefined';

/** The tab's query cache in the browser; a fresh one for each prerendered page. */
export function queryClientFor(): QueryClient {
  if (!inBrowser()) return createQueryClient();
  queryClient ??= createQueryClient();
  return queryClient;
}

/** The tab's tRPC client in the browser (calls made in one tick go as one request); a fresh one in the prerender. */
export function trpcClientFor(): TrpcClient {
  if (!inBrowser()) return createTrpcClient();
  trpcClient ??= createTrpcClient();
  return trpcClient;
}

/** The tRPC calls on the tab's cache, outside React: what a view asks for before it first draws. */
export const browserQueryUtils = () =>
  createTRPCQueryUtils({ queryClient: queryClientFor(), client: untypedClientOf(trpcClientFor()) });
