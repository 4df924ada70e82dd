import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileSite } from '../../content/compile';
import type { LoadedPage } from '../../content/load';
import { serviceRadiusProblems } from '../../content/local-seo';
import { formatProblem } from '../../content/problems';
import { restatedFactProblems } from '../../content/site-facts-rules';
import { loadSite, SITE_FACTS_SEED } from '../../content/site-file';
import { credentialLine, milesBetween, regionsOf, servingSince } from '../../schema/site-facts';
import { site } from '../support/site';
import { makeContentRoot, minimalPages, realSiteImport } from './content-fixtures';

const repo = path.resolve(import.meta.dirname, '../..');
const cleanups: (() => void)[] = [];
/** A postal code of four digits, in the second office. */
const POSTAL_CODE_PROBLEM =
  'pages/site.ts › offices[1].postalCode: ZIP code is not written the way it must be: five digits (it is "6621")';
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function contentRoot(pages: Record<string, unknown>, siteSource?: string, seed?: unknown): string {
  const { root, cleanup } = makeContentRoot(pages, { siteSource, seed });
  cleanups.push(cleanup);
  return root;
}

/** A real city file from pages/, its helper imports pointed back at the repository. */
function cityFile(slug: string, edit: (source: string) => string = (s) => s): string {
  return edit(
    readFileSync(path.join(repo, `pages/locations/${slug}.ts`), 'utf8')
      .replace("'../_lib/city'", JSON.stringify(path.join(repo, 'pages/_lib/city.ts')))
      .replace("'../_lib/site'", JSON.stringify(path.join(repo, 'pages/_lib/site.ts'))),
  );
}

/** A page as the rules read it: only what they look at. */
const page = (file: string, def: Record<string, unknown>) =>
  ({
    file,
    filePath: '/',
    def: { seo: { title: 'A page title', description: '' }, blocks: [], ...def },
  }) as unknown as LoadedPage;

describe('the site file, checked like a page', () => {
  const badPostalCode = `${realSiteImport}
export const site = { ...real, offices: real.offices.map((office, i) => (i === 1 ? { ...office, postalCode: '6621' } : office)) };
`;

  it('reports a bad value as `pages/site.ts › path: message`, never a ZodError stack', async () => {
    const compiled = await compileSite(contentRoot(minimalPages(), badPostalCode));
    expect(compiled.loaded).toBe(false);
    expect(compiled.problems.map(formatProblem)).toEqual([POSTAL_CODE_PROBLEM]);
  });

  it('gives the server starters the same problem list through the same loader', async () => {
    const checked = await loadSite(contentRoot({}, badPostalCode));
    expect(checked.site).toBeUndefined();
    expect(checked.problems.map(formatProblem)).toEqual([POSTAL_CODE_PROBLEM]);
    const good = await loadSite(repo);
    expect(good.site?.company.name).toBe(site.company.name);
  });

  it('refuses a value the owner keeps, stated in the site file anyway, and says where it lives now', async () => {
    const restated = `${realSiteImport}
export const site = {
  ...real,
  company: { ...real.company, businessPhone: '(918) 555-0100' },
  offices: real.offices.map((office, i) => (i === 1 ? { ...office, phone: '(913) 555-0100' } : office)),
  proof: { insurance: { carrier: 'Someone Else Mutual', coverage: 'all of it' } },
};
`;
    const checked = await loadSite(contentRoot({}, restated));
    expect(checked.site).toBeUndefined();
    const lines = checked.problems.map(formatProblem);
    expect(lines).toEqual([
      expect.stringMatching(
        /^pages\/site\.ts › proof\.insurance: is the owner's to keep in the dashboard \(Business facts › Insurance\)/,
      ),
      expect.stringMatching(
        /^pages\/site\.ts › company\.businessPhone: is the owner's to keep in the dashboard \(Business facts › Phones › Business phone\)/,
      ),
      expect.stringMatching(
        /^pages\/site\.ts › offices\[1\]\.phone: is the owner's to keep in the dashboard \(Business facts › Phones › Offices › 2 › Office phone\)/,
      ),
    ]);
    expect(lines[0]).toContain('pages/owner-seed/site-facts.json');
    expect(lines[0]).toContain('content migration');
  });

  it("takes the owner's facts from the seed, and names the seed's field when one is wrong", async () => {
    const seed = JSON.parse(readFileSync(path.join(repo, SITE_FACTS_SEED), 'utf8'));
    seed.phones.offices[1].phone = '913-555-0178';
    const checked = await loadSite(contentRoot({}, undefined, seed));
    expect(checked.problems.map(formatProblem)).toEqual([
      'pages/owner-seed/site-facts.json › phones.offices.1.phone: write phones as (918) 555-0142',
    ]);
    const fine = await loadSite(contentRoot({}));
    expect(fine.site?.offices.map((office) => office.phone)).toEqual(site.offices.map((office) => office.phone));
    expect(fine.site?.proof.registrations[0]?.number).toBe(seed.registrations[0].number);
  });

  it('names a site file that cannot load, or exports no site', async () => {
    const missing = await loadSite(contentRoot({}, 'export const other = 1;\n'));
    expect(missing.problems.map(formatProblem)).toEqual([
      'pages/site.ts › (the file): has no `export const site = defineSite({...})`',
    ]);
  });
});

