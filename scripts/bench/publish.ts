import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSession, SESSION_COOKIE } from '../../server/auth/session';
import { benchCityFile } from '../../testing/bench-cities';
import sharp from 'sharp';
import { MEDIA_UPLOAD_PATH } from '../../shared/owner-photos';
import { LOAD_FORM_TOKEN_SECRET, percentile, runContactLoad } from '../../testing/contact-load';
import { type Running, startScript } from '../../testing/processes';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

/**
 * `npm run bench:publish` (PostgreSQL: DATABASE_URL): the time from Publish to the new HTML served,
 * through the real path: the API's publish (the content gate included), the build on publish in a
 * niced child, the generation stored, each instance's swap. Four kinds of change: a site-wide fact
 * (the first registration number, in every page's footer), a fact on one page (a sentence of the
 * founder's story, on /about), one photo (a phone-sized JPEG uploaded into the founder's slot,
 * shown on /about; each publish a new photo, encoded anew) and one city page's words (Jenks's
 * introduction, as the city editor saves it). For each site size (BENCH_CITIES,
 * default 0,500 extra city pages: the generator of bench:scale) and each number of instances
 * (BENCH_INSTANCES, default 1,3), on a scratch copy of the repository with the cities added: a
 * first publish (a cold build, shown apart), then BENCH_PUBLISHES (default 3) timed ones of each
 * kind, each to the first instance serving it and to all of them. Then the contact form's p99 over
 * BENCH_LOAD_SECONDS (default 10), idle and while a site-wide fact builds, twice: 10 clients each
 * sending as soon as answered (the server saturated), and 20 requests a second arriving whether or
 * not answered (BENCH_LOAD_RATE; far more than a roofer's site gets). Prints medians; asserts nothing.
 */
const repo = process.cwd();
const list = (value: string | undefined, fallback: string) => (value ?? fallback).split(',').map(Number);
const cityCounts = list(process.env.BENCH_CITIES, '0,500');
const instanceCounts = list(process.env.BENCH_INSTANCES, '1,3');
const publishes = Number(process.env.BENCH_PUBLISHES ?? 3);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const loadRate = Number(process.env.BENCH_LOAD_RATE ?? 20);
/** Every instance's public address, as behind a balancer: the form's Origin, whichever instance it reaches. */
const SITE_URL = 'http://127.0.0.1:3999';
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

/**
 * A phone-sized photo (3024 × 4032, as a 12 MP camera takes it) with a photo's mix of smooth areas
 * and grain, different for each `n`: each publish's photo is encoded anew, as an owner's would be.
 */
