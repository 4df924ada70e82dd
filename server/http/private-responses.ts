import type { FastifyInstance } from 'fastify';

/**
 * API answers are about one visitor (a session, the admin's data, a Set-Cookie with a session
 * token), so no shared cache (a CDN rule that caches everything) may keep or reuse them. Matched
 * on the route that ran, not on the raw URL text.
 */
export function keepApiResponsesPrivate(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url ?? '';
    if (route.startsWith('/trpc/') || route.startsWith('/api/')) reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
