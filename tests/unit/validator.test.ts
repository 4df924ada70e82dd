import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../content/problems';
import { compileSite } from '../../content/compile';
import { makeContentRoot, minimalPages, realSiteImport, validSeo } from './content-fixtures';

const repo = path.resolve(import.meta.dirname, '../..');

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function problemsFor(pages: Record<string, unknown>): Promise<string[]> {
  const { root, cleanup } = makeContentRoot(pages);
  cleanups.push(cleanup);
  return (await compileSite(root)).problems.map(formatProblem);
}

describe('npm run validate', () => {
  it('accepts a complete minimal site', async () => {
    expect(await problemsFor(minimalPages())).toEqual([]);
  });

  it('names the file, the path inside the definition and the rule for an empty FAQ answer', async () => {
    const pages = minimalPages();
    pages['pages/about.ts'] = {
      path: '/about',
      seo: validSeo('About us'),
      blocks: [
        { type: 'Hero', heading: 'About' },
        { type: 'FAQ', items: [{ question: 'How long?', answer: '' }] },
      ],
    };
    expect(await problemsFor(pages)).toContain('pages/about.ts › blocks[1].items[0].answer: must not be empty');
  });

  it('names the block type meant and lists the public block types when one is misspelt', async () => {
    const pages = minimalPages();
    pages['pages/about.ts'] = { path: '/about', seo: validSeo('About us'), blocks: [{ type: 'Heor', heading: 'x' }] };
    const [problem] = await problemsFor(pages);
    expect(problem).toMatch(
      /^pages\/about\.ts › blocks\[0\]\.type: is "Heor", which is not a block type: did you mean Hero\? use one of Hero, .*FAQ.*, Founder$/,
    );
    // The admin app's blocks are not an author's to place.
    expect(problem).not.toMatch(/Admin|AuthPanel|PasswordReset/);
  });

  it('reports every problem at once, across files', async () => {
    const pages = minimalPages();
    pages['pages/about.ts'] = { path: '/about', seo: { title: 'Short', description: 'Too short' }, blocks: [] };
    const problems = await problemsFor(pages);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^pages\/about\.ts › seo\.title: titles are 10-60 characters/),
        expect.stringMatching(/^pages\/about\.ts › seo\.description: descriptions are 50-160 characters/),
        'pages/about.ts › blocks: a page needs at least one block',
      ]),
    );
  });

  it('refuses links to pages that do not exist', async () => {
    const pages = minimalPages();
    pages['pages/about.ts'] = {
      path: '/about',
      seo: validSeo('About us'),
      blocks: [{ type: 'CTA', heading: 'Call', actions: [{ label: 'Go', href: '/nowhere' }] }],
    };
    expect(await problemsFor(pages)).toContain(
      'pages/about.ts › blocks[0].actions[0].href: links to "/nowhere", which is not a page: fix the link or add pages/nowhere.ts',
    );
  });

  it('refuses a city list naming a city without a page', async () => {
    const pages = minimalPages();
    pages['pages/service-areas.ts'] = {
      path: '/service-areas',
      seo: validSeo('Service areas'),
      blocks: [{ type: 'CityList', cities: ['atlantis'] }],
    };
    expect(await problemsFor(pages)).toContain(
      'pages/service-areas.ts › blocks[0]: lists "atlantis", which has no city page: add pages/locations/atlantis.ts or remove it',
    );
  });

  it('refuses duplicated titles, a path that disagrees with its file, and two files claiming one path', async () => {
    const pages = minimalPages();
    pages['pages/about.ts'] = {
      path: '/about',
      seo: (pages['pages/services.ts'] as { seo: unknown }).seo,
      blocks: [{ type: 'Hero', heading: 'x' }],
    };
    pages['pages/extra.ts'] = {
      path: '/contact',
      seo: validSeo('Extra page'),
      blocks: [{ type: 'Hero', heading: 'x' }],
    };
    const problems = await problemsFor(pages);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^pages\/(about|services)\.ts › seo\.title: is the same as in pages\/(about|services)\.ts/,
        ),
        'pages/extra.ts › path: is "/contact" but this file serves "/extra": rename the file or fix the path',
      ]),
    );
    expect(problems.some((p) => p.includes('"/contact" is already served by'))).toBe(true);
  });

  it('refuses structured data without what Google needs', async () => {
    const pages = minimalPages();
    pages['pages/about.ts'] = {
      path: '/about',
      seo: validSeo('About us'),
      blocks: [
        {
          type: 'JsonLd',
          data: [{ '@context': 'https://schema.org', '@type': 'HowTo', name: 'Steps' }, { '@type': 'Article' }],
        },
      ],
    };
    const problems = await problemsFor(pages);
    expect(problems).toContain('pages/about.ts › structured data #1 (HowTo): HowTo needs "step" for Google to use it');
    expect(problems).toContain('pages/about.ts › structured data #2 (Article): needs "@context": "https://schema.org"');
  });

  it("refuses a rating or reviews on the business's own node, and on its offices' (self-serving markup)", async () => {
    const pages = minimalPages();
    const business = {
      '@context': 'https://schema.org',
      '@type': 'RoofingContractor',
      name: 'Ridgeline',
      address: '1 Main St',
      telephone: '+1-918-555-0142',
      url: 'https://example.com',
    };
    pages['pages/about.ts'] = {
      path: '/about',
      seo: validSeo('About us'),
      blocks: [
        {
          type: 'JsonLd',
          data: [
            { ...business, aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 150 } },
            { ...business, department: [{ '@type': 'RoofingContractor', review: [] }] },
            business,
          ],
        },
      ],
    };
    const problems = (await problemsFor(pages)).filter((p) => p.includes('structured data'));
    expect(problems).toEqual([
      'pages/about.ts › structured data #1 (RoofingContractor): RoofingContractor carries "aggregateRating": the business\'s own reviews of itself get no stars from Google (since 2019) and read as self-serving markup. Leave it out; the pages show the rating as text from the business facts',
      'pages/about.ts › structured data #2 (RoofingContractor): RoofingContractor carries "review": the business\'s own reviews of itself get no stars from Google (since 2019) and read as self-serving markup. Leave it out; the pages show the rating as text from the business facts',
    ]);
  });

  it('keeps stand-in testimonials until the site file says the site is live, then refuses each at its place', async () => {
    const review = (author: string, standIn: boolean) => ({
      author,
      rating: 5,
      datePublished: '2026-10-02',
      body: 'Fast, tidy and honest about what the roof needed.',
      standIn,
    });
    const pages = minimalPages();
    pages['pages/about.ts'] = {
      path: '/about',
      seo: validSeo('About us'),
      blocks: [
        { type: 'Hero', heading: 'About' },
        { type: 'Testimonials', items: [review('Sam K.', false), review('Pat L.', true)] },
      ],
    };
    const { root, cleanup } = makeContentRoot(pages);
    cleanups.push(cleanup);
    expect((await compileSite(root)).problems).toEqual([]);
    const live = makeContentRoot(pages, {
      siteSource: `${realSiteImport}\nexport const site = { ...real, launched: true };\n`,
    });
    cleanups.push(live.cleanup);
    expect((await compileSite(live.root)).problems.map(formatProblem)).toEqual([
      `pages/about.ts › blocks[1].items[1]: "Pat L." is a stand-in testimonial, an example and not a customer's words, and the site is live (launched in pages/site.ts): published, it is a fake review. Replace it with a real customer's review they agreed to publish, or remove it`,
    ]);
  });

  it('reports an empty FAQ answer in a city file once, at the field the author wrote', async () => {
    const jenks = readFileSync(path.join(repo, 'pages/locations/jenks.ts'), 'utf8')
      .replace("'../_lib/city'", JSON.stringify(path.join(repo, 'pages/_lib/city.ts')))
      .replace("'../_lib/site'", JSON.stringify(path.join(repo, 'pages/_lib/site.ts')))
      .replace(/answer:\s*'[^']*'/, "answer: ''");
    expect(await problemsFor({ ...minimalPages(), 'pages/locations/jenks.ts': jenks })).toEqual([
      'pages/locations/jenks.ts › faqs[0].answer: must not be empty',
    ]);
  });

  it("refuses a map centred on 'city' on a page that has no city", async () => {
    const pages = minimalPages();
    pages['pages/about.ts'] = {
      path: '/about',
      seo: validSeo('About us'),
      blocks: [{ type: 'MapEmbed', title: 'Map of our area', center: 'city' }],
    };
    expect(await problemsFor(pages)).toEqual([
      "pages/about.ts › blocks[0].center: is 'city' but the page has no `city`: give a point or an office",
    ]);
  });

  it('refuses a city whose coordinates are outside its state', async () => {
    const pages = minimalPages();
    pages['pages/locations/jenks.ts'] = {
      path: '/locations/jenks',
      seo: validSeo('Jenks roofing'),
      city: {
        slug: 'jenks',
        name: 'Jenks',
        state: 'OK',
        county: 'Tulsa County',
        coordinates: { lat: 38.9, lng: -94.7 },
      },
      blocks: [{ type: 'Hero', heading: 'Roofing in Jenks' }],
    };
    expect(await problemsFor(pages)).toContain(
      'pages/locations/jenks.ts › city.coordinates: 38.9, -94.7 is outside OK: check the latitude and longitude',
    );
  });

  it('refuses a page naming an image that is not in images/', async () => {
    const pages = minimalPages();
    pages['pages/about.ts'] = {
      path: '/about',
      seo: validSeo('About us'),
      blocks: [{ type: 'Hero', heading: 'About', image: { src: 'crew-photo.jpg', alt: 'Our crew' } }],
    };
    expect(await problemsFor(pages)).toContain(
      'pages/about.ts › blocks[0].image.src: names "crew-photo.jpg", which is not in images/: add the file there or fix the name',
    );
  });
});

