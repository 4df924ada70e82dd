import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSite } from '../../content/browser-site';
import { type CompiledSite, compileSite } from '../../content/compile';
import { gateProblemOf, OWNER_TESTIMONIALS_SOURCE, withOwnerContent } from '../../content/owner-content';
import { pageForBrowser } from '../../content/page-file-data';
import { checkSite } from '../../content/site-file';
import { ratingText } from '../../schema/proof-facts';
import { parseForOwner } from '../../schema/owner-content/owner-words';
import { siteFacts, siteFactsFromSite } from '../../schema/owner-content/site-facts';
import {
  type Testimonial,
  testimonials,
  testimonialsFor,
  whereInTestimonials,
} from '../../schema/owner-content/testimonials';
import { renderResolvedPage } from '../support/render-page';
import { site } from '../support/site';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const dave: Testimonial = {
  id: 12,
  body: 'They found the leak two other roofers missed.\n\nThe crew was tidy and done before the rain came back.',
  displayName: 'Dave R.',
  neighbourhood: 'Rose District',
  citySlug: 'broken-arrow',
  date: '2026-10-02',
};
const ruiz: Testimonial = {
  id: 15,
  body: 'Honest about what we did not need, and the new roof looks sharp from the street.',
  displayName: 'The Ruiz family',
  citySlug: 'broken-arrow',
  date: '2026-11-03',
};
const jenks: Testimonial = {
  id: 9,
  body: 'Fixed the flashing on our chimney in an afternoon.',
  displayName: 'A homeowner',
  citySlug: 'jenks',
  date: '2026-09-14',
};

/** A content export as the server writes it: the testimonials, and the business facts when given. */
function exportOf(items: unknown[], facts?: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rl-testimonials-'));
  dirs.push(dir);
  const envelope = { type: testimonials.type, schemaVersion: testimonials.schemaVersion, release: 4, rev: 9 };
  writeFileSync(path.join(dir, 'testimonials.json'), JSON.stringify({ ...envelope, data: { items } }));
  if (facts)
    writeFileSync(
      path.join(dir, 'site-facts.json'),
      JSON.stringify({ type: siteFacts.type, schemaVersion: siteFacts.schemaVersion, release: 4, rev: 8, data: facts }),
    );
  return dir;
}

/** The whole site compiled as `npm run build -- --content <dir>` compiles it. */
async function compileWith(dir: string | undefined): Promise<CompiledSite> {
  const before = process.env.OWNER_CONTENT_DIR;
  if (dir) process.env.OWNER_CONTENT_DIR = dir;
  else delete process.env.OWNER_CONTENT_DIR;
  try {
    return await compileSite(root);
  } finally {
    if (before === undefined) delete process.env.OWNER_CONTENT_DIR;
    else process.env.OWNER_CONTENT_DIR = before;
  }
}

const pageAt = (compiled: CompiledSite, at: string) => {
  const page = compiled.pages.find((candidate) => candidate.def.path === at);
  if (!page) throw new Error(`no page at ${at}`);
  return page;
};
const customerWordsOf = (compiled: CompiledSite, at: string) =>
  pageAt(compiled, at).def.blocks.find((block) => block.type === 'CustomerWords') as
    | { city: string; items?: Omit<Testimonial, 'citySlug'>[] }
    | undefined;

