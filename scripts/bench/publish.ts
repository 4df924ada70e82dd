import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSession, SESSION_COOKIE } from '../../server/auth/session';
import { benchCityFile } from '../../testing/bench-cities';
import { LOAD_FORM_TOKEN_SECRET, percentile, runContactLoad } from '../../testing/contact-load';
import { type Running, startScript } from '../../testing/processes';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

/**
 * `npm run bench:publish` (PostgreSQL: DATABASE_URL): the time from Publish to the new HTML served,
 * for one site-wide fact (the first registration number, in every page's footer), through the real
 * path: the API's publish (the content gate included), the build on publish in a niced child, the
 * generation stored, each instance's swap. For each site size (BENCH_CITIES, default 0,500 extra
 * city pages: the generator of bench:scale) and each number of instances (BENCH_INSTANCES, default
 * 1,3), on a scratch copy of the repository with the cities added: a first publish (a cold build,
 * shown apart), then BENCH_PUBLISHES (default 3) timed ones, each to the first instance serving it
 * and to all of them. Then the contact form's p99 over BENCH_LOAD_SECONDS (default 10) with 10
 * clients, idle and while a publish builds. Prints medians; asserts nothing.
 */
const repo = process.cwd();
const list = (value: string | undefined, fallback: string) => (value ?? fallback).split(',').map(Number);
const cityCounts = list(process.env.BENCH_CITIES, '0,500');
const instanceCounts = list(process.env.BENCH_INSTANCES, '1,3');
const publishes = Number(process.env.BENCH_PUBLISHES ?? 3);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
if (!process.env.DATABASE_URL) {
  console.error(
    'bench:publish runs server processes on one PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
  );
  process.exit(2);
}

/** The repository copied (its code; node_modules, images linked) with `cities` extra city pages. */
function scratchRepo(cities: number): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'rl-bench-publish-'));
  for (const name of readdirSync(repo)) {
    if (['.git', 'dist', 'node_modules', 'images', 'data', 'backups'].includes(name)) continue;
    cpSync(path.join(repo, name), path.join(root, name), { recursive: true });
  }
  for (const big of ['images', 'node_modules']) symlinkSync(path.join(repo, big), path.join(root, big));
  for (let i = 0; i < cities; i++) writeFileSync(path.join(root, `pages/locations/bench-${i}.ts`), benchCityFile(i));
  return root;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function startInstances(root: string, database: TestDatabase, count: number, scratch: string[]) {
  const started: Running[] = [];
  for (let n = 0; n < count; n++) {
    const dir = (name: string) => {
      const made = mkdtempSync(path.join(os.tmpdir(), `rl-bench-publish-${name}-`));
      scratch.push(made);
      return made;
    };
    started.push(
      await startScript(
        path.join(root, 'scripts/instance.ts'),
        {
          DATABASE_URL: database.url,
          DATA_DIR: dir(`data-${n}`),
          SITE_BUILD_DIR: dir(`build-${n}`),
          MAIL_TRANSPORT: 'file',
          TEST_OUTBOX_OFF: '1',
          SITE_URL: 'http://127.0.0.1:3999',
          PORT: '0',
          RATE_LIMIT_CONTACT: '65535',
          CONTACT_CONFIRMATIONS_PER_HOUR: '1000000',
          FORM_TOKEN_SECRET: LOAD_FORM_TOKEN_SECRET,
        },
        /instance listening on \d+/,
        120_000,
      ),
    );
  }
  return started.map((instance) => {
    const port = /instance listening on (\d+)/.exec(instance.output())?.[1];
    if (!port) throw new Error(`An instance did not start:\n${instance.output()}`);
    return { instance, base: `http://127.0.0.1:${port}` };
  });
}

async function run(cities: number, count: number) {
  const scratch: string[] = [];
  const root = scratchRepo(cities);
  scratch.push(root);
  const database = await createTestDatabase('postgres');
  const instances = await startInstances(root, database, count, scratch);
  const bases = instances.map((i) => i.base);
  try {
    const user = await database.db
      .insertInto('users')
      .values({
        email: 'bench-owner@example.com',
        password_hash: 'not-a-real-hash',
        full_name: 'Bench owner',
        email_verified_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db.insertInto('user_roles').values({ user_id: user.id, role: 'owner' }).execute();
    const { token } = await createSession(database.db, user.id, new Date());
    const api = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const response = await fetch(`${bases[0]}${url}`, {
        method,
        headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: bases[0]!, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.json()) as { result?: { data: Record<string, unknown> }; error?: unknown };
      if (!json.result) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json.error)}`);
      return json.result.data;
    };
    let n = 0;
    /** Publishes a new number; answers when the first instance and when all served it (ms from the click). */
    const publishAndWait = async () => {
      const number = `CIB-RC-${70000 + cities + count * 10 + n++}`;
      const { version, draft } = (await api('GET', '/trpc/siteFacts.get')) as {
        version: number;
        draft: { registrations: { number: string }[] };
      };
      draft.registrations[0]!.number = number;
      const saved = (await api('POST', '/trpc/siteFacts.saveDraft', { version, data: draft })) as { version: number };
      const start = performance.now();
      await api('POST', '/trpc/siteFacts.publish', { version: saved.version });
      const seen = new Map<string, number>();
      const deadline = start + 20 * 60_000;
      while (seen.size < bases.length && performance.now() < deadline) {
        await Promise.all(
          bases.map(async (base) => {
            if (seen.has(base)) return;
            const html = await (await fetch(`${base}/`)).text();
            if (html.includes(number)) seen.set(base, performance.now() - start);
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (seen.size < bases.length) throw new Error(`${number} was not served by every instance within 20 minutes`);
      return { first: Math.min(...seen.values()), all: Math.max(...seen.values()) };
    };

    const cold = await publishAndWait();
    const firsts: number[] = [];
    const alls: number[] = [];
    for (let i = 0; i < publishes; i++) {
      const timed = await publishAndWait();
      firsts.push(timed.first);
      alls.push(timed.all);
    }
    const load = () =>
      runContactLoad({ baseUrl: bases[0]!, baseUrls: bases, clients: 10, durationMs: loadSeconds * 1000 });
    const idle = await load();
    const [busy] = await Promise.all([load(), publishAndWait()]);
    console.log(
      [
        `+${cities} cities, ${count} instance${count === 1 ? '' : 's'}:`,
        `  first publish (cold build) ${seconds(cold.first)} to the first instance, ${seconds(cold.all)} to all`,
        `  publish → new HTML: median ${seconds(median(firsts))} to the first instance, ${seconds(median(alls))} to all (${publishes} publishes: ${firsts.map(seconds).join(', ')})`,
        `  contact form p99: ${percentile(idle.latenciesMs, 99).toFixed(0)} ms idle, ${percentile(busy.latenciesMs, 99).toFixed(0)} ms during a publish (p50 ${percentile(idle.latenciesMs, 50).toFixed(0)} / ${percentile(busy.latenciesMs, 50).toFixed(0)} ms; ${idle.acked.length} / ${busy.acked.length} requests)`,
      ].join('\n'),
    );
  } finally {
    for (const { instance } of instances) await instance.stop();
    await database.drop();
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  }
}

for (const cities of cityCounts) for (const count of instanceCounts) await run(cities, count);
