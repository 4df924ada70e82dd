import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageFacts, SiteIndex } from '../../shared/page-facts';
import { testDatabaseKinds } from '../../testing/test-database';
import { testClock } from '../support/auth-app';
import { formToken, submitForm, submitJson, validRequest } from '../support/contact';
import { useServerApp } from '../support/server-app';

const SITE_URL = 'https://www.ridgelineroofing.example';
const KANSAS_MAIL = 'kansascity@ridgelineroofing.example';
const OFFICE_MAIL = 'office@ridgeline.example';

/** A built site's page index (what `npm run build` writes beside dist/client). */
function builtDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'provenance-'));
  const facts: PageFacts[] = [
    { path: '/', kind: 'home', city: null, state: null, service: null, office: null },
    { path: '/contact', kind: 'contact', city: null, state: null, service: null, office: null },
    {
      path: '/locations/overland-park',
      kind: 'city',
      city: 'Overland Park',
      state: 'KS',
      service: null,
      office: 'kansas',
    },
    { path: '/services/roof-repair', kind: 'service', city: null, state: null, service: 'Roof Repair', office: null },
  ];
  const index: SiteIndex = { pages: facts, cities: [{ slug: 'overland-park', name: 'Overland Park', state: 'KS' }] };
  writeFileSync(path.join(root, 'page-index.json'), JSON.stringify(index));
  mkdirSync(path.join(root, 'client'));
  return path.join(root, 'client');
}

