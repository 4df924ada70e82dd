import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { askDueAt, latestDueDay, sendReviewAsks } from '../../server/reviews/asks';
import { suggestCity } from '../../server/reviews/queue';
import { displayNameOf } from '../../shared/review-consent';
import { buildTestApp, SITE, testClock } from '../support/auth-app';
import { signedInUser, signInAgain } from '../support/sessions';
import { useServerApp } from '../support/server-app';
import { PUBLISH_DEBOUNCE_MS, SITE_BUILD_JOB } from '../../server/site-build/job';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types';

const TZ = 'America/Chicago';
// Completed Tuesday 17 November 2026: asked Thursday 19 November at 10:00 in Tulsa (16:00 UTC).
const COMPLETED = '2026-11-17';
const ASK_AT = new Date('2026-11-19T16:00:00Z');
const DAY = 86_400_000;
const CITIES = [
  { slug: 'broken-arrow', name: 'Broken Arrow', state: 'OK' },
  { slug: 'tulsa', name: 'Tulsa', state: 'OK' },
  { slug: 'kansas-city', name: 'Kansas City', state: 'MO' },
];

describe('when a review request falls due', () => {
  it('is two days after the completion day at 10:00 office time, across a daylight-saving change', () => {
    expect(askDueAt('2026-11-17', TZ).toISOString()).toBe('2026-11-19T16:00:00.000Z');
    // 10:00 CDT on 3 November 2026 is 15:00 UTC; the day after the clocks change it is 16:00 UTC.
    expect(askDueAt('2026-10-30', TZ).toISOString()).toBe('2026-11-01T16:00:00.000Z');
    expect(latestDueDay(new Date('2026-11-19T15:59:00Z'), TZ)).toBe('2026-11-16');
    expect(latestDueDay(new Date('2026-11-19T16:00:00Z'), TZ)).toBe('2026-11-17');
  });

  it('suggests the city page the request came from, else the city its address names', () => {
    expect(suggestCity({ page: '/locations/broken-arrow', address: null }, CITIES)).toBe('broken-arrow');
    expect(suggestCity({ page: '/contact', address: '12 Elm St, Kansas City, MO 64111' }, CITIES)).toBe('kansas-city');
    expect(suggestCity({ page: '/', address: '4 Oak Ave, Bixby, OK' }, CITIES)).toBeNull();
    expect(displayNameOf('Dave Rodriguez', 'initial')).toBe('Dave R.');
    expect(displayNameOf('Dave Rodriguez', 'family')).toBe('The Rodriguez family');
    expect(displayNameOf('Dave Rodriguez', 'anonymous')).toBe('A homeowner');
  });
});