describe('facts read from the site file', () => {
  it('words the credentials, the years and the regions from the site file', () => {
    expect(credentialLine(site)).toBe('Licensed, bonded and insured in Oklahoma and Kansas');
    expect(servingSince(site)).toBe('Serving Green Country since 2010 and the Kansas City metro since 2024');
    expect(regionsOf(site)).toEqual([
      { name: 'Oklahoma', states: ['OK'] },
      { name: 'Kansas City Metro (Kansas & Missouri)', states: ['KS', 'MO'] },
    ]);
  });

  it('measures miles by great circle: Tahlequah lies about 54 miles from the Tulsa office', () => {
    const tulsa = site.offices[0]!.coordinates;
    expect(Math.round(milesBetween(tulsa, { lat: 35.9154, lng: -94.97 }))).toBe(54);
    expect(milesBetween(tulsa, tulsa)).toBe(0);
  });
});

describe('the content gate: a served city lies within the radius, or says why', () => {
  const city = (name: string, coordinates: { lat: number; lng: number }, beyondRadius?: string) =>
    page(`pages/locations/${name.toLowerCase()}.ts`, {
      city: { slug: name.toLowerCase(), name, state: 'OK', county: 'A County', coordinates, beyondRadius },
    });

  it('refuses a city beyond the radius of every office that does not say why', () => {
    const problems = serviceRadiusProblems([city('Tahlequah', { lat: 35.9154, lng: -94.97 })], site);
    expect(problems.map(formatProblem)).toEqual([
      'pages/locations/tahlequah.ts › coordinates: puts Tahlequah 54 miles from the nearest office (Tulsa Office), beyond the 25-mile service radius in pages/site.ts: add beyondRadius with why we serve it anyway (it is shown on the page), or check the coordinates',
    ]);
  });

  it('accepts it with a reason, and refuses a reason kept for a city inside the radius', () => {
    const far = city('Tahlequah', { lat: 35.9154, lng: -94.97 }, 'Scheduled crew days each week.');
    const near = city('Jenks', { lat: 36.0229, lng: -95.9683 }, 'Scheduled crew days each week.');
    expect(serviceRadiusProblems([far, near], site).map(formatProblem)).toEqual([
      'pages/locations/jenks.ts › beyondRadius: explains why Jenks is served beyond the 25-mile radius, but it lies 4 miles from the Tulsa Office, inside it: remove beyondRadius',
    ]);
  });

  it('runs in npm run validate: the Tahlequah file without its reason fails', async () => {
    const tahlequah = cityFile('tahlequah', (s) => s.replace(/ {2}beyondRadius:\n? *'[^']*',\n/, ''));
    expect(tahlequah).not.toContain('beyondRadius');
    const compiled = await compileSite(contentRoot({ ...minimalPages(), 'pages/locations/tahlequah.ts': tahlequah }));
    expect(compiled.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^pages\/locations\/tahlequah\.ts › coordinates: puts Tahlequah 54 miles from/),
    ]);
  });

  it('refuses a city in a state the site file does not list, which no city list could show', async () => {
    const withoutMissouri = `${realSiteImport}
const { MO: _dropped, ...states } = real.states;
export const site = { ...real, states, offices: real.offices.map((office) => ({ ...office, serves: office.serves.filter((state) => state !== 'MO') })) };
`;
    const compiled = await compileSite(
      contentRoot({ ...minimalPages(), 'pages/locations/blue-springs.ts': cityFile('blue-springs') }, withoutMissouri),
    );
    expect(compiled.problems.map(formatProblem)).toContain(
      'pages/locations/blue-springs.ts › state: is MO, which is not a state of pages/site.ts, so no city list would show this city: add states.MO there (its name, region, credential and licence) or pick one of OK, KS',
    );
  });
});