describe.each(testDatabaseKinds)('where a request came from, on %s', (kind) => {
  const clock = testClock(new Date());
  const server = useServerApp(kind, {
    now: clock.now,
    distDir: builtDist(),
    env: { SITE_URL, RATE_LIMIT_CONTACT: '10000', ADMIN_NOTIFY_TO: OFFICE_MAIL },
  });
  beforeEach(async () => {
    await server.database.db.deleteFrom('email_outbox').execute();
    await server.database.db.deleteFrom('contact_submissions').execute();
  });
  async function agedToken() {
    const token = await formToken(server.app);
    clock.advance(2_500);
    return token;
  }
  const onlyRow = async () => {
    const rows = await server.database.db.selectFrom('contact_submissions').selectAll().execute();
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };
  const mails = () => server.database.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();

  it('keeps the visit’s first touch, the page, the office the visitor browsed and the channel; the Kansas office reads it', async () => {
    const response = await submitJson(
      server.app,
      validRequest({
        formToken: await agedToken(),
        page: '/contact',
        office: 'tulsa',
        visitOffice: 'kansas',
        landingPage: '/locations/overland-park',
        referrerHost: 'www.google.com',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'KC hail 2026',
        gclid: 'abc',
        heardAbout: 'google-search',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await onlyRow()).toMatchObject({
      page: '/contact',
      page_kind: 'contact',
      page_city: null,
      credit_city: 'Overland Park',
      credit_service: null,
      office: 'kansas',
      landing_page: '/locations/overland-park',
      referrer_host: 'www.google.com',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'KC hail 2026',
      gclid: 'abc',
      heard_about: 'google-search',
      channel: 'google-ads',
      channel_rules: '1',
    });
    const [notice, confirmation] = await mails();
    expect(notice).toMatchObject({ recipient: KANSAS_MAIL, reply_to: 'dana@example.com' });
    expect(notice!.text_body).toContain('Channel: Google Ads');
    // The office by its name, never its id.
    expect(notice!.text_body).toContain('Office: Kansas Office');
    expect(notice!.text_body).not.toMatch(/Office: kansas/);
    expect(confirmation).toMatchObject({ recipient: 'dana@example.com', reply_to: KANSAS_MAIL });
  });

  it('gives a city page’s request to the page’s office, whatever the visitor browsed before', async () => {
    await submitJson(
      server.app,
      validRequest({ formToken: await agedToken(), page: '/locations/overland-park', visitOffice: 'tulsa' }),
    );
    expect(await onlyRow()).toMatchObject({
      page_kind: 'city',
      page_city: 'Overland Park',
      office: 'kansas',
      channel: 'direct',
    });
  });

  it('without JavaScript, records the form’s page and the tags in its address from the Referer; a general page belongs to the primary office', async () => {
    const response = await submitForm(
      server.app,
      { ...(validRequest({ formToken: await agedToken() }) as Record<string, string>), page: '/' },
      { referer: `${SITE_URL}/?utm_source=gbp&utm_medium=organic`, origin: SITE_URL },
    );
    expect(response.statusCode).toBe(200);
    expect(await onlyRow()).toMatchObject({
      source: 'form-nojs',
      page: '/',
      page_kind: 'home',
      office: 'tulsa',
      landing_page: '/',
      utm_source: 'gbp',
      channel: 'google-business-profile',
    });
    expect((await mails())[0]).toMatchObject({ recipient: OFFICE_MAIL, reply_to: 'dana@example.com' });
  });

  it('with no city in the visit, gives a Kansas address to the Kansas office: its notice to that office, by name', async () => {
    const response = await submitJson(
      server.app,
      validRequest({
        formToken: await agedToken(),
        page: '/services/roof-repair',
        address: '15800 W 135th St, Olathe, KS',
        phone: '(918) 555-0100',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await onlyRow()).toMatchObject({ page_kind: 'service', office: 'kansas' });
    const [notice, confirmation] = await mails();
    expect(notice).toMatchObject({ recipient: KANSAS_MAIL });
    expect(notice!.text_body).toContain('Office: Kansas Office');
    expect(confirmation).toMatchObject({ reply_to: KANSAS_MAIL });
  });

  it('with no city and no state in the address, the phone’s area code picks the office (913 and 816 are Kansas City’s)', async () => {
    for (const phone of ['(913) 555-0111', '816-555-0122']) {
      await submitJson(
        server.app,
        validRequest({ formToken: await agedToken(), page: '/', address: '4401 S Elm Pl', phone }),
      );
      expect(await onlyRow(), phone).toMatchObject({ office: 'kansas' });
      await server.database.db.deleteFrom('contact_submissions').execute();
    }
    // An Oklahoma address wins over a Kansas City phone, and a browsed city page over both.
    await submitJson(server.app, validRequest({ formToken: await agedToken(), page: '/', phone: '(913) 555-0111' }));
    expect(await onlyRow()).toMatchObject({ office: 'tulsa' });
    await server.database.db.deleteFrom('contact_submissions').execute();
    await submitJson(
      server.app,
      validRequest({ formToken: await agedToken(), page: '/', address: '1 Main St, Olathe, KS', visitOffice: 'tulsa' }),
    );
    expect(await onlyRow()).toMatchObject({ office: 'tulsa' });
  });

  it('takes the page from the Referer when the form sent none, and ignores another site’s Referer', async () => {
    const token = await agedToken();
    const body = validRequest({ formToken: token }) as Record<string, string>;
    await submitForm(server.app, body, { referer: `${SITE_URL}/services/roof-repair`, origin: SITE_URL });
    expect(await onlyRow()).toMatchObject({
      page: '/services/roof-repair',
      page_kind: 'service',
      page_service: 'Roof Repair',
    });
    await server.database.db.deleteFrom('contact_submissions').execute();
    const other = validRequest({ formToken: await agedToken() }) as Record<string, string>;
    await submitForm(server.app, other, {
      referer: 'https://elsewhere.example/services/roof-repair',
      origin: SITE_URL,
    });
    expect(await onlyRow()).toMatchObject({ page: null, page_kind: null, office: 'tulsa' });
  });

  it('drops huge, hostile or personal values and never loses the request', async () => {
    const response = await submitJson(
      server.app,
      validRequest({
        formToken: await agedToken(),
        page: '//evil.example/x',
        visitOffice: 'nowhere',
        landingPage: 'https://evil.example/landing',
        referrerHost: 'not a host <b>',
        utmSource: 'g'.repeat(5_000),
        utmMedium: '<script>alert(1)</script>',
        utmCampaign: 'dana@example.com',
        utmTerm: { nested: true },
        utmContent: ['a', 'b'],
        gclid: 'abc def',
        fbclid: 'x'.repeat(300),
      }),
    );
    expect(response.statusCode).toBe(200);
    const row = await onlyRow();
    for (const column of [
      'page',
      'landing_page',
      'referrer_host',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'gclid',
      'fbclid',
    ] as const)
      expect(row[column], column).toBeNull();
    expect(row).toMatchObject({ office: 'tulsa', channel: 'direct', name: 'Dana Whitfield' });
  });

  it('takes an answer to "How did you hear about us?" from the list only, and says so', async () => {
    const wrong = await submitJson(
      server.app,
      validRequest({ formToken: await agedToken(), heardAbout: 'a billboard' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.heardAbout).toBe('Please choose an answer from the list, or leave it empty');
    await submitJson(server.app, validRequest({ formToken: await agedToken(), heardAbout: 'yard-sign' }));
    expect(await onlyRow()).toMatchObject({ heard_about: 'yard-sign', channel: 'self-reported' });
  });
});
