import type { inferRouterOutputs } from '@trpc/server';
import { sql } from 'kysely';
import type { AppRouter } from '../../server/trpc/root';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewContactSubmission } from '../../server/db/types';
import { signWebhook } from '../../server/contact/webhook';
import { assignLead, changeStatus } from '../../server/leads/changes';
import { describeEvent } from '../../schema/leads';
import { responseClocksOf } from '../../server/leads/clock';
import { eraseExpiredLeads, retentionActor } from '../../server/leads/retention';
import { enqueueMails } from '../../server/mail/outbox';
import { SITE, testClock } from '../support/auth-app';
import { parseCsv } from '../support/csv';
import { signInAgain as signPeopleInAgain, signedInUser } from '../support/sessions';
import { testDatabaseKinds } from '../../testing/test-database';
import { useServerApp } from '../support/server-app';

// Tuesday 17 November 2026, 10:00 in Tulsa (CST, UTC-6).
const TUESDAY_10AM = new Date('2026-11-17T16:00:00Z');
const HOUR = 3_600_000;
type Outputs = inferRouterOutputs<AppRouter>;
/** The output type of a procedure named by its path, e.g. `leads.get`. */
type Output<P extends string> = P extends `${infer R extends keyof Outputs & string}.${infer N}`
  ? N extends keyof Outputs[R]
    ? Outputs[R][N]
    : never
  : never;

const WEBHOOK_SECRET = 'lead-pipeline-webhook-secret';

