import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileSite } from '../../content/compile';
import { CITY_SIMILARITY_LIMIT, maxCitySimilarity } from '../../content/local-seo';
import { formatProblem } from '../../content/problems';
import { makeContentRoot, minimalPages, validSeo } from './content-fixtures';

const repo = path.resolve(import.meta.dirname, '../..');
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A real city file from pages/, with its helper imports pointed back at the repository. */
function cityFile(slug: string, edit: (source: string) => string = (s) => s): string {
  const source = readFileSync(path.join(repo, `pages/locations/${slug}.ts`), 'utf8')
    .replace("'../_lib/city'", JSON.stringify(path.join(repo, 'pages/_lib/city.ts')))
    .replace("'../_lib/site'", JSON.stringify(path.join(repo, 'pages/_lib/site.ts')))
    .replace("'../_shared/reviews'", JSON.stringify(path.join(repo, 'pages/_shared/reviews.ts')));
  return edit(source);
}

async function problemsFor(pages: Record<string, unknown>): Promise<string[]> {
  const { root, cleanup } = makeContentRoot(pages);
  cleanups.push(cleanup);
  return (await compileSite(root)).problems.map(formatProblem);
}

describe('the content gate on local SEO', () => {
  it('accepts a good new city written with the city helper', async () => {
    const pages = {
      ...minimalPages(),
      'pages/locations/jenks.ts': cityFile('jenks'),
      'pages/locations/bixby.ts': cityFile('bixby'),
    };
    expect(await problemsFor(pages)).toEqual([]);
  });

  it('refuses a city page that is the Jenks page with the name swapped (a doorway page)', async () => {
    const copy = cityFile('jenks', (s) =>
      s
        .replaceAll('Jenks', 'Glenpool')
        .replaceAll(/(["'])jenks\1/g, "'glenpool'")
        .replace('lat: 36.0221, lng: -95.9685', 'lat: 35.9554, lng: -96.0089'),
    );
    const problems = await problemsFor({
      ...minimalPages(),
      'pages/locations/jenks.ts': cityFile('jenks'),
      'pages/locations/glenpool.ts': copy,
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^pages\/locations\/jenks\.ts › \(the whole page\): reads as a near-copy of pages\/locations\/glenpool\.ts \(\d+% of its phrases are the same; the limit is 60%\)/,
      ),
    ]);
  });

  it("refuses a broken city in the author's words: coordinates outside its state and an empty FAQ answer", async () => {
    const broken = cityFile('jenks', (s) =>
      s
        .replace('lat: 36.0221, lng: -95.9685', 'lat: 39.0221, lng: -95.9685')
        .replace(/answer:\s*(["'])(?:(?!\1).)*\1/, "answer: ''"),
    );
    const problems = await problemsFor({ ...minimalPages(), 'pages/locations/jenks.ts': broken });
    expect(problems.sort()).toEqual([
      'pages/locations/jenks.ts › coordinates: 39.0221, -95.9685 is outside OK: check the latitude and longitude',
      'pages/locations/jenks.ts › faqs[0].answer: must not be empty',
    ]);
  });

  it('refuses a phone number that is not one of the business numbers, and repeated FAQ questions', async () => {
    const pages = minimalPages();
    pages['pages/about.ts'] = {
      path: '/about',
      seo: validSeo('About us'),
      blocks: [
        { type: 'Hero', heading: 'About', subheading: 'Call us at (918) 555-9999 any time.' },
        {
          type: 'FAQ',
          items: [
            { question: 'Is it free?', answer: 'Yes.' },
            { question: 'Is it  free?', answer: 'Still yes.' },
          ],
        },
      ],
    };
    const problems = await problemsFor(pages);
    expect(problems).toContain(
      "pages/about.ts › blocks[0].subheading: shows the phone number (918) 555-9999, which is not one of the business's numbers (the owner's Business facts): use site.offices.*.phone",
    );
    expect(problems).toContain(
      'pages/about.ts › blocks[1].items[1].question: repeats the question at blocks[1].items[0].question: ask each question once per page',
    );
  });

  it('refuses an office the site file does not list, wherever a block names one', async () => {
    const pages = minimalPages();
    pages['pages/about.ts'] = {
      path: '/about',
      seo: validSeo('About us'),
      blocks: [
        { type: 'Hero', heading: 'About', subheading: 'Who we are.', callOffice: 'wichita' },
        {
          type: 'CTA',
          heading: 'Call',
          actions: [{ label: 'Contact', href: '/contact' }],
          callOffice: ['tulsa', 'omaha'],
        },
        { type: 'MapEmbed', heading: 'Map', title: 'Map of the office', center: { office: 'kansas' }, zoom: 12 },
        // "primary" is whichever office the site file marks primary, so renaming that office touches one file.
        { type: 'CTA', heading: 'Call', actions: [{ label: 'Contact', href: '/contact' }], callOffice: 'primary' },
      ],
    };
    const offices = (await problemsFor(pages)).filter((problem) => problem.includes('names the office'));
    expect(offices).toEqual([
      'pages/about.ts › blocks[0].callOffice: names the office "wichita", which pages/site.ts does not list: use one of "tulsa", "kansas", or "primary" for the primary office',
      'pages/about.ts › blocks[1].callOffice: names the office "omaha", which pages/site.ts does not list: use one of "tulsa", "kansas", or "primary" for the primary office',
    ]);
  });

  it('keeps the real city pages well under the similarity limit', async () => {
    const content = await compileSite(repo);
    expect(maxCitySimilarity(content.pages).score).toBeLessThan(CITY_SIMILARITY_LIMIT);
  });
});
