import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../content/build/build-site';
import { loadSite, SITE_FACTS_SEED } from '../../content/site-file';
import type { Site } from '../../schema/site';
import { alreadyRegisteredMail, passwordResetMail, verificationMail } from '../../server/auth/mails';
import { adminNotification, customerConfirmation, type StoredRequest } from '../../server/contact/mails';
import { verifyEmailPage, verifyPageCss } from '../../server/http/verify-email-page';
import { themes } from '../../shared/themes';

/**
 * A second brand, built whole: a scratch copy of the site whose pages/site.ts is
 * tests/e2e/second-brand/site.ts (another name, theme and address, a third office in Arkansas) plus
 * one Arkansas city file, and nothing else changed. Its pages, mails and verify page must carry
 * nothing of the first brand.
 */
const repo = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, 'second-brand');

/** The first brand's colours: its theme's values that no other theme shares. */
const firstBrandColours = (() => {
  const others = new Set(
    Object.entries(themes)
      .filter(([name]) => name !== 'ridgeline')
      .flatMap(([, theme]) => Object.values(theme.color).map((c) => c.toLowerCase())),
  );
  return [...new Set(Object.values(themes.ridgeline.color).map((c) => c.toLowerCase()))].filter((c) => !others.has(c));
})();

/** Whatever of the first brand a text still carries: its name, its two-state line, its colours. */
function firstBrandIn(text: string): string[] {
  const lower = text.toLowerCase();
  return [
    ...['Ridgeline', 'ridgeline', 'Oklahoma and Kansas'].filter((word) => text.includes(word)),
    ...firstBrandColours.filter((colour) => lower.includes(colour)),
  ];
}

let root: string;
let site: Site;
const html = new Map<string, string>();

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'second-brand-'));
  cpSync(path.join(repo, 'pages'), path.join(root, 'pages'), { recursive: true });
  // The fixtures import the repository as tests/e2e/second-brand/ sees it; in pages/ they sit two levels higher.
  writeFileSync(
    path.join(root, 'pages/site.ts'),
    readFileSync(path.join(fixtures, 'site.ts'), 'utf8').replaceAll("'../../../", "'../"),
  );
  cpSync(path.join(fixtures, 'site-facts.json'), path.join(root, SITE_FACTS_SEED));
  writeFileSync(
    path.join(root, 'pages/locations/bentonville.ts'),
    readFileSync(path.join(fixtures, 'bentonville.ts'), 'utf8').replaceAll("'../../../pages/", "'../"),
  );
  // The code is copied (the stylesheet compiler wants its sources inside the root); the big folders are linked.
  for (const code of ['admin', 'blocks', 'content', 'schema', 'shared', 'src', 'ui'])
    cpSync(path.join(repo, code), path.join(root, code), { recursive: true });
  for (const big of ['images', 'node_modules']) symlinkSync(path.join(repo, big), path.join(root, big));
  for (const file of ['index.html', 'package.json', 'tsconfig.json'])
    cpSync(path.join(repo, file), path.join(root, file));

  const checked = await loadSite(root);
  if (!checked.site) throw new Error(checked.problems.map((p) => `${p.at}: ${p.message}`).join('\n'));
  site = checked.site;
  await buildSite({ root, log: () => {} });
  const client = path.join(root, 'dist/client');
  for (const file of readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')))
    html.set(file, readFileSync(path.join(client, file), 'utf8'));
}, 600_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('a second brand from its site file alone', () => {
  it('builds every page, the Arkansas city among them', () => {
    expect(html.size).toBeGreaterThan(70);
    const bentonville = html.get('locations/bentonville/index.html')!;
    expect(bentonville).toContain('Roofing in Bentonville, Arkansas');
    expect(bentonville).toContain('<title>Bentonville Roofing Contractor | Ozark Crest Roofing</title>');
    // Arkansas has no hero drawing yet: the page stands on the home page's, not on a missing file.
    expect(bentonville).toMatch(/hero-home[^"]*\.(avif|webp|svg)/);
  });

  it('carries nothing of the first brand in any page', () => {
    const found = [...html].flatMap(([file, text]) => firstBrandIn(text).map((what) => `${file}: ${what}`));
    expect(found).toEqual([]);
    const home = html.get('index.html')!;
    expect(home).toContain('Ozark Crest Roofing Co.');
    expect(home).toContain('Licensed, bonded and insured in Oklahoma, Kansas and Arkansas');
    expect(home).toContain(`<meta name="theme-color" content="${themes.prairie.color.brand}"`);
  });

  it('lists the new state’s city on /service-areas, under its region', () => {
    const areas = html.get('service-areas/index.html')!.replaceAll('<!-- -->', '');
    expect(areas).toMatch(/<h3[^>]*>Northwest Arkansas <span[^>]*>\(1 city\)<\/span><\/h3>/);
    expect(areas).toContain('href="/locations/bentonville"');
  });

  it('sends mails and shows the verify page in its own name and colours', () => {
    const request: StoredRequest = {
      id: 41,
      source: 'form',
      receivedAt: new Date('2026-11-24T15:00:00Z'),
      name: 'Pat Rivera',
      email: 'pat@example.com',
      phone: '(479) 555-0100',
      address: '12 Walton Blvd, Bentonville, AR',
      serviceNeeded: 'Hail inspection',
      message: 'Hail last night.',
      heardAbout: null,
      waterComingIn: null,
    };
    const ctx = { site, siteUrl: site.url, adminTo: site.email };
    const brand = { company: site.company.name, theme: site.theme };
    const confirmation = customerConfirmation(request, ctx);
    const mails = [
      adminNotification(request, ctx),
      confirmation,
      verificationMail(brand, 'pat@example.com', 'Pat Rivera', `${site.url}/api/auth/verify?token=t`, 24),
      passwordResetMail(brand, 'pat@example.com', 'Pat Rivera', `${site.url}/auth/reset?token=t`, 30),
      alreadyRegisteredMail(brand, 'pat@example.com', 'Pat Rivera', undefined, 30),
    ];
    for (const mail of mails) {
      expect(firstBrandIn(`${mail.subject}\n${mail.text}\n${mail.html}`), mail.subject).toEqual([]);
      expect(mail.html, mail.subject).toContain(themes.prairie.color.brand);
    }
    expect(confirmation.text).toContain('Ozark Crest Roofing Co.');
    expect(confirmation.text).toContain('Rogers Office: (479) 555-0166');
    // The phones' hours, called what they are.
    expect(confirmation.text).toContain('Phone hours:');
    expect(confirmation.text).not.toContain('Office hours');

    const verify = `${verifyEmailPage(site, 'token')}\n${verifyPageCss(site.theme)}`;
    expect(firstBrandIn(verify)).toEqual([]);
    expect(verify).toContain('Ozark Crest Roofing Co.');
  });
});
