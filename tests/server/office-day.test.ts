import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { sendDueFollowUpReminders } from '../../server/leads/follow-up-reminders';
import { telHref } from '../../shared/phone';
import { parseCsv } from '../support/csv';
import { buildTestApp, SITE, testClock } from '../support/auth-app';
import { site } from '../support/site';
import { signedInUser, signInAgain } from '../support/sessions';
import { useServerApp } from '../support/server-app';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';

// Tuesday 17 November 2026, 10:00 in Tulsa (CST, UTC-6).
const TUESDAY_10AM = new Date('2026-11-17T16:00:00Z');
const HOUR = 3_600_000;

const call = (overrides: Record<string, unknown> = {}) => ({
  values: {
    name: 'Morgan Caller',
    email: 'morgan@example.com',
    phone: '(913) 555-0111',
    address: '11900 College Blvd, Overland Park, KS 66210',
    serviceNeeded: 'Roof Repair',
    message: 'Called after the storm: water in the upstairs bedroom.',
    heardAbout: null,
  },
  heard: 'truck',
  office: 'kansas',
  idempotencyKey: randomBytes(16).toString('hex'),
  ...overrides,
});

/** An .ics file's lines, unfolded (RFC 5545 3.1), as NAME(;PARAMS) → value. */
function parseIcs(text: string): { lines: string[]; events: Record<string, string>[] } {
  expect(text).toMatch(/\r\n$/);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // CRLF only
  for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}
const unescapeText = (value: string) => value.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');

