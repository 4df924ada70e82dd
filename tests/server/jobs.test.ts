import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { defineJob, type Job } from '../../server/jobs/job';
import { createJobRunner, type JobRunner } from '../../server/jobs/runner';
import { lastJobRuns, pruneJobRuns, RUNS_KEPT_PER_JOB } from '../../server/jobs/runs';
import { retentionActor } from '../../server/leads/retention';
import { testClock } from '../support/auth-app';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';

const START = new Date('2026-11-17T16:00:00Z');
const MINUTE = 60_000;
const noop = () => undefined;
const silent: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silent,
};

describe.each(testDatabaseKinds)('the job runner on %s', (kind) => {
  let database: TestDatabase;
  /** Each runner's own connection on PostgreSQL (three instances); the embedded database has one session to share. */
  const extra: DatabaseHandle[] = [];
  const clock = testClock(START);
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    if (database.url)
      for (let i = 0; i < 2; i++)
        extra.push(await openDatabase({ DATABASE_URL: database.url, DATA_DIR: 'unused' }, { command: 'test' }));
  });
  afterAll(async () => {
    for (const handle of extra) await handle.close();
    await database.drop();
  });
  beforeEach(async () => {
    clock.set(START);
    await sql`truncate job_schedule, job_runs`.execute(database.db);
  });

  const runners = (jobs: Job<object>[], count = 3): JobRunner[] =>
    Array.from({ length: count }, (_, i) =>
      createJobRunner({
        db: i === 0 ? database.db : (extra[i - 1]?.db ?? database.db),
        now: clock.now,
        log: silent,
        jobs,
        services: {},
        instance: `instance-${i}`,
      }),
    );

  it('runs each due run once when three instances look at the same moment', async () => {
    const runs: number[] = [];
    const counter = defineJob<object>({
      name: 'counter',
      every: 10 * MINUTE,
      async run({ now }) {
        runs.push(now().getTime());
        return { run: runs.length };
      },
    });
    const three = runners([counter]);
    for (let round = 0; round < 4; round++) {
      const ran = await Promise.all(three.map((runner) => runner.runDue()));
      expect(ran.flat(), `round ${round}`).toEqual(['counter']);
      // Not due again until its interval has passed.
      expect((await Promise.all(three.map((runner) => runner.runDue()))).flat()).toEqual([]);
      clock.advance(10 * MINUTE);
    }
    expect(runs).toHaveLength(4);
    const logged = await database.db.selectFrom('job_runs').selectAll().orderBy('id').execute();
    expect(logged.map((run) => [run.job, run.outcome, run.result])).toEqual([
      ['counter', 'ok', { run: 1 }],
      ['counter', 'ok', { run: 2 }],
      ['counter', 'ok', { run: 3 }],
      ['counter', 'ok', { run: 4 }],
    ]);
    expect(logged.every((run) => run.finished_at && run.started_at.getTime() <= run.finished_at.getTime())).toBe(true);
  });

  it('logs a failed run with its error and tries again after retryAfterMs, not at once', async () => {
    let calls = 0;
    const flaky = defineJob<object>({
      name: 'flaky',
      every: 60 * MINUTE,
      retryAfterMs: 5 * MINUTE,
      async run() {
        calls++;
        if (calls === 1) throw new Error('The backup folder is not writable.');
        return { calls };
      },
    });
    const [runner] = runners([flaky], 1);
    expect(await runner!.runDue()).toEqual(['flaky']);
    let [status] = await lastJobRuns(database.db, ['flaky']);
    expect(status).toMatchObject({
      name: 'flaky',
      lastRun: { outcome: 'failed', error: 'The backup folder is not writable.', instance: 'instance-0' },
      nextRunAt: new Date(START.getTime() + 5 * MINUTE).toISOString(),
    });
    expect(await runner!.runDue()).toEqual([]);
    clock.advance(5 * MINUTE);
    expect(await runner!.runDue()).toEqual(['flaky']);
    [status] = await lastJobRuns(database.db, ['flaky']);
    expect(status!.lastRun).toMatchObject({ outcome: 'ok', error: null, result: { calls: 2 } });
    expect(status!.lastFailure).toMatchObject({ outcome: 'failed', error: 'The backup folder is not writable.' });
    // Back on its hourly rhythm from the retry.
    expect(status!.nextRunAt).toBe(new Date(START.getTime() + 65 * MINUTE).toISOString());
  });

  it('keeps its rhythm across a restart: a new runner does not run a job that ran a minute ago', async () => {
    let runs = 0;
    const daily = defineJob<object>({
      name: 'daily',
      every: 24 * 60 * MINUTE,
      async run() {
        runs++;
        return {};
      },
    });
    expect(await runners([daily], 1)[0]!.runDue()).toEqual(['daily']);
    clock.advance(MINUTE);
    expect(await runners([daily], 1)[0]!.runDue()).toEqual([]);
    expect(runs).toBe(1);
  });

  it('looks again when woken for a job made due, not at its next poll a minute later', async () => {
    let runs = 0;
    const build = defineJob<object>({
      name: 'build',
      every: 24 * 60 * MINUTE,
      firstRunAfterMs: 24 * 60 * MINUTE,
      async run() {
        runs++;
        return {};
      },
    });
    const runner = createJobRunner({
      db: database.db,
      now: clock.now,
      log: silent,
      jobs: [build],
      services: {},
      instance: 'woken',
      pollMs: MINUTE,
    });
    runner.wakeAt(clock.now()); // before start: nothing
    runner.start();
    try {
      await expect.poll(() => database.db.selectFrom('job_schedule').select('name').execute()).toHaveLength(1);
      // Made due as a publish makes the build due; no poll comes for a minute.
      await database.db.updateTable('job_schedule').set({ next_run_at: clock.now() }).execute();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(runs).toBe(0);
      runner.wakeAt(clock.now());
      await expect.poll(() => runs, { timeout: 5_000 }).toBe(1);
    } finally {
      await runner.stop();
    }
  });

  it('on stop, starts nothing new and waits for the run in progress', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finished = false;
    const slow = defineJob<object>({
      name: 'slow',
      every: MINUTE,
      async run() {
        started();
        await gate;
        finished = true;
        return {};
      },
    });
    const [runner] = runners([slow], 1);
    const due = runner!.runDue();
    await running;
    const stopping = runner!.stop().then(() => finished);
    release();
    expect(await stopping).toBe(true);
    await due;
    clock.advance(MINUTE);
    expect(await runner!.runDue()).toEqual([]);
  });

  it('keeps the newest runs of each job', async () => {
    await database.db
      .insertInto('job_runs')
      .values(
        Array.from({ length: RUNS_KEPT_PER_JOB + 5 }, (_, i) => ({
          job: 'mail',
          instance: 'x',
          started_at: new Date(START.getTime() + i),
        })),
      )
      .execute();
    await database.db.insertInto('job_runs').values({ job: 'retention', instance: 'x', started_at: START }).execute();
    expect(await pruneJobRuns(database.db)).toBe(5);
    const left = await database.db
      .selectFrom('job_runs')
      .select(['job', sql<number>`count(*)::int`.as('runs')])
      .groupBy('job')
      .orderBy('job')
      .execute();
    expect(left).toEqual([
      { job: 'mail', runs: RUNS_KEPT_PER_JOB },
      { job: 'retention', runs: 1 },
    ]);
  });
});

