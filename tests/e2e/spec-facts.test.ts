import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site as siteFile } from '../support/site';
import { officeById } from '../../schema/office';
import { telHref } from '../../shared/phone';
import { launchBrowser, startSite } from './harness';

/**
 * The spec's per-page facts (seed-spec sections 1, 2 and 9), read from the prerendered pages as a
 * visitor without JavaScript gets them. Expected values are the spec's own; nothing is derived from
 * the page definitions, so a definition that drifts from the spec fails here.
 */

const TULSA_PHONE = '(918) 555-0142';
const KANSAS_PHONE = '(913) 555-0178';
const slug = (name: string) => name.toLowerCase().replace(/ /g, '-');
const OKLAHOMA = [
  'Tulsa',
  'Broken Arrow',
  'Jenks',
  'Claremore',
  'Sand Springs',
  'Bixby',
  'Catoosa',
  'Sapulpa',
  'Verdigris',
  'Muskogee',
  'Tahlequah',
  'Okmulgee',
];
const KANSAS_AREA = [
  'Overland Park',
  'Olathe',
  'Shawnee',
  'Leawood',
  'Lenexa',
  'Prairie Village',
  'Merriam',
  'Mission',
  'Roeland Park',
  'Fairway',
  'Kansas City',
  'Blue Springs',
];
const SERVICE_PAGES = [
  '/services/roof-repair',
  '/services/roof-replacement',
  '/services/storm-damage',
  '/services/new-installation',
  '/services/roof-inspection',
  '/services/emergency-roofing',
  '/roof-types/metal-roofing',
  '/roof-types/asphalt-shingles',
  '/roof-types/flat-roofing',
  '/commercial/commercial-roofing',
  '/commercial/tpo-roofing',
  '/commercial/epdm-roofing',
];

let server: { url: string; app: FastifyInstance };
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  server = await startSite();
  browser = await launchBrowser();
  // The prerendered HTML is what search engines and a slow phone see first: test it without scripts.
  context = await browser.newContext({ javaScriptEnabled: false });
});
afterAll(async () => {
  await browser?.close();
  await server?.app.close();
});

const pages = new Map<string, Page>();
async function open(path: string): Promise<Page> {
  const cached = pages.get(path);
  if (cached) return cached;
  const page = await context.newPage();
  const response = await page.goto(server.url + path);
  expect(response?.status(), path).toBe(200);
  pages.set(path, page);
  return page;
}

/** The section a level-2 heading introduces. */
const sectionTitled = (page: Page, heading: string | RegExp) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading }) });
const hrefs = (locator: Locator) => locator.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ');
const main = (page: Page) => page.locator('main');
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}
const ofType = async (page: Page, type: string) => (await jsonLd(page)).find((o) => o['@type'] === type);

/** The closing call-to-action panel of a page: the last named section (aria-label or aria-labelledby) of its main content. */
const closingCta = (page: Page) => page.locator('main section[aria-label], main section[aria-labelledby]').last();