describe.each(testDatabaseKinds)('leads: status, owner, notes, history, erase on %s', (kind) => {
  const clock = testClock(TUESDAY_10AM);
  const server = useServerApp(kind, {
    now: clock.now,
    env: { CONTACT_WEBHOOK_SECRET: WEBHOOK_SECRET, RATE_LIMIT_CONTACT: '1000' },
  });
  let admin: { id: string; cookie: string };
  let other: { id: string; cookie: string };
  let member: { id: string; cookie: string };

  beforeAll(async () => {
    admin = await signedInUser(server.database.db, {
      email: 'avery@ridgeline.example',
      admin: true,
      now: TUESDAY_10AM,
    });
    other = await signedInUser(server.database.db, {
      email: 'blake@ridgeline.example',
      admin: true,
      now: TUESDAY_10AM,
    });
    member = await signedInUser(server.database.db, { email: 'visitor@example.com', now: TUESDAY_10AM });
  });
  /**
   * Each test signs its people in afresh at the test clock's time: an admin's session ends after 12
   * hours, and some tests move the clock on by days.
   */
  const signInAgain = () => signPeopleInAgain(server.database.db, [admin, other, member], clock.now());
  beforeEach(async () => {
    clock.set(TUESDAY_10AM);
    await signInAgain();
    await sql`truncate contact_submissions, lead_notes, lead_events, email_outbox, request_photos, storm_calls, lead_field_changes, review_asks, review_notes, testimonials, job_photos`.execute(
      server.database.db,
    );
  });

  /** What a procedure answers; `data` is read only after the test has checked the status. */
  type Answer<T> = { status: number; data: T; error?: { message: string; data: { code: string; appCode?: string } } };
  async function get<P extends string>(path: P, input: unknown, cookie?: string): Promise<Answer<Output<P>>> {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const response = await server.app.inject({
      method: 'GET',
      url: `/trpc/${path}${query}`,
      headers: cookie ? { cookie } : {},
    });
    const body = response.json();
    return { status: response.statusCode, data: body.result?.data, error: body.error };
  }
  async function post<P extends string>(
    path: P,
    input: unknown,
    cookie?: string,
    origin = SITE,
  ): Promise<Answer<Output<P>>> {
    const response = await server.app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(input),
    });
    const body = response.json();
    return { status: response.statusCode, data: body.result?.data, error: body.error };
  }

  async function insert(fields: Partial<NewContactSubmission> = {}): Promise<number> {
    const row = await server.database.db
      .insertInto('contact_submissions')
      .values({
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        phone: '(918) 555-0100',
        created_at: TUESDAY_10AM,
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  /**
   * One request in each place the filters tell apart, on Tuesday 10:00: New on time (sent at 7:00,
   * before opening: 2 business hours), New and overdue (Monday 4pm: 1 h + 2 h), Estimate sent and
   * mine, Won and the other admin's, Spam.
   */
  async function fivePipelineLeads() {
    const onTime = await insert({ name: 'On Time', created_at: new Date('2026-11-17T13:00:00Z') });
    const late = await insert({ name: 'Late Hailstorm', created_at: new Date('2026-11-16T22:00:00Z') });
    const working = await insert({ name: 'Working Hailstorm' });
    const won = await insert({ name: 'Won Hailstorm' });
    const spam = await insert({ name: 'Spam' });
    await post('leads.setStatus', { id: working, version: 1, status: 'estimate_sent' }, admin.cookie);
    await post('leads.assign', { id: working, version: 2, userId: admin.id }, admin.cookie);
    await post('leads.setStatus', { id: won, version: 1, status: 'won' }, admin.cookie);
    await post('leads.assign', { id: won, version: 2, userId: other.id }, admin.cookie);
    await post('leads.setStatus', { id: spam, version: 1, status: 'spam' }, admin.cookie);
    return { onTime, late, working, won, spam };
  }

  const lead = async (id: number, cookie = admin.cookie) => (await get('leads.get', { id }, cookie)).data;

  describe('who may call', () => {
    const calls = (id: number): [string, 'get' | 'post', unknown][] => [
      ['leads.get', 'get', { id }],
      ['leads.admins', 'get', undefined],
      ['leads.setStatus', 'post', { id, version: 1, status: 'contacted' }],
      ['leads.assign', 'post', { id, version: 1, userId: null }],
      ['leads.addNote', 'post', { id, version: 1, body: 'Called back' }],
      ['leads.erase', 'post', { id, version: 1 }],
    ];

    it('refuses visitors (401) and signed-in non-admins (403), and changes nothing', async () => {
      const id = await insert();
      for (const [path, method, input] of calls(id)) {
        const call = method === 'get' ? get : post;
        const anonymous = await call(path, input);
        expect(anonymous.status, path).toBe(401);
        const nonAdmin = await call(path, input, member.cookie);
        expect(nonAdmin.status, path).toBe(403);
        expect(nonAdmin.error!.message).toBe("You don't have admin privileges to access this dashboard");
      }
      const row = await server.database.db
        .selectFrom('contact_submissions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'new', version: 1, assigned_to: null, notes_count: 0 });
      expect(await server.database.db.selectFrom('lead_events').selectAll().execute()).toEqual([]);
    });

    it('refuses a change posted from another site (CSRF)', async () => {
      const id = await insert();
      const forged = await post(
        'leads.setStatus',
        { id, version: 1, status: 'won' },
        admin.cookie,
        'https://evil.example',
      );
      expect(forged.status).toBe(403);
      expect((await lead(id)).status).toBe('new');
    });

    it('answers bad ids with a 400 that says what is wrong, and a missing one with a 404', async () => {
      for (const id of [0, -1, 1.5, 2 ** 31, 2 ** 53, '12', null]) {
        const answer = await get('leads.get', { id }, admin.cookie);
        expect(answer.status, String(id)).toBe(400);
        expect(answer.error!.message).toMatch(/^The id must be|^No record has this id/);
        const change = await post('leads.setStatus', { id, version: 1, status: 'won' }, admin.cookie);
        expect(change.status, String(id)).toBe(400);
      }
      const missing = await get('leads.get', { id: 2 ** 31 - 1 }, admin.cookie);
      expect(missing.status).toBe(404);
      const missingChange = await post('leads.addNote', { id: 2 ** 31 - 1, version: 1, body: 'x' }, admin.cookie);
      expect(missingChange.status).toBe(404);
      expect(missingChange.error!.message).toBe(`There is no request #${2 ** 31 - 1}. Reload the list.`);
    });

    it('refuses bad values with a message for the admin', async () => {
      const id = await insert();
      expect(
        (await post('leads.setStatus', { id, version: 1, status: 'closed' }, admin.cookie)).error!.message,
      ).toMatch(/^Status must be one of: New, Contacted/);
      expect((await post('leads.addNote', { id, version: 1, body: '   ' }, admin.cookie)).error!.message).toBe(
        'Write the note before adding it',
      );
      expect(
        (await post('leads.addNote', { id, version: 1, body: 'x'.repeat(5001) }, admin.cookie)).error!.message,
      ).toMatch(/5,000 characters at most/);
      expect((await post('leads.assign', { id, version: 1, userId: 'nobody' }, admin.cookie)).error!.message).toBe(
        'Pick an admin from the list, or nobody',
      );
      const notAdmin = await post('leads.assign', { id, version: 1, userId: member.id }, admin.cookie);
      expect(notAdmin.status).toBe(400);
      expect(notAdmin.error!.message).toMatch(/not an admin/);
      expect(await lead(id)).toMatchObject({ status: 'new', version: 1, assignedTo: null, notesCount: 0 });
    });
  });

  describe('working a request', () => {
    it('starts New whichever way it came in: the form and the widget webhook', async () => {
      const body = JSON.stringify({ name: 'Webhook Person', email: 'hook@example.com', submissionId: 'w-1' });
      const signature = signWebhook(WEBHOOK_SECRET, body, Math.floor(clock.now().getTime() / 1000));
      const hook = await server.app.inject({
        method: 'POST',
        url: '/api/hooks/contact',
        headers: { 'content-type': 'application/json', 'x-contact-signature': signature },
        payload: body,
      });
      expect(hook.statusCode).toBe(200);
      const detail = await lead(hook.json().id);
      expect(detail).toMatchObject({
        status: 'new',
        version: 1,
        assignedTo: null,
        notes: [],
        history: [],
        firstResponseAt: null,
      });
    });

    it('changes status, owner and notes, each with its history entry, and the first response once', async () => {
      const id = await insert();
      clock.advance(30 * 60_000);
      expect((await post('leads.setStatus', { id, version: 1, status: 'contacted' }, admin.cookie)).data).toEqual({
        id,
        version: 2,
      });
      clock.advance(HOUR);
      expect((await post('leads.assign', { id, version: 2, userId: other.id }, admin.cookie)).data).toEqual({
        id,
        version: 3,
      });
      clock.advance(HOUR);
      const note = await post(
        'leads.addNote',
        { id, version: 3, body: '<b>Adjuster</b> Thursday 9am\nbring ladder' },
        other.cookie,
      );
      expect(note.data).toMatchObject({ id, version: 4 });
      const detail = await lead(id);
      expect(detail).toMatchObject({
        status: 'contacted',
        version: 4,
        assignedTo: { id: other.id, email: 'blake@ridgeline.example' },
        firstResponseAt: new Date(TUESDAY_10AM.getTime() + 30 * 60_000).toISOString(),
        firstResponseMinutes: 30,
        waitingMinutes: null,
        overdue: false,
        notesCount: 1,
      });
      expect(detail.notes).toEqual([
        {
          id: expect.any(Number),
          body: '<b>Adjuster</b> Thursday 9am\nbring ladder',
          author: 'blake@ridgeline.example',
          createdAt: '2026-11-17T18:30:00.000Z',
        },
      ]);
      expect(detail.history.map((e) => [e.kind, e.from, e.to, e.actor])).toEqual([
        ['note', null, String(detail.notes[0]!.id), 'blake@ridgeline.example'],
        ['owner', null, 'blake@ridgeline.example', 'avery@ridgeline.example'],
        ['status', 'new', 'contacted', 'avery@ridgeline.example'],
      ]);
      // Setting what is already there is no change: no entry, no new version.
      expect((await post('leads.setStatus', { id, version: 4, status: 'contacted' }, admin.cookie)).data).toEqual({
        id,
        version: 4,
      });
      expect((await lead(id)).history).toHaveLength(3);
      // Unassigning is a change too.
      expect((await post('leads.assign', { id, version: 4, userId: null }, admin.cookie)).data).toEqual({
        id,
        version: 5,
      });
      expect((await lead(id)).history[0]).toMatchObject({ kind: 'owner', from: 'blake@ridgeline.example', to: null });
    });

    it('counts a first note as the first response, in business hours', async () => {
      // Friday 4pm → Monday 9am: 1 h Friday, 4 h Saturday, 1 h Monday.
      const id = await insert({ created_at: new Date('2026-11-20T22:00:00Z') });
      clock.set(new Date('2026-11-23T15:00:00Z'));
      await signInAgain();
      expect((await lead(id)).waitingMinutes).toBe(360);
      await post('leads.addNote', { id, version: 1, body: 'Left a voicemail' }, admin.cookie);
      clock.advance(HOUR);
      await post('leads.setStatus', { id, version: 2, status: 'contacted' }, admin.cookie);
      expect(await lead(id)).toMatchObject({ firstResponseAt: '2026-11-23T15:00:00.000Z', firstResponseMinutes: 360 });
    });

    it('refuses a change made on a stale version, naming who changed what, and keeps the first change', async () => {
      const id = await insert();
      expect(
        (await post('leads.setStatus', { id, version: 1, status: 'inspection_scheduled' }, other.cookie)).status,
      ).toBe(200);
      const stale = await post('leads.setStatus', { id, version: 1, status: 'lost' }, admin.cookie);
      expect(stale.status).toBe(409);
      expect(stale.error!.data.appCode).toBe('STALE_VERSION');
      expect(stale.error!.message).toBe(
        'blake@ridgeline.example changed the status from New to Inspection scheduled (Nov 17, 2026 at 10:00 AM) while you had it open. Your change was not saved; the request now shows the latest version. Make your change again if it is still needed.',
      );
      const staleNote = await post('leads.addNote', { id, version: 1, body: 'mine' }, admin.cookie);
      expect(staleNote.status).toBe(409);
      const staleErase = await post('leads.erase', { id, version: 1 }, admin.cookie);
      expect(staleErase.status).toBe(409);
      expect(await lead(id)).toMatchObject({ status: 'inspection_scheduled', version: 2, notesCount: 0 });
      expect((await lead(id)).history).toHaveLength(1);
    });

    it('keeps why a job was lost: in the History, the detail and the CSV, cleared when it is reopened', async () => {
      const id = await insert({ name: 'Lost Reason' });
      const refused = await post(
        'leads.setStatus',
        { id, version: 1, status: 'lost', lostReason: 'weather' },
        admin.cookie,
      );
      expect(refused.status).toBe(400);
      expect(refused.error!.message).toContain('Pick why it was lost: Our price, Went with another roofer');
      expect((await lead(id)).version).toBe(1);
      // A reason sent with another status is not kept.
      await post('leads.setStatus', { id, version: 1, status: 'contacted', lostReason: 'price' }, admin.cookie);
      expect(await lead(id)).toMatchObject({ status: 'contacted', lostReason: null });
      expect(
        (await post('leads.setStatus', { id, version: 2, status: 'lost', lostReason: 'claim_denied' }, admin.cookie))
          .status,
      ).toBe(200);
      const detail = await lead(id);
      expect(detail).toMatchObject({ status: 'lost', lostReason: 'claim_denied', version: 3 });
      expect(detail.history[0]).toMatchObject({ kind: 'lost-reason', from: null, to: 'claim_denied' });
      expect(describeEvent({ ...detail.history[0]!, actor: 'avery@ridgeline.example' })).toBe(
        'avery@ridgeline.example gave the reason it was lost: Insurance claim denied',
      );
      const csv = await server.app.inject({
        method: 'GET',
        url: '/api/admin/submissions.csv?status=lost',
        headers: { cookie: admin.cookie },
      });
      const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
      const row = rows.find((cells) => cells[0] === String(id))!;
      expect(row[header!.indexOf('Lost reason')]).toBe('Insurance claim denied');
      // Reopened: no longer lost, for that reason or any; the History keeps what it was.
      await post('leads.setStatus', { id, version: 3, status: 'estimate_sent' }, admin.cookie);
      expect(await lead(id)).toMatchObject({ status: 'estimate_sent', lostReason: null });
      expect((await lead(id)).history.some((entry) => entry.kind === 'lost-reason')).toBe(true);
    });

    it('lets one of two simultaneous changes on the same version through and refuses the other', async () => {
      const id = await insert();
      const answers = await Promise.all([
        post('leads.setStatus', { id, version: 1, status: 'won' }, admin.cookie),
        post('leads.setStatus', { id, version: 1, status: 'lost' }, other.cookie),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!;
      expect(winner.data).toEqual({ id, version: 2 });
      const detail = await lead(id);
      expect(detail.history).toHaveLength(1);
      expect(detail.status).toBe(detail.history[0]!.to);
    });

    it('lists repeat callers by normalised phone or email, with their status', async () => {
      const first = await insert({
        phone: '918.555.0100',
        email: 'Dana@Example.com ',
        created_at: new Date(TUESDAY_10AM.getTime() - 48 * HOUR),
      });
      const second = await insert({
        phone: '+1 (918) 555-0100',
        email: 'other@example.com',
        created_at: new Date(TUESDAY_10AM.getTime() - HOUR),
      });
      const third = await insert({ phone: null, email: 'dana@example.com' });
      const stranger = await insert({ phone: '(918) 555-0199 x12', email: 'stranger@example.com' });
      await post('leads.setStatus', { id: first, version: 1, status: 'won' }, admin.cookie);
      const detail = await lead(third);
      expect(detail.repeats.map((r) => [r.id, r.status, r.sameAs])).toEqual([[first, 'won', ['email']]]);
      expect((await lead(second)).repeats.map((r) => [r.id, r.sameAs])).toEqual([[first, ['phone']]]);
      expect((await lead(first)).repeats.map((r) => [r.id, r.sameAs])).toEqual([
        [third, ['email']],
        [second, ['phone']],
      ]);
      expect((await lead(stranger)).repeats).toEqual([]);
      const list = await get('submissions.list', {}, admin.cookie);
      expect(Object.fromEntries(list.data.items.map((item) => [item.id, item.repeat]))).toEqual({
        [first]: true,
        [second]: true,
        [third]: true,
        [stranger]: false,
      });
    });
  });

  describe('list filters and counters', () => {
    it('filters by status, Open, Overdue and Mine, combined with the search', async () => {
      const { onTime, late, working, won, spam } = await fivePipelineLeads();

      const ids = async (input: object, cookie = admin.cookie) => {
        const answer = await get('submissions.list', input, cookie);
        expect(answer.status).toBe(200);
        return answer.data.items.map((item) => item.id).sort((a, b) => a - b);
      };
      expect(await ids({ view: 'all' })).toEqual([onTime, late, working, won, spam]);
      expect(await ids({ view: 'open' })).toEqual([onTime, late, working]);
      expect(await ids({ view: 'overdue' })).toEqual([late]);
      expect(await ids({ view: 'won' })).toEqual([won]);
      expect(await ids({ view: 'spam' })).toEqual([spam]);
      expect(await ids({ view: 'open', search: 'hailstorm' })).toEqual([late, working]);
      expect(await ids({ mine: true })).toEqual([working]);
      expect(await ids({ mine: true }, other.cookie)).toEqual([won]);
      expect(await ids({ mine: true, view: 'open' }, other.cookie)).toEqual([]);
      expect((await get('submissions.list', { view: 'finished' }, admin.cookie)).error!.message).toMatch(
        /^Pick a status filter/,
      );

      const items = (await get('submissions.list', { view: 'open' }, admin.cookie)).data.items;
      const byId = Object.fromEntries(items.map((item) => [item.id, item]));
      expect(byId[late]).toMatchObject({ status: 'new', waitingMinutes: 180, overdue: true, assignedTo: null });
      expect(byId[onTime]).toMatchObject({ status: 'new', waitingMinutes: 120, overdue: false });
      expect(byId[working]).toMatchObject({
        status: 'estimate_sent',
        waitingMinutes: null,
        overdue: false,
        assignedTo: 'avery@ridgeline.example',
      });

      const stats = (await get('submissions.stats', undefined, admin.cookie)).data;
      expect(stats).toMatchObject({ total: 5, open: 3, overdue: 1, medianFirstResponseMinutes: 0, responseHours: 2 });
    });

    it('exports exactly the rows the list shows for the same search, status filter and Mine', async () => {
      const { onTime, late, working, won, spam } = await fivePipelineLeads();
      const names = {
        [onTime]: 'On Time',
        [late]: 'Late Hailstorm',
        [working]: 'Working Hailstorm',
        [won]: 'Won Hailstorm',
        [spam]: 'Spam',
      };

      const exported = async (query: string, cookie = admin.cookie) => {
        const response = await server.app.inject({
          method: 'GET',
          url: `/api/admin/submissions.csv${query}`,
          headers: { cookie },
        });
        expect(response.statusCode).toBe(200);
        const rows = response.body
          .replace(/^\uFEFF/, '')
          .split('\r\n')
          .slice(1)
          .filter(Boolean);
        return {
          names: rows.map((row) => row.split(',')[3]).sort(),
          filename: response.headers['content-disposition'],
        };
      };
      const listed = async (input: object, cookie = admin.cookie) =>
        (await get('submissions.list', input, cookie)).data.items.map((item) => item.name).sort();
      const cases: [string, object, string?][] = [
        ['', {}],
        ['?status=open', { view: 'open' }],
        ['?status=overdue', { view: 'overdue' }],
        ['?status=won', { view: 'won' }],
        ['?status=open&search=HAILSTORM', { view: 'open', search: 'HAILSTORM' }],
        ['?mine=1', { mine: true }],
        ['?mine=1', { mine: true }, other.cookie],
        ['?mine=1&status=open', { mine: true, view: 'open' }, other.cookie],
        ['?mine=0&status=spam', { view: 'spam' }],
      ];
      for (const [query, input, cookie] of cases) {
        expect((await exported(query, cookie)).names, query).toEqual(await listed(input, cookie));
      }
      expect((await exported('?status=open')).names).toEqual([names[late], names[onTime], names[working]].sort());
      expect((await exported('?status=overdue')).names).toEqual([names[late]]);
      expect((await exported('?mine=1', other.cookie)).names).toEqual([names[won]]);
      expect((await exported('?status=open&mine=1&search=hail')).filename).toBe(
        'attachment; filename="submissions-2026-11-17-open-mine-search.csv"',
      );

      const refused = async (query: string) => {
        const response = await server.app.inject({
          method: 'GET',
          url: `/api/admin/submissions.csv${query}`,
          headers: { cookie: admin.cookie },
        });
        expect(response.statusCode, query).toBe(400);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        return response.body;
      };
      expect(await refused('?status=finished')).toBe(
        'Pick a status filter: all, open, overdue, new, contacted, inspection_scheduled, estimate_sent, won, lost, spam. Fix the status in the link and download again, or use Download CSV on the dashboard.',
      );
      expect(await refused('?mine=yes')).toBe(
        'Mine must be 1 (only requests assigned to you) or left out. Fix the link and download again, or use Download CSV on the dashboard.',
      );
      expect(await refused(`?search=${'x'.repeat(500)}`)).toMatch(
        /^Search is too long: \d+ characters at most\. Shorten the search and download again/,
      );
    });

    it('takes the median first response of the last 7 days in business hours', async () => {
      const a = await insert({ created_at: new Date(TUESDAY_10AM.getTime() - 3 * HOUR) }); // 7:00, before opening
      const b = await insert({ created_at: new Date(TUESDAY_10AM.getTime() - HOUR) });
      const c = await insert({ created_at: TUESDAY_10AM });
      await post('leads.setStatus', { id: a, version: 1, status: 'contacted' }, admin.cookie); // 2 h
      await post('leads.setStatus', { id: b, version: 1, status: 'contacted' }, admin.cookie); // 1 h
      clock.advance(4 * HOUR);
      // An admin's session ends after 4 hours unused: the office signs in again, as in real life.
      const afternoon = await signedInUser(server.database.db, {
        email: 'afternoon@example.com',
        admin: true,
        now: clock.now(),
      });
      await post('leads.addNote', { id: c, version: 1, body: 'called' }, afternoon.cookie); // 4 h
      expect((await get('submissions.stats', undefined, afternoon.cookie)).data.medianFirstResponseMinutes).toBe(120);
      clock.advance(8 * 24 * HOUR);
      const nextWeek = await signedInUser(server.database.db, {
        email: 'next-week@example.com',
        admin: true,
        now: clock.now(),
      });
      expect((await get('submissions.stats', undefined, nextWeek.cookie)).data.medianFirstResponseMinutes).toBeNull();
    });

    it('exports status, owner, first response and notes count in the CSV', async () => {
      const id = await insert({ name: 'Csv Person' });
      clock.advance(HOUR);
      await post('leads.setStatus', { id, version: 1, status: 'contacted' }, admin.cookie);
      await post('leads.assign', { id, version: 2, userId: other.id }, admin.cookie);
      await post('leads.addNote', { id, version: 3, body: 'one' }, admin.cookie);
      await post('leads.addNote', { id, version: 4, body: 'two' }, admin.cookie);
      const csv = await server.app.inject({
        method: 'GET',
        url: '/api/admin/submissions.csv',
        headers: { cookie: admin.cookie },
      });
      const [header, row] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
      expect(header!.slice(-9)).toEqual([
        'Status',
        'Assigned to',
        'First response at (America/Chicago)',
        'Notes count',
        'Notes',
        'Inspection (America/Chicago)',
        'Follow-up (America/Chicago)',
        'Won value (USD)',
        'Lost reason',
      ]);
      expect(row!.slice(-9, -5)).toEqual(['Contacted', 'blake@ridgeline.example', '2026-11-17 11:00', '2']);
      // The notes themselves, oldest first, each with its time and author.
      expect(row!.at(-5)).toBe(
        '2026-11-17 11:00 avery@ridgeline.example: one\n\n2026-11-17 11:00 avery@ridgeline.example: two',
      );
    });

    it('names the office by its label in the CSV, as the list and the mails do', async () => {
      await insert({ name: 'Kansas Caller', office: 'kansas' });
      await insert({ name: 'No Office' });
      const csv = await server.app.inject({
        method: 'GET',
        url: '/api/admin/submissions.csv',
        headers: { cookie: admin.cookie },
      });
      const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
      const office = header!.indexOf('Office');
      const name = header!.indexOf('Name');
      expect(office).toBeGreaterThan(-1);
      const byName = Object.fromEntries(rows.map((row) => [row[name], row[office]]));
      expect(byName).toEqual({ 'Kansas Caller': 'Kansas Office', 'No Office': '' });
    });
  });

  it('answers a caller outside tRPC (a job, the command line) with a refusal, not a transport error', async () => {
    const id = await insert();
    const actor = { id: admin.id, email: 'avery@ridgeline.example' };
    const at = clock.now();
    const clocks = responseClocksOf(server.app.services);
    expect(
      await changeStatus(
        server.database.db,
        { id: 999_999, version: 1, status: 'won' },
        actor,
        at,
        clocks,
        server.app.services.site.timeZone,
      ),
    ).toEqual({
      ok: false,
      reason: 'not-found',
      message: 'There is no request #999999. Reload the list.',
    });
    expect(
      await changeStatus(
        server.database.db,
        { id, version: 1, status: 'contacted' },
        actor,
        at,
        clocks,
        server.app.services.site.timeZone,
      ),
    ).toEqual({
      ok: true,
      value: { id, version: 2 },
    });
    const stale = await assignLead(
      server.database.db,
      { id, version: 1, userId: admin.id },
      actor,
      at,
      server.app.services.site.timeZone,
    );
    expect(stale).toMatchObject({ ok: false, reason: 'stale' });
    expect(
      await assignLead(
        server.database.db,
        { id, version: 2, userId: member.id },
        actor,
        at,
        server.app.services.site.timeZone,
      ),
    ).toMatchObject({
      ok: false,
      reason: 'not-admin',
    });
  });

  describe('erase', () => {
    async function withMails(id: number) {
      await enqueueMails(server.database.db, [
        {
          to: 'office@ridgeline.example',
          subject: 'New request from Dana',
          text: 'Dana, (918) 555-0100',
          html: '<p>Dana</p>',
          topic: `contact:${id}`,
          submissionId: id,
        },
        {
          to: 'dana@example.com',
          subject: 'We received your request',
          text: 'Hi Dana',
          html: '<p>Hi Dana</p>',
          topic: `contact:${id}`,
          submissionId: id,
        },
      ]);
    }

    it('removes the request, its notes and mails, and leaves an entry without the data', async () => {
      const id = await insert({ message: 'Private details' });
      const keep = await insert({ name: 'Someone Else', email: 'else@example.com', phone: null });
      await withMails(id);
      await withMails(keep);
      await post('leads.addNote', { id, version: 1, body: 'Gate code 1234' }, admin.cookie);
      clock.advance(HOUR);
      const erased = await post('leads.erase', { id, version: 2 }, other.cookie);
      expect(erased).toMatchObject({ status: 200, data: { id } });

      expect((await get('leads.get', { id }, admin.cookie)).status).toBe(404);
      expect((await get('submissions.list', {}, admin.cookie)).data.items.map((i) => i.id)).toEqual([keep]);
      expect(await server.database.db.selectFrom('lead_notes').selectAll().execute()).toEqual([]);
      const mails = await server.database.db.selectFrom('email_outbox').select('submission_id').execute();
      expect(mails.map((m) => m.submission_id)).toEqual([keep, keep]);
      const csv = await server.app.inject({
        method: 'GET',
        url: '/api/admin/submissions.csv',
        headers: { cookie: admin.cookie },
      });
      expect(csv.body).not.toContain('Dana');
      const events = await server.database.db
        .selectFrom('lead_events')
        .selectAll()
        .where('submission_id', '=', id)
        .orderBy('id')
        .execute();
      expect(events.map((e) => [e.kind, e.actor])).toEqual([
        ['note', 'avery@ridgeline.example'],
        ['erase', 'blake@ridgeline.example'],
      ]);
      const everything = JSON.stringify(await server.database.db.selectFrom('lead_events').selectAll().execute());
      for (const secret of ['Dana', 'Private details', 'Gate code', '555-0100'])
        expect(everything).not.toContain(secret);
      const again = await post('leads.setStatus', { id, version: 3, status: 'won' }, admin.cookie);
      expect(again.status).toBe(404);
      expect(again.error!.message).toBe(
        'This request was deleted permanently by blake@ridgeline.example on Nov 17, 2026 at 11:00 AM. Reload the list.',
      );
      expect((await get('submissions.stats', undefined, admin.cookie)).data.total).toBe(1);
    });

    it('removes every mail about the request by its column, whatever the topic, and the mails of a request sent in', async () => {
      const body = JSON.stringify({ name: 'Webhook Person', email: 'hook@example.com', submissionId: 'w-erase' });
      const hook = await server.app.inject({
        method: 'POST',
        url: '/api/hooks/contact',
        headers: {
          'content-type': 'application/json',
          'x-contact-signature': signWebhook(WEBHOOK_SECRET, body, Math.floor(clock.now().getTime() / 1000)),
        },
        payload: body,
      });
      const id = hook.json().id as number;
      const queued = await server.database.db
        .selectFrom('email_outbox')
        .select('submission_id')
        .where('submission_id', '=', id)
        .execute();
      expect(queued.length, 'the request mails belong to it').toBeGreaterThan(0);
      const other = await insert({ name: 'Someone Else', email: 'else@example.com' });
      const reminder = {
        to: 'office@ridgeline.example',
        subject: 'Follow up with Webhook Person today',
        text: 'Webhook Person is due a call.',
        html: '<p>Webhook Person is due a call.</p>',
        topic: 'lead:follow-up',
      };
      await enqueueMails(server.database.db, [
        { ...reminder, submissionId: id },
        { ...reminder, subject: 'Follow up with Someone Else today', submissionId: other },
      ]);

      expect((await post('leads.erase', { id, version: 1 }, admin.cookie)).status).toBe(200);
      const left = await server.database.db.selectFrom('email_outbox').select(['subject', 'submission_id']).execute();
      expect(left).toEqual([{ subject: 'Follow up with Someone Else today', submission_id: other }]);
    });

    it('erases Lost and Spam requests older than RETENTION_DAYS, and nothing else', async () => {
      const old = new Date(TUESDAY_10AM.getTime() - 40 * 24 * HOUR);
      const lost = await insert({ created_at: old });
      const spam = await insert({ created_at: old });
      const won = await insert({ created_at: old });
      const openOld = await insert({ created_at: old });
      const recentLost = await insert({ created_at: new Date(TUESDAY_10AM.getTime() - 10 * 24 * HOUR) });
      await withMails(lost);
      // Their status was set long ago too: retention counts from the last status change.
      clock.set(new Date(old.getTime() + 24 * HOUR));
      for (const [id, status] of [
        [lost, 'lost'],
        [spam, 'spam'],
        [won, 'won'],
      ] as const) {
        await post('leads.setStatus', { id, version: 1, status }, admin.cookie);
      }
      clock.set(TUESDAY_10AM);
      await post('leads.setStatus', { id: recentLost, version: 1, status: 'lost' }, admin.cookie);
      expect(await eraseExpiredLeads(server.database.db, 30, TUESDAY_10AM)).toBe(2);
      const left = await server.database.db.selectFrom('contact_submissions').select('id').orderBy('id').execute();
      expect(left.map((r) => r.id)).toEqual([won, openOld, recentLost]);
      expect(await server.database.db.selectFrom('email_outbox').selectAll().execute()).toEqual([]);
      const erasures = await server.database.db
        .selectFrom('lead_events')
        .select(['submission_id', 'actor', 'actor_id'])
        .where('kind', '=', 'erase')
        .orderBy('submission_id')
        .execute();
      expect(erasures).toEqual([
        { submission_id: lost, actor: retentionActor(30), actor_id: null },
        { submission_id: spam, actor: retentionActor(30), actor_id: null },
      ]);
      expect(await eraseExpiredLeads(server.database.db, 30, TUESDAY_10AM)).toBe(0);
    });
  });
});
