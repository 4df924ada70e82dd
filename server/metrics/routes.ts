import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../db/types';
import { outboxState } from '../health/readiness';
import { operatorAccess, type OperatorAccessSettings } from '../http/operator-access';
import {
  databasePoolWaiting,
  httpDuration,
  httpRequests,
  outboxFailed,
  outboxOldestDue,
  outboxWaiting,
  registry,
} from './metrics';

/**
 * Request counts and latency by route, and GET /metrics in Prometheus's text format, for the
 * person who runs the server only (see operatorAccess): the series tell traffic, lead and spam
 * counts and the mail queue's state.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; now: () => Date; access: OperatorAccessSettings; pool?: pg.Pool },
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
    const access = operatorAccess(request, deps.access);
    if (access === 'wrong-token' || (access === 'stranger' && deps.access.token))
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ message: 'Send Authorization: Bearer <METRICS_TOKEN>' });
    if (access === 'stranger')
      return reply.code(403).send({
        message:
          'Metrics are served only to a direct call on this machine when HOST is loopback; set METRICS_TOKEN and send it as a bearer token to read them from elsewhere or through a proxy',
      });
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
