import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { StormOutcome } from '../../server/storm/storms';
import type { SiteIndex } from '../../shared/page-facts';
import { slotOpening, stormDetailsHtml } from '../../shared/storm-html';
import { site } from './site';

/**
 * A built site in miniature with the storm slots as the prerender writes them: public pages with
 * the banner slot (a Kansas city page and its alias carry their office), the storm page with its
 * "none declared" details and noindex, a dashboard page without a slot, the 404 page, a sitemap,
 * build-time .br/.gz copies of the home page (which must never be sent during a storm), and the
 * page index beside it, whose towns (its two city pages) are the ones a storm may name.
 */
export function writeStormSite(): string {
  const client = path.join(mkdtempSync(path.join(os.tmpdir(), 'rl-storm-site-')), 'client');
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    writeFileSync(path.join(client, file), body);
  };
  const page = (title: string, body: string, head = '') =>
    `<!doctype html><html><head><title>${title}</title>${head}</head><body><div id="root">${body}</div></body></html>`;
  const banner = (office?: string) => `${slotOpening('banner', office)}</div>`;
  const home = page('Home', `${banner()}<main>home</main>`);
  write('index.html', home);
  writeFileSync(path.join(client, 'index.html.br'), brotliCompressSync(home));
  writeFileSync(path.join(client, 'index.html.gz'), gzipSync(home));
  write('about/index.html', page('About', `${banner()}<main>about</main>`));
  write('locations/olathe/index.html', page('Olathe', `${banner('kansas')}<main>olathe</main>`));
  write('locations/olathe-roofing/index.html', page('Olathe', `${banner('kansas')}<main>olathe</main>`));
  write('locations/tulsa/index.html', page('Tulsa', `${banner('tulsa')}<main>tulsa</main>`));
  write(
    'storm/index.html',
    page(
      'Storm',
      `<main>${slotOpening('details')}${stormDetailsHtml(null, site.offices)}</div></main>`,
      '<meta name="robots" content="noindex, nofollow" data-head>',
    ),
  );
  write(
    'admin/index.html',
    page('Admin', '<main>dashboard</main>', '<meta name="robots" content="noindex, nofollow" data-head>'),
  );
  write('404.html', page('Not found', `${banner()}<main>404</main>`));
  write(
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${site.url}/</loc></url>\n</urlset>\n`,
  );
  writeFileSync(path.join(client, '../page-index.json'), JSON.stringify(STORM_SITE_INDEX));
  return client;
}

/** The miniature site's page index: its pages' facts (as far as the storm tests need) and its towns. */
export const STORM_SITE_INDEX: SiteIndex = {
  pages: [],
  cities: [
    { slug: 'olathe', name: 'Olathe', state: 'KS' },
    { slug: 'tulsa', name: 'Tulsa', state: 'OK' },
  ],
};

/** The public routes of the miniature site, aliases included. */
export const STORM_SITE_PUBLIC = ['/', '/about', '/locations/olathe', '/locations/olathe-roofing', '/locations/tulsa'];

/** A storm change's value, for a test that expects it made; a refusal fails the test with its words. */
export function accepted<T>(outcome: StormOutcome<T>): T {
  if (!outcome.ok) throw new Error(`The storm change was refused: ${outcome.message}`);
  return outcome.value;
}
