import type { inferRouterOutputs } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewContactSubmission } from '../../server/db/types';
import type { AppRouter } from '../../server/trpc/root';
import { REPORT_COLUMNS } from '../../shared/lead-report';
import { testDatabaseKinds } from '../../testing/test-database';
import { SITE, testClock } from '../support/auth-app';
import { parseCsv } from '../support/csv';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';

type Report = inferRouterOutputs<AppRouter>['reports']['leads'];

// Tuesday 17 November 2026, 10:00 in Tulsa (CST, UTC-6): "this year" is Jan 1 to Nov 17, 2026.
const NOW = new Date('2026-11-17T16:00:00Z');

/**
 * Eight requests with known answers. Business time is America/Chicago: H arrived at 11:30 PM on
 * March 31 there (April 1 in UTC) and belongs to March. F is spam (never counted); G arrived last
 * year and was won in January (only "by won date" counts it).
 */
const FIXTURE: (Partial<NewContactSubmission> & { name: string })[] = [
  {
    name: 'A',
    created_at: '2026-03-10T15:00:00Z',
    channel: 'google-ads',
    page_city: 'Tulsa',
    office: 'tulsa',
    status: 'won',
    inspection_at: '2026-03-12T15:00:00Z',
    estimate_at: '2026-03-15T15:00:00Z',
    won_at: '2026-04-05T15:00:00Z',
    won_value: 12_000,
    first_response_minutes: 30,
  },
  {
    name: 'B',
    created_at: '2026-03-20T15:00:00Z',
    channel: 'google-ads',
    page_city: 'Overland Park',
    office: 'kansas',
    status: 'lost',
    inspection_at: '2026-03-22T15:00:00Z',
    first_response_minutes: 90,
  },
  {
    name: 'C',
    created_at: '2026-03-25T15:00:00Z',
    channel: 'direct',
    page_service: 'Roof Repair',
    office: 'tulsa',
    status: 'estimate_sent',
    inspection_at: '2026-03-26T15:00:00Z',
    estimate_at: '2026-03-27T15:00:00Z',
    first_response_minutes: 10,
  },
  {
    name: 'H',
    created_at: '2026-04-01T04:30:00Z',
    channel: 'direct',
    office: 'tulsa',
    status: 'contacted',
    first_response_minutes: 20,
  },
  {
    name: 'D',
    created_at: '2026-04-02T15:00:00Z',
    channel: 'google-ads',
    page_city: 'Tulsa',
    office: 'tulsa',
    status: 'won',
    inspection_at: '2026-04-03T15:00:00Z',
    estimate_at: '2026-04-04T15:00:00Z',
    won_at: '2026-05-10T15:00:00Z',
    won_value: 8_000,
    first_response_minutes: 50,
  },
  {
    name: 'E',
    created_at: '2026-04-15T15:00:00Z',
    channel: 'referral',
    page_city: 'Overland Park',
    office: 'kansas',
    status: 'new',
  },
  {
    name: 'F',
    created_at: '2026-04-20T15:00:00Z',
    channel: 'google-ads',
    page_city: 'Tulsa',
    office: 'tulsa',
    status: 'spam',
    first_response_minutes: 5,
  },
  {
    name: 'G',
    created_at: '2025-12-20T15:00:00Z',
    channel: 'google-business-profile',
    office: 'kansas',
    status: 'won',
    inspection_at: '2025-12-22T15:00:00Z',
    estimate_at: '2025-12-23T15:00:00Z',
    won_at: '2026-01-15T15:00:00Z',
    won_value: 20_000,
    first_response_minutes: 120,
  },
];

/** The figures of a row or total, in the columns' order, as compact tuples. */
const figures = (f: Report['total']) => [
  f.requests,
  f.inspections,
  f.estimates,
  f.won,
  f.winRate,
  f.wonValue,
  f.valuePerRequest,
  f.medianFirstResponseMinutes,
];

