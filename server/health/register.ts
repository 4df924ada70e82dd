import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connect';
import type { Env } from '../env';
import type { RateLimitStore } from '../http/rate-limit-store';
import { registerMetrics } from '../metrics/routes';
import { type FreeSpaceReader, watchedFolders } from './disk';
import { startDiskMonitor } from './disk-monitor';
import { createReadiness } from './readiness';
import { registerHealthRoutes } from './routes';
import { appVersion } from './version';

/** /healthz, /readyz and /metrics, the disk-space log lines, and request counts by route. Returns the readiness report (the alarms read it too). */
export function registerHealthAndMetrics(
  app: FastifyInstance,
  deps: {
    env: Env;
    database: DatabaseHandle;
    now: () => Date;
    rateLimitStore: RateLimitStore;
    /** How free space is read; tests inject a nearly full disk. */
    readFree?: FreeSpaceReader;
  },
): ReturnType<typeof createReadiness> {
  const { env, database } = deps;
  const floor = { warnBelowMb: env.DISK_FREE_WARN_MB, failBelowMb: env.DISK_FREE_FAIL_MB };
  const folders = watchedFolders(env.DATA_DIR);
  const readiness = createReadiness({
    db: database.db,
    now: deps.now,
    diskFolders: folders,
    diskFloor: floor,
    rateLimitFallbackAt: deps.rateLimitStore.kind === 'memory' ? undefined : deps.rateLimitStore.lastFallbackAt,
    probeRateLimitStore: deps.rateLimitStore.kind === 'memory' ? undefined : deps.rateLimitStore.probe,
    readFree: deps.readFree,
  });
  const disk = startDiskMonitor({ folders, floor, log: app.log, readFree: deps.readFree });
  app.addHook('onClose', async () => {
    readiness.stop();
    disk.stop();
  });
  const access = { token: env.METRICS_TOKEN, host: env.HOST, port: env.PORT };
  registerHealthRoutes(app, readiness, { version: appVersion(), database: database.kind, access });
  registerMetrics(app, { db: database.db, now: deps.now, access, pool: database.pool });
  return readiness;
}
