import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { buildApp } from '../../server/app';
import { insertUser } from '../../server/auth/accounts';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from '../../server/auth/password';
import { SESSION_COOKIE, validateSessionToken } from '../../server/auth/session';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { loadEnv } from '../../server/env';
import { loadSiteOrExit } from '../../content/site-file';

/** The site file, checked like content: a mistake in it prints its problem list and exits. */
const site = await loadSiteOrExit();

/**
 * `npm run bench:auth`: what accounts cost on this machine. Prints the argon2id parameters and
 * time per hash, sign-in requests per second over real HTTP on loopback with concurrent clients
 * (autocannon), and the time to validate a session. A benchmark, not a test: it asserts nothing.
 * Uses a throwaway embedded database, or DATABASE_URL when set (its bench user is removed after).
 * BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 8), BENCH_HASHES (default 20) tune it.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const hashes = Number(process.env.BENCH_HASHES ?? 20);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(x < 1 ? 3 : 1)} ms`;
async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times;
}

const cpus = os.cpus();
console.log(
  `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, Node ${process.version}`,
);

// 1. argon2id on its own.
const { memoryCost, timeCost, parallelism, outputLen } = ARGON2_OPTIONS;
console.log(
  `\nargon2id: memory ${memoryCost} KiB (${((memoryCost ?? 0) / 1024).toFixed(0)} MiB), ${timeCost} passes, parallelism ${parallelism}, ${outputLen}-byte hash`,
);
const password = 'bench-ridge-vent-Tulsa-26';
const hashTimes = await timed(hashes, () => hashPassword(password));
const stored = await hashPassword(password);
const verifyTimes = await timed(hashes, () => verifyPassword(stored, password));
console.log(
  `  hash:   median ${ms(median(hashTimes))} (min ${ms(Math.min(...hashTimes))}, max ${ms(Math.max(...hashTimes))}, ${hashes} runs)`,
);
console.log(`  verify: median ${ms(median(verifyTimes))}`);

// 2. A real server on loopback.
const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(os.tmpdir(), 'rl-bench-'));
const env = loadEnv({ ...process.env, DATA_DIR: dataDir ?? process.env.DATA_DIR, RATE_LIMIT_AUTH: '100000000' });
const database = await openDatabase(env, { command: 'npm run bench:auth' });
await migrateToLatest(database.db);
const email = `bench.${process.pid}.${Date.now()}@example.com`;
const user = await insertUser(database.db, {
  email,
  fullName: 'Bench User',
  passwordHash: stored,
  verifiedAt: new Date(),
  now: new Date(),
});
const app = await buildApp({ site, env, database, distDir: '/nonexistent', outbox: false });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`\nServer: ${base}, ${database.location}; ${connections} concurrent connections, ${seconds} s per run`);

try {
  const signIn = await autocannon({
    url: `${base}/trpc/auth.signIn`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    connections,
    duration: seconds,
  });
  console.log(`\nauth.signIn (argon2id verify + lockout check + new session row):`);
  console.log(
    `  ${signIn.requests.average.toFixed(1)} requests/s, latency p50 ${signIn.latency.p50} ms, p99 ${signIn.latency.p99} ms, ${signIn['2xx']} ok, ${signIn.non2xx} not ok, ${signIn.errors} errors`,
  );

  const response = await fetch(`${base}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const token = /rl_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`Sign-in for the session run failed: ${response.status} ${await response.text()}`);

  const validateTimes = await timed(500, () => validateSessionToken(database.db, token, new Date()));
  console.log(`\nSession validation (validateSessionToken: one indexed join, SHA-256, constant-time compare):`);
  console.log(`  median ${ms(median(validateTimes))} per call in process (500 calls)`);

  const session = await autocannon({
    url: `${base}/trpc/auth.session`,
    headers: { cookie: `${SESSION_COOKIE}=${token}` },
    connections,
    duration: Math.max(3, Math.round(seconds / 2)),
  });
  console.log(
    `  auth.session over HTTP (validation + admin lookup): ${session.requests.average.toFixed(0)} requests/s, latency p50 ${session.latency.p50} ms, p99 ${session.latency.p99} ms, ${session.non2xx} not ok`,
  );
} finally {
  await app.close();
  if (user) await database.db.deleteFrom('users').where('id', '=', user.id).execute();
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