describe('the content gate: numbers the site file declares are not restated differently', () => {
  const copy = (text: string) => page('pages/about.ts', { blocks: [{ type: 'RichText', content: [text] }] });
  const problemsIn = (text: string) => restatedFactProblems([copy(text)], site).map(formatProblem);

  it('refuses a turnaround the site file does not declare ("2-5 days" against 1-3)', () => {
    expect(problemsIn('A new roof on, typically 2-5 days.')).toEqual([
      'pages/about.ts › blocks[0].content[0]: says "2-5 days"; the turnaround times in pages/site.ts are 1-3 days and 1-3 days. Read them from site.turnaround',
    ]);
  });

  it('refuses "since" a year before the office of the place it names opened, and a wrong founding year', () => {
    expect(problemsIn('Serving Green Country and the Kansas City metro since 2010.')).toEqual([
      `pages/about.ts › blocks[0].content[0]: says "since 2010" of Kansas City metro, where the Kansas Office opened in 2024 (pages/site.ts): say each place's own year`,
    ]);
    expect(problemsIn('Founded in Tulsa in 2009 by an Army veteran.')).toEqual([
      `pages/about.ts › blocks[0].content[0]: says the business was founded in 2009; pages/site.ts says company.founded: 2010. Write \${site.company.founded}`,
    ]);
    expect(problemsIn('In 2023 we opened our Overland Park office.')).toHaveLength(1);
  });

  it('refuses another radius, reply time or rating', () => {
    expect(problemsIn('Crews cover Green Country within about 40 miles.')).toEqual([
      `pages/about.ts › blocks[0].content[0]: says "within 40 miles"; the service radius in pages/site.ts is 25 miles. Write \${site.company.serviceRadiusMiles}`,
    ]);
    expect(problemsIn('We call you back within three business days.')).toHaveLength(1);
    expect(problemsIn('Rated 4.7 by our customers.')).toHaveLength(1);
    // One rating: the 5.0 a page once showed beside the structured data's 4.9 is a second figure (T4-19).
    expect(problemsIn('A 5.0 rating from our customers.')).toHaveLength(1);
  });

  it('accepts copy that says what the site file says', () => {
    expect(
      problemsIn(
        'Founded in Tulsa in 2010. In 2024 we opened our Overland Park office. Tulsa has known us since 2010; the Kansas City metro since 2024. A new roof in 1-3 days, a reply within one business day, a plan priced within two business days, within about 25 miles, rated 4.9, a 4.9-star company.',
      ),
    ).toEqual([]);
  });
});