describe('the customer testimonials as a content type', () => {
  const parse = (items: unknown[]) => parseForOwner(testimonials.schema, { items });

  it('keeps a customer’s words, trimmed, with how they agreed to be named and their city page', () => {
    const parsed = parse([{ ...dave, body: `  ${dave.body}  ` }, ruiz]);
    expect(parsed).toEqual({ success: true, data: { items: [dave, ruiz] } });
    expect(parse([])).toEqual({ success: true, data: { items: [] } });
  });

  it.each<[string, Partial<Testimonial> & Record<string, unknown>, string, RegExp]>([
    ['empty words', { body: '   ' }, 'items.0.body', /^must not be empty: a testimonial is the customer’s words/],
    ['words longer than the site shows', { body: 'Great roof. '.repeat(110) }, 'items.0.body', /longer than the 1200/],
    ['no name', { displayName: '' }, 'items.0.displayName', /^must not be empty: write how the customer agreed/],
    ['a name longer than a line', { displayName: 'D'.repeat(61) }, 'items.0.displayName', /60 characters at most/],
    ['a long neighbourhood', { neighbourhood: 'N'.repeat(61) }, 'items.0.neighbourhood', /60 characters at most/],
    ['a city that is no slug', { citySlug: 'Broken Arrow' }, 'items.0.citySlug', /^is not a city page of the site/],
    ['a day not written year-month-day', { date: '10/02/2026' }, 'items.0.date', /year-month-day/],
    ['a number that is no database id', { id: 0 }, 'items.0.id', /at least 1|more than 0/],
  ])('refuses %s, on its field in the owner’s words', (_, change, at, message) => {
    const parsed = parse([{ ...dave, ...change }]);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.problems).toEqual([expect.objectContaining({ path: at, message: expect.stringMatching(message) })]);
  });

  it('refuses one testimonial listed twice, and names a problem by the testimonial’s number', () => {
    const parsed = parse([dave, ruiz, { ...dave }]);
    if (parsed.success) throw new Error('accepted testimonial 12 twice');
    expect(parsed.problems).toEqual([
      expect.objectContaining({
        path: 'items.2.id',
        message: 'Testimonial 12 is listed twice: list each testimonial once',
      }),
    ]);
    expect(whereInTestimonials([dave, ruiz], 'items.1.body')).toBe("Testimonial 15 › Customer's words");
    expect(whereInTestimonials([dave], 'items')).toBe('Testimonials');
  });

  it('gives a city its own testimonials, newest first (by the day written, then by number), at most as many as asked', () => {
    const sameDay = { ...ruiz, id: 16 };
    expect(testimonialsFor([dave, jenks, ruiz, sameDay], 'broken-arrow', 6).map((item) => item.id)).toEqual([
      16, 15, 12,
    ]);
    expect(testimonialsFor([dave, jenks, ruiz], 'broken-arrow', 1).map((item) => item.id)).toEqual([15]);
    expect(testimonialsFor([dave, jenks], 'tulsa', 6)).toEqual([]);
  });
});

describe('the testimonials on the site record', () => {
  it('come from the content export, and stay out of the record every page’s script carries', () => {
    const applied = withOwnerContent(site, exportOf([dave, jenks]));
    expect(applied.problems).toEqual([]);
    expect(applied.site!.customerTestimonials).toEqual([dave, jenks]);
    expect(browserSite(applied.site!)).not.toHaveProperty('customerTestimonials');
    expect(withOwnerContent(site, undefined).site).not.toHaveProperty('customerTestimonials');
  });

  it('are refused from an export in the owner’s words, by the testimonial’s number', () => {
    const { problems } = withOwnerContent(site, exportOf([dave, { ...jenks, displayName: ' ' }]));
    expect(problems).toEqual([
      {
        file: OWNER_TESTIMONIALS_SOURCE,
        at: 'items.1.displayName',
        message: expect.stringMatching(/^Testimonial 9 › Shown as: must not be empty/),
      },
    ]);
  });

  it('are never the site file’s to state', () => {
    const { site: checked, problems } = checkSite({ ...site, customerTestimonials: [dave] });
    expect(checked).toBeUndefined();
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'pages/site.ts',
        at: 'customerTestimonials',
        message: expect.stringMatching(
          /approves in the dashboard's review queue, not the site file's: delete them here/,
        ),
      }),
    );
  });
});

