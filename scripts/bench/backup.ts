import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadSiteOrExit } from '../../content/site-file';
import { latestBackups } from '../../server/backup/runs';
import { buildApp } from '../../server/app';
import { createFormTokens } from '../../server/contact/form-token';
import { writeBackup } from '../../server/backup/archive';
import { loadEnv } from '../../server/env';
import { lastJobRuns } from '../../server/jobs/runs';
import { CONTACT_MIN_FILL_MS } from '../../shared/contact-rules';
import { LOAD_FORM_TOKEN_SECRET } from '../../testing/contact-load';
import { createTestDatabase } from '../../testing/test-database';

/**
 * `npm run bench:backup`: how long visitors wait while a backup runs. A throwaway database
 * (embedded, or PostgreSQL with DATABASE_URL) is filled with BENCH_ROWS contact requests (default
 * 20,000) and their two mails each; a listening server takes a steady mix of contact posts and
 * page loads from BENCH_CLIENTS clients (default 16); after a quiet baseline the nightly backup job
 * runs, and the latencies of the requests made while it ran are printed (p50, p99, the longest)
 * with the event loop's longest stall. On the embedded database the old way follows for
 * comparison: the backup read in one transaction on the site's own session (what `npm run backup`
 * does through a running server).
 */
const site = await loadSiteOrExit();
const rows = Number(process.env.BENCH_ROWS ?? 20_000);
const clients = Number(process.env.BENCH_CLIENTS ?? 16);
const BASELINE_MS = 8_000;

const database = await createTestDatabase(process.env.DATABASE_URL ? 'postgres' : 'embedded');
const work = mkdtempSync(path.join(os.tmpdir(), 'rl-bench-backup-'));
const dataDir = database.dataDir ?? path.join(work, 'data');
mkdirSync(dataDir, { recursive: true });
// A small published site: the pages a visitor loads during the backup.
const dist = path.join(work, 'dist');
mkdirSync(path.join(dist, 'roof-repair'), { recursive: true });
const page = `<!doctype html><html><head><title>Roof repair</title></head><body>${'<p>Shingles, flashing and gutters.</p>'.repeat(400)}</body></html>`;
writeFileSync(path.join(dist, 'index.html'), page);
writeFileSync(path.join(dist, 'roof-repair/index.html'), page);

interface Sample {
  kind: 'contact' | 'page';
  start: number;
  end: number;
  status: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function describe(label: string, samples: Sample[], from: number, to: number) {
  const lines = [`${label}:`];
  for (const kind of ['contact', 'page'] as const) {
    // Every request that was waiting at some moment of the window.
    const inWindow = samples.filter((s) => s.kind === kind && s.end >= from && s.start <= to);
    const latencies = inWindow.map((s) => s.end - s.start).sort((a, b) => a - b);
    const failed = inWindow.filter((s) => s.status !== 200).length;
    lines.push(
      `  ${kind.padEnd(7)} ${String(inWindow.length).padStart(6)} requests  p50 ${ms(quantile(latencies, 0.5))}  p99 ${ms(quantile(latencies, 0.99))}  longest ${ms(latencies.at(-1) ?? Number.NaN)}${failed ? `  (${failed} not 200)` : ''}`,
    );
  }
  return lines.join('\n');
}

try {
  console.log(`Filling ${database.location} with ${rows} contact requests and ${rows * 2} mails…`);
  for (let from = 1; from <= rows; from += 2_000) {
    const to = Math.min(rows, from + 1_999);
    await sql`
      insert into contact_submissions (name, email, phone, message, idempotency_key, created_at)
      select 'Person ' || g, 'person' || g || '@example.com', '(918) 555-0100',
        'Hail last Tuesday; shingles on the lawn and a stain on the kitchen ceiling. ' || g,
        md5(g::text) || md5((g + 1)::text), now() - (g || ' minutes')::interval
      from generate_series(${from}::int, ${to}::int) g`.execute(database.db);
    await sql`
      insert into email_outbox (recipient, subject, text_body, html_body, submission_id, status)
      select s.email, t.subject, repeat('The request, field by field. ', 30), repeat('<p>The request, field by field.</p>', 30), s.id, 'sent'
      from contact_submissions s, (values ('New request'), ('We got your request')) t(subject)
      where s.id between ${from} and ${to}`.execute(database.db);
  }

  const env = loadEnv({
    ...process.env,
    DATABASE_URL: database.url ?? '',
    DATA_DIR: dataDir,
    BACKUP_DIR: path.join(work, 'backups'),
    RATE_LIMIT_CONTACT: '65535',
    CONTACT_CONFIRMATIONS_PER_HOUR: '1000000',
    FORM_TOKEN_SECRET: LOAD_FORM_TOKEN_SECRET,
    MAIL_TRANSPORT: 'file',
  });
  const app = await buildApp({ site, env, database, distDir: dist, outbox: false, jobs: false, nightlyBackup: true });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const tokens = createFormTokens(LOAD_FORM_TOKEN_SECRET, () => new Date(Date.now() - CONTACT_MIN_FILL_MS - 1_000));
  const samples: Sample[] = [];
  let stop = false;
  const client = async (index: number) => {
    for (let n = 0; !stop; n++) {
      const kind = n % 2 === 0 ? 'contact' : 'page';
      const start = performance.now();
      let status = 0;
      try {
        const response =
          kind === 'contact'
            ? await fetch(`${base}/api/contact`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', origin: base },
                body: JSON.stringify({
                  name: `Visitor ${index}`,
                  email: `visitor${index}.${n}@example.com`,
                  phone: '(918) 555-0100',
                  serviceNeeded: 'Roof Repair',
                  message: `Request ${n} from visitor ${index}.`,
                  website: '',
                  formToken: tokens.issue(),
                  idempotencyKey: randomBytes(16).toString('hex'),
                }),
              })
            : await fetch(`${base}/${n % 4 === 1 ? '' : 'roof-repair/'}`);
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = -1;
      }
      samples.push({ kind, start, end: performance.now(), status });
    }
  };
  const load = Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  const loop = monitorEventLoopDelay({ resolution: 5 });

