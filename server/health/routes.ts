import type { FastifyInstance } from 'fastify';
import { operatorAccess, type OperatorAccessSettings } from '../http/operator-access';
import type { createReadiness, Readiness } from './readiness';

/**
 * What /readyz tells a stranger (a balancer, an uptime monitor, anyone): the overall status and
 * each check's grade. The rest (error texts that name the database's host and port, the version,
 * free space, mail counts) helps an attacker more than a monitor, so it goes to the person who
 * runs the server only (operatorAccess).
 */
export function publicReadiness(report: Readiness): {
  status: Readiness['status'];
  checks: Record<string, { status: string }>;
} {
  return {
    status: report.status,
    checks: Object.fromEntries(Object.entries(report.checks).map(([name, check]) => [name, { status: check.status }])),
  };
}

/**
 * GET /healthz: the process answers (a liveness probe: restart when it fails).
 * GET /readyz: it can serve (a readiness probe: route traffic elsewhere when it fails), with a
 * graded status per check; 200 for ok and warn, 503 for fail. Neither says anything personal;
 * /readyz gives each check's detail and figures to the server's operator only.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  readiness: ReturnType<typeof createReadiness>,
  about: { version: string; database: string; access: OperatorAccessSettings },
): void {
  const started = Date.now();
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000) };
  });
  app.get('/readyz', async (request, reply) => {
    const report = await readiness.report();
    reply.code(report.status === 'fail' ? 503 : 200).header('Cache-Control', 'no-store');
    if (operatorAccess(request, about.access) !== 'operator') return publicReadiness(report);
    return { ...report, version: about.version, database: about.database };
  });
}
