import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { inferRouterOutputs } from '@trpc/server';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditLandingPages } from '../../server/reports/page-credit';
import type { AppRouter } from '../../server/trpc/root';
import { pageCredit } from '../../shared/page-credit';
import type { PageFacts, SiteIndex } from '../../shared/page-facts';
import { testDatabaseKinds } from '../../testing/test-database';
import { testClock } from '../support/auth-app';
import { parseCsv } from '../support/csv';
import { formToken, submitJson, validRequest } from '../support/contact';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';

type Report = inferRouterOutputs<AppRouter>['reports']['leads'];

const SITE_URL = 'https://www.ridgelineroofing.example';
// The clock starts at the real time: a request's received time is the database's own now(), and
// the report's range ends at the app's day, so a fixed day made the test fail once the real one passed it.
const NOW = new Date();

const PAGES: PageFacts[] = [
  { path: '/', kind: 'home', city: null, state: null, service: null, office: null },
  { path: '/contact', kind: 'contact', city: null, state: null, service: null, office: null },
  {
    path: '/locations/broken-arrow',
    kind: 'city',
    city: 'Broken Arrow',
    state: 'OK',
    service: null,
    office: 'tulsa',
  },
  {
    path: '/locations/kansas-city',
    kind: 'city',
    city: 'Kansas City',
    state: 'MO',
    service: null,
    office: 'kansas',
  },
  {
    path: '/services/emergency-roofing',
    kind: 'service',
    city: null,
    state: null,
    service: 'Emergency Roofing',
    office: null,
  },
];

/** A built site's page index (what `npm run build` writes beside dist/client). */
function builtDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'report-credit-'));
  const index: SiteIndex = { pages: PAGES, cities: [] };
  writeFileSync(path.join(root, 'page-index.json'), JSON.stringify(index));
  mkdirSync(path.join(root, 'client'));
  return path.join(root, 'client');
}

describe('the page a request counts for in Reports', () => {
  const city = (name: string) => ({ city: name, service: null });
  const service = (name: string) => ({ city: null, service: name });
  const general = { city: null, service: null };

  it('is the form’s page where it is a city or service page, else the landing page', () => {
    expect(pageCredit(general, city('Broken Arrow'))).toEqual({ creditCity: 'Broken Arrow', creditService: null });
    expect(pageCredit(general, service('Emergency Roofing'))).toEqual({
      creditCity: null,
      creditService: 'Emergency Roofing',
    });
    expect(pageCredit(city('Tulsa'), city('Broken Arrow'))).toEqual({ creditCity: 'Tulsa', creditService: null });
    // Each kind on its own: a service page's form after landing on a city page credits both.
    expect(pageCredit(service('Roof Repair'), city('Jenks'))).toEqual({
      creditCity: 'Jenks',
      creditService: 'Roof Repair',
    });
    expect(pageCredit(general, general)).toEqual({ creditCity: null, creditService: null });
    expect(pageCredit(null, null)).toEqual({ creditCity: null, creditService: null });
  });
});

