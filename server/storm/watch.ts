import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { PublicStorm } from '../../shared/storm';
import { activeStorm, publicStorm } from './storms';

/** The active storm as the site shows it, and a key that changes whenever that changes. */
export interface ShownStorm {
  storm: PublicStorm;
  /** A short hash of what is shown: part of each filled page's ETag. */
  key: string;
}

export interface StormWatch {
  /** The storm to show now, read from the database at most once per `ttlMs`. */
  current(): Promise<ShownStorm | null>;
  /** Forget the cached read: this instance changed the storm and shows it from the next request. */
  invalidate(): void;
}

/** How long an instance trusts its last read: every instance shows a change within this time. */
export const STORM_CACHE_MS = 3000;

/**
 * Reads the active storm for the pages an instance serves. Every instance reads the same row with
 * a short cache, so a storm started on one (or by the CLI) shows on all of them within `ttlMs`,
 * with one small query per instance per few seconds however busy the site is. The end of the
 * `until` day is checked against the clock on every call, so a storm leaves at that instant even
 * from the cache. A failed read keeps the last answer (the pages still serve) and is logged.
 */
export function createStormWatch(options: {
  db: Kysely<Database>;
  now: () => Date;
  log: FastifyBaseLogger;
  ttlMs?: number;
}): StormWatch {
  const ttl = options.ttlMs ?? STORM_CACHE_MS;
  let cached: { shown: ShownStorm | null; expiresAt: Date | null; readAt: number } | undefined;
  let reading: Promise<void> | undefined;

  const read = async () => {
    try {
      const storm = await activeStorm(options.db, options.now());
      const shown = storm ? publicStorm(storm) : null;
      cached = {
        shown: shown && {
          storm: shown,
          key: createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 12),
        },
        expiresAt: storm?.expiresAt ?? null,
        readAt: performance.now(),
      };
    } catch (error) {
      options.log.warn({ err: error }, 'could not read the active storm; the pages keep the last known one');
      if (cached) cached.readAt = performance.now();
    }
  };

  return {
    async current() {
      // Monotonic time for the cache, so a test's moved clock never freezes it.
      if (!cached || performance.now() - cached.readAt >= ttl) {
        reading ??= read().finally(() => {
          reading = undefined;
        });
        await reading;
      }
      if (!cached?.shown) return null;
      if (cached.expiresAt && cached.expiresAt <= options.now()) return null;
      return cached.shown;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