describe.each(testDatabaseKinds)("the office's day on %s", (kind) => {
  const clock = testClock(TUESDAY_10AM);
  const server = useServerApp(kind, { now: clock.now });
  let admin: { id: string; cookie: string };
  let member: { id: string; cookie: string };

  beforeAll(async () => {
    admin = await signedInUser(server.database.db, {
      email: 'avery@ridgeline.example',
      admin: true,
      now: TUESDAY_10AM,
    });
    member = await signedInUser(server.database.db, { email: 'visitor@example.com', now: TUESDAY_10AM });
  });
  beforeEach(async () => {
    clock.set(TUESDAY_10AM);
    // An admin's session lasts 12 hours, and some tests run the clock on by days.
    await signInAgain(server.database.db, [admin, member], clock.now());
    await sql`truncate contact_submissions, lead_notes, lead_events, email_outbox cascade`.execute(server.database.db);
  });

  // biome-ignore lint/suspicious/noExplicitAny: each test checks the shape it reads
  type Answer = { status: number; data: any; error?: { message: string; data: Record<string, any> } };
  async function post(path: string, input: unknown, cookie = admin.cookie): Promise<Answer> {
    const response = await server.app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers: { 'content-type': 'application/json', origin: SITE, cookie },
      payload: JSON.stringify(input),
    });
    const body = response.json();
    return { status: response.statusCode, data: body.result?.data, error: body.error };
  }
  async function get(path: string, input: unknown, cookie = admin.cookie): Promise<Answer> {
    const response = await server.app.inject({
      method: 'GET',
      url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
      headers: { cookie },
    });
    const body = response.json();
    return { status: response.statusCode, data: body.result?.data, error: body.error };
  }
  const lead = async (id: number) => (await get('leads.get', { id })).data;

  it('logs a phone-in lead with the web form’s fields and rules, source Phone, how they heard and the office', async () => {
    const logged = await post('leads.logPhoneCall', call());
    expect(logged.status).toBe(200);
    const detail = await lead(logged.data.id);
    expect(detail).toMatchObject({
      name: 'Morgan Caller',
      email: 'morgan@example.com',
      phone: '(913) 555-0111',
      serviceNeeded: 'Roof Repair',
      source: 'phone',
      // Nothing is tracked on a call: the channel is "as they said", split in Reports by the answer.
      channel: 'self-reported',
      heardAbout: 'truck',
      office: 'kansas',
      status: 'contacted',
      firstResponseMinutes: 0,
    });
    expect(detail.history[0]).toMatchObject({ kind: 'logged', actor: 'avery@ridgeline.example' });
    // A picked channel says so, so a later change of the classifier's rules leaves it alone.
    const stored = await server.database.db
      .selectFrom('contact_submissions')
      .select('channel_rules')
      .where('id', '=', logged.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.channel_rules).toBe('picked');
    // The call was the conversation: nobody is mailed.
    expect(await server.database.db.selectFrom('email_outbox').select('id').execute()).toEqual([]);

    // The same key twice (a double click) stores one request.
    const key = randomBytes(16).toString('hex');
    const first = await post('leads.logPhoneCall', call({ idempotencyKey: key }));
    const again = await post('leads.logPhoneCall', call({ idempotencyKey: key }));
    expect(again.data.id).toBe(first.data.id);
  });

  it('refuses a phone-in lead the web form would refuse, field by field, and keeps it admin-only', async () => {
    const bad = await post(
      'leads.logPhoneCall',
      call({ values: { ...call().values, name: '', email: 'not-an-address', serviceNeeded: 'Free pizza' } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.error!.data.fieldErrors).toMatchObject({
      name: ['Please enter your name'],
      email: ['Please enter a valid email address, like name@example.com'],
      serviceNeeded: ['Please choose a service from the list'],
    });
    const pigeon = await post('leads.logPhoneCall', call({ heard: 'carrier-pigeon' }));
    expect(pigeon.status).toBe(400);
    expect(pigeon.error!.data.fieldErrors).toEqual({ heard: ['Choose how they heard about us, or "Don\'t know".'] });
    // The answer is chosen: a call saved without one is refused, not recorded as some channel.
    const { heard: _unasked, ...unanswered } = call();
    expect((await post('leads.logPhoneCall', unanswered)).error!.data.fieldErrors).toEqual({
      heard: ['Choose how they heard about us, or "Don\'t know".'],
    });
    const office = await post('leads.logPhoneCall', call({ office: 'paris' }));
    expect(office.status).toBe(400);
    expect(office.error!.message).toBe('Pick the office that took the call: Tulsa Office or Kansas Office.');
    expect((await post('leads.logPhoneCall', call(), member.cookie)).status).toBe(403);
    expect((await post('leads.logPhoneCall', call(), '')).status).toBe(401);
    expect(await server.database.db.selectFrom('contact_submissions').select('id').execute()).toEqual([]);
  });

  it('logs a caller with a phone and no e-mail, and asks for one of the two, on the phone field', async () => {
    const phoneOnly = await post(
      'leads.logPhoneCall',
      call({ values: { ...call().values, name: 'Earl Haskins', email: '' }, heard: 'dont-know' }),
    );
    expect(phoneOnly.status).toBe(200);
    const detail = await lead(phoneOnly.data.id);
    expect(detail).toMatchObject({ name: 'Earl Haskins', email: null, phone: '(913) 555-0111', heardAbout: null });
    // "Don't know" is Direct, not a guess at a channel.
    expect(detail.channel).toBe('direct');
    // Found by name like any request (the search text once went null without an e-mail).
    const found = await get('submissions.list', { search: 'Haskins' });
    expect(found.data.items.map((item: { id: number }) => item.id)).toEqual([phoneOnly.data.id]);
    // Booked, nobody is mailed: the caller hears the time on the phone.
    const booked = await post('leads.setAppointment', {
      id: phoneOnly.data.id,
      version: 2,
      appointment: { day: '2026-11-19', time: '09:30' },
    });
    expect(booked.data.mailed).toBe(false);
    expect(await server.database.db.selectFrom('email_outbox').select('id').execute()).toEqual([]);

    // An e-mail alone is enough too.
    const emailOnly = await post('leads.logPhoneCall', call({ values: { ...call().values, phone: '' } }));
    expect(emailOnly.status).toBe(200);

    // Neither: refused on the phone field, in words for the office.
    const neither = await post('leads.logPhoneCall', call({ values: { ...call().values, email: '', phone: '' } }));
    expect(neither.status).toBe(400);
    expect(neither.error!.data.fieldErrors).toEqual({
      phone: ['Type a phone number or an e-mail address: we need one of them to get back to the caller.'],
    });
    // A correction may not take away the last way to reach them.
    const cleared = await post('leads.editContact', {
      id: phoneOnly.data.id,
      version: 3,
      values: { ...call().values, email: '', phone: '' },
    });
    expect(cleared.error!.data.fieldErrors).toEqual({
      phone: ['Type a phone number or an e-mail address: we need one of them to get back to the caller.'],
    });
  });

  it('edits contact details with who, when, old and new in the history, and erases the old values with the request', async () => {
    const { id } = (await post('leads.logPhoneCall', call())).data;
    clock.advance(HOUR);
    const edited = await post('leads.editContact', {
      id,
      version: 2,
      values: { phone: '(913) 555-0199', address: '', name: 'Morgan Caller' },
    });
    expect(edited.status).toBe(200);
    expect(edited.data.changed).toEqual(['phone', 'address']); // the name was unchanged
    const detail = await lead(id);
    expect(detail.phone).toBe('(913) 555-0199');
    expect(detail.address).toBeNull();
    const entries = detail.history.filter((e: { kind: string }) => e.kind === 'contact');
    expect(entries).toEqual([
      expect.objectContaining({
        from: 'address',
        actor: 'avery@ridgeline.example',
        createdAt: '2026-11-17T17:00:00.000Z',
        change: { from: '11900 College Blvd, Overland Park, KS 66210', to: null },
      }),
      expect.objectContaining({ from: 'phone', change: { from: '(913) 555-0111', to: '(913) 555-0199' } }),
    ]);
    // The same rules as the form; an edit made on an older version is refused.
    const invalid = await post('leads.editContact', { id, version: 3, values: { email: 'nope' } });
    expect(invalid.status).toBe(400);
    expect(invalid.error!.data.fieldErrors.email).toEqual([
      'Please enter a valid email address, like name@example.com',
    ]);
    expect((await post('leads.editContact', { id, version: 2, values: { name: 'Stale' } })).status).toBe(409);
    expect((await post('leads.editContact', { id, version: 3, values: { source: 'form' } })).status).toBe(400);

    // Erased: the old and new values go with the request; the history keeps only that it changed.
    await server.database.db.deleteFrom('contact_submissions').where('id', '=', id).execute();
    expect(await server.database.db.selectFrom('lead_field_changes').selectAll().execute()).toEqual([]);
    const kept = await server.database.db
      .selectFrom('lead_events')
      .select(['from_value', 'to_value'])
      .where('kind', '=', 'contact')
      .execute();
    expect(JSON.stringify(kept)).not.toMatch(/555-01|College/);
  });

  it('books an inspection in office time, shows it on the lead and the agenda, and mails the customer an .ics', async () => {
    const { id } = (await post('leads.logPhoneCall', call())).data;
    const booked = await post('leads.setAppointment', {
      id,
      version: 2,
      appointment: { day: '2026-11-19', time: '09:30' },
    });
    expect(booked.status).toBe(200);
    expect(booked.data.mailed).toBe(true);
    const detail = await lead(id);
    // 9:30 in Chicago (CST, UTC-6).
    expect(detail.appointmentAt).toBe('2026-11-19T15:30:00.000Z');
    // The call made it Contacted; the booking moves it on, with a line in its History (T4-17).
    expect(detail.status).toBe('inspection_scheduled');
    expect(
      detail.history.slice(0, 2).map((e: { kind: string; from: string | null; to: string | null }) => [e.kind, e.to]),
    ).toEqual(
      expect.arrayContaining([
        ['appointment', '2026-11-19T15:30:00.000Z'],
        ['status', 'inspection_scheduled'],
      ]),
    );

    const mails = await server.database.db.selectFrom('email_outbox').selectAll().execute();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      recipient: 'morgan@example.com',
      reply_to: 'kansascity@ridgelineroofing.example',
      topic: `appointment:${id}`,
      submission_id: id,
    });
    expect(mail.subject).toContain('Thu, Nov 19, 2026 at 9:30 AM');
    expect(mail.text_body).toContain('booked for Thu, Nov 19, 2026 at 9:30 AM (CST)');
    // The office's number is one tap away in the HTML mail.
    const kansasPhone = site.offices.find((office) => office.id === 'kansas')!.phone;
    expect(mail.html_body).toContain(`href="${telHref(kansasPhone)}"`);

    const { lines, events } = parseIcs(mail.calendar!);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines.find((line) => line.startsWith('PRODID:'))).toBeDefined();
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.UID).toBe(`inspection-${id}@localhost`);
    expect(event.DTSTAMP).toBe('20261117T160000Z');
    expect(event.DTSTART).toBe('20261119T153000Z');
    expect(event.DTEND).toBe('20261119T163000Z');
    // The inspection happens at the house: the request's address, never the office's.
    expect(unescapeText(event.LOCATION!)).toBe('11900 College Blvd, Overland Park, KS 66210');
    expect(event.LOCATION).toContain('\\,'); // commas escaped as TEXT
    const kansas = site.offices.find((office) => office.id === 'kansas')!;
    expect(mail.calendar).not.toContain(kansas.streetAddress);
    expect(mail.text_body).toContain('at your home, 11900 College Blvd, Overland Park, KS 66210.');
    expect(mail.text_body).not.toContain(kansas.streetAddress);
    expect(mail.text_body).toContain('Someone 18 or older should be home');
    expect(mail.text_body).toContain(`call the ${kansas.label} at ${kansas.phone}`);
    expect(unescapeText(event.SUMMARY!)).toBe(`Roof inspection - ${site.company.name}`);

    // Moved: a new mail, same UID, a higher SEQUENCE, so the calendar replaces the first.
    const moved = await post('leads.setAppointment', {
      id,
      version: 3,
      appointment: { day: '2026-11-20', time: '14:00' },
    });
    expect(moved.status).toBe(200);
    const again = await server.database.db
      .selectFrom('email_outbox')
      .select('calendar')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const second = parseIcs(again.calendar!).events[0]!;
    expect(second.UID).toBe(event.UID);
    expect(Number(second.SEQUENCE)).toBeGreaterThan(Number(event.SEQUENCE));

    // The agenda: Thursday is in "this week" but not "today"; on Friday it is today.
    expect((await get('leads.agenda', { range: 'today' })).data.appointments).toEqual([]);
    const week = (await get('leads.agenda', { range: 'week' })).data;
    expect(week).toMatchObject({ from: '2026-11-17', to: '2026-11-23' });
    expect(week.appointments).toEqual([
      expect.objectContaining({ id, name: 'Morgan Caller', at: '2026-11-20T20:00:00.000Z' }),
    ]);
    clock.set(new Date('2026-11-20T14:00:00Z')); // Friday 8:00 in Tulsa
    await signInAgain(server.database.db, [admin], clock.now());
    expect((await get('leads.agenda', { range: 'today' })).data.appointments).toHaveLength(1);

    const refused = await post('leads.setAppointment', {
      id,
      version: 4,
      appointment: { day: '2026-02-30', time: '9:30' },
    });
    expect(refused.status).toBe(400);
    const cancelled = await post('leads.setAppointment', { id, version: 4, appointment: null });
    expect(cancelled.data.mailed).toBe(false);
    expect((await lead(id)).appointmentAt).toBeNull();
  });

  it('moves a New request to Inspection scheduled on booking, counting its first response, and leaves a Won one Won', async () => {
    const insert = async (name: string, status: string) =>
      (
        await server.database.db
          .insertInto('contact_submissions')
          .values({
            name,
            email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
            status,
            created_at: new Date(TUESDAY_10AM.getTime() - 30 * 60_000),
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const fresh = await insert('Nia New', 'new');
    const won = await insert('Walt Won', 'won');
    for (const id of [fresh, won])
      expect(
        (await post('leads.setAppointment', { id, version: 1, appointment: { day: '2026-11-19', time: '09:30' } }))
          .status,
      ).toBe(200);
    expect(await lead(fresh)).toMatchObject({ status: 'inspection_scheduled', firstResponseMinutes: 30 });
    const rows = await server.database.db
      .selectFrom('contact_submissions')
      .select(['name', 'status', 'inspection_at'])
      .orderBy('id')
      .execute();
    // The funnel counts the inspection as for a status change; a Won job is not moved back.
    expect(rows.map((row) => [row.name, row.status, row.inspection_at !== null])).toEqual([
      ['Nia New', 'inspection_scheduled', true],
      ['Walt Won', 'won', false],
    ]);
  });

  it('says plainly that the address is missing when a booked inspection has none, and gives the .ics no LOCATION', async () => {
    const { id } = (await post('leads.logPhoneCall', call({ values: { ...call().values, address: null } }))).data;
    const booked = await post('leads.setAppointment', {
      id,
      version: 2,
      appointment: { day: '2026-11-19', time: '09:30' },
    });
    expect(booked.data.mailed).toBe(true);
    const mail = await server.database.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('at your home. We do not have your address yet: reply to this email with it');
    expect(mail.text_body).toContain('Your home (address not given yet)');
    const kansas = site.offices.find((office) => office.id === 'kansas')!;
    expect(mail.text_body).not.toContain(kansas.streetAddress);
    const event = parseIcs(mail.calendar!).events[0]!;
    expect(event.LOCATION).toBeUndefined();
    expect(unescapeText(event.DESCRIPTION!)).toContain('We do not have your address yet');
  });

  it('asks the won value on the move to Won, validates it, shows it, and corrects it', async () => {
    const { id } = (await post('leads.logPhoneCall', call())).data;
    const tooBig = await post('leads.setStatus', { id, version: 2, status: 'won', wonValue: '99999999999' });
    expect(tooBig.status).toBe(400);
    expect(tooBig.error!.message).toBe('The won value is over $10,000,000: check for an extra digit');
    const words = await post('leads.setStatus', { id, version: 2, status: 'won', wonValue: 'twelve grand' });
    expect(words.error!.message).toBe('Type the won value in whole dollars, like 12500 or $12,500, or leave it empty');
    expect((await lead(id)).status).toBe('contacted');

    expect((await post('leads.setStatus', { id, version: 2, status: 'won', wonValue: '$12,500' })).status).toBe(200);
    let detail = await lead(id);
    expect(detail).toMatchObject({ status: 'won', wonValue: 12_500 });
    expect(detail.history.slice(0, 2).map((e: { kind: string }) => e.kind)).toEqual(['won-value', 'status']);

    expect((await post('leads.setWonValue', { id, version: detail.version, wonValue: '13000' })).status).toBe(200);
    detail = await lead(id);
    expect(detail.wonValue).toBe(13_000);

    // Optional: Won without a value keeps none.
    const other = (await post('leads.logPhoneCall', call())).data.id;
    expect((await post('leads.setStatus', { id: other, version: 2, status: 'won', wonValue: '' })).status).toBe(200);
    expect((await lead(other)).wonValue).toBeNull();
    // A value only on a Won request.
    const open = (await post('leads.logPhoneCall', call())).data.id;
    const notWon = await post('leads.setWonValue', { id: open, version: 2, wonValue: '500' });
    expect(notWon.status).toBe(400);
    expect(notWon.error!.message).toMatch(/set the status to Won first/);

    // The CSV carries it as a number a spreadsheet sums.
    const csv = await server.app.inject({
      method: 'GET',
      url: '/api/admin/submissions.csv',
      headers: { cookie: admin.cookie },
    });
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    const won = rows.find((row) => row[0] === String(id))!;
    expect(won[header!.indexOf('Won value (USD)')]).toBe('13000');
  });

  it('puts every note in the CSV, oldest first, quoted where a note holds commas, quotes or line breaks', async () => {
    const { id } = (await post('leads.logPhoneCall', call())).data;
    await post('leads.addNote', { id, version: 2, body: 'Left a voicemail' });
    clock.advance(HOUR);
    await post('leads.addNote', { id, version: 3, body: 'Spoke to her: "Thursday, after 2"\nGate code 4411' });
    await post('leads.setFollowUp', { id, version: 4, day: '2026-11-24' });
    const csv = await server.app.inject({
      method: 'GET',
      url: '/api/admin/submissions.csv',
      headers: { cookie: admin.cookie },
    });
    const [header, row] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(row![header!.indexOf('Notes')]).toBe(
      '2026-11-17 10:00 avery@ridgeline.example: Left a voicemail\n\n' +
        '2026-11-17 11:00 avery@ridgeline.example: Spoke to her: "Thursday, after 2"\nGate code 4411',
    );
    expect(row![header!.indexOf('Follow-up (America/Chicago)')]).toBe('2026-11-24');
  });

  it('mails a due follow-up’s reminder to the assigned admin once, and to the office when nobody is assigned', async () => {
    const { id } = (await post('leads.logPhoneCall', call())).data;
    await post('leads.assign', { id, version: 2, userId: admin.id });
    const unassigned = (await post('leads.logPhoneCall', call({ office: 'kansas' }))).data.id;
    await post('leads.setFollowUp', { id, version: 3, day: '2026-11-18' });
    await post('leads.setFollowUp', { id: unassigned, version: 2, day: '2026-11-18' });
    expect((await lead(id)).followUpAt).toBe('2026-11-18T14:00:00.000Z'); // 8:00 in Tulsa

    const reminders = () =>
      server.database.db
        .selectFrom('email_outbox')
        .select(['recipient', 'subject', 'text_body'])
        .where('topic', 'like', 'follow-up:%')
        .orderBy('id')
        .execute();
    clock.set(new Date('2026-11-18T13:59:00Z'));
    await server.app.jobs.runDue();
    expect(await reminders()).toEqual([]);
    clock.set(new Date('2026-11-18T14:00:00Z'));
    await server.app.jobs.runDue();
    clock.advance(5 * 60_000);
    await server.app.jobs.runDue();
    await signInAgain(server.database.db, [admin], clock.now()); // the next morning: a new session
    const sent = await reminders();
    expect(sent.map((mail) => mail.recipient)).toEqual([
      'avery@ridgeline.example',
      'kansascity@ridgelineroofing.example',
    ]);
    expect(sent[0]!.subject).toBe(`Follow up today: Morgan Caller (request #${id})`);
    expect(sent[0]!.text_body).toContain(`${SITE}/admin?lead=${id}`);
    expect((await lead(id)).followUpReminded).toBe(true);

    // A new date gets a reminder of its own.
    await post('leads.setFollowUp', { id, version: 4, day: '2026-11-19' });
    expect(
      await sendDueFollowUpReminders(server.database.db, new Date('2026-11-19T14:00:00Z'), server.app.services),
    ).toBe(1);
    expect(await reminders()).toHaveLength(3);
  });
});

/**
 * Three app instances on one PostgreSQL database, each with its own connection pool, as three
 * servers behind a load balancer: each due follow-up is mailed once. Once through the job runner
 * (each due run is claimed by one instance), and once with the runner's claim bypassed, every
 * instance running the reminder pass at the same moment, so that the conditional update alone
 * decides.
 */
describe.runIf(process.env.DATABASE_URL)('follow-up reminders on three instances of one PostgreSQL', () => {
  const clock = testClock(TUESDAY_10AM);
  let database: TestDatabase;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    dataDir = await mkdtemp(path.join(tmpdir(), 'office-day-'));
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

  /** Requests whose follow-up fell due at `due`. */
  async function dueFollowUps(count: number, due: Date): Promise<number[]> {
    const rows = await database.db
      .insertInto('contact_submissions')
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `Caller ${i}`,
          email: `caller${i}@example.com`,
          created_at: TUESDAY_10AM,
          office: 'tulsa',
          follow_up_at: due,
        })),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }
  const remindersOf = async (ids: number[]) =>
    (
      await database.db
        .selectFrom('email_outbox')
        .select('submission_id')
        .where('topic', 'like', 'follow-up:%')
        .where('submission_id', 'in', ids)
        .execute()
    )
      .map((row) => row.submission_id)
      .sort((a, b) => a! - b!);

  it('sends each reminder once when the three run their due jobs at the same moment', async () => {
    const ids = await dueFollowUps(60, new Date('2026-11-18T14:00:00Z'));
    clock.set(new Date('2026-11-18T14:00:00Z'));
    await Promise.all(apps.map((app) => app.jobs.runDue()));
    clock.advance(60_000);
    await Promise.all(apps.map((app) => app.jobs.runDue()));
    expect(await remindersOf(ids)).toEqual(ids);
  });

  it('sends each reminder once when every instance runs the reminder pass itself, at once, again and again', async () => {
    const ids = await dueFollowUps(120, new Date('2026-11-19T14:00:00Z'));
    const now = new Date('2026-11-19T14:00:00Z');
    const counts = await Promise.all(
      [0, 1, 2, 0, 1, 2].map((i) => sendDueFollowUpReminders(apps[i]!.services.db, now, apps[i]!.services)),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(120);
    expect(await remindersOf(ids)).toEqual(ids);
  });
});
