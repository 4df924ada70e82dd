import type { FastifyInstance } from 'fastify';

/**
 * API answers are about one visitor (a session, the admin's data, a Set-Cookie with a session
 * token), so no shared cache (a CDN rule that caches everything) may keep or reuse them. Matched
 * on the route that ran, not on the raw URL text. An answer marked `private` by its route keeps
 * its own header (the admin's photos, named by their hash, stay in the admin's browser).
 */
export function keepApiResponsesPrivate(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url ?? '';
    // An answer that says `private` itself (a content-addressed photo the admin's browser may keep) keeps it.
    const own = String(reply.getHeader('cache-control') ?? '');
    if ((route.startsWith('/trpc/') || route.startsWith('/api/')) && !own.startsWith('private'))
      reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
