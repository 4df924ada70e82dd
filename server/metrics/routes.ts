import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../db/types';
import { outboxState } from '../health/readiness';
import {
  databasePoolWaiting,
  httpDuration,
  httpRequests,
  outboxFailed,
  outboxOldestDue,
  outboxWaiting,
  registry,
} from './metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Who may read /metrics: a caller with `Authorization: Bearer <METRICS_TOKEN>`, or one on this
 * machine talking to the server directly. A request a proxy forwarded also arrives from loopback,
 * so any forwarding header makes it a stranger's.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): 'yes' | 'token' | 'no' {
  const auth = request.headers.authorization;
  if (token && typeof auth === 'string' && auth.startsWith('Bearer ')) {
    const given = Buffer.from(auth.slice(7));
    const wanted = Buffer.from(token);
    if (given.length === wanted.length && timingSafeEqual(given, wanted)) return 'yes';
    return 'token';
  }
  const direct = LOOPBACK.has(request.socket.remoteAddress ?? '') && !FORWARDED.some((h) => h in request.headers);
  if (direct) return 'yes';
  return token ? 'token' : 'no';
}

/** Request counts and latency by route, and GET /metrics in Prometheus's text format. */
export function registerMetrics(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; now: () => Date; token: string | undefined; pool?: pg.Pool },
): void {
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (`/trpc/*`, `/api/contact`), never the URL: ids and queries would make
    // a series per visitor. A URL no route matched counts as one.
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    httpRequests.inc({ method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const allowed = mayReadMetrics(request, deps.token);
    if (allowed === 'token')
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ message: 'Send Authorization: Bearer <METRICS_TOKEN>' });
    if (allowed === 'no')
      return reply
        .code(403)
        .send({ message: 'Metrics are served on this machine only; set METRICS_TOKEN to read them from elsewhere' });
    try {
      const state = await outboxState(deps.db, deps.now());
      outboxWaiting.set(state.waiting);
      outboxFailed.set(state.failed);
      outboxOldestDue.set(state.oldestDueSeconds);
    } catch {
      // The database is down: the outbox gauges keep their last values; the readiness check says why.
    }
    // PostgreSQL: the pool's queue now (the embedded session's queue is counted as it happens).
    if (deps.pool) databasePoolWaiting.set(deps.pool.waitingCount);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