describe('home page', () => {
  it('opens with the hero, Call Now and Free Inspection', async () => {
    const page = await open('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Roofing in Tulsa, Done Right');
    const hero = page.locator('main > div').first();
    expect(await hero.getByRole('link', { name: 'Free Inspection' }).getAttribute('href')).toBe('/contact');
    expect(await hero.getByRole('link', { name: /^Call Now/ }).getAttribute('href')).toBe(telHref(TULSA_PHONE));
  });

  it('has service cards for replacement, repair, storm damage, inspection and metal roofing', async () => {
    const cards = sectionTitled(await open('/'), 'Roofing services for Tulsa homes');
    expect(new Set(await hrefs(cards.locator('li a')))).toEqual(
      new Set([
        '/services/roof-replacement',
        '/services/roof-repair',
        '/services/storm-damage',
        '/services/roof-inspection',
        '/roof-types/metal-roofing',
      ]),
    );
  });

  // The spec gave two figures (5.0 on the page, 4.9 in structured data); a visitor who clicked
  // through to Google found 4.9, so the site shows the one figure Google shows (t4 review, T4-19).
  it('shows three testimonials and one rating, 4.9 from 150 reviews, as text and not as markup', async () => {
    const page = await open('/');
    expect(await page.locator('main figure blockquote').count()).toBe(3);
    expect(await text(main(page))).toContain('4.9 · 150 reviews on Google');
    expect(await text(main(page))).not.toContain('5.0');
    const business = await ofType(page, 'RoofingContractor');
    // The rating is the page's text: no stars are marked up for the business's own reviews (issue 34).
    expect(business?.aggregateRating).toBeUndefined();
    expect(business?.review).toBeUndefined();
  });

  it('shows three recent projects, each with a photo, and a link to the gallery', async () => {
    const projects = sectionTitled(await open('/'), /Roofs we finished/);
    expect(await projects.locator('li article').count()).toBe(3);
    expect(await projects.locator('li article picture img[width][height]').count()).toBe(3);
    expect(await hrefs(projects.locator('a'))).toContain('/gallery');
  });

  it('walks through the four-step adjuster process and links to the storm guide', async () => {
    const steps = sectionTitled(await open('/'), 'We Meet Your Adjuster');
    const titles = (await steps.locator('ol > li h3').allTextContents()).map((t) =>
      t.replace(/^Step \d+: /, '').toLowerCase(),
    );
    expect(titles).toHaveLength(4);
    for (const [i, words] of [
      ['free', 'inspection'],
      ['file', 'claim'],
      ['meet', 'adjuster'],
      ['get', 'fixed'],
    ].entries()) {
      for (const word of words) expect(titles[i], `step ${i + 1}`).toContain(word);
    }
    expect(await hrefs(steps.locator('a'))).toContain('/have-storm-damage');
  });

  it('has the financing banner (payments as low as $99) linking to /financing', async () => {
    const banner = (await open('/')).locator('section[aria-label]').filter({ hasText: '$99' }).first();
    expect(await text(banner)).toMatch(/monthly payments as low as \$99/i);
    expect(await hrefs(banner.locator('a'))).toContain('/financing');
  });

  it('lists the 15 service-area cities of the spec, each linking to its page', async () => {
    const list = sectionTitled(await open('/'), /serving/i);
    const expected = [
      'tulsa',
      'broken-arrow',
      'jenks',
      'bixby',
      'sand-springs',
      'claremore',
      'sapulpa',
      'muskogee',
      'tahlequah',
      'okmulgee',
      'overland-park',
      'olathe',
      'kansas-city',
      'leawood',
      'shawnee',
    ];
    expect(await hrefs(list.locator('a'))).toEqual(expected.map((c) => `/locations/${c}`));
  });

  it('ends with the map, the office address and hours, three FAQs and a free hail inspection', async () => {
    const page = await open('/');
    // The app puts the map frame in place once it runs, after the page has painted.
    await expect.poll(() => page.locator('main iframe[src^="https://www.openstreetmap.org/"]').count()).toBe(1);
    const content = await text(main(page));
    expect(content).toContain(officeById(siteFile, 'tulsa').streetAddress);
    expect(content).toMatch(/Mon-Fri\s*8am-5pm/);
    expect(await page.locator('main details').count()).toBe(3);
    expect(await closingCta(page).getByRole('heading').textContent()).toMatch(/free hail inspection/i);
  });
});

describe('services page', () => {
  it('has six service cards, emergency roofing included', async () => {
    const cards = sectionTitled(await open('/services'), 'Residential services');
    expect(await hrefs(cards.locator('li a'))).toEqual(SERVICE_PAGES.slice(0, 6));
  });

  it('links the three roof types and the three commercial pages', async () => {
    const page = await open('/services');
    expect(new Set(await hrefs(sectionTitled(page, 'Roof types').locator('li a')))).toEqual(
      new Set(['/roof-types/asphalt-shingles', '/roof-types/metal-roofing', '/roof-types/flat-roofing']),
    );
    expect(new Set(await hrefs(sectionTitled(page, 'Commercial roofing').locator('li a')))).toEqual(
      new Set(['/commercial/tpo-roofing', '/commercial/epdm-roofing', '/commercial/commercial-roofing']),
    );
  });
});