  // Baseline: the same load with no backup.
  await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
  const baselineEnd = performance.now();
  console.log(`\n${clients} clients, half contact posts, half page loads.\n`);
  console.log(describe(`Baseline, no backup (${BASELINE_MS / 1000} s)`, samples, 0, baselineEnd));

  await app.jobs.runDue(); // registers the backup job
  await database.db.updateTable('job_schedule').set({ next_run_at: new Date() }).where('name', '=', 'backup').execute();
  loop.enable();
  const started = performance.now();
  const ran = await app.jobs.runDue();
  const ended = performance.now();
  loop.disable();
  const [run] = await latestBackups(database.db);
  const [job] = await lastJobRuns(database.db, ['backup']);
  if (!ran.includes('backup') || run?.outcome !== 'ok') {
    console.error(`The backup did not succeed: ${run?.error ?? job?.lastRun?.error ?? 'it did not run'}`);
    process.exitCode = 1;
  }
  const result = job?.lastRun?.result as { heldMs?: number | null } | undefined;
  console.log(
    `\n${describe(`During the nightly backup job (${((ended - started) / 1000).toFixed(1)} s: live copy, write, restore check)`, samples, started, ended)}`,
  );
  console.log(
    `  event loop: longest stall ${ms(loop.max / 1e6)}, p99 ${ms(loop.percentile(99) / 1e6)}` +
      (result?.heldMs != null ? `; the site's database was held ${result.heldMs} ms (the copy's last pass)` : ''),
  );
  console.log(
    `  backup: ${run?.requests ?? '?'} requests, ${((run?.bytes ?? 0) / 1e6).toFixed(1)} MB, restore check ${run?.restoreCheck ?? '?'}`,
  );

  if (!database.url) {
    // For comparison: the whole read in one transaction on the site's session, in this process.
    const old = monitorEventLoopDelay({ resolution: 5 });
    old.enable();
    const oldStart = performance.now();
    await writeBackup(database.db, { file: path.join(work, 'one-transaction.backup'), dataDir, source: 'embedded' });
    const oldEnd = performance.now();
    old.disable();
    console.log(
      `\n${describe(`For comparison, one transaction on the site's session (${((oldEnd - oldStart) / 1000).toFixed(1)} s)`, samples, oldStart, oldEnd)}`,
    );
    console.log(`  event loop: longest stall ${ms(old.max / 1e6)}`);
  }
  stop = true;
  await load;
  await app.close();
} finally {
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
