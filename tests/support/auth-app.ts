import type { FastifyInstance } from 'fastify';
import { insertUser, grantRole } from '../../server/auth/accounts';
import type { StaffRole } from '../../shared/staff-roles';
import { hashPassword } from '../../server/auth/password';
import { buildApp, type AppOptions } from '../../server/app';
import { loadEnv } from '../../server/env';
import type { TestDatabase } from '../../testing/test-database';
import { site } from './site';

export const SITE = 'http://localhost:3000';
export const START = new Date('2026-03-02T15:00:00Z');

/** A clock tests move by hand. */
export function testClock(start = START) {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    set(date: Date) {
      now = new Date(date);
    },
  };
}

/**
 * The real app on a test database: the given clock, mail left in the outbox, and auth rate limits
 * raised so a test can make many calls (the limit at its default has its own test). Timed jobs run
 * on their own only with the mail worker on (or `jobs` given); otherwise a test that moves the
 * clock runs them with `app.jobs.runDue()`, so none fires between two of its steps.
 */
export function buildTestApp(database: TestDatabase, options: TestAppOptions = {}): Promise<FastifyInstance> {
  return buildApp({
    site,
    env: loadEnv({
      DATA_DIR: database.dataDir ?? '/tmp',
      SITE_URL: SITE,
      RATE_LIMIT_AUTH: '10000',
      // Tests post one address many times; the caps at their defaults have their own tests.
      CONTACT_CONFIRMATIONS_PER_ADDRESS: '10000',
      CONTACT_CONFIRMATIONS_PER_HOUR: '100000',
      ...options.env,
    }),
    database,
    distDir: options.distDir ?? '/nonexistent',
    outbox: options.outbox ?? false,
    mailTransport: options.mailTransport,
    now: options.now,
    jobs: options.jobs ?? (options.outbox ? undefined : false),
    stormCacheMs: options.stormCacheMs,
    readFree: options.readFree,
    siteBuild: options.siteBuild ?? false,
    cities: options.cities,
  });
}

export interface TestAppOptions
  extends Pick<
    AppOptions,
    'outbox' | 'mailTransport' | 'distDir' | 'now' | 'jobs' | 'stormCacheMs' | 'readFree' | 'siteBuild' | 'cities'
  > {
  /** Settings on top of the test defaults (DATA_DIR, SITE_URL, auth limits raised). */
  env?: Record<string, string>;
}

let counter = 0;
/** A unique address per call, so tests in one file do not meet each other's accounts. */
export function uniqueEmail(label = 'user'): string {
  return `${label}.${process.pid}.${++counter}@example.com`;
}

export const GOOD_PASSWORD = 'shingle-weather-Tulsa-92';

/** An account straight in the database, verified unless told otherwise. */
export async function createAccount(
  database: TestDatabase,
  options: {
    email?: string;
    fullName?: string;
    password?: string;
    verified?: boolean;
    /** An owner (everything); `role` for another staff role. */
    admin?: boolean;
    role?: StaffRole;
  } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? GOOD_PASSWORD;
  const user = await insertUser(database.db, {
    email,
    fullName: options.fullName ?? 'Pat Example',
    passwordHash: await hashPassword(password),
    verifiedAt: options.verified === false ? null : START,
    now: START,
  });
  if (!user) throw new Error(`${email} exists already`);
  const role = options.role ?? (options.admin ? 'owner' : undefined);
  if (role) await grantRole(database.db, user.id, role);
  return { user, email, password };
}
