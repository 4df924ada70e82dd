import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { startStorm } from '../../server/storm/storms';
import { testDatabaseKinds } from '../../testing/test-database';
import { testClock } from '../support/auth-app';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { accepted } from '../support/storm-site';

const ORIGIN = 'http://localhost:3000';
// Saturday, November 21, 2026, 10:00 in Tulsa: a weekend, so business hours and wall-clock hours differ.
const SATURDAY_10AM = new Date('2026-11-21T16:00:00Z');
const HOUR = 3_600_000;

describe.each(testDatabaseKinds)('the storm view, on %s', (kind) => {
  const clock = testClock(SATURDAY_10AM);
  const server = useServerApp(kind, { now: clock.now, env: { STORM_RESPONSE_HOURS: '1' } });
  let admin: string;
  let stormId: number;
  const ids: Record<string, number> = {};

  async function request(
    name: string,
    values: {
      ageHours: number;
      status?: string;
      water?: string;
      claim?: string;
      storm?: boolean;
      address?: string;
      pageCity?: string;
      source?: string;
      /** When a won one was won; now by default. */
      wonHoursAgo?: number;
    },
  ) {
    const row = await server.database.db
      .insertInto('contact_submissions')
      .values({
        name,
        email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
        phone: '(918) 555-0100',
        address: values.address ?? null,
        source: values.source ?? 'form',
        idempotency_key: null,
        water_coming_in: values.water ?? null,
        claim_filed: values.claim ?? null,
        page_city: values.pageCity ?? null,
        storm_id: values.storm === false ? null : stormId,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`update contact_submissions set created_at = ${new Date(clock.now().getTime() - values.ageHours * HOUR)},
      status = ${values.status ?? 'new'},
      inspection_at = ${['inspection_scheduled', 'estimate_sent', 'won'].includes(values.status ?? '') ? clock.now() : null},
      won_at = ${values.status === 'won' ? (values.wonHoursAgo === undefined ? clock.now() : new Date(clock.now().getTime() - values.wonHoursAgo * HOUR)) : null}
      where id = ${row.id}`.execute(server.database.db);
    ids[name] = row.id;
    return row.id;
  }

  beforeAll(async () => {
    admin = (await signedInUser(server.database.db, { email: 'owner@example.com', admin: true, now: clock.now() }))
      .cookie;
    // Customers won before the storm: two in its towns (one by city page, one by address), one elsewhere.
    await request('Old Tulsa Customer', {
      ageHours: 24 * 400,
      status: 'won',
      wonHoursAgo: 24 * 380,
      storm: false,
      pageCity: 'Tulsa',
    });
    await request('Old Broken Arrow Customer', {
      ageHours: 24 * 200,
      status: 'won',
      wonHoursAgo: 24 * 190,
      storm: false,
      address: '12 Elm St, Broken Arrow, OK 74012',
    });
    await request('Old Olathe Customer', {
      ageHours: 24 * 100,
      status: 'won',
      wonHoursAgo: 24 * 90,
      storm: false,
      pageCity: 'Olathe',
    });
    await request('Lost Tulsa Lead', { ageHours: 24 * 50, status: 'lost', storm: false, pageCity: 'Tulsa' });
    const storm = accepted(
      await startStorm(
        server.database.db,
        {
          name: 'November 20 hail',
          date: '2026-11-20',
          until: '2026-12-20',
          cities: [
            { slug: 'tulsa', name: 'Tulsa', state: 'OK' },
            { slug: 'broken-arrow', name: 'Broken Arrow', state: 'OK' },
          ],
          hail: null,
          message: null,
        },
        { label: 'test' },
        clock.now(),
        'America/Chicago',
      ),
    );
    stormId = storm.id;
    await request('Waiting Longest', { ageHours: 5 });
    await request('Fresh Leak', { ageHours: 0.25, water: 'yes' });
    await request('Older Leak', { ageHours: 2, water: 'yes', claim: 'yes' });
    await request('Half Hour', { ageHours: 0.5, water: 'no' });
    await request('Inspected', { ageHours: 4, status: 'inspection_scheduled', claim: 'yes' });
    await request('Done Leak', { ageHours: 3, status: 'won', water: 'yes' });
    await request('Not Storm', { ageHours: 6, storm: false });
  });

  const view = async (input: object = {}) => {
    const response = await server.app.inject({
      url: `/trpc/stormQueue.view?input=${encodeURIComponent(JSON.stringify(input))}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result.data;
  };

  it('puts open leaks first, then the longest waiting, then the closed; overdue after one hour, weekend included', async () => {
    const data = await view();
    expect(data.storm).toMatchObject({
      id: stormId,
      active: true,
      responseHours: 1,
      cities: ['Tulsa', 'Broken Arrow'],
    });
    expect(data.requests.map((r: { name: string }) => r.name)).toEqual([
      'Older Leak',
      'Fresh Leak',
      'Waiting Longest',
      'Inspected',
      'Half Hour',
      'Done Leak',
    ]);
    const byName = Object.fromEntries(data.requests.map((r: { name: string }) => [r.name, r]));
    // Saturday morning: the business clock would count 2 hours at most; the storm counts all 5.
    expect(byName['Waiting Longest']).toMatchObject({ waitingMinutes: 300, overdue: true, waitClock: 'storm' });
    expect(byName['Older Leak']).toMatchObject({ waitingMinutes: 120, overdue: true });
    expect(byName['Fresh Leak']).toMatchObject({ waitingMinutes: 15, overdue: false });
    expect(byName.Inspected).toMatchObject({ waitingMinutes: null, overdue: false });
  });

  it('counts the storm: requests, leaks, inspections booked, claims filed, won', async () => {
    expect((await view()).counters).toEqual({ requests: 6, leaks: 3, inspections: 2, claimsFiled: 2, won: 1 });
  });

  it('lists the past customers in the hit towns and keeps who called them and when', async () => {
    const before = (await view()).pastCustomers;
    expect(before.map((c: { name: string; city: string }) => [c.name, c.city])).toEqual([
      ['Old Tulsa Customer', 'Tulsa'],
      ['Old Broken Arrow Customer', 'Broken Arrow'],
    ]);
    expect(before[0].calledAt).toBeNull();

    clock.advance(60_000);
    const marked = await server.app.inject({
      method: 'POST',
      url: '/trpc/stormQueue.markCalled',
      headers: { cookie: admin, 'content-type': 'application/json', origin: ORIGIN },
      payload: JSON.stringify({ stormId, id: ids['Old Tulsa Customer'], called: true }),
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const after = (await view()).pastCustomers;
    // Called ones go to the end of the list, with who and when.
    expect(after.map((c: { name: string }) => c.name)).toEqual(['Old Broken Arrow Customer', 'Old Tulsa Customer']);
    expect(after[1]).toMatchObject({ calledBy: 'owner@example.com', calledAt: clock.now().toISOString() });

    const visitor = await signedInUser(server.database.db, { email: 'visitor@example.com', now: clock.now() });
    const refused = await server.app.inject({
      method: 'POST',
      url: '/trpc/stormQueue.markCalled',
      headers: { cookie: visitor.cookie, 'content-type': 'application/json', origin: ORIGIN },
      payload: JSON.stringify({ stormId, id: ids['Old Broken Arrow Customer'], called: true }),
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await server.app.inject({
      url: `/trpc/stormQueue.view?input=${encodeURIComponent('{}')}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  const post = (procedure: string, input: object) =>
    server.app.inject({
      method: 'POST',
      url: `/trpc/${procedure}`,
      headers: { cookie: admin, 'content-type': 'application/json', origin: ORIGIN },
      payload: JSON.stringify(input),
    });
  const names = async () => (await view()).requests.map((r: { name: string }) => r.name);

  it('counts the storm from its date in its towns, phoned-in ones too; past customers are those won before that date', async () => {
    // The storm is dated Friday Nov 20 and was declared Saturday 10:00: the first calls came before.
    const before = (await view()).counters.requests;
    await request('Hail Night Tulsa', { ageHours: 20, storm: false, pageCity: 'Tulsa' });
    await request('Phoned Broken Arrow', {
      ageHours: 1,
      storm: false,
      source: 'phone',
      water: 'yes',
      address: '4 Oak Ave, Broken Arrow, OK 74011',
    });
    // Thursday evening, before the storm's date: not its request.
    await request('Day Before Tulsa', { ageHours: 40, storm: false, pageCity: 'Tulsa' });
    // Wrote about the storm on Friday and was won this morning: this storm's customer, not a past one.
    await request('Won This Storm Tulsa', {
      ageHours: 30,
      status: 'won',
      wonHoursAgo: 2,
      storm: false,
      pageCity: 'Tulsa',
    });
    // Won on Thursday, the day before the storm: a past customer to call.
    await request('Won Thursday Tulsa', {
      ageHours: 24 * 10,
      status: 'won',
      wonHoursAgo: 40,
      storm: false,
      pageCity: 'Tulsa',
    });
    const data = await view();
    const listed = data.requests.map((r: { name: string }) => r.name);
    expect(listed).toEqual(expect.arrayContaining(['Hail Night Tulsa', 'Phoned Broken Arrow', 'Won This Storm Tulsa']));
    expect(listed).not.toContain('Day Before Tulsa');
    expect(listed).not.toContain('Won Thursday Tulsa');
    // The phoned-in leak is an open leak: at the top with the others.
    expect(listed.slice(0, 3)).toContain('Phoned Broken Arrow');
    expect(data.counters.requests).toBe(before + 3);
    const past = data.pastCustomers.map((c: { name: string }) => c.name);
    expect(past).toContain('Won Thursday Tulsa');
    expect(past).not.toContain('Won This Storm Tulsa');
    expect(past).toEqual(expect.arrayContaining(['Old Tulsa Customer', 'Old Broken Arrow Customer']));
  });

  it('adds a request to the storm and takes one out, from the lead', async () => {
    const membership = async (name: string) => {
      const response = await server.app.inject({
        url: `/trpc/stormQueue.membership?input=${encodeURIComponent(JSON.stringify({ id: ids[name] }))}`,
        headers: { cookie: admin },
      });
      return response.json().result.data;
    };
    expect(await membership('Not Storm')).toMatchObject({
      storm: { id: stormId, name: 'November 20 hail', active: true },
      member: false,
    });
    expect((await post('stormQueue.setMember', { stormId, id: ids['Not Storm'], member: true })).statusCode).toBe(200);
    expect(await names()).toContain('Not Storm');
    expect((await membership('Not Storm')).member).toBe(true);
    // The request's History says who added it.
    const lead = await server.app.inject({
      url: `/trpc/leads.get?input=${encodeURIComponent(JSON.stringify({ id: ids['Not Storm'] }))}`,
      headers: { cookie: admin },
    });
    expect(lead.json().result.data.history[0]).toMatchObject({
      kind: 'storm',
      actor: 'owner@example.com',
      to: 'November 20 hail',
    });

    // Taken out, the towns-and-date rule no longer brings it back; added again, it is back.
    expect((await membership('Hail Night Tulsa')).member).toBe(true);
    await post('stormQueue.setMember', { stormId, id: ids['Hail Night Tulsa'], member: false });
    expect(await names()).not.toContain('Hail Night Tulsa');
    await post('stormQueue.setMember', { stormId, id: ids.Inspected, member: false });
    expect(await names()).not.toContain('Inspected');
    await post('stormQueue.setMember', { stormId, id: ids['Hail Night Tulsa'], member: true });
    expect(await names()).toContain('Hail Night Tulsa');

    const gone = await post('stormQueue.setMember', { stormId, id: 999_999, member: true });
    expect(gone.statusCode).toBe(404);
    const visitor = await signedInUser(server.database.db, { email: 'visitor2@example.com', now: clock.now() });
    const refused = await server.app.inject({
      method: 'POST',
      url: '/trpc/stormQueue.setMember',
      headers: { cookie: visitor.cookie, 'content-type': 'application/json', origin: ORIGIN },
      payload: JSON.stringify({ stormId, id: ids['Not Storm'], member: false }),
    });
    expect(refused.statusCode).toBe(403);
  });
});