describe('a city page built with the owner’s testimonials', () => {
  let withWords: CompiledSite;
  let without: CompiledSite;
  beforeAll(async () => {
    const facts = siteFactsFromSite(site);
    facts.reviews.asOf = '2026-11-20';
    without = await compileWith(undefined);
    withWords = await compileWith(exportOf([dave, jenks, ruiz], facts));
  }, 120_000);

  it('passes the content gate, every city page with its block, and a city without testimonials draws none', () => {
    expect(without.problems).toEqual([]);
    expect(withWords.problems).toEqual([]);
    const cities = withWords.pages.filter((page) => page.def.city);
    expect(cities).toHaveLength(24);
    for (const page of cities)
      expect(customerWordsOf(withWords, page.def.path)?.city, page.file).toBe(page.def.city!.slug);
    for (const page of without.pages.filter((candidate) => candidate.def.city))
      expect(customerWordsOf(without, page.def.path)?.items, page.file).toEqual([]);
  });

  it('carries only its own city’s testimonials in its data, newest first', () => {
    const { citySlug: _dave, ...shownDave } = dave;
    const { citySlug: _ruiz, ...shownRuiz } = ruiz;
    expect(customerWordsOf(withWords, '/locations/broken-arrow')?.items).toEqual([shownRuiz, shownDave]);
    expect(customerWordsOf(withWords, '/locations/jenks')?.items?.map((item) => item.id)).toEqual([9]);
    expect(customerWordsOf(withWords, '/locations/tulsa')?.items).toEqual([]);
  });

  it('shows them under "From our customers" with the dated rating and the way to every review, and no review markup', async () => {
    const page = pageAt(withWords, '/locations/broken-arrow');
    const html = await renderResolvedPage(page.def, { site: withWords.site!, path: page.def.path });
    const section = html.slice(html.indexOf('From our customers'));
    expect(html).toContain('<h2');
    expect(section).toContain('They found the leak two other roofers missed.');
    expect(section).toContain('The crew was tidy and done before the rain came back.');
    expect(section).toMatch(/— <span[^>]*>Dave R\.<\/span>, Rose District/);
    expect(section).toMatch(/— <span[^>]*>The Ruiz family<\/span><\/span>/);
    expect(section).toContain('<time class="');
    expect(section).toContain('dateTime="2026-10-02"');
    // Newest first: the Ruiz family's words of November before Dave's of October.
    expect(section.indexOf('The Ruiz family')).toBeLessThan(section.indexOf('Dave R.'));
    expect(ratingText(withWords.site!)).toBe('4.9 · 150 reviews on Google, as of November 2026');
    expect(section).toContain(ratingText(withWords.site!));
    const reviews = withWords.site!.proof.reviews;
    expect(section).toContain(`href="${reviews.url.replace(/&/g, '&amp;')}"`);
    expect(section).toMatch(/Read all reviews on Google<span class="visually-hidden"> \(opens in a new tab\)<\/span>/);
    // No stars, and the page's structured data marks up no review or rating of ours.
    expect(section).not.toMatch(/out of 5|aria-label="Rated/);
    expect(JSON.stringify(page.head.jsonLd)).not.toMatch(/"review"|aggregateRating/i);
  });

  it('leaves an empty block out of the page data the browser loads, so the page loads none of its code', () => {
    const blocksOf = (compiled: CompiledSite, at: string) =>
      pageForBrowser(pageAt(compiled, at).def).blocks.map((block) => block.type);
    expect(blocksOf(withWords, '/locations/broken-arrow')).toContain('CustomerWords');
    expect(blocksOf(withWords, '/locations/tulsa')).not.toContain('CustomerWords');
    // The content rules still see it where the author put it.
    expect(pageAt(withWords, '/locations/tulsa').def.blocks.map((block) => block.type)).toContain('CustomerWords');
  });

  it('draws nothing on a city page without testimonials', async () => {
    const page = pageAt(withWords, '/locations/tulsa');
    const html = await renderResolvedPage(page.def, { site: withWords.site!, path: page.def.path });
    expect(html).not.toContain('From our customers');
    expect(html).not.toContain('Read all reviews on');
  });

  it('leaves a customer’s words out of the author’s copy rules: a phone number or a year is theirs to write', async () => {
    const chatty = {
      ...dave,
      body: 'Roofing here since 2005 is what they told us, and they answered at (918) 555-0199 on a Sunday.',
    };
    const compiled = await compileWith(exportOf([chatty]));
    expect(compiled.problems).toEqual([]);
  }, 60_000);

  it('reports a testimonial placed on no city page, by its number, for the review queue', async () => {
    const compiled = await compileWith(exportOf([dave, { ...jenks, citySlug: 'xyz' }]));
    const problems = compiled.problems.filter((problem) => problem.file === OWNER_TESTIMONIALS_SOURCE);
    expect(problems).toEqual([
      {
        file: OWNER_TESTIMONIALS_SOURCE,
        at: 'items.1.citySlug',
        message:
          'Testimonial 9 is placed on /locations/xyz, which is not a city page: pick the city in the review queue',
      },
    ]);
    expect(compiled.problems).toEqual(problems);
    expect(gateProblemOf(problems[0]!)).toEqual({
      path: 'items.1.citySlug',
      where: 'Customer testimonials',
      message: problems[0]!.message,
    });
  }, 60_000);
});