/** A won request whose job was completed on `completed`. */
async function wonLead(
  db: Kysely<Database>,
  overrides: {
    name?: string;
    email?: string | null;
    completed?: string | null;
    complaint?: boolean;
    page?: string;
  } = {},
): Promise<number> {
  const row = await db
    .insertInto('contact_submissions')
    .values({
      name: overrides.name ?? 'Dave Rodriguez',
      email: overrides.email === undefined ? 'dave@example.com' : overrides.email,
      address: '1200 S Elm Pl, Broken Arrow, OK 74012',
      page: overrides.page ?? '/locations/broken-arrow',
      created_at: new Date('2026-10-01T15:00:00Z'),
      office: 'tulsa',
      status: 'won',
      won_at: new Date('2026-10-20T15:00:00Z'),
      job_completed_on: overrides.completed === undefined ? COMPLETED : overrides.completed,
      complaint_at: overrides.complaint ? new Date('2026-11-18T15:00:00Z') : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const mailsOf = (db: Kysely<Database>, topic: string) =>
  db
    .selectFrom('email_outbox')
    .select(['id', 'recipient', 'subject', 'text_body', 'html_body', 'submission_id', 'unsubscribe_url'])
    .where('topic', 'like', `${topic}:%`)
    .orderBy('id')
    .execute();
/** The review page's path in a mail. */
const linkIn = (text: string) => /\/r\/[a-z2-7]{24}\.[a-z2-7]{32}(?=\s|$)/.exec(text)![0];

describe.each(testDatabaseKinds)('the reviews loop on %s', (kind) => {
  const clock = testClock(ASK_AT);
  const server = useServerApp(kind, { now: clock.now, cities: CITIES });
  let admin: { id: string; cookie: string };
  const db = () => server.database.db;
  const run = () => sendReviewAsks(db(), clock.now(), server.app.services);

  beforeAll(async () => {
    admin = await signedInUser(db(), { email: 'owner@ridgeline.example', admin: true, now: ASK_AT });
  });
  beforeEach(async () => {
    clock.set(ASK_AT);
    await signInAgain(db(), [admin], clock.now());
    await sql`truncate contact_submissions, lead_events, email_outbox, review_asks, mail_opt_outs, review_notes, testimonials, job_schedule cascade`.execute(
      db(),
    );
  });

  const page = (url: string) => server.app.inject({ method: 'GET', url });
  const form = (url: string, fields: Record<string, string>, headers: Record<string, string> = { origin: SITE }) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  async function trpc(method: 'GET' | 'POST', name: string, input?: unknown) {
    const response = await server.app.inject({
      method,
      url: method === 'GET' ? `/trpc/${name}` : `/trpc/${name}`,
      headers: { 'content-type': 'application/json', origin: SITE, cookie: admin.cookie },
      ...(method === 'POST' ? { payload: JSON.stringify(input) } : {}),
    });
    const body = response.json();
    return { status: response.statusCode, data: body.result?.data, error: body.error };
  }

  it('asks once two days after completion at 10:00, reminds once five days later, and nothing more', async () => {
    const id = await wonLead(db());
    clock.set(new Date(ASK_AT.getTime() - 60_000));
    expect(await run()).toEqual({ asked: 0, reminded: 0, skipped: 0 });
    clock.set(ASK_AT);
    expect(await run()).toEqual({ asked: 1, reminded: 0, skipped: 0 });
    expect(await run()).toEqual({ asked: 0, reminded: 0, skipped: 0 });
    const [ask] = await mailsOf(db(), 'review-ask');
    expect(ask).toMatchObject({ recipient: 'dave@example.com', submission_id: id });
    expect(ask!.subject).toBe('How did we do on your roof, Dave?');
    expect(ask!.text_body).toContain('We finished your roof on November 17, 2026');
    // No incentive of any kind, and the unsubscribe with the business's address.
    expect(ask!.text_body).not.toMatch(/discount|gift|raffle|coupon|chance to win/i);
    expect(ask!.unsubscribe_url).toMatch(/^http:\/\/localhost:3000\/r\/[a-z2-7.]+\/unsubscribe$/);
    expect(ask!.text_body).toContain('Unsubscribe');

    clock.advance(5 * DAY - 60_000);
    expect((await run()).reminded).toBe(0);
    clock.advance(60_000);
    expect((await run()).reminded).toBe(1);
    clock.advance(30 * DAY);
    expect(await run()).toEqual({ asked: 0, reminded: 0, skipped: 0 });
    const reminders = await mailsOf(db(), 'review-reminder');
    expect(reminders).toHaveLength(1);
    // Both links open the page.
    for (const mail of [ask!, reminders[0]!]) expect((await page(linkIn(mail.text_body))).statusCode).toBe(200);
  });

  it('sends no reminder once the link was opened, and counts the click once', async () => {
    await wonLead(db());
    await run();
    const link = linkIn((await mailsOf(db(), 'review-ask'))[0]!.text_body);
    // A mail scanner's HEAD is no click.
    expect((await server.app.inject({ method: 'HEAD', url: link })).statusCode).toBe(200);
    expect((await db().selectFrom('review_asks').select('clicked_at').executeTakeFirstOrThrow()).clicked_at).toBeNull();
    clock.advance(DAY);
    expect((await page(link)).statusCode).toBe(200);
    const clicked = await db().selectFrom('review_asks').select(['clicked_at', 'status']).executeTakeFirstOrThrow();
    expect(clicked).toEqual({ clicked_at: clock.now(), status: 'clicked' });
    clock.advance(DAY);
    await page(link);
    expect((await db().selectFrom('review_asks').select('clicked_at').executeTakeFirstOrThrow()).clicked_at).toEqual(
      new Date(ASK_AT.getTime() + DAY),
    );
    clock.advance(10 * DAY);
    expect((await run()).reminded).toBe(0);
    expect(await mailsOf(db(), 'review-reminder')).toHaveLength(0);
  });

  it('asks no unsubscribed address, nobody twice in six months, nobody with an open complaint, and no job done long ago', async () => {
    const first = await wonLead(db(), { completed: '2026-11-10', email: 'Dave@Example.com' });
    clock.set(askDueAt('2026-11-10', TZ));
    expect((await run()).asked).toBe(1);
    const link = linkIn((await mailsOf(db(), 'review-ask'))[0]!.text_body);

    // The same customer's second job, a week later: not asked again within six months (the first
    // ask's reminder falls due the same morning).
    await wonLead(db(), { completed: COMPLETED });
    clock.set(ASK_AT);
    expect(await run()).toEqual({ asked: 0, reminded: 1, skipped: 1 });
    expect(
      (
        await db()
          .selectFrom('review_asks')
          .select('skip_reason')
          .where('submission_id', '<>', first)
          .executeTakeFirstOrThrow()
      ).skip_reason,
    ).toBe('asked-recently');

    // Unsubscribing (a button, not the link's GET) stops the reminder and every later ask.
    expect((await page(`${link}/unsubscribe`)).body).toContain('Unsubscribe dave@example.com');
    expect(await db().selectFrom('mail_opt_outs').select('email').execute()).toEqual([]);
    const done = await form(`${link}/unsubscribe`, {});
    expect(done.body).toContain('You are unsubscribed');
    clock.advance(10 * DAY);
    expect((await run()).reminded).toBe(0);
    await wonLead(db(), { email: 'dave@example.com', completed: '2027-06-01' });
    clock.set(askDueAt('2027-06-01', TZ));
    expect(await run()).toEqual({ asked: 0, reminded: 0, skipped: 1 });

    // An open complaint holds the ask back until it is resolved; a job completed long ago is never asked.
    const complaint = await wonLead(db(), { email: 'ruiz@example.com', completed: '2027-06-01', complaint: true });
    await wonLead(db(), { email: 'old@example.com', completed: '2027-01-05' });
    expect(await run()).toEqual({ asked: 0, reminded: 0, skipped: 1 });
    await db().updateTable('contact_submissions').set({ complaint_at: null }).where('id', '=', complaint).execute();
    expect((await run()).asked).toBe(1);
    const reasons = await db().selectFrom('review_asks').select('skip_reason').orderBy('id').execute();
    expect(reasons.map((row) => row.skip_reason)).toEqual([null, 'asked-recently', 'unsubscribed', 'too-old', null]);
    // The one-click unsubscribe of a mail program (RFC 8058) works without a page's origin.
    const oneClick = await form(
      `${linkIn((await mailsOf(db(), 'review-ask')).at(-1)!.text_body)}/unsubscribe`,
      {
        'List-Unsubscribe': 'One-Click',
      },
      {},
    );
    expect(oneClick.statusCode).toBe(200);
    expect(
      (await db().selectFrom('mail_opt_outs').select('email').orderBy('email').execute()).map((r) => r.email),
    ).toEqual(['dave@example.com', 'ruiz@example.com']);
  });

  it('shows the Google button whatever the score, and a low private score mails the office', async () => {
    await wonLead(db());
    await run();
    const link = linkIn((await mailsOf(db(), 'review-ask'))[0]!.text_body);
    const google = `href="${server.app.services.site.proof.reviews.url.replace(/&/g, '&amp;')}"`;
    expect((await page(link)).body).toContain(google);
    const low = await form(`${link}/note`, { score: '1', note: 'The gutter was left bent.' });
    expect(low.statusCode).toBe(200);
    expect(low.body).toContain(google);
    expect(low.body).toContain('The owner reads your note today.');
    const alert = await mailsOf(db(), 'review-note');
    expect(alert).toHaveLength(1);
    expect(alert[0]!.subject).toContain('scored the job 1 of 5');
    expect(alert[0]!.text_body).toContain('The gutter was left bent.');
    // Once per link; the page still offers Google.
    const again = await form(`${link}/note`, { score: '5' });
    expect(again.body).toContain('You sent a note already');
    expect(again.body).toContain(google);
    expect(await db().selectFrom('review_notes').select('score').execute()).toEqual([{ score: 1 }]);
  });

  it('refuses hostile input with a clear message and stores nothing unsafe', async () => {
    await wonLead(db());
    await run();
    const link = linkIn((await mailsOf(db(), 'review-ask'))[0]!.text_body);
    // A forged token, a malformed one, and the real one with a changed secret.
    for (const forged of [
      '/r/aaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
      '/r/<script>',
      // The last character changed to another: a fixed 'a' is the real one 1 time in 32.
      `${link.slice(0, -1)}${link.endsWith('a') ? 'b' : 'a'}`,
    ]) {
      const response = await page(forged);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('This link does not work');
      expect((await form(`${forged}/testimonial`, { body: 'Forged words here.', public: 'yes' })).statusCode).toBe(404);
    }
    // Far too long for the form: refused before it is read, on the page, with the way out.
    const huge = await form(`${link}/testimonial`, { body: 'x'.repeat(100_000), name: 'initial' });
    expect(huge.statusCode).toBe(413);
    expect(huge.body).toContain('far longer than the form takes');
    const long = await form(`${link}/testimonial`, { body: 'y'.repeat(1500), name: 'initial', public: 'yes' });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('holds 1,200 characters at most (yours has 1,500)');
    expect(long.body).toContain('y'.repeat(1500)); // what was typed comes back
    const control = await form(`${link}/testimonial`, { body: 'Great job\u0000 on the roof', name: 'initial' });
    expect(control.body).toContain('characters we can&#39;t accept');
    // From another site: refused.
    expect(
      (
        await form(
          `${link}/testimonial`,
          { body: 'Cross-site words.', name: 'initial' },
          { origin: 'https://evil.example' },
        )
      ).statusCode,
    ).toBe(403);
    expect(await db().selectFrom('testimonials').select('id').execute()).toEqual([]);

    // HTML is kept as the text it is and shown escaped.
    const html = '<img src=x onerror=alert(1)> Great crew & clean yard';
    const sent = await form(`${link}/testimonial`, {
      body: html,
      name: 'family',
      neighbourhood: '<b>Rose</b> District',
      public: 'yes',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).not.toContain('<img src=x');
    expect(
      await db().selectFrom('testimonials').select(['body', 'display_name', 'neighbourhood']).executeTakeFirstOrThrow(),
    ).toEqual({
      body: html,
      display_name: 'The Rodriguez family',
      neighbourhood: '<b>Rose</b> District',
    });
    // The link used again: the words are kept once.
    expect(
      (await form(`${link}/testimonial`, { body: 'Second words, different.', name: 'initial', public: 'yes' })).body,
    ).toContain('You sent your words already');
    expect(await db().selectFrom('testimonials').select('id').execute()).toHaveLength(1);
  });

  it('records consent as the server saw it, and keeps a testimonial without the publish box off the site', async () => {
    await wonLead(db());
    await run();
    const link = linkIn((await mailsOf(db(), 'review-ask'))[0]!.text_body);
    clock.advance(3_600_000);
    await form(`${link}/testimonial`, {
      body: 'They found the leak nobody else could.',
      name: 'initial',
      internal: 'yes',
    });
    const stored = await db().selectFrom('testimonials').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      consent_public: false,
      consent_internal: true,
      consent_version: '2026-11-29',
      consented_at: clock.now(),
      display_name: 'Dave R.',
      status: 'new',
    });
    const queue = await trpc('GET', 'reviews.queue');
    expect(queue.data.items[0]).toMatchObject({ consentPublic: false, suggestedCity: 'broken-arrow' });
    const refused = await trpc('POST', 'reviews.approve', { id: stored.id, citySlug: 'broken-arrow' });
    expect(refused.status).toBe(400);
    expect(refused.error.message).toContain('did not tick "may publish on your website"');
    expect(await db().selectFrom('releases').select('id').execute()).toEqual([]);
  });

  it('puts an approved testimonial on its city page through a release, and takes it off when the customer withdraws', async () => {
    await wonLead(db());
    await run();
    const link = linkIn((await mailsOf(db(), 'review-ask'))[0]!.text_body);
    const words = 'They found the leak two other roofers missed, and left the yard cleaner than they found it.';
    await form(`${link}/testimonial`, { body: words, name: 'initial', neighbourhood: 'Rose District', public: 'yes' });
    const { items } = (await trpc('GET', 'reviews.queue')).data;
    expect(items[0]).toMatchObject({ status: 'new', consentPublic: true, suggestedCity: 'broken-arrow' });
    expect(
      (await trpc('POST', 'reviews.approve', { id: items[0].id, citySlug: 'no-such-town' })).error.message,
    ).toContain('no page on the site');
    // The site's build is next due in an hour; an approval makes it due at once, as a publish of the facts does.
    const buildDue = async () => {
      const row = await db()
        .selectFrom('job_schedule')
        .select('next_run_at')
        .where('name', '=', SITE_BUILD_JOB)
        .executeTakeFirstOrThrow();
      return new Date(row.next_run_at).getTime() - clock.now().getTime();
    };
    const inAnHour = () =>
      db()
        .insertInto('job_schedule')
        .values({ name: SITE_BUILD_JOB, next_run_at: new Date(clock.now().getTime() + 3_600_000) })
        .onConflict((c) => c.column('name').doUpdateSet({ next_run_at: new Date(clock.now().getTime() + 3_600_000) }))
        .execute();
    await inAnHour();
    const approved = await trpc('POST', 'reviews.approve', { id: items[0].id, citySlug: 'broken-arrow' });
    expect(approved.status).toBe(200);
    expect(approved.data.live).toBe(true);
    expect(await buildDue()).toBeLessThanOrEqual(PUBLISH_DEBOUNCE_MS);
    const exported = () => {
      const file = path.join(server.app.services.env.DATA_DIR, 'content/live/testimonials.json');
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).data.items as unknown[]) : [];
    };
    expect(exported()).toEqual([
      {
        id: items[0].id,
        body: words,
        displayName: 'Dave R.',
        neighbourhood: 'Rose District',
        citySlug: 'broken-arrow',
        date: '2026-11-19',
      },
    ]);
    // The customer's page says where the words are, and offers the withdrawal.
    expect((await page(link)).body).toContain('They are on our website.');
    await inAnHour();
    const withdrawn = await form(`${link}/withdraw`, {});
    expect(withdrawn.body).toContain('Done: your words are off our website.');
    expect(exported()).toEqual([]);
    expect(await buildDue()).toBeLessThanOrEqual(PUBLISH_DEBOUNCE_MS);
    expect((await trpc('GET', 'reviews.queue')).data.items[0]).toMatchObject({
      status: 'removed',
      consentPublic: false,
    });
    expect(
      (await trpc('POST', 'reviews.approve', { id: items[0].id, citySlug: 'broken-arrow' })).error.message,
    ).toContain('withdrew their permission');
  }, 120_000);

  it('the lead carries the completion date and the complaint, each a line in its history', async () => {
    const id = await db()
      .insertInto('contact_submissions')
      .values({ name: 'Pat Lee', email: 'pat@example.com', created_at: ASK_AT, office: 'tulsa' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await trpc('POST', 'leads.setJobCompleted', { id: id.id, version: 1, day: COMPLETED });
    expect(refused.error.message).toContain('set the status to Won first');
    await trpc('POST', 'leads.setStatus', { id: id.id, version: 1, status: 'won' });
    const done = await trpc('POST', 'leads.setJobCompleted', { id: id.id, version: 2, day: COMPLETED });
    expect(done.status).toBe(200);
    expect((await trpc('POST', 'leads.setComplaint', { id: id.id, version: 3, open: true })).status).toBe(200);
    const detail = (
      await server.app.inject({
        method: 'GET',
        url: `/trpc/leads.get?input=${encodeURIComponent(JSON.stringify({ id: id.id }))}`,
        headers: { cookie: admin.cookie },
      })
    ).json().result.data;
    expect(detail).toMatchObject({ jobCompletedOn: COMPLETED, complaintAt: ASK_AT.toISOString(), reviewAsk: null });
    expect(detail.history.slice(0, 2).map((event: { kind: string }) => event.kind)).toEqual([
      'complaint',
      'job-completed',
    ]);
    expect(await run()).toEqual({ asked: 0, reminded: 0, skipped: 0 });
  });
});

/**
 * Three app instances on one PostgreSQL database, every one running the reviews pass at the same
 * moment, again and again: each won job gets exactly one ask and, five days on, one reminder.
 */
describe.runIf(process.env.DATABASE_URL)('review requests on three instances of one PostgreSQL', () => {
  const clock = testClock(ASK_AT);
  let database: TestDatabase;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    dataDir = await mkdtemp(path.join(tmpdir(), 'reviews-'));
    for (let i = 0; i < 2; i++)
      handles.push(await openDatabase({ DATABASE_URL: database.url, DATA_DIR: dataDir }, { command: 'test' }));
    for (const handle of [database, ...handles])
      apps.push(await buildTestApp({ ...handle, dataDir, drop: async () => undefined }, { now: clock.now }));
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('asks each customer once and reminds once, however many run the pass at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 60; i++)
      ids.push(await wonLead(database.db, { name: `Customer ${i}`, email: `c${i}@example.com` }));
    const pass = () =>
      Promise.all([0, 1, 2, 0, 1, 2].map((i) => sendReviewAsks(apps[i]!.services.db, clock.now(), apps[i]!.services)));
    const asked = await pass();
    expect(asked.reduce((sum, result) => sum + result.asked, 0)).toBe(60);
    clock.advance(5 * DAY);
    const reminded = await pass();
    expect(reminded.reduce((sum, result) => sum + result.reminded, 0)).toBe(60);
    await pass();
    const byLead = async (topic: string) =>
      (await mailsOf(database.db, topic)).map((mail) => mail.submission_id).sort((a, b) => a! - b!);
    expect(await byLead('review-ask')).toEqual(ids);
    expect(await byLead('review-reminder')).toEqual(ids);
    // The job itself, through the runner on all three: nothing more is due.
    clock.advance(5 * 60_000);
    await Promise.all(apps.map((app) => app.jobs.runDue()));
    expect(await byLead('review-ask')).toHaveLength(60);
  });
});
