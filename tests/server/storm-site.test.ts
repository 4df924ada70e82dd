import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadCities } from '../../content/cities';
import { readSiteIndex } from '../../server/site-index';
import { checkStormInput, endStorm, startStorm } from '../../server/storm/storms';
import { testClock } from '../support/auth-app';
import { useServerApp } from '../support/server-app';
import { site } from '../support/site';
import { signedInUser } from '../support/sessions';
import { accepted, STORM_SITE_INDEX, STORM_SITE_PUBLIC, writeStormSite } from '../support/storm-site';
import { testDatabaseKinds } from '../../testing/test-database';

const TZ = site.timeZone;
const kansas = site.offices.find((office) => office.id === 'kansas')!;
const tulsa = site.offices.find((office) => office.id === 'tulsa')!;

describe.each(testDatabaseKinds)('the storm banner on the served site (%s)', (kind) => {
  // 10:00 in Tulsa, the day after the storm.
  const clock = testClock(new Date('2026-11-25T16:00:00Z'));
  const server = useServerApp(kind, () => ({ distDir: writeStormSite(), now: clock.now, stormCacheMs: 0 }));
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  const start = async (until = '2026-11-30') => {
    const values = accepted(
      checkStormInput(
        { name: 'Hail, Nov 24', date: '2026-11-24', cities: ['tulsa', 'olathe'], until, hail: '1.75 in' },
        { cities: await loadCities(), timeZone: TZ, now: clock.now() },
      ),
    );
    return accepted(await startStorm(server.database.db, values, { label: 'test' }, clock.now(), TZ));
  };

  it('serves the pages as built while no storm is active', async () => {
    for (const url of [...STORM_SITE_PUBLIC, '/storm']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('storm-banner');
      expect(page.body).not.toContain('id="storm-data"');
    }
    expect((await get('/storm')).body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect((await get('/sitemap.xml')).body).not.toContain('/storm<');
  });

  it('fills the banner into every public page and alias at once, with the right office to call', async () => {
    const before = await get('/');
    const storm = await start();
    for (const url of STORM_SITE_PUBLIC) {
      const page = await get(url);
      expect(page.body, url).toContain('<aside class="storm-banner"');
      expect(page.body, url).toContain('Hail, Nov 24');
      expect(page.body, url).toContain('Free inspection, emergency tarping 24/7.');
      expect(page.body, url).toContain('href="/storm"');
      expect(page.body, url).toContain(`<script type="application/json" id="storm-data">{"id":${storm.id},`);
    }
    // A Kansas city page (and its alias) dials the Kansas office only; the home page both hit states' offices.
    for (const url of ['/locations/olathe', '/locations/olathe-roofing']) {
      const body = (await get(url)).body;
      expect(body).toContain(kansas.phone);
      expect(body).not.toContain(tulsa.phone);
    }
    const home = await get('/');
    expect(home.body).toContain(kansas.phone);
    expect(home.body).toContain(tulsa.phone);
    expect(home.body).toContain('Hit: Tulsa and Olathe.');
    // Not from a cache: a new ETag (the old one gets the whole page), no date of the built file.
    expect(home.headers.etag).not.toBe(before.headers.etag);
    expect(home.headers['last-modified']).toBeUndefined();
    expect(home.headers['cache-control']).toBe('no-cache');
    const revalidated = await get('/', { 'if-none-match': String(before.headers.etag) });
    expect(revalidated.statusCode).toBe(200);
    expect((await get('/', { 'if-none-match': String(home.headers.etag) })).statusCode).toBe(304);
    // Not from the build's precompressed copies either: both encodings carry the banner.
    const br = await server.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(home.body);
    const gz = await server.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(home.body);
    // The 404 page too; the dashboard never.
    expect((await get('/no-such-page')).body).toContain('storm-banner');
    expect((await get('/admin')).body).not.toContain('storm-banner');
    expect((await get('/admin')).body).not.toContain('storm-data');
  });

  it('opens /storm to search engines during the storm, with its facts, and lists it in the sitemap', async () => {
    const page = await get('/storm');
    expect(page.body).not.toContain('name="robots"');
    expect(page.body).toContain('<h2 class="storm-details-heading">Hail, Nov 24</h2>');
    expect(page.body).toContain('hail up to 1.75 in');
    expect(page.body).toContain('href="/locations/olathe"');
    expect(page.body).not.toContain('No storm is declared right now');
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${site.url}/storm</loc>`);
  });

  it('disappears by itself when the until day is over in the office time zone', async () => {
    // 23:59 on November 30 in Tulsa: still shown; midnight: gone, with the built page's ETag back.
    const built = await get('/admin');
    clock.set(new Date('2026-12-01T05:59:00Z'));
    expect((await get('/')).body).toContain('storm-banner');
    clock.set(new Date('2026-12-01T06:00:00Z'));
    const home = await get('/');
    expect(home.body).not.toContain('storm-banner');
    expect(home.headers['last-modified']).toBeDefined();
    expect((await get('/storm')).body).toContain('No storm is declared right now');
    expect((await get('/storm')).body).toContain('name="robots"');
    expect((await get('/sitemap.xml')).body).not.toContain('/storm<');
    expect(built.statusCode).toBe(200);
  });

  it("goes at once when the storm is ended, and never shows on another region's city pages", async () => {
    clock.set(new Date('2026-12-02T16:00:00Z'));
    const values = accepted(
      checkStormInput(
        { name: 'Wind, Dec 2', date: '2026-12-02', cities: ['jenks'] },
        { cities: await loadCities(), timeZone: TZ, now: clock.now() },
      ),
    );
    accepted(await startStorm(server.database.db, values, { label: 'test' }, clock.now(), TZ));
    expect((await get('/about')).body).toContain('Wind, Dec 2');
    // Jenks is in Oklahoma: the home page dials the Tulsa office only.
    expect((await get('/')).body).not.toContain(kansas.phone);
    // Nor does a Kansas city page show it, where it would read as if Olathe had been hit.
    expect((await get('/locations/tulsa')).body).toContain('Wind, Dec 2');
    for (const url of ['/locations/olathe', '/locations/olathe-roofing'])
      expect((await get(url)).body, url).not.toContain('storm-banner');
    await endStorm(server.database.db, { label: 'test' }, clock.now());
    expect((await get('/about')).body).not.toContain('storm-banner');
  });
});

describe('the storm read cache', () => {
  const clock = testClock(new Date('2026-11-25T16:00:00Z'));
  const server = useServerApp('embedded', () => ({ distDir: writeStormSite(), now: clock.now, stormCacheMs: 60_000 }));

  it('keeps its read for the cache time, and this instance forgets it when told the storm changed', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/' })).body).not.toContain('storm-banner');
    const values = accepted(
      checkStormInput(
        { name: 'Hail, Nov 24', date: '2026-11-24', cities: ['tulsa'] },
        { cities: await loadCities(), timeZone: TZ, now: clock.now() },
      ),
    );
    accepted(await startStorm(server.database.db, values, { label: 'test' }, clock.now(), TZ));
    expect((await server.app.inject({ method: 'GET', url: '/' })).body).not.toContain('storm-banner');
    server.app.services.storm.invalidate();
    expect((await server.app.inject({ method: 'GET', url: '/' })).body).toContain('storm-banner');
  });
});

describe("the dashboard storm panel's towns", () => {
  const clock = testClock(new Date('2026-11-25T16:00:00Z'));
  const server = useServerApp('embedded', () => ({ distDir: writeStormSite(), now: clock.now }));

  it('are the built site’s, from its page index: the panel offers them and refuses a town it does not list', async () => {
    const { cookie } = await signedInUser(server.database.db, { email: 'storm.towns@example.com', admin: true });
    const headers = { cookie };
    const overview = await server.app.inject({ url: '/trpc/storm.overview', headers });
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().result.data.cities).toEqual(STORM_SITE_INDEX.cities);

    const storm = { name: 'Hail, Nov 24', date: '2026-11-24' };
    // Jenks has a page in pages/locations/, but not in this built site.
    const refused = await server.app.inject({
      method: 'POST',
      url: '/trpc/storm.start',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...storm, cities: ['jenks'] }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('No city page for "jenks". Valid towns: olathe, tulsa.');
    const started = await server.app.inject({
      method: 'POST',
      url: '/trpc/storm.start',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...storm, cities: ['olathe'] }),
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().result.data.cities).toEqual([{ slug: 'olathe', name: 'Olathe', state: 'KS' }]);
  });

  it('a page index from an older build (a list of pages) is refused with what to do', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'rl-old-index-')), 'page-index.json');
    writeFileSync(file, JSON.stringify([{ path: '/', kind: 'home' }]));
    expect(() => readSiteIndex(file)).toThrow(
      `${file} is from an older build (a list of pages, no towns): run npm run build again.`,
    );
  });
});