describe.each(testDatabaseKinds)('Reports credit the page that brought a request, on %s', (kind) => {
  const clock = testClock(NOW);
  const server = useServerApp(kind, {
    now: clock.now,
    distDir: builtDist(),
    env: { SITE_URL, RATE_LIMIT_CONTACT: '10000' },
  });
  let admin: { id: string; cookie: string };
  beforeAll(async () => {
    admin = await signedInUser(server.database.db, { email: 'avery@ridgeline.example', admin: true, now: NOW });
  });
  beforeEach(async () => {
    await server.database.db.deleteFrom('email_outbox').execute();
    await server.database.db.deleteFrom('contact_submissions').execute();
  });

  async function send(fields: Record<string, unknown>) {
    const token = await formToken(server.app);
    clock.advance(2_500);
    const response = await submitJson(server.app, validRequest({ formToken: token, ...fields }));
    expect(response.statusCode).toBe(200);
  }
  async function report(input: Record<string, unknown>): Promise<Report> {
    const response = await server.app.inject({
      method: 'GET',
      url: `/trpc/reports.leads?input=${encodeURIComponent(JSON.stringify(input))}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json().result.data as Report;
  }
  const rows = (r: Report) => r.rows.map((row) => [row.label, row.requests]);

  it('a request sent from /contact after landing on a city page counts for that city page', async () => {
    await send({ page: '/contact', landingPage: '/locations/broken-arrow' });
    await send({ page: '/contact', landingPage: '/' });
    expect(rows(await report({ group: 'city' }))).toEqual([
      ['Broken Arrow', 1],
      ['Not from a city page', 1],
    ]);
  });

  it('a request that landed on a service page counts for that service page', async () => {
    await send({ page: '/contact', landingPage: '/services/emergency-roofing' });
    await send({ page: '/', landingPage: '/services/emergency-roofing' });
    await send({ page: '/contact', landingPage: '/locations/kansas-city' });
    expect(rows(await report({ group: 'service' }))).toEqual([
      ['Emergency Roofing', 2],
      ['Not from a service page', 1],
    ]);
  });

  it('the customer list’s CSV says which pages a request counts for, next to the page it was sent from', async () => {
    await send({ page: '/contact', landingPage: '/locations/broken-arrow' });
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/admin/submissions.csv',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const [head, row] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    const cell = (label: string) => row![head!.indexOf(label)];
    expect(cell('Page')).toBe('/contact');
    expect(cell('Landing page')).toBe('/locations/broken-arrow');
    expect(cell('Counts for city page')).toBe('Broken Arrow');
  });

  it('splits “Not tracked: as the visitor said” by the answer the visitor gave', async () => {
    await send({ page: '/contact', landingPage: '/contact', heardAbout: 'referral' });
    await send({ page: '/contact', landingPage: '/contact', heardAbout: 'referral' });
    await send({ page: '/contact', landingPage: '/contact', heardAbout: 'truck' });
    await send({ page: '/contact', landingPage: '/contact', heardAbout: 'insurance-agent' });
    await send({ page: '/contact', landingPage: '/contact' });
    const channel = await report({ group: 'channel' });
    expect(channel.rows.map((row) => [row.key, row.label, row.requests])).toEqual([
      ['self-reported:referral', 'Visitor said: A neighbor, friend or family', 2],
      ['direct', 'Direct (typed, bookmarked, or not known)', 1],
      ['self-reported:insurance-agent', 'Visitor said: My insurance agent', 1],
      ['self-reported:truck', 'Visitor said: One of our trucks', 1],
    ]);
    // The months-by-channel grouping splits them the same way.
    expect((await report({})).rows.filter((row) => row.key?.startsWith('self-reported:'))).toHaveLength(3);
  });

  it('credits requests stored before, from their landing page, once, at start-up', async () => {
    const { db } = server.database;
    // As the migration left them: credited with their form's page only.
    await db
      .insertInto('contact_submissions')
      .values([
        { name: 'Megan', email: 'm@example.com', page: '/contact', landing_page: '/locations/broken-arrow' },
        {
          name: 'Linda',
          email: 'l@example.com',
          page: '/contact',
          landing_page: '/services/emergency-roofing',
          status: 'won',
          won_at: NOW,
          won_value: 1_450,
        },
        {
          name: 'Sam',
          email: 's@example.com',
          page: '/locations/kansas-city',
          page_city: 'Kansas City',
          credit_city: 'Kansas City',
          landing_page: '/locations/broken-arrow',
        },
        { name: 'Walk-in', email: 'w@example.com' },
      ])
      .execute();
    await sql`insert into report_credit_pending default values`.execute(db);
    const pages = new Map(PAGES.map((page) => [page.path, page]));
    expect(await creditLandingPages(db, new Map())).toBe(0);
    expect(await creditLandingPages(db, pages)).toBe(2);
    expect(rows(await report({ group: 'city' }))).toEqual([
      ['Not from a city page', 2],
      ['Broken Arrow', 1],
      ['Kansas City', 1],
    ]);
    const service = await report({ group: 'service', dates: 'won' });
    expect(service.rows.map((row) => [row.label, row.requests, row.won, row.wonValue])).toEqual([
      ['Not from a service page', 3, 0, 0],
      ['Emergency Roofing', 1, 1, 1_450],
    ]);
    // Done once: the next start finds nothing to do.
    await db.updateTable('contact_submissions').set({ status: 'contacted' }).where('name', '=', 'Walk-in').execute();
    expect(await creditLandingPages(db, pages)).toBe(0);
  });
});