describe('gallery', () => {
  it('has eight project cards, each with title, location, photo, description and View Details opening that project', async () => {
    const page = await open('/gallery');
    const cards = page.locator('main li article');
    expect(await cards.count()).toBe(8);
    for (const card of await cards.all()) {
      const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
      expect(title.trim()).not.toBe('');
      expect((await card.locator('p').allTextContents()).filter((t) => t.trim()).length, title).toBeGreaterThanOrEqual(
        2,
      );
      const img = card.locator('picture img');
      expect(await img.getAttribute('alt'), title).toBeTruthy();
      expect(Number(await img.getAttribute('width')), title).toBeGreaterThan(0);
      expect(Number(await img.getAttribute('height')), title).toBeGreaterThan(0);
      const details = card.getByRole('link', { name: /^View Details/ });
      const target = (await details.getAttribute('href'))!;
      expect(target, title).toMatch(/^#project-[a-z0-9-]+$/);
      // The detail view the link opens is this project's: its heading names it.
      expect(await page.locator(`${target} h3`).textContent(), title).toBe(title);
    }
  });
});

describe('service areas', () => {
  it('lists 12 Oklahoma and 12 Kansas-area cities, each linking to its page', async () => {
    const page = await open('/service-areas');
    const group = (heading: RegExp) =>
      page
        .locator('main div')
        .filter({ has: page.getByRole('heading', { level: 3, name: heading }) })
        .last();
    for (const [heading, names] of [
      [/^Oklahoma/, OKLAHOMA],
      [/^Kansas City Metro/, KANSAS_AREA],
    ] as const) {
      const links = group(heading).locator('a');
      expect((await links.allTextContents()).map((t) => t.trim()).sort()).toEqual([...names].sort());
      expect((await hrefs(links)).sort()).toEqual(names.map((n) => `/locations/${slug(n)}`).sort());
    }
  });
});

describe('storm damage guide', () => {
  it('has the five steps in order and HowTo data taking an hour and costing nothing', async () => {
    const page = await open('/have-storm-damage');
    const titles = (await page.locator('main ol > li h3').allTextContents()).map((t) => t.replace(/^Step \d+: /, ''));
    expect(titles).toEqual([
      'Document the storm',
      'Take photos',
      'Beware of door-to-door scams',
      'Contact your insurer',
      'Choose a local contractor',
    ]);
    const howTo = await ofType(page, 'HowTo');
    expect(howTo).toMatchObject({ totalTime: 'PT1H', estimatedCost: { currency: 'USD', value: 0 } });
    expect(howTo?.step).toHaveLength(5);
    expect(await ofType(page, 'Article')).toBeDefined();
    expect(await hrefs(closingCta(page).locator('a'))).toContain('/contact');
  });
});

describe('financing', () => {
  it('promises $99 down, no liens, no hidden fees and auto-pay discounts, in three steps', async () => {
    const page = await open('/financing');
    const content = await text(main(page));
    for (const claim of [
      /\$99 down/i,
      /no liens/i,
      /no hidden fees/i,
      /auto-pay discounts/i,
      /funds are requested for your approval/i,
    ])
      expect(content).toMatch(claim);
    expect(
      await sectionTitled(page, /three steps/i)
        .locator('ol > li')
        .count(),
    ).toBe(3);
  });

  it('sends Apply and the QR code to the pre-qualification page of the site file', async () => {
    const page = await open('/financing');
    const apply = await hrefs(page.locator('main a', { hasText: 'Apply' }));
    expect(apply.length).toBeGreaterThanOrEqual(2);
    expect(new Set(apply)).toEqual(new Set([siteFile.financing.prequalifyUrl]));
    const qr = page.locator('main a[aria-label*="QR code"]');
    expect(await qr.count()).toBeGreaterThanOrEqual(1);
    expect(await qr.first().getAttribute('href')).toBe(siteFile.financing.prequalifyUrl);
    expect(await qr.first().locator('svg path').count()).toBe(1);
  });
});

describe('contact page', () => {
  it('gives both office phones, the email and its own hours: Mon-Fri 7-6, Sat 8-4, Sun closed', async () => {
    const page = await open('/contact');
    const content = await text(main(page));
    expect(content).toContain(TULSA_PHONE);
    expect(content).toContain(KANSAS_PHONE);
    expect(await hrefs(page.locator('main a[href^="mailto:"]'))).toContain(`mailto:${siteFile.email}`);
    expect(content).toMatch(/Mon(day)?\s*-\s*Fri(day)?:?\s*7:00 AM\s*-\s*6:00 PM/);
    expect(content).toMatch(/Sat(urday)?:?\s*8:00 AM\s*-\s*4:00 PM/);
    expect(content).toMatch(/Sun(day)?:?\s*Closed/i);
  });

  it('shows each set of hours once, named for what it is: the phone hours in the page, the office hours in the header and footer', async () => {
    const page = await open('/contact');
    const content = await text(main(page));
    expect(content).not.toMatch(/8am-5pm|8am-12pm/);
    expect(content.match(/7:00 AM\s*-\s*6:00 PM/g)).toHaveLength(1);
    expect(content).toMatch(/Phone hours/);
    expect(await text(page.locator('footer'))).toMatch(/Office hours/);
  });
});

describe('service, roof-type and commercial pages', () => {
  it('the emergency page’s hero leads with a Call button per office, before any form link', async () => {
    const page = await open('/services/emergency-roofing');
    const hero = page.locator('main > div').first();
    const links = await hrefs(hero.getByRole('link'));
    const calls = siteFile.offices.map((office) => telHref(office.phone));
    expect(links.slice(0, calls.length)).toEqual(calls);
    expect(links.slice(calls.length)).toEqual(['/contact#request']);
  });

  it.each(SERVICE_PAGES)(
    '%s ends with Start a Conversation, Get Quote, Schedule Inspection to /contact and a call button',
    async (path) => {
      const page = await open(path);
      const cta = closingCta(page);
      for (const label of ['Start a Conversation', 'Get Quote', 'Schedule Inspection']) {
        expect(await cta.getByRole('link', { name: label, exact: true }).getAttribute('href'), label).toBe('/contact');
      }
      if (path === '/services/emergency-roofing') {
        // Someone with water coming in should call: every office's number, first, the first the main button.
        expect(await hrefs(cta.locator('a[href^="tel:"]'))).toEqual(
          siteFile.offices.map((office) => telHref(office.phone)),
        );
        expect(await cta.locator('a').first().getAttribute('href')).toBe(telHref(TULSA_PHONE));
      } else expect(await hrefs(cta.locator('a[href^="tel:"]'))).toEqual([telHref(TULSA_PHONE)]);
      // "Breadcrumbs link to /services and /service-areas" (seed spec, section 4), in the page and its BreadcrumbList.
      expect(await hrefs(page.getByRole('navigation', { name: /breadcrumb/i }).locator('a'))).toEqual([
        '/',
        '/services',
        '/service-areas',
      ]);
      const trail = (await ofType(page, 'BreadcrumbList')) as { itemListElement: { item: string }[] };
      expect(trail.itemListElement.map((entry) => new URL(entry.item).pathname)).toEqual([
        '/',
        '/services',
        '/service-areas',
        path,
      ]);
      expect(await ofType(page, 'Service')).toBeDefined();
    },
  );

  it.each(['/services/roof-repair', '/services/roof-replacement'])(
    '%s has a process, signs, materials and one testimonial',
    async (path) => {
      const page = await open(path);
      const headings = (await page.getByRole('heading', { level: 2 }).allTextContents()).join(' | ');
      expect(headings).toMatch(/process|how a replacement goes/i);
      expect(headings).toMatch(/signs/i);
      expect(headings).toMatch(/materials/i);
      expect(
        await sectionTitled(page, /process|how a replacement goes/i)
          .locator('ol > li')
          .count(),
      ).toBeGreaterThanOrEqual(3);
      expect(await page.locator('main figure blockquote').count()).toBe(1);
    },
  );

  it('roof replacement lists the spec materials, benefits and financing points', async () => {
    const page = await open('/services/roof-replacement');
    const materials = await text(sectionTitled(page, 'Materials'));
    expect(materials).toMatch(/asphalt shingles/i);
    expect(materials).toMatch(/25-50 year warranties/i);
    expect(materials).toMatch(/metal/i);
    expect(materials).toMatch(/50\+ year lifespan/i);
    expect(materials).toMatch(/slate/i);
    expect(materials).toMatch(/tile-look/i);
    expect(
      await sectionTitled(page, /benefits/i)
        .locator('li')
        .count(),
    ).toBeGreaterThanOrEqual(3);
    const financing = await text(sectionTitled(page, /financing/i));
    for (const point of ['No money down', 'Competitive rates', 'Flexible terms', 'Quick approval'])
      expect(financing).toContain(point);
  });
});

describe('city pages', () => {
  const all = [
    ...OKLAHOMA.map((name) => ({ name, state: 'OK' })),
    ...KANSAS_AREA.map((name) => ({ name, state: 'KS/MO' })),
  ];

  it.each(all)(
    '$name: county, three selling points, lazy map, CTA to /contact and a call button with its state number',
    async ({ name, state }) => {
      const page = await open(`/locations/${slug(name)}`);
      const content = await text(main(page));
      expect(content).toMatch(/County/);
      const points = sectionTitled(page, new RegExp(`^Roofing built for ${name}$`));
      expect(await points.locator('li').count()).toBe(3);
      const map = page.locator('main iframe[src^="https://www.openstreetmap.org/export/embed.html"]');
      expect(await map.getAttribute('loading')).toBe('lazy');
      const bbox = new URL((await map.getAttribute('src'))!).searchParams.get('bbox')!.split(',').map(Number) as [
        number,
        number,
        number,
        number,
      ];
      // The frame covers 0.02 degrees either side of its point.
      expect(bbox[2] - bbox[0]).toBeCloseTo(0.04, 5);
      expect(bbox[3] - bbox[1]).toBeCloseTo(0.04, 5);
      expect(await map.evaluate((el) => parseFloat(getComputedStyle(el).minHeight))).toBeGreaterThanOrEqual(300);
      // The zoom is the one "View larger map" opens at: `#map=<zoom>/<lat>/<lng>`.
      const larger = await main(page)
        .getByRole('link', { name: /View larger map/ })
        .getAttribute('href');
      const zoom = Number(new URL(larger!).hash.match(/^#map=(\d+)\//)![1]);
      if (state === 'OK') expect([12, 13]).toContain(zoom);
      else expect(zoom).toBe(12);

      const cta = closingCta(page);
      expect(await cta.getByRole('link', { name: 'Start a Conversation' }).getAttribute('href')).toBe('/contact');
      const phone = state === 'OK' ? TULSA_PHONE : KANSAS_PHONE;
      const other = state === 'OK' ? KANSAS_PHONE : TULSA_PHONE;
      expect(await hrefs(cta.locator('a[href^="tel:"]'))).toEqual([telHref(phone)]);
      // Oklahoma pages show the Oklahoma number, Kansas and Missouri pages the Kansas one, in the page itself.
      expect(content).toContain(phone);
      expect(content).not.toContain(other);
      if (state !== 'OK') expect(content).toMatch(/newly expanding/i);

      const head = await jsonLd(page);
      expect(head.map((o) => o['@type'])).toEqual(
        expect.arrayContaining(['Service', 'RoofingContractor', 'FAQPage', 'BreadcrumbList']),
      );
      expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toBeTruthy();
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${siteFile.url}/locations/${slug(name)}-roofing`,
      );
    },
  );

  it('gives the counties and notes of the spec', async () => {
    const county = async (name: string) => text(main(await open(`/locations/${slug(name)}`)));
    expect(await county('Muskogee')).toContain('Muskogee County');
    const tahlequah = await county('Tahlequah');
    expect(tahlequah).toContain('Cherokee County');
    expect(tahlequah).toMatch(/universit/i);
    expect(tahlequah).toMatch(/Cherokee Nation/);
    const okmulgee = await county('Okmulgee');
    expect(okmulgee).toContain('Okmulgee County');
    expect(okmulgee).toMatch(/historic/i);
    expect(okmulgee).toMatch(/\boil\b/i);
    // Every Kansas-side city of the Kansas City area; Kansas City and Blue Springs are in Missouri.
    for (const name of KANSAS_AREA.filter((city) => city !== 'Kansas City' && city !== 'Blue Springs')) {
      expect(await county(name), name).toContain('Johnson County, KS');
    }
    expect(await county('Leawood')).toMatch(/luxury/i);
    expect(await county('Lenexa')).toMatch(/modern/i);
    expect(await county('Fairway')).toMatch(/luxury/i);
    for (const name of ['Kansas City', 'Blue Springs']) expect(await county(name), name).toContain('Jackson County');
  });

  it('Overland Park: red/orange theme, "Now Serving Kansas", the map on the Kansas office', async () => {
    const page = await open('/locations/overland-park');
    expect(await text(main(page))).toContain('Now Serving Kansas');
    const src = new URL((await page.locator('main iframe').getAttribute('src'))!);
    const [west, south, east, north] = src.searchParams.get('bbox')!.split(',').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect(((west + east) / 2).toFixed(3)).toBe(officeById(siteFile, 'kansas').coordinates.lng.toFixed(3));
    expect(((south + north) / 2).toFixed(3)).toBe(officeById(siteFile, 'kansas').coordinates.lat.toFixed(3));
    // The hero band takes the theme's brand colour: red-dominant here, blue everywhere else.
    const heroColour = (p: Page) =>
      p.locator('main h1').evaluate((h1) => getComputedStyle(h1.closest('main > div')!).backgroundColor);
    const rgb = (css: string) => css.match(/\d+/g)!.map(Number) as [number, number, number];
    const [r, , b] = rgb(await heroColour(page));
    expect(r).toBeGreaterThan(b);
    const [r2, , b2] = rgb(await heroColour(await open('/locations/olathe')));
    expect(b2).toBeGreaterThan(r2);
  });

  it('Jenks and Bixby answer four FAQs each on the spec topics; Tulsa shows two testimonials', async () => {
    // The FAQ's questions, not the proof tiles, which are <details> on a phone too.
    const questions = async (name: string) => {
      const page = await open(`/locations/${slug(name)}`);
      const faq = page
        .locator('main section')
        .filter({ has: page.getByRole('heading', { level: 2, name: /questions/i }) });
      return (await faq.locator('details summary').allTextContents()).join(' | ');
    };
    const jenks = await questions('Jenks');
    expect(jenks.split(' | ')).toHaveLength(4);
    for (const topic of [/historic/i, /river/i, /insurance/i, /differen|local/i]) expect(jenks).toMatch(topic);
    const bixby = await questions('Bixby');
    expect(bixby.split(' | ')).toHaveLength(4);
    for (const topic of [/new(ly)? (construction|built|build)/i, /famil/i, /material/i, /HOA/])
      expect(bixby).toMatch(topic);
    const tulsa = await open('/locations/tulsa');
    expect(await tulsa.locator('main figure blockquote').count()).toBe(2);
    expect(await text(main(await open('/locations/jenks')))).toContain('2013');
  });
});

describe('about page', () => {
  it('tells the story with 10+ years, 500+ projects, four values, both city lists and a call to action', async () => {
    const page = await open('/about');
    const content = await text(main(page));
    expect(content).toContain('10+ years');
    expect(content).toContain('500+');
    expect(await sectionTitled(page, 'What we stand for').locator('li').count()).toBe(4);
    const cityLinks = await hrefs(page.locator('main a[href^="/locations/"]'));
    expect(cityLinks).toEqual(expect.arrayContaining(['/locations/tulsa', '/locations/overland-park']));
    const cta = closingCta(page);
    expect(await hrefs(cta.locator('a'))).toEqual(expect.arrayContaining(['/contact', telHref(TULSA_PHONE)]));
  });
});

describe('shared layout', () => {
  it('footer: service links, financing, both phones, social link, hours and the three badges', async () => {
    const footer = (await open('/')).locator('footer');
    const links = await hrefs(footer.locator('a'));
    expect(links).toEqual(
      expect.arrayContaining([
        '/services/roof-repair',
        '/services/roof-replacement',
        '/services/storm-damage',
        '/services/new-installation',
        '/services/roof-inspection',
        '/commercial/commercial-roofing',
        '/financing',
        telHref(TULSA_PHONE),
        telHref(KANSAS_PHONE),
        siteFile.social.url,
      ]),
    );
    const content = await text(footer);
    expect(content).toMatch(/Mon-Fri\s*8am-5pm/);
    expect(content).toMatch(/Sat\s*8am-12pm/);
    for (const badge of ['Licensed, Bonded & Insured', 'Veteran Owned Business', '500+ Happy Customers'])
      expect(content).toContain(badge);
  });
});
