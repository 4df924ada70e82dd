import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { site as ridgeline } from '../../pages/_lib/site';
import { axeViolations, siteInBrowser, sitemapRoutes, waitForHydration } from './harness';

/**
 * What a homeowner can check before calling (issue: proof a homeowner can verify): each state's
 * registration number with its issuer's look-up, the insurer, the certifications, the review count
 * and link, the founder. Read without JavaScript, as a search engine and a careful homeowner do.
 */

const site = siteInBrowser();
const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function open(path: string, options: { width?: number; javaScript?: boolean } = {}): Promise<Page> {
  const context = await site.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScript ?? false,
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(site.url + path);
  if (options.javaScript) await waitForHydration(page);
  return page;
}

const [oklahoma, kansas] = ridgeline.proof.registrations as [
  (typeof ridgeline.proof.registrations)[number],
  (typeof ridgeline.proof.registrations)[number],
];

/** The JSON-LD objects of a page. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const value = JSON.parse(text);
    return Array.isArray(value) ? value : [value];
  });
}

describe('proof a homeowner can check', () => {
  it('puts the review count with its link and the Oklahoma registration with its look-up in the home hero', async () => {
    const page = await open('/', { width: 390 });
    const row = page.getByRole('list', { name: 'What you can check' });
    const reviews = row.getByRole('link', { name: /150 reviews on Google/ });
    expect(await reviews.getAttribute('href')).toBe(ridgeline.proof.reviews.url);
    const registration = row.getByRole('link', { name: new RegExp(oklahoma.number) });
    expect(await registration.getAttribute('href')).toBe(oklahoma.verifyUrl);
    expect(await row.textContent()).toContain(ridgeline.proof.certifications[0]!.tier);
  });

  it('carries every registration number and the insurer in the footer of every page', async () => {
    const routes = await sitemapRoutes(site.url);
    expect(routes.length).toBeGreaterThanOrEqual(44);
    const missing: string[] = [];
    for (const route of routes) {
      const html = await (await fetch(site.url + route)).text();
      const footer = html.slice(html.indexOf('<footer'));
      for (const fact of [oklahoma.number, kansas.number, ridgeline.proof.insurance.carrier])
        if (!footer.includes(fact)) missing.push(`${route}: ${fact}`);
    }
    expect(missing).toEqual([]);
  });

  it('lists every fact on the contact page with where to check it, and names them in structured data', async () => {
    const page = await open('/contact');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Check us before you call' }) });
    const text = await section.textContent();
    for (const fact of [
      oklahoma.number,
      oklahoma.issuer,
      kansas.number,
      kansas.issuer,
      ridgeline.proof.insurance.carrier,
      ...ridgeline.proof.certifications.map((c) => c.manufacturer),
      ridgeline.proof.veteranCertification!.name,
      '150 reviews on Google',
    ])
      expect(text).toContain(fact);
    const links = await section.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toEqual(expect.arrayContaining([oklahoma.verifyUrl, kansas.verifyUrl, ridgeline.proof.reviews.url]));
    expect(links.some((href) => href?.startsWith(`mailto:${ridgeline.email}?subject=Certificate`))).toBe(true);

    const business = (await structuredData(page)).find((item) => item['@type'] === 'RoofingContractor')!;
    const credentials = business.hasCredential as { identifier?: string; recognizedBy: { name: string } }[];
    expect(credentials.map((c) => c.identifier).filter(Boolean)).toEqual([oklahoma.number, kansas.number]);
    expect(credentials[0]!.recognizedBy.name).toBe(oklahoma.issuer);
    expect(business.founder).toMatchObject({ name: ridgeline.proof.founder.name });
    expect(business.sameAs).toContain(ridgeline.proof.reviews.url);
    expect(await axeViolations(await open('/contact', { javaScript: true }))).toEqual([]);
  });

  it("shows a city page its own state's registration only, and a Missouri page none", async () => {
    const kansasPage = await open('/locations/overland-park');
    const kansasText = await kansasPage
      .locator('section', { has: kansasPage.getByRole('heading', { name: /Check us before you hire us/ }) })
      .textContent();
    expect(kansasText).toContain(kansas.number);
    expect(kansasText).not.toContain(oklahoma.number);

    const missouri = await open('/locations/kansas-city');
    const missouriText = await missouri
      .locator('section', { has: missouri.getByRole('heading', { name: /Check us before you hire us/ }) })
      .textContent();
    expect(missouriText).not.toContain(kansas.number);
    expect(missouriText).toContain(ridgeline.proof.insurance.carrier);
  });

  it('names the founder with his service and story on the about page, as a Person in structured data', async () => {
    const page = await open('/about', { width: 390 });
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Meet the founder' }) });
    await section.getByRole('heading', { name: ridgeline.proof.founder.name }).waitFor();
    expect(await section.textContent()).toContain(ridgeline.proof.founder.service);
    const person = (await structuredData(page)).find((item) => item['@type'] === 'Person');
    expect(person).toMatchObject({ name: ridgeline.proof.founder.name, jobTitle: ridgeline.proof.founder.role });
    expect(await axeViolations(await open('/about', { javaScript: true }))).toEqual([]);
  });
});
