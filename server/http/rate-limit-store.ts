import { Redis } from 'ioredis';
import type pg from 'pg';
import { rateLimitFallbacks } from '../metrics/metrics';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** Where request counters live: shared by every instance (PostgreSQL, Redis) or this process only. */
export type RateLimitStoreKind = 'redis' | 'postgres' | 'memory';

export interface RateLimitStore {
  kind: RateLimitStoreKind;
  /** A counter allowing `points` per `durationSeconds` per key, stored under `name`. */
  limiter(name: string, points: number, durationSeconds: number): RateLimiterAbstract;
  close(): Promise<void>;
  /** When a shared counter last failed and the per-instance fallback answered instead (for /readyz and alarms). */
  lastFallbackAt(): Date | undefined;
  /**
   * Asks the shared store whether it answers now: null when it does, else a short reason without
   * addresses (it shows on /readyz). Every instance shares the store, so whichever asks speaks for all.
   */
  probe(): Promise<string | null>;
}

/**
 * The per-instance counter that answers while the shared store is unreachable. It used to do so
 * silently; now each use is counted (/metrics) and its time kept (/readyz, the alarm).
 */
function fallbackCounter(name: string, points: number, duration: number, noted: (at: Date) => void) {
  return new (class extends RateLimiterMemory {
    override consume(...args: Parameters<RateLimiterMemory['consume']>) {
      noted(new Date());
      rateLimitFallbacks.inc({ limit: name });
      return super.consume(...args);
    }
  })({ points, duration });
}

/**
 * Picks the store: Redis when REDIS_URL is set, else the PostgreSQL the app already uses (no new
 * service to run), else memory (the embedded database serves one process, so memory is shared by
 * everything that can reach it). Each shared counter falls back to a memory counter while its
 * store is unreachable, so an outage of the store loosens the limit to per-instance instead of
 * refusing or admitting everyone.
 */
export async function openRateLimitStore(options: { redisUrl?: string; pool?: pg.Pool }): Promise<RateLimitStore> {
  let fellBackAt: Date | undefined;
  const noted = (at: Date) => {
    fellBackAt = at;
  };
  const lastFallbackAt = () => fellBackAt;
  if (options.redisUrl) {
    // No offline queue: a request must not wait for Redis to come back; the insurance counter answers.
    const client = new Redis(options.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    client.on('error', () => undefined); // reconnects by itself; each failed call falls back to memory
    // Connected before the first request, so counting starts in Redis rather than in the fallback.
    await client.connect().catch((error: Error) => {
      throw new Error(
        `REDIS_URL: cannot reach Redis (${error.message}). Start it, fix the address, or leave REDIS_URL unset to count in PostgreSQL.`,
      );
    });
    return {
      kind: 'redis',
      limiter: (name, points, duration) =>
        new RateLimiterRedis({
          storeClient: client,
          keyPrefix: `rl:${name}`,
          points,
          duration,
          insuranceLimiter: fallbackCounter(name, points, duration, noted),
        }),
      close: async () => {
        client.disconnect();
      },
      lastFallbackAt,
      probe: () =>
        client.ping().then(
          () => null,
          () => 'Redis does not answer',
        ),
    };
  }
  const pool = options.pool;
  if (pool) {
    return {
      kind: 'postgres',
      limiter: (name, points, duration) =>
        new RateLimiterPostgres({
          storeClient: pool,
          storeType: 'pool',
          tableName: 'rate_limits', // created by the 2026-11-24 migration
          tableCreated: true,
          keyPrefix: name,
          points,
          duration,
          insuranceLimiter: fallbackCounter(name, points, duration, noted),
        }),
      close: async () => undefined,
      lastFallbackAt,
      probe: () =>
        pool.query('select 1 from rate_limits limit 1').then(
          () => null,
          () => 'the rate_limits table in PostgreSQL cannot be read',
        ),
    };
  }
  return {
    kind: 'memory',
    limiter: (_name, points, duration) => new RateLimiterMemory({ points, duration }),
    close: async () => undefined,
    lastFallbackAt,
    probe: async () => null,
  };
}
