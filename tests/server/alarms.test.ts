import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { checkAlarms } from '../../server/alarms/job';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import type { MailTransport, OutgoingMail } from '../../server/mail/transport';
import { buildTestApp, testClock, type TestAppOptions } from '../support/auth-app';
import { formToken, submitJson, validRequest } from '../support/contact';
import { signedInUser } from '../support/sessions';
import { site } from '../support/site';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';

// Monday 2 March 2026, 9:00 in the office's zone (America/Chicago): open Mon-Fri 8-5, Sat 8-12.
const MONDAY_9AM = new Date('2026-03-02T15:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MB = 1024 * 1024;
const PLENTY = 500_000 * MB;

/** The alarm mails in the outbox, oldest first, as the owner would get them. */
async function alarmMails(database: TestDatabase) {
  return database.db
    .selectFrom('email_outbox')
    .select(['id', 'recipient', 'subject', 'text_body', 'html_body', 'topic', 'status'])
    .where('topic', 'like', 'alarm%')
    .orderBy('id')
    .execute();
}

/**
 * The database stamps rows with its own clock; the tests' clock is months away, so what was just
 * stored gets the tests' time, as if the database's clock were the app's.
 */
async function stampNow(database: TestDatabase, table: 'contact_submissions' | 'email_outbox', at: Date) {
  const alsoDue = table === 'email_outbox' ? sql`, next_attempt_at = ${at}` : sql``;
  await sql`update ${sql.table(table)} set created_at = ${at}${alsoDue} where created_at > ${at}`.execute(database.db);
}

const subjects = async (database: TestDatabase) => (await alarmMails(database)).map((mail) => mail.subject);

describe.each(testDatabaseKinds)('alarms to the owner on %s', (kind) => {
  let database: TestDatabase;
  const clock = testClock(MONDAY_9AM);
  let free = PLENTY;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await sql`truncate alarms, alarm_digest, alarm_sightings, email_outbox, job_schedule, job_runs, backup_runs, contact_submissions cascade`.execute(
      database.db,
    );
    clock.set(MONDAY_9AM);
    free = PLENTY;
  });
  afterAll(async () => {
    await database?.drop();
  });

  const build = async (options: TestAppOptions = {}) => {
    const app = await buildTestApp(database, {
      now: clock.now,
      readFree: () => free,
      ...options,
      env: { ADMIN_NOTIFY_TO: 'owner@roofer.example', ...options.env },
    });
    apps.push(app);
    return app;
  };
  /** Moves the clock on and runs what is due, as the runner would after that long. */
  const later = async (app: FastifyInstance, ms: number, options: { mailFlows?: boolean } = {}) => {
    clock.advance(ms);
    // Only where a mail worker runs: elsewhere mail stays queued on purpose, and would look stuck.
    if (options.mailFlows) await stampNow(database, 'email_outbox', clock.now());
    await app.jobs.runDue();
  };

  it('mails the owner once when no request has come for 24 business hours, and once more when one comes', async () => {
    const app = await build();
    await app.jobs.runDue(); // the first look: the site is watched from Monday 9:00
    const token = await formToken(app);
    clock.advance(3_000);
    expect((await submitJson(app, validRequest({ formToken: token }))).statusCode).toBe(200);
    await stampNow(database, 'contact_submissions', clock.now());
    // Monday 9:00 to Wednesday 8:00 is 8 + 9 + 0 = 17 business hours (nights do not count).
    await later(app, 23 * HOUR); // Tuesday 8:00: 8 business hours
    await later(app, 24 * HOUR); // Wednesday 8:00: 17

    expect(await subjects(database)).toEqual([]);
    // Wednesday 17:00: 26 business hours.
    await later(app, 5 * HOUR); // Wednesday 13:00: 22
    expect(await subjects(database)).toEqual([]);
    await later(app, 4 * HOUR);
    let mails = await alarmMails(database);
    expect(mails.map((m) => m.subject)).toEqual([`${site.company.name} website: No contact requests for a long time`]);
    expect(mails[0]!.recipient).toBe('owner@roofer.example');
    expect(mails[0]!.text_body).toMatch(/No contact request has arrived for 2\d business hours \(the limit is 24\)/);
    expect(mails[0]!.text_body).toContain('Since: ');
    expect(mails[0]!.text_body).toContain('What to do: Send yourself a test request');
    expect(mails[0]!.text_body).toContain('/admin/system');
    // Still quiet overnight and the next day: no second mail for the same episode.
    for (let i = 0; i < 4; i++) await later(app, 3 * HOUR);
    expect(await subjects(database)).toHaveLength(1);

    // A request arrives: the episode closes once the quiet has stayed broken for ten minutes.
    const again = await formToken(app);
    clock.advance(3_000);
    expect((await submitJson(app, validRequest({ formToken: again }))).statusCode).toBe(200);
    await stampNow(database, 'contact_submissions', clock.now());
    await later(app, 5 * MINUTE);
    expect(await subjects(database)).toHaveLength(1);
    await later(app, 10 * MINUTE);
    mails = await alarmMails(database);
    expect(mails.map((m) => m.subject)).toEqual([
      `${site.company.name} website: No contact requests for a long time`,
      `${site.company.name} website: resolved: Contact requests are arriving again`,
    ]);
    const open = await database.db.selectFrom('alarms').select('id').where('closed_at', 'is', null).execute();
    expect(open).toEqual([]);
  }, 120_000);

  it('turns the quiet alarm off with ALARM_QUIET_HOURS=0', async () => {
    const app = await build({ env: { ALARM_QUIET_HOURS: '0' } });
    for (let i = 0; i < 6; i++) await later(app, 12 * HOUR);
    expect(await subjects(database)).toEqual([]);
  }, 120_000);

  it("mails once when mails stop leaving (SMTP refuses the login), with the server's answer, and once when they leave again", async () => {
    let smtpUp = false;
    const delivered: OutgoingMail[] = [];
    const transport: MailTransport = {
      info: { kind: 'smtp', target: 'smtp://mail.roofer.example:587' },
      async send(mail) {
        if (!smtpUp)
          throw Object.assign(new Error('Invalid login: 535 5.7.8 Authentication failed'), { code: 'EAUTH' });
        delivered.push(mail);
      },
      close: () => undefined,
    };
    const app = await build({ mailTransport: transport, outbox: { pollMs: 5_000 }, jobs: false });
    const token = await formToken(app);
    clock.advance(3_000);
    expect((await submitJson(app, validRequest({ formToken: token }))).statusCode).toBe(200);
    await stampNow(database, 'email_outbox', clock.now());
    for (let i = 0; i < 3; i++) await later(app, 5 * MINUTE, { mailFlows: true });
    expect(await subjects(database)).toEqual([]); // 15 minutes is not yet stuck
    for (let i = 0; i < 3; i++) await later(app, 5 * MINUTE, { mailFlows: true });
    let mails = await alarmMails(database);
    expect(mails.map((m) => m.subject)).toEqual([
      `${site.company.name} website: Mails from the website are not leaving`,
    ]);
    expect(mails[0]!.text_body).toContain('Invalid login: 535 5.7.8 Authentication failed');
    expect(mails[0]!.text_body).toContain('smtp://mail.roofer.example:587');
    expect(mails[0]!.text_body).toMatch(/What to do: Check the mail account/);
    for (let i = 0; i < 6; i++) await later(app, 5 * MINUTE, { mailFlows: true });
    expect(await subjects(database)).toHaveLength(1);

    // The mail server takes mails again; the waiting ones leave when their retry comes (up to an
    // hour after a long outage), then the rest at once, and the episode closes ten minutes on.
    smtpUp = true;
    for (let i = 0; i < 16; i++) await later(app, 5 * MINUTE, { mailFlows: true });
    await app.mailWorker.idle();
    mails = await alarmMails(database);
    expect(mails.map((m) => m.subject)).toEqual([
      `${site.company.name} website: Mails from the website are not leaving`,
      `${site.company.name} website: resolved: Mails from the website are leaving again`,
    ]);
    // Both reached the owner once the mail server took them.
    await later(app, 5 * MINUTE, { mailFlows: true });
    await app.mailWorker.idle();
    const toOwner = delivered.filter((mail) => mail.subject.includes('website:')).map((mail) => mail.subject);
    expect(toOwner).toEqual(mails.map((m) => m.subject));
  }, 120_000);

  it('mails once when the disk is nearly full (the free-space reading injected), and when it has room again', async () => {
    const app = await build();
    await app.jobs.runDue();
    // A reading of one moment: one look under the floor, then room again, is not a mail.
    free = 300 * MB; // under DISK_FREE_WARN_MB (1024)
    await later(app, 5 * MINUTE);
    free = PLENTY;
    await later(app, 5 * MINUTE);
    expect(await subjects(database)).toEqual([]);
    // Still there at the next look: one mail, saying since when.
    free = 300 * MB;
    await later(app, 5 * MINUTE);
    expect(await subjects(database)).toEqual([]);
    const firstSeen = clock.now();
    await later(app, 5 * MINUTE);
    let mails = await alarmMails(database);
    expect(mails.map((m) => m.subject)).toEqual([`${site.company.name} website: The server's disk is nearly full`]);
    expect(mails[0]!.text_body).toContain('only 300 MB free in DATA_DIR');
    const episode = await database.db.selectFrom('alarms').select('since').executeTakeFirstOrThrow();
    expect(new Date(episode.since)).toEqual(firstSeen);
    free = 100 * MB; // worse: the same episode, no new mail
    await later(app, 5 * MINUTE);
    free = PLENTY;
    await later(app, 5 * MINUTE);
    // Flickers back under the floor before ten minutes have passed: still the same episode.
    free = 900 * MB;
    await later(app, 5 * MINUTE);
    free = PLENTY;
    await later(app, 5 * MINUTE);
    expect(await subjects(database)).toHaveLength(1);
    await later(app, 10 * MINUTE);
    mails = await alarmMails(database);
    expect(mails.map((m) => m.subject)).toEqual([
      `${site.company.name} website: The server's disk is nearly full`,
      `${site.company.name} website: resolved: The server's disk has room again`,
    ]);
    // A new episode is a new mail, once the next look confirms it.
    free = 200 * MB;
    await later(app, 5 * MINUTE);
    await later(app, 5 * MINUTE);
    expect(await subjects(database)).toHaveLength(3);
  });

  it('mails once when the backup job fails, with the reason and the newest good backup', async () => {
    const app = await build();
    const backupRun = (outcome: 'ok' | 'failed', at: Date, error: string | null = null) =>
      database.db
        .insertInto('backup_runs')
        .values({ instance: 'test', started_at: at, finished_at: at, outcome, error })
        .execute();
    await backupRun('ok', new Date(MONDAY_9AM.getTime() - 30 * HOUR));
    await app.jobs.runDue();
    expect(await subjects(database)).toEqual([]);
    await backupRun('failed', new Date(MONDAY_9AM.getTime() - 6 * HOUR), 'ENOSPC: no space left on device, write');
    await later(app, 5 * MINUTE);
    await backupRun('failed', clock.now(), 'ENOSPC: no space left on device, write');
    await later(app, 5 * MINUTE);
    let mails = await alarmMails(database);
    expect(mails.map((m) => m.subject)).toEqual([`${site.company.name} website: The nightly backup failed`]);
    expect(mails[0]!.text_body).toContain('ENOSPC: no space left on device');
    expect(mails[0]!.text_body).toContain('The newest good backup is from 2026-03-01T09:00:00.000Z');
    await backupRun('ok', clock.now());
    await later(app, 5 * MINUTE);
    await later(app, 10 * MINUTE);
    mails = await alarmMails(database);
    expect(mails.at(-1)!.subject).toBe(`${site.company.name} website: resolved: Backups work again`);
  });

  it('opens the backup episode without a second mail when the backup job mailed the failure itself', async () => {
    const app = await build();
    const { id } = await database.db
      .insertInto('backup_runs')
      .values({
        instance: 'test',
        started_at: clock.now(),
        finished_at: clock.now(),
        outcome: 'failed',
        error: 'EACCES',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('email_outbox')
      .values({
        recipient: 'owner@roofer.example',
        subject: 'The nightly backup failed',
        text_body: 't',
        html_body: 'h',
        topic: `backup-failed:${id}`,
      })
      .execute();
    await app.jobs.runDue();
    expect(await subjects(database)).toEqual([]);
    const [episode] = await database.db.selectFrom('alarms').select(['kind', 'closed_at']).execute();
    expect(episode).toEqual({ kind: 'backup-failed', closed_at: null });
    await database.db
      .insertInto('backup_runs')
      .values({
        instance: 'test',
        started_at: clock.now(),
        finished_at: clock.now(),
        outcome: 'ok',
        restore_check: 'passed',
      })
      .execute();
    await later(app, 5 * MINUTE);
    await later(app, 10 * MINUTE);
    expect(await subjects(database)).toEqual([`${site.company.name} website: resolved: Backups work again`]);
  });

  // Only PostgreSQL's counters are a shared store that can stop answering (the embedded database
  // keeps them in the process), so the test is declared for it alone rather than skipped elsewhere.
  if (kind === 'postgres')
    it('mails once when the shared rate-limit store does not answer', async () => {
      const app = await build();
      await app.jobs.runDue();
      await sql`alter table rate_limits rename to rate_limits_away`.execute(database.db);
      try {
        await later(app, 5 * MINUTE);
        await later(app, 5 * MINUTE);
        const mails = await alarmMails(database);
        expect(mails.map((m) => m.subject)).toEqual([
          `${site.company.name} website: The site's shared request counters do not answer`,
        ]);
        expect(mails[0]!.text_body).toContain('the rate_limits table in PostgreSQL cannot be read');
      } finally {
        await sql`alter table rate_limits_away rename to rate_limits`.execute(database.db);
      }
      await later(app, 5 * MINUTE);
      await later(app, 10 * MINUTE);
      expect((await alarmMails(database)).at(-1)!.subject).toBe(
        `${site.company.name} website: resolved: The site's shared request counters answer again`,
      );
    });

  it('reminds of open alarms at most once a day, in one mail listing them all', async () => {
    const app = await build({ env: { ALARM_QUIET_HOURS: '0' } });
    await app.jobs.runDue();
    free = 300 * MB;
    await later(app, 5 * MINUTE); // the disk under its floor: seen
    await later(app, 5 * MINUTE); // and still, a look later: the disk alarm opens
    const digests = async () => (await alarmMails(database)).filter((m) => m.topic!.startsWith('alarm-digest:'));
    for (let i = 0; i < 11; i++) await later(app, 2 * HOUR);
    await later(app, HOUR);
    expect(await digests()).toHaveLength(0);
    // The backup fails ten hours later: its own opening mail, no extra reminder.
    await database.db
      .insertInto('backup_runs')
      .values({
        instance: 'test',
        started_at: clock.now(),
        finished_at: clock.now(),
        outcome: 'failed',
        error: 'disk full',
      })
      .execute();
    for (let i = 0; i < 2; i++) await later(app, HOUR);
    let all = await alarmMails(database);
    expect(all.filter((m) => m.topic!.endsWith(':opened'))).toHaveLength(2);
    const first = await digests();
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe(`${site.company.name} website: 2 problems still open`);
    expect(first[0]!.text_body).toContain("The server's disk is nearly full, since");
    expect(first[0]!.text_body).toContain('The nightly backup failed, since');
    // Every two hours for the next 22 hours: nothing more.
    for (let i = 0; i < 11; i++) await later(app, 2 * HOUR);
    expect(await digests()).toHaveLength(1);
    for (let i = 0; i < 3; i++) await later(app, HOUR);
    expect(await digests()).toHaveLength(2);
    all = await alarmMails(database);
    expect(all).toHaveLength(4);
  }, 120_000);

  it("the System page's procedure answers an admin and refuses anyone else", async () => {
    const app = await build();
    const admin = await signedInUser(database.db, {
      email: `admin.${kind}@roofer.example`,
      admin: true,
      now: clock.now(),
    });
    const staff = await signedInUser(database.db, { email: `staff.${kind}@roofer.example`, now: clock.now() });
    expect((await app.inject({ method: 'GET', url: '/trpc/system.overview' })).statusCode).toBe(401);
    const refused = await app.inject({
      method: 'GET',
      url: '/trpc/system.overview',
      headers: { cookie: staff.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('mailTransport');
    free = 300 * MB;
    await app.jobs.runDue();
    const firstSeen = clock.now();
    await later(app, 5 * MINUTE);
    const answer = await app.inject({ method: 'GET', url: '/trpc/system.overview', headers: { cookie: admin.cookie } });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().result.data;
    expect(data).toMatchObject({
      database: kind,
      backup: { last: null },
      outbox: { waiting: 1, failed: 0 }, // the disk alarm's mail
      mailTransport: { kind: expect.any(String) },
    });
    expect(data.version).toEqual(expect.any(String));
    expect(data.jobs.map((job: { name: string }) => job.name)).toContain('alarms');
    expect(data.alarms.open).toEqual([
      expect.objectContaining({
        kind: 'disk-low',
        title: "The server's disk is nearly full",
        since: firstSeen.toISOString(),
      }),
    ]);
  });
});

/**
 * Three app instances on one PostgreSQL database, each with its own connection pool and runner:
 * every look runs on all three at the same moment, both through the runner and straight (as a
 * run that outlasts its interval would meet the next one), and each episode still mails once.
 */
describe.runIf(process.env.DATABASE_URL)('alarms on three instances sharing one PostgreSQL', () => {
  let database: TestDatabase;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const clock = testClock(MONDAY_9AM);
  let free = PLENTY;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    for (let i = 0; i < 3; i++) {
      const handle = await openDatabase({ DATABASE_URL: database.url!, DATA_DIR: 'unused' }, { command: 'test' });
      handles.push(handle);
      apps.push(
        await buildTestApp(
          { ...handle, url: database.url, drop: async () => undefined },
          {
            now: clock.now,
            readFree: () => free,
            env: { ADMIN_NOTIFY_TO: 'owner@roofer.example', ALARM_QUIET_HOURS: '0' },
          },
        ),
      );
    }
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await database?.drop();
  });

  /** All three look at once: through their runners, and straight. */
  const lookEverywhere = async (advanceMs: number) => {
    clock.advance(advanceMs);
    await Promise.all(apps.map((app) => app.jobs.runDue()));
    await Promise.all(
      apps.map((app) => checkAlarms({ db: app.services.db, now: clock.now, log: app.log, services: app.services })),
    );
  };

  it('opens, reminds and closes each episode once', async () => {
    await lookEverywhere(0);
    free = 300 * MB;
    for (let i = 0; i < 5; i++) await lookEverywhere(5 * MINUTE);
    await database.db
      .insertInto('backup_runs')
      .values({
        instance: 'x',
        started_at: clock.now(),
        finished_at: clock.now(),
        outcome: 'failed',
        error: 'disk full',
      })
      .execute();
    for (let i = 0; i < 5; i++) await lookEverywhere(5 * MINUTE);
    expect((await alarmMails(database)).map((m) => m.topic!.replace(/\d+/, 'N'))).toEqual([
      'alarm:N:opened',
      'alarm:N:opened',
    ]);
    // A day on: one reminder between the three.
    for (let i = 0; i < 26; i++) await lookEverywhere(HOUR);
    expect((await alarmMails(database)).filter((m) => m.topic!.startsWith('alarm-digest:'))).toHaveLength(1);
    free = PLENTY;
    for (let i = 0; i < 4; i++) await lookEverywhere(5 * MINUTE);
    const topics = (await alarmMails(database)).map((m) =>
      m.topic!.replace(/:[^:]+$/, (end) => end).replace(/^alarm:\d+/, 'alarm:N'),
    );
    expect(topics.filter((t) => t === 'alarm:N:resolved')).toHaveLength(1);
    expect(topics.filter((t) => t === 'alarm:N:opened')).toHaveLength(2);
    const episodes = await database.db.selectFrom('alarms').select(['kind', 'closed_at']).orderBy('id').execute();
    expect(episodes.map((e) => [e.kind, e.closed_at !== null])).toEqual([
      ['disk-low', true],
      ['backup-failed', false],
    ]);
  }, 120_000);
});
