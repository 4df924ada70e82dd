import { describe, expect, it } from 'vitest';
import { blockDefinitions } from '../../blocks/catalog';
import { compileSite } from '../../content/compile';
import { siteInBrowser, waitForHydration } from './harness';
import { format, NO_MOTION, pixelContrast } from './visual-check';
import { contrastProbe } from './visual-probes';

const site = siteInBrowser();

/** The block types that sit on a band: those with a `tone`. */
const bandTypes = blockDefinitions
  .filter((definition) => 'tone' in ((definition.schema as { shape?: object }).shape ?? {}))
  .map((definition) => definition.type);

/**
 * The fewest public pages that together show every band block type the site uses, picked from the
 * compiled site (greedily: the page with most types not yet covered first), so a new block placed
 * on a page is checked without anyone editing this list.
 */
const compiled = await compileSite(process.cwd());
const publicPages = compiled.pages.filter((page) => !page.def.seo.noindex);
const typesOf = (page: (typeof publicPages)[number]) =>
  new Set(page.def.blocks.map((block) => block.type).filter((type) => bandTypes.includes(type)));
const used = new Set(publicPages.flatMap((page) => [...typesOf(page)]));
const routes: string[] = [];
const covered = new Set<string>();
while (covered.size < used.size) {
  const best = publicPages
    .map((page) => ({ page, adds: [...typesOf(page)].filter((type) => !covered.has(type)).length }))
    .sort((a, b) => b.adds - a.adds)[0]!;
  routes.push(best.page.def.path);
  for (const type of typesOf(best.page)) covered.add(type);
}

describe('the pages the band check visits', () => {
  it('show every band block type; the one shown on no page is the widget, which the site file switches on', () => {
    expect([...covered].sort()).toEqual([...used].sort());
    // FormEmbed replaces the contact form only when pages/site.ts sets contactForm.mode: 'embed'.
    expect(bandTypes.filter((type) => !used.has(type))).toEqual(['FormEmbed']);
  });
});

describe('the theme on a dark band', () => {
  /**
   * Any block may be placed on the brand-tone band. Re-tone every section of the pages that show
   * every block type (`routes`) and hold all their text to the same contrast rule, so a light card on a dark band
   * can never inherit the band's white text.
   */
  it.each(routes)('keeps every text readable on %s with every section on the brand band', async (route) => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await page.goto(`${site.url}/`);
    const brandClass = await page.locator('section[data-tone="brand"]').first().getAttribute('class');
    expect(brandClass).toBeTruthy();
    await page.goto(site.url + route);
    await waitForHydration(page);
    await page.addStyleTag({ content: NO_MOTION });
    const retoned = await page.evaluate((className) => {
      const sections = [...document.querySelectorAll('main section[data-tone]')];
      for (const section of sections) section.setAttribute('class', className);
      return sections.length;
    }, brandClass!);
    expect(retoned).toBeGreaterThan(0);
    const contrast = await page.evaluate(contrastProbe);
    const pixels = await pixelContrast(page, contrast.unresolved);
    expect(format([...contrast.failures, ...pixels])).toEqual([]);
    await page.close();
  });
});
