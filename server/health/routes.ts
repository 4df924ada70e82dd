import type { FastifyInstance } from 'fastify';
import type { createReadiness } from './readiness';

/**
 * GET /healthz: the process answers (a liveness probe: restart when it fails).
 * GET /readyz: it can serve (a readiness probe: route traffic elsewhere when it fails), with a
 * graded status per check; 200 for ok and warn, 503 for fail. Neither says anything personal.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  readiness: ReturnType<typeof createReadiness>,
  about: { version: string; database: string },
): void {
  const started = Date.now();
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000) };
  });
  app.get('/readyz', async (_request, reply) => {
    const report = await readiness.report();
    reply.code(report.status === 'fail' ? 503 : 200).header('Cache-Control', 'no-store');
    return { ...report, version: about.version, database: about.database };
  });
}