describe.each(testDatabaseKinds)('the Reports view on %s', (kind) => {
  const clock = testClock(NOW);
  const server = useServerApp(kind, { now: clock.now });
  let admin: { id: string; cookie: string };
  let member: { id: string; cookie: string };

  beforeAll(async () => {
    admin = await signedInUser(server.database.db, { email: 'avery@ridgeline.example', admin: true, now: NOW });
    member = await signedInUser(server.database.db, { email: 'visitor@example.com', now: NOW });
    // Each counts for the city and service page its form was on (landed there too).
    for (const row of FIXTURE)
      await server.database.db
        .insertInto('contact_submissions')
        .values({
          email: `${row.name.toLowerCase()}@example.com`,
          credit_city: row.page_city ?? null,
          credit_service: row.page_service ?? null,
          ...row,
        })
        .execute();
  });

  async function report(input: Record<string, unknown>, cookie = admin.cookie) {
    const response = await server.app.inject({
      method: 'GET',
      url: `/trpc/reports.leads?input=${encodeURIComponent(JSON.stringify(input))}`,
      headers: cookie ? { cookie } : {},
    });
    const body = response.json();
    return { status: response.statusCode, data: body.result?.data as Report, error: body.error };
  }
  const csv = (query: string, cookie = admin.cookie) =>
    server.app.inject({ method: 'GET', url: `/api/admin/reports.csv?${query}`, headers: cookie ? { cookie } : {} });

  it('refuses visitors and members, on the call and on the download', async () => {
    expect((await report({}, '')).status).toBe(401);
    const refused = await report({}, member.cookie);
    expect(refused.status).toBe(403);
    expect(refused.data).toBeUndefined();
    const signedOut = await csv('', '');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).toContain('Sign in to download reports');
    const memberCsv = await csv('', member.cookie);
    expect(memberCsv.statusCode).toBe(403);
    expect(memberCsv.body).not.toContain('Requests');
  });

  it('by request date, per month and channel: this year by default, spam left out, months in Tulsa time', async () => {
    const { status, data } = await report({});
    expect(status).toBe(200);
    expect([data.from, data.to, data.group, data.dates]).toEqual([
      '2026-01-01',
      '2026-11-17',
      'month-channel',
      'request',
    ]);
    expect(data.rows.map((row) => [row.month, row.key, row.label, ...figures(row)])).toEqual([
      ['2026-03', 'google-ads', 'Google Ads', 2, 2, 1, 1, 0.5, 12_000, 6_000, 60],
      ['2026-03', 'direct', 'Direct (typed, bookmarked, or not known)', 2, 1, 1, 0, 0, 0, 0, 15],
      ['2026-04', 'google-ads', 'Google Ads', 1, 1, 1, 1, 1, 8_000, 8_000, 50],
      ['2026-04', 'referral', 'Link on another site', 1, 0, 0, 0, 0, 0, 0, null],
    ]);
    // The total's median is of all five answered requests (10, 20, 30, 50, 90), not of the rows' medians.
    expect(figures(data.total)).toEqual([6, 4, 3, 2, 2 / 6, 20_000, 3_333.33, 30]);
  });

  it('by won date: won and its value on the won month (last year’s request won in January counts), the rest on arrival', async () => {
    const { data } = await report({ dates: 'won' });
    expect(data.rows.map((row) => [row.month, row.key, ...figures(row)])).toEqual([
      ['2026-01', 'google-business-profile', 0, 0, 0, 1, null, 20_000, null, null],
      // Two requests and no win each: in the order of their words.
      ['2026-03', 'direct', 2, 1, 1, 0, 0, 0, 0, 15],
      ['2026-03', 'google-ads', 2, 2, 1, 0, 0, 0, 0, 60],
      ['2026-04', 'google-ads', 1, 1, 1, 1, 1, 12_000, 12_000, 50],
      ['2026-04', 'referral', 1, 0, 0, 0, 0, 0, 0, null],
      ['2026-05', 'google-ads', 0, 0, 0, 1, null, 8_000, null, null],
    ]);
    expect(figures(data.total)).toEqual([6, 4, 3, 3, 0.5, 40_000, 6_666.67, 30]);
  });

  it('per city page, per service page and per office, in either mode', async () => {
    const city = (await report({ group: 'city' })).data;
    expect(
      city.rows.map((row) => [row.label, row.requests, row.won, row.wonValue, row.medianFirstResponseMinutes]),
    ).toEqual([
      ['Tulsa', 2, 2, 20_000, 40],
      ['Not from a city page', 2, 0, 0, 15],
      ['Overland Park', 2, 0, 0, 90],
    ]);
    const service = (await report({ group: 'service' })).data;
    expect(service.rows.map((row) => [row.key, row.label, row.requests, row.estimates])).toEqual([
      [null, 'Not from a service page', 5, 2],
      ['Roof Repair', 'Roof Repair', 1, 1],
    ]);
    const office = (await report({ group: 'office', dates: 'won' })).data;
    expect(office.rows.map((row) => [row.label, row.requests, row.won, row.wonValue, row.winRate])).toEqual([
      ['Tulsa Office', 4, 2, 20_000, 0.5],
      ['Kansas Office', 2, 1, 20_000, 0.5],
    ]);
    const spring = (await report({ group: 'channel', dates: 'won', from: '2026-03-01', to: '2026-05-31' })).data;
    expect(spring.rows.map((row) => [row.key, row.won, row.wonValue])).toEqual([
      ['google-ads', 2, 20_000],
      ['direct', 0, 0],
      ['referral', 0, 0],
    ]);
  });

  it('gives the CSV exactly what the screen shows: the same rows, columns and total', async () => {
    const queries: Record<string, string>[] = [
      { group: 'month-channel', dates: 'request' },
      { group: 'city', dates: 'won', from: '2026-03-01', to: '2026-06-30' },
    ];
    for (const query of queries) {
      const { data } = await report(query);
      const response = await csv(new URLSearchParams(query).toString());
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain(`-${data.from}-to-${data.to}.csv`);
      const cells = parseCsv(response.body.replace(/^\uFEFF/, ''));
      const month = query.group === 'month-channel';
      const shown = (f: Report['total']) => REPORT_COLUMNS.map((column) => String(column.csv(f[column.key]) ?? ''));
      expect(cells).toEqual([
        [
          ...(month ? ['Month', 'Channel'] : ['City page']),
          ...REPORT_COLUMNS.map((column) => column.csvLabel ?? column.label),
        ],
        ...data.rows.map((row) => [...(month ? [row.month!] : []), row.label, ...shown(row)]),
        [...(month ? [''] : []), 'Total', ...shown(data.total)],
      ]);
    }
    const text = (await csv('group=month-channel')).body;
    expect(text).toContain('\r\n2026-03,Google Ads,2,2,1,1,50.0%,12000,6000.00,60\r\n');
  });

  it('refuses a bad question with what to fix', async () => {
    const swapped = await report({ from: '2026-05-01', to: '2026-03-01' });
    expect(swapped.status).toBe(400);
    expect(swapped.error.message).toContain('The from date is after the to date');
    const bad = await csv('group=colour');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Group must be one of');
    expect((await csv('from=2026-02-30')).body).toContain('not a day of the calendar');
  });

  it('dates the funnel when an admin moves a request: stages passed stay, a Won taken back is no job', async () => {
    const { id } = await server.database.db
      .insertInto('contact_submissions')
      .values({ name: 'Moved', email: 'moved@example.com', created_at: NOW, channel: 'yelp' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const move = async (version: number, status: string) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/trpc/leads.setStatus',
        headers: { 'content-type': 'application/json', origin: SITE, cookie: admin.cookie },
        payload: JSON.stringify({ id, version, status }),
      });
      expect(response.statusCode).toBe(200);
    };
    const row = () =>
      server.database.db
        .selectFrom('contact_submissions')
        .select(['inspection_at', 'estimate_at', 'won_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    await move(1, 'won');
    expect(await row()).toEqual({ inspection_at: NOW, estimate_at: NOW, won_at: NOW });
    const later = new Date(NOW.getTime() + 3_600_000);
    clock.set(later);
    await move(2, 'lost');
    expect(await row()).toEqual({ inspection_at: NOW, estimate_at: NOW, won_at: null });
    const yelp = (await report({ group: 'channel' })).data.rows.find((r) => r.key === 'yelp')!;
    expect([yelp.requests, yelp.inspections, yelp.estimates, yelp.won]).toEqual([1, 1, 1, 0]);
    clock.set(NOW);
  });
});
