import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load';
import { formatProblem } from '../../scripts/content/problems';
import { checkContent } from '../../scripts/content/rules';
import { makeContentRoot, minimalPages, validSeo } from './content-fixtures';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

async function problemsFor(pages: Record<string, unknown>): Promise<string[]> {
  const { root, cleanup } = makeContentRoot(pages);
  cleanups.push(cleanup);
  const content = await loadContent(root);
  const problems = content.problems.length ? content.problems : checkContent(content.pages, content.site, content.images);
  return problems.map(formatProblem);
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
      blocks: [{ type: 'Hero', heading: 'About' }, { type: 'FAQ', items: [{ question: 'How long?', answer: '' }] }],
    };
    expect(await problemsFor(pages)).toContain('pages/about.ts › blocks[1].items[0].answer: must not be empty');
  });

  it('lists the valid block types when one is misspelt', async () => {
    const pages = minimalPages();
    pages['pages/about.ts'] = { path: '/about', seo: validSeo('About us'), blocks: [{ type: 'Heor', heading: 'x' }] };
    const [problem] = await problemsFor(pages);
    expect(problem).toMatch(/^pages\/about\.ts › blocks\[0\]\.type: unknown block type: expected one of Hero, .*FAQ.*, received "Heor"$/);
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
    pages['pages/service-areas.ts'] = { path: '/service-areas', seo: validSeo('Service areas'), blocks: [{ type: 'CityList', cities: ['atlantis'] }] };
    expect(await problemsFor(pages)).toContain(
      'pages/service-areas.ts › blocks[0]: lists "atlantis", which has no city page: add pages/locations/atlantis.ts or remove it',
    );
  });

  it('refuses duplicated titles, a path that disagrees with its file, and two files claiming one path', async () => {
    const pages = minimalPages();
    pages['pages/about.ts'] = { path: '/about', seo: (pages['pages/services.ts'] as { seo: unknown }).seo, blocks: [{ type: 'Hero', heading: 'x' }] };
    pages['pages/extra.ts'] = { path: '/contact', seo: validSeo('Extra page'), blocks: [{ type: 'Hero', heading: 'x' }] };
    const problems = await problemsFor(pages);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^pages\/(about|services)\.ts › seo\.title: is the same as in pages\/(about|services)\.ts/),
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
      blocks: [{ type: 'JsonLd', data: [{ '@context': 'https://schema.org', '@type': 'HowTo', name: 'Steps' }, { '@type': 'Article' }] }],
    };
    const problems = await problemsFor(pages);
    expect(problems).toContain('pages/about.ts › structured data #1 (HowTo): HowTo needs "step" for Google to use it');
    expect(problems).toContain('pages/about.ts › structured data #2 (Article): needs "@context": "https://schema.org"');
  });

  it('refuses a city whose coordinates are outside its state', async () => {
    const pages = minimalPages();
    pages['pages/locations/jenks.ts'] = {
      path: '/locations/jenks',
      seo: validSeo('Jenks roofing'),
      city: { slug: 'jenks', name: 'Jenks', state: 'OK', county: 'Tulsa County', coordinates: { lat: 38.9, lng: -94.7 } },
      blocks: [{ type: 'Hero', heading: 'Roofing in Jenks' }],
    };
    expect(await problemsFor(pages)).toContain(
      'pages/locations/jenks.ts › city.coordinates: 38.9, -94.7 is outside OK: check the latitude and longitude',
    );
  });

  it('refuses a page naming an image that is not in images/', async () => {
    const pages = minimalPages();
    pages['pages/about.ts'] = { path: '/about', seo: validSeo('About us'), blocks: [{ type: 'Hero', heading: 'About', image: { src: 'crew-photo.jpg', alt: 'Our crew' } }] };
    expect(await problemsFor(pages)).toContain('pages/about.ts › blocks[0].image.src: names "crew-photo.jpg", which is not in images/: add the file there or fix the name');
  });
});
