import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isEmergency } from '../../server/submissions/scope';
import { emergencyOf } from '../../shared/emergency';
import { testDatabaseKinds } from '../../testing/test-database';
import { SITE, testClock } from '../support/auth-app';
import { formToken, submitJson, validRequest } from '../support/contact';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { site } from '../support/site';

// Saturday, November 21, 2026, 2:00 pm in Tulsa: the office closed at noon, the site promises 24/7 emergencies.
const SATURDAY_2PM = new Date('2026-11-21T20:00:00Z');

describe('the emergency rule', () => {
  it('is an emergency service from the site file, or water coming in; the leak is named first', () => {
    const services = site.emergencyServices;
    expect(services).toEqual(['Emergency Roofing']);
    expect(emergencyOf({ serviceNeeded: 'Emergency Roofing', waterComingIn: null }, services)).toBe('service');
    expect(emergencyOf({ serviceNeeded: 'Roof Repair', waterComingIn: 'yes' }, services)).toBe('water');
    expect(emergencyOf({ serviceNeeded: 'Emergency Roofing', waterComingIn: 'yes' }, services)).toBe('water');
    expect(emergencyOf({ serviceNeeded: 'Roof Repair', waterComingIn: 'no' }, services)).toBeNull();
    expect(emergencyOf({ serviceNeeded: null, waterComingIn: null }, services)).toBeNull();
    // A site without emergency services still treats a leak as one.
    expect(emergencyOf({ serviceNeeded: 'Emergency Roofing', waterComingIn: null }, [])).toBeNull();
    expect(emergencyOf({ serviceNeeded: null, waterComingIn: 'yes' }, [])).toBe('water');
  });
});

