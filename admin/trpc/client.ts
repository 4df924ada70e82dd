import { createTRPCClient, getUntypedClient, httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/root';

/**
 * The typed tRPC hooks. Only the admin app's hooks import this module, so its code (and
 * react-query's) is loaded on /auth and /admin and never by a public page.
 */
export const trpc = createTRPCReact<AppRouter>();

/**
 * A client to the server's procedures: typed calls outside React (`.pageLock.acquire.mutate()`),
 * and through `untypedClientOf` the one the hooks' provider takes.
 */
export function createTrpcClient() {
  // Calls made in the same tick go as one request (the dashboard's first paint asks four things).
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc', maxItems: 10 })] });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** The same client as the hooks' provider (`trpc.Provider`) and the query utilities take it. */
export const untypedClientOf = (client: TrpcClient) => getUntypedClient(client);