/** Runs `npm run new:city` inside a content root and points the written file's helper import at the repository. */
function newCity(root: string, flags: string[]): string {
  mkdirSync(path.join(root, 'pages/locations'), { recursive: true });
  execFileSync(path.join(repo, 'node_modules/.bin/tsx'), [path.join(repo, 'scripts/new-city.ts'), ...flags], {
    cwd: root,
    stdio: 'pipe',
  });
  const file = path.join(root, `pages/locations/${flags[flags.indexOf('--slug') + 1]}.ts`);
  return readFileSync(file, 'utf8')
    .replace("'../_lib/city'", JSON.stringify(path.join(repo, 'pages/_lib/city.ts')))
    .replace("'../_lib/site'", JSON.stringify(path.join(repo, 'pages/_lib/site.ts')));
}

const owassoFlags = [
  '--slug',
  'owasso',
  '--name',
  'Owasso',
  '--state',
  'OK',
  '--county',
  'Tulsa County',
  '--lat',
  '36.2695',
  '--lng',
  '-95.8547',
];

describe('a new city in one file', () => {
  it('refuses the file new:city writes until every TODO is written, naming each field', {
    timeout: 30_000,
  }, async () => {
    const { root, cleanup } = makeContentRoot(minimalPages());
    cleanups.push(cleanup);
    const written = newCity(root, owassoFlags);
    const problems = await problemsFor({ ...minimalPages(), 'pages/locations/owasso.ts': written });
    const todo = (at: string) => `pages/locations/owasso.ts › ${at}: still says TODO: write the real text here`;
    expect(problems).toEqual(
      expect.arrayContaining([
        todo('seo.description'),
        todo('seo.socialTitle'),
        todo('intro'),
        todo('sellingPoints[0].title'),
        todo('sellingPoints[2].body'),
        todo('localStory[0]'),
        todo('faqs[0].question'),
        todo('faqs[0].answer'),
      ]),
    );
  });

  // Spawns the new:city script (tsx, then Biome): seconds on a busy machine.
  it('writes the file in the codebase style: single quotes, formatted', { timeout: 30_000 }, () => {
    const { root, cleanup } = makeContentRoot({});
    cleanups.push(cleanup);
    const written = newCity(root, owassoFlags);
    expect(written).toContain("slug: 'owasso',");
    expect(written).toContain('coordinates: { lat: 36.2695, lng: -95.8547 },');
    // A double-quoted string is left only where the text holds an apostrophe, as the formatter does.
    expect(written.match(/"[^"]*"/g)).toEqual([
      expect.stringContaining('/pages/_lib/city.ts"'),
      '"TODO: a paragraph on Owasso\'s homes, weather and neighborhoods"',
    ]);
  });

  it('refuses facts that break the city schema before it writes anything, naming the flag', { timeout: 30_000 }, () => {
    const { root, cleanup } = makeContentRoot({});
    cleanups.push(cleanup);
    const flags = [...owassoFlags];
    flags[flags.indexOf('--slug') + 1] = 'Owasso';
    flags[flags.indexOf('--lat') + 1] = '39.2695';
    let stderr = '';
    try {
      newCity(root, flags);
    } catch (error) {
      stderr = String((error as { stderr: Buffer }).stderr);
    }
    expect(stderr).toContain('--slug: must be lowercase words joined by hyphens, like broken-arrow');
    expect(stderr).toContain('--lat/--lng: 39.2695, -95.8547 is outside OK: check the latitude and longitude');
  });

  it('accepts a good new city: routed with its -roofing alias, canonical to the alias, listed with the cities', {
    timeout: 30_000,
  }, async () => {
    const { root, cleanup } = makeContentRoot(minimalPages());
    cleanups.push(cleanup);
    const fill: Record<string, string> = {
      '50-160 characters on roofing in Owasso':
        'Roof repair, replacement and hail claim help in Owasso, OK, from a veteran-owned Tulsa roofer. Free inspections across Rogers County.',
      'a short title for social shares': 'Owasso roofing by a veteran-owned crew',
      'one sentence for social shares': 'Free roof inspections and honest storm claim help in Owasso.',
      'who we serve in Owasso and its county':
        'We roof homes across Owasso, from the older streets near Main to the new subdivisions off 116th Street North.',
      'first local reason': 'Twenty minutes from our office',
      'second local reason': 'New-subdivision know-how',
      'third local reason': 'Hail-claim experience',
      "a paragraph on Owasso's homes, weather and neighborhoods":
        'Owasso grew fast after 2000, so many roofs are builder-grade shingles reaching the end of their life at the same time.',
      'a question people here ask': 'Do Owasso subdivisions limit shingle colours?',
      'its answer': 'Many do. We bring the HOA an approved sample board before work starts.',
    };
    let reasons = 0;
    const good = newCity(root, owassoFlags).replace(/(['"])TODO: (.*?)\1/g, (_, _quote, what: string) => {
      if (what === 'why it is true here')
        return JSON.stringify(
          [
            'Our Tulsa crews reach Owasso before most roofers have loaded a truck.',
            'Builder-grade roofs from the 2000s boom are due now; we know how they were built.',
            'Spring hail along the US-169 corridor is a yearly event; we document it for your insurer.',
          ][reasons++],
        );
      if (!(what in fill)) throw new Error(`no text for TODO "${what}"`);
      return JSON.stringify(fill[what]);
    });
    const pages = { ...minimalPages(), 'pages/locations/owasso.ts': good };
    expect(await problemsFor(pages)).toEqual([]);

    const { root: goodRoot, cleanup: goodCleanup } = makeContentRoot(pages);
    cleanups.push(goodCleanup);
    const content = await compileSite(goodRoot);
    const owasso = content.pages.find((p) => p.file === 'pages/locations/owasso.ts')!;
    expect(content.routes.get('/locations/owasso')).toBe('pages/locations/owasso.ts');
    expect(content.routes.get('/locations/owasso-roofing')).toBe('pages/locations/owasso.ts');
    // The sitemap lists each page's canonical URL; a city's is its -roofing alias.
    expect(owasso.head.canonical).toBe(`${content.site?.url}/locations/owasso-roofing`);
    expect(content.sitemap).toContain(`${content.site?.url}/locations/owasso-roofing`);
    // /service-areas lists every page that declares a city.
    expect(content.pages.flatMap((p) => (p.def.city ? [p.def.city.slug] : []))).toContain('owasso');
  });
});
