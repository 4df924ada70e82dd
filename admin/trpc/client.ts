import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/root';

/**
 * The typed tRPC hooks. Only the admin app's hooks import this module, so its code (and
 * react-query's) is loaded on /auth and /admin and never by a public page.
 */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  // Calls made in the same tick go as one request (the dashboard's first paint asks four things).
  return trpc.createClient({ links: [httpBatchLink({ url: '/trpc', maxItems: 10 })] });
}