describe.each(testDatabaseKinds)('the migration that gives mails their request, on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('fills submission_id from the contact:<id> topics, and only for requests that exist', async () => {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('2026-11-24-2000-lead-pipeline');
    expect(down.error).toBeUndefined();
    const { id } = await database.db
      .insertInto('contact_submissions')
      .values({ name: 'Dana', email: 'dana@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const to = 'office@ridgeline.example';
    // Written as the outbox looked before the column: no submission_id.
    await sql`insert into email_outbox (recipient, subject, text_body, html_body, topic) values
      (${to}, 's', 't', 'h', ${`contact:${id}`}),
      (${to}, 's', 't', 'h', 'contact:999999'),
      (${to}, 's', 't', 'h', 'account:verify')`.execute(database.db);
    await migrateToLatest(database.db);
    const rows = await database.db
      .selectFrom('email_outbox')
      .select(['topic', 'submission_id'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { topic: `contact:${id}`, submission_id: id },
      { topic: 'contact:999999', submission_id: null },
      { topic: 'account:verify', submission_id: null },
    ]);
    // The database keeps the link: deleting the request takes its mail along.
    await database.db.deleteFrom('contact_submissions').where('id', '=', id).execute();
    expect(await database.db.selectFrom('email_outbox').select('topic').orderBy('id').execute()).toEqual([
      { topic: 'contact:999999' },
      { topic: 'account:verify' },
    ]);
  });
});

describe.each(testDatabaseKinds)("the server's jobs on %s", (kind) => {
  const clock = testClock(START);
  const server = useServerApp(kind, { now: clock.now, env: { RETENTION_DAYS: '30' } });

  it('shows the last run of each job to an admin only', async () => {
    const admin = await signedInUser(server.database.db, { email: 'avery@ridgeline.example', admin: true, now: START });
    const member = await signedInUser(server.database.db, { email: 'visitor@example.com', now: START });
    await server.app.jobs.runDue();
    const ask = (cookie?: string) =>
      server.app.inject({ method: 'GET', url: '/trpc/jobs.lastRuns', headers: cookie ? { cookie } : {} });

    const answer = await ask(admin.cookie);
    expect(answer.statusCode).toBe(200);
    const runs = answer.json().result.data as { name: string; lastRun: { outcome: string } | null }[];
    expect(runs.map((run) => [run.name, run.lastRun?.outcome ?? null])).toEqual([
      ['maintenance', 'ok'],
      ['search-narrowing', 'ok'],
      ['alarms', 'ok'],
      ['follow-up-reminders', 'ok'],
      ['review-asks', 'ok'],
      // Its first run waits a minute after the job is first scheduled.
      ['retention', null],
    ]);

    const refused = await ask(member.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("You don't have admin privileges to access this dashboard");
    expect((await ask()).statusCode).toBe(401);
  });

  it('erases old Lost requests on the retention run and says how many in the run log', async () => {
    const old = await server.database.db
      .insertInto('contact_submissions')
      .values({
        name: 'Old Lost',
        email: 'old@example.com',
        phone: null,
        address: null,
        service_needed: 'Roof repair',
        message: 'Leak over the porch',
        source: 'form',
        idempotency_key: null,
        status: 'lost',
        created_at: new Date(START.getTime() - 40 * 24 * 60 * MINUTE),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    clock.advance(MINUTE);
    expect(await server.app.jobs.runDue()).toContain('retention');
    const erased = await server.database.db
      .selectFrom('lead_events')
      .select(['kind', 'actor'])
      .where('submission_id', '=', old.id)
      .execute();
    expect(erased).toEqual([{ kind: 'erase', actor: retentionActor(30) }]);
    const [retention] = await lastJobRuns(server.database.db, ['retention']);
    expect(retention!.lastRun).toMatchObject({ outcome: 'ok', result: { erased: 1, retentionDays: 30 } });
  });
});