async function phonePhoto(n: number): Promise<Buffer> {
  const small = Buffer.alloc(12 * 16 * 3);
  let seed = n * 7919 + 17;
  for (let i = 0; i < small.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    small[i] = seed % 256;
  }
  const smooth = await sharp(small, { raw: { width: 12, height: 16, channels: 3 } })
    .resize(3024, 4032, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: {
      width: 3024,
      height: 4032,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 0, sigma: 12 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < smooth.length; i++) smooth[i] = Math.min(255, smooth[i]! + grain[i]!);
  return sharp(smooth, { raw: { width: 3024, height: 4032, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

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
          SITE_URL,
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
    type Facts = { registrations: { number: string }[]; founder: { story: string[] } };
    /** A change saved as a draft: answers the call that publishes it, the page that shows it and how to see it there. */
    const kinds = {
      'site-wide fact': async () => {
        const number = `CIB-RC-${70000 + cities + count * 10 + n++}`;
        const { version, draft } = (await api('GET', '/trpc/siteFacts.get')) as { version: number; draft: Facts };
        draft.registrations[0]!.number = number;
        const saved = (await api('POST', '/trpc/siteFacts.saveDraft', { version, data: draft })) as { version: number };
        return { publish: ['/trpc/siteFacts.publish', saved.version], page: '/', text: number } as const;
      },
      'fact on one page': async () => {
        const mark = `bench sentence ${n++}`;
        const { version, draft } = (await api('GET', '/trpc/siteFacts.get')) as { version: number; draft: Facts };
        draft.founder.story[0] = `${draft.founder.story[0]!.replace(/ \(bench sentence \d+\)\.$/, '.').replace(/\.$/, '')} (${mark}).`;
        const saved = (await api('POST', '/trpc/siteFacts.saveDraft', { version, data: draft })) as { version: number };
        return { publish: ['/trpc/siteFacts.publish', saved.version], page: '/about', text: mark } as const;
      },
      photo: async () => {
        const alt = `The founder beside the crew truck, photo ${n++}`;
        const form = new FormData();
        form.append('photo', new Blob([new Uint8Array(await phonePhoto(n))], { type: 'image/jpeg' }), 'IMG_2041.JPG');
        const uploaded = await fetch(`${bases[0]}${MEDIA_UPLOAD_PATH}`, {
          method: 'POST',
          headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: bases[0]! },
          body: form,
        });
        if (!uploaded.ok) throw new Error(`The upload answered ${uploaded.status}: ${await uploaded.text()}`);
        const { media } = (await uploaded.json()) as { media: { sha256: string } };
        const { version, draft } = (await api('GET', '/trpc/photos.get')) as {
          version: number;
          draft: { slots: Record<string, unknown> };
        };
        const data = { ...draft, slots: { ...draft.slots, 'photo-founder': { media: media.sha256, alt } } };
        const saved = (await api('POST', '/trpc/photos.saveDraft', { version, data })) as { version: number };
        return { publish: ['/trpc/photos.publish', saved.version], page: '/about', text: alt } as const;
      },
      // The owner's words on one city page (the dashboard's city editor): Jenks's introduction.
      'city page': async () => {
        const mark = `bench intro ${n++}`;
        const input = encodeURIComponent(JSON.stringify({ slug: 'jenks' }));
        const { version, draft } = (await api('GET', `/trpc/cityPages.open?input=${input}`)) as {
          version: number;
          draft: { intro: string };
        };
        const data = { ...draft, intro: `${draft.intro.replace(/ \(bench intro \d+\)$/, '')} (${mark})` };
        const saved = (await api('POST', '/trpc/cityPages.saveDraft', { slug: 'jenks', version, data })) as {
          version: number;
        };
        return {
          publish: ['/trpc/cityPages.publish', saved.version, { slug: 'jenks' }],
          page: '/locations/jenks',
          text: mark,
        } as const;
      },
    };
    type Kind = keyof typeof kinds;
    /** Publishes a change of that kind; answers when the first instance and when all served it (ms from the click). */
    const publishAndWait = async (kind: Kind) => {
      const { publish, page, text } = await kinds[kind]();
      const start = performance.now();
      await api('POST', publish[0], { version: publish[1], ...publish[2] });
      const seen = new Map<string, number>();
      const deadline = start + 20 * 60_000;
      while (seen.size < bases.length && performance.now() < deadline) {
        await Promise.all(
          bases.map(async (base) => {
            if (seen.has(base)) return;
            const html = await (await fetch(`${base}${page}`)).text();
            if (html.includes(text)) seen.set(base, performance.now() - start);
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (seen.size < bases.length) throw new Error(`"${text}" was not served by every instance within 20 minutes`);
      return { first: Math.min(...seen.values()), all: Math.max(...seen.values()) };
    };

    const cold = await publishAndWait('site-wide fact');
    const lines = [
      `+${cities} cities, ${count} instance${count === 1 ? '' : 's'}:`,
      `  first publish (cold build) ${seconds(cold.first)} to the first instance, ${seconds(cold.all)} to all`,
    ];
    for (const kind of Object.keys(kinds) as Kind[]) {
      const firsts: number[] = [];
      const alls: number[] = [];
      for (let i = 0; i < publishes; i++) {
        const timed = await publishAndWait(kind);
        firsts.push(timed.first);
        alls.push(timed.all);
      }
      lines.push(
        `  ${kind} → new HTML: median ${seconds(median(firsts))} to the first instance, ${seconds(median(alls))} to all (${publishes} publishes: ${firsts.map(seconds).join(', ')})`,
      );
    }
    for (const [label, rate] of [
      ['10 clients, each sending when answered', undefined],
      [`${loadRate} requests a second`, loadRate],
    ] as const) {
      const load = () =>
        runContactLoad({
          baseUrl: bases[0]!,
          baseUrls: bases,
          origin: SITE_URL,
          clients: rate ? 20 : 10,
          durationMs: loadSeconds * 1000,
          ...(rate ? { ratePerSecond: rate } : {}),
        });
      const idle = await load();
      const [busy] = await Promise.all([load(), publishAndWait('site-wide fact')]);
      for (const result of [idle, busy])
        if (result.unacked.length)
          throw new Error(`The contact form refused requests under load: ${JSON.stringify(result.messages)}`);
      const p = (result: typeof idle, q: number) => percentile(result.latenciesMs, q).toFixed(0);
      const rise = (percentile(busy.latenciesMs, 99) / percentile(idle.latenciesMs, 99) - 1) * 100;
      lines.push(
        `  contact form p99 (${label}): ${p(idle, 99)} ms idle, ${p(busy, 99)} ms during a publish (${rise >= 0 ? '+' : ''}${rise.toFixed(0)} %; p50 ${p(idle, 50)} / ${p(busy, 50)} ms; ${idle.acked.length} / ${busy.acked.length} requests)`,
      );
    }
    console.log(lines.join('\n'));
  } finally {
    for (const { instance } of instances) await instance.stop();
    await database.drop();
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  }
}

for (const cities of cityCounts) for (const count of instanceCounts) await run(cities, count);