describe.each(testDatabaseKinds)('emergencies on the dashboard and in the mail, on %s', (kind) => {
  const clock = testClock(SATURDAY_2PM);
  const server = useServerApp(kind, { now: clock.now, env: { RATE_LIMIT_CONTACT: '1000' } });
  let admin: string;

  beforeAll(async () => {
    admin = (await signedInUser(server.database.db, { email: 'owner@example.com', admin: true, now: clock.now() }))
      .cookie;
  });
  beforeEach(async () => {
    clock.set(SATURDAY_2PM);
    await sql`truncate contact_submissions, lead_notes, lead_events, email_outbox, request_photos, storm_calls, lead_field_changes, review_asks, review_notes, testimonials, job_photos`.execute(
      server.database.db,
    );
  });

  async function insert(
    name: string,
    at: string,
    values: { service?: string | null; water?: string | null; status?: string } = {},
  ): Promise<number> {
    const row = await server.database.db
      .insertInto('contact_submissions')
      .values({
        name,
        email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
        phone: '(918) 555-0100',
        service_needed: values.service === undefined ? 'Roof Repair' : values.service,
        water_coming_in: values.water ?? null,
        created_at: new Date(at),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (values.status)
      await sql`update contact_submissions set status = ${values.status} where id = ${row.id}`.execute(
        server.database.db,
      );
    return row.id;
  }

  async function get<T>(path: string, input?: unknown): Promise<T> {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const response = await server.app.inject({
      method: 'GET',
      url: `/trpc/${path}${query}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    return response.json().result.data as T;
  }
  type Item = {
    id: number;
    name: string;
    emergency: string | null;
    waitingMinutes: number | null;
    waitClock: string;
    overdue: boolean;
  };
  type Page = { items: Item[]; nextCursor: string | null };

  /** Saturday's requests: two open emergencies, one answered, two ordinary ones (one from Friday). */
  async function saturday() {
    return {
      // Friday 3 pm: 2 office hours on Friday, 4 on Saturday morning.
      friday: await insert('Friday Ordinary', '2026-11-20T21:00:00Z'),
      tran: await insert('Linda Tran', '2026-11-21T18:03:00Z', { service: 'Emergency Roofing' }),
      gomez: await insert('Patricia Gomez', '2026-11-21T19:30:00Z', { service: 'Storm Damage', water: 'yes' }),
      ordinary: await insert('Sam Ordinary', '2026-11-21T19:45:00Z'),
      answered: await insert('Answered Emergency', '2026-11-21T19:50:00Z', {
        service: 'Emergency Roofing',
        status: 'contacted',
      }),
    };
  }

  it('decides in SQL as emergencyOf does, for every combination of service and answer', async () => {
    const rows: { id: number; service: string | null; water: string | null }[] = [];
    for (const service of ['Emergency Roofing', 'Roof Repair', null])
      for (const water of ['yes', 'no', null])
        rows.push({
          id: await insert(`${service}-${water}`, '2026-11-21T19:00:00Z', { service, water }),
          service,
          water,
        });
    for (const services of [site.emergencyServices, []]) {
      const inSql = await server.database.db
        .selectFrom('contact_submissions')
        .select('id')
        .where(isEmergency(services))
        .orderBy('id')
        .execute();
      const inCode = rows.filter((row) =>
        emergencyOf({ serviceNeeded: row.service, waterComingIn: row.water }, services),
      );
      expect(inSql.map((row) => row.id)).toEqual(inCode.map((row) => row.id));
    }
  });

  it('lists the open emergencies first, each on its own labelled clock, and counts them overdue around the clock', async () => {
    const ids = await saturday();
    const page = await get<Page>('submissions.list', {});
    expect(page.items.map((item) => item.id)).toEqual([ids.gomez, ids.tran, ids.answered, ids.ordinary, ids.friday]);
    const byId = Object.fromEntries(page.items.map((item) => [item.id, item]));
    // 12:03 → 2:00 pm on a Saturday: the office clock stopped at noon, the emergency's did not.
    expect(byId[ids.tran]).toMatchObject({
      emergency: 'service',
      waitClock: 'emergency',
      waitingMinutes: 117,
      overdue: true,
    });
    expect(byId[ids.gomez]).toMatchObject({
      emergency: 'water',
      waitClock: 'emergency',
      waitingMinutes: 30,
      overdue: false,
    });
    expect(byId[ids.ordinary]).toMatchObject({
      emergency: null,
      waitClock: 'office',
      waitingMinutes: 0,
      overdue: false,
    });
    expect(byId[ids.friday]).toMatchObject({
      emergency: null,
      waitClock: 'office',
      waitingMinutes: 360,
      overdue: true,
    });
    expect(byId[ids.answered]).toMatchObject({ emergency: 'service', waitingMinutes: null, overdue: false });

    const overdue = await get<Page>('submissions.list', { view: 'overdue' });
    expect(overdue.items.map((item) => item.id)).toEqual([ids.tran, ids.friday]);
    expect((await get<{ overdue: number }>('submissions.stats')).overdue).toBe(2);

    const detail = await get<Item>('leads.get', { id: ids.tran });
    expect(detail).toMatchObject({ emergency: 'service', waitClock: 'emergency', waitingMinutes: 117, overdue: true });

    // A search keeps the order: the open emergencies it matches first.
    const search = await get<Page>('submissions.list', { search: 'emergency' });
    expect(search.items.map((item) => item.id)).toEqual([ids.tran, ids.answered]);
  });

  it('pages through the emergencies and then the rest without repeating or skipping a row', async () => {
    const ids = await saturday();
    const order = [ids.gomez, ids.tran, ids.answered, ids.ordinary, ids.friday];
    for (const limit of [1, 2, 3]) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const page: Page = await get<Page>('submissions.list', { limit, cursor });
        expect(page.items.length).toBeLessThanOrEqual(limit);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, `pages of ${limit}`).toEqual(order);
    }
  });

  it('counts a first response on the clock the request waited on, and the median from arrival beside it (T4-11)', async () => {
    // Saturday afternoon, the office closed at noon: a tarp call at 12:03 and an ordinary one at 12:30.
    const tarp = await insert('Linda Tran', '2026-11-21T18:03:00Z', { service: 'Emergency Roofing' });
    const gutter = await insert('Gus Gutter', '2026-11-21T18:30:00Z');
    for (const id of [tarp, gutter]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/trpc/leads.setStatus',
        headers: { 'content-type': 'application/json', origin: SITE, cookie: admin },
        payload: JSON.stringify({ id, version: 1, status: 'contacted' }),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const stored = await server.database.db
      .selectFrom('contact_submissions')
      .select(['name', 'first_response_minutes'])
      .orderBy('id')
      .execute();
    // The emergency waited 117 minutes on its plain clock; the ordinary one none of the office's.
    expect(stored).toEqual([
      { name: 'Linda Tran', first_response_minutes: 117 },
      { name: 'Gus Gutter', first_response_minutes: 0 },
    ]);
    const stats = await get<{ medianFirstResponseMinutes: number; medianFirstResponseElapsedMinutes: number }>(
      'submissions.stats',
    );
    // (117 + 0) / 2 on their own clocks; (117 + 90) / 2 from arrival.
    expect(stats.medianFirstResponseMinutes).toBe(59);
    expect(stats.medianFirstResponseElapsedMinutes).toBe(104);
  });

  it('mails the office an URGENT subject for an emergency service or a leak, outside any storm', async () => {
    const send = async (name: string, fields: Record<string, string>) => {
      const token = await formToken(server.app);
      clock.advance(2_500);
      const sent = await submitJson(server.app, validRequest({ formToken: token, name, ...fields }));
      expect(sent.statusCode).toBe(200);
    };
    await send('Linda Tran', { serviceNeeded: 'Emergency Roofing' });
    await send('Patricia Gomez', { serviceNeeded: 'Storm Damage', waterComingIn: 'yes' });
    await send('Sam Ordinary', { serviceNeeded: 'Roof Repair', waterComingIn: 'no' });
    const notices = await server.database.db
      .selectFrom('email_outbox')
      .select('subject')
      .where('recipient', '<>', 'dana@example.com')
      .orderBy('id')
      .execute();
    expect(notices.map((notice) => notice.subject)).toEqual([
      'URGENT: EMERGENCY - New inspection request from Linda Tran',
      'URGENT: WATER COMING IN - New inspection request from Patricia Gomez',
      'New inspection request from Sam Ordinary',
    ]);
  });
});
