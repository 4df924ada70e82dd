import { describe, expect, it } from 'vitest';
import { type PageInput, pageSchema } from '../../blocks/page';
import { site } from '../support/site';
import { buildHead } from '../../content/head/build-head';
import { renderPage as render } from '../support/render-page';
import { button } from '../../ui/theme/primitives.css';

const seo = {
  title: 'Renderer test page title',
  description: 'A page that exercises every block the renderer knows, for the unit tests only.',
};
/** The home path's page with these blocks, rendered. */
const renderBlocks = (...blocks: PageInput['blocks']) => render({ path: '/', seo, blocks });

describe('renderer output per block', () => {
  it('Hero renders the one h1, its actions and a call link to the office number', async () => {
    const html = await renderBlocks({
      type: 'Hero',
      heading: 'Roofing in Tulsa, Done Right',
      actions: [{ label: 'Free Inspection', href: '/contact' }],
      callOffice: 'tulsa',
    });
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Roofing in Tulsa, Done Right');
    expect(html).toMatch(/href="\/contact"[^>]*>Free Inspection/);
    expect(html).toContain('href="tel:+19185550142"');
  });

  it('Hero and CTA with callFirst lead with a Call button per office, the first as the main button', async () => {
    const primary = button({ kind: 'primary' });
    for (const type of ['Hero', 'CTA'] as const) {
      const html = await renderBlocks({
        type,
        heading: 'Water coming in?',
        actions: [{ label: 'Send a Request', href: '/contact' }],
        callOffice: ['tulsa', 'kansas'],
        callFirst: true,
      });
      const tulsa = html.indexOf('href="tel:+19185550142"');
      const kansas = html.indexOf('href="tel:+19135550178"');
      const link = html.indexOf('href="/contact"');
      expect(tulsa, type).toBeGreaterThan(-1);
      expect(tulsa, type).toBeLessThan(kansas);
      expect(kansas, type).toBeLessThan(link);
      const classOf = (at: number) =>
        html.slice(html.lastIndexOf('<a', at), html.indexOf('>', at)).match(/class="([^"]*)"/)![1];
      expect(classOf(tulsa), type).toBe(primary);
      expect(classOf(kansas), type).not.toBe(primary);
      expect(classOf(link), type).not.toBe(primary);
      expect(html, type).toMatch(/Call Tulsa/);
    }
  });

  it('FAQ renders native disclosures that work without JavaScript and adds FAQPage JSON-LD', async () => {
    const input: PageInput = {
      path: '/',
      seo,
      blocks: [{ type: 'FAQ', items: [{ question: 'Is the inspection free?', answer: 'Yes, always.' }] }],
    };
    const html = await render(input);
    expect(html).toMatch(/<details[^>]*><summary[^>]*><h3[^>]*>Is the inspection free\?<\/h3>/);
    expect(html).toContain('Yes, always.');
    const head = buildHead(pageSchema.parse(input), site);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Is the inspection free?' }],
    });
  });

  it('MapEmbed frames 0.02° around the point, lazily, titled, with the zoom', async () => {
    const html = await render({
      path: '/',
      seo,
      blocks: [{ type: 'MapEmbed', title: 'Map of Tulsa, Oklahoma', center: { lat: 36.154, lng: -95.9928 }, zoom: 13 }],
    });
    expect(html).toContain('bbox=-96.0128%2C36.134%2C-95.9728%2C36.174');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('title="Map of Tulsa, Oklahoma"');
    expect(html).toContain('#map=13/36.154/-95.9928');
  });

  it("MapEmbed centred on 'city' frames the page's own city coordinates", async () => {
    const city = { slug: 'jenks', name: 'Jenks', state: 'OK', county: 'Tulsa County' } as const;
    const html = await render({
      path: '/locations/jenks',
      seo,
      city: { ...city, coordinates: { lat: 36.154, lng: -95.9928 } },
      blocks: [{ type: 'MapEmbed', title: 'Map of Jenks, Oklahoma', center: 'city', zoom: 13 }],
    });
    expect(html).toContain('bbox=-96.0128%2C36.134%2C-95.9728%2C36.174');
  });

  it('CTA renders its buttons and a call button for the chosen office', async () => {
    const html = await renderBlocks({
      type: 'CTA',
      heading: 'Ready?',
      actions: [{ label: 'Start a Conversation', href: '/contact' }],
      callOffice: 'kansas',
    });
    expect(html).toMatch(/href="\/contact"[^>]*>Start a Conversation/);
    expect(html).toContain('href="tel:+19135550178"');
  });

  it('CityList links every city, grouped by region, or the listed ones in order', async () => {
    const all = await renderBlocks({ type: 'CityList', cities: 'all' });
    expect(all).toContain('href="/locations/tulsa"');
    expect(all).toContain('href="/locations/olathe"');
    expect(all).toContain('Oklahoma');
    const some = await renderBlocks({ type: 'CityList', cities: ['olathe'], layout: 'inline' });
    expect(some).toContain('href="/locations/olathe"');
    expect(some).not.toContain('href="/locations/tulsa"');
  });

  it('Breadcrumbs shows the page trail with the current page last', async () => {
    const html = await render({
      path: '/about',
      seo,
      label: 'About',
      breadcrumbs: [{ label: 'Home', href: '/' }],
      blocks: [{ type: 'Breadcrumbs' }],
    });
    expect(html).toMatch(/<nav aria-label="Breadcrumb"/);
    expect(html).toMatch(/aria-current="page"[^>]*>About</);
  });

  it('ServiceCards, ContentCards, Steps, Testimonials and RichText render their content as text', async () => {
    const html = await renderBlocks(
      {
        type: 'ServiceCards',
        heading: 'Services',
        items: [
          { title: 'Roof Repair', body: 'Leaks fixed.', link: { href: '/services/roof-repair' }, icon: 'repair' },
        ],
      },
      {
        type: 'ContentCards',
        heading: 'Cards',
        items: [{ title: 'Card one', body: '<b>not html</b>', points: ['a point'] }],
      },
      {
        type: 'Steps',
        heading: 'Steps',
        items: [
          { title: 'Inspect', body: 'We look.' },
          { title: 'Fix', body: 'We fix.' },
        ],
      },
      {
        type: 'Testimonials',
        heading: 'Reviews',
        items: [{ author: 'Dana', rating: 5, datePublished: '2025-05-14', body: 'Great crew.' }],
      },
      { type: 'RichText', content: ['See [our services](/services).', { list: ['one', 'two'] }] },
    );
    expect(html).toMatch(/href="\/services\/roof-repair"/);
    expect(html).toContain('&lt;b&gt;not html&lt;/b&gt;');
    expect(html).toMatch(/<ol[^>]*>.*Step 1: .*Inspect/s);
    expect(html).toContain('Google Reviews, May 2025');
    expect(html).toMatch(/href="\/services"[^>]*>our services<\/a>/);
  });

  it('JsonLd renders nothing in the body and puts its data in the head', async () => {
    const input: PageInput = {
      path: '/',
      seo,
      blocks: [
        { type: 'Hero', heading: 'x' },
        { type: 'JsonLd', data: [{ '@context': 'https://schema.org', '@type': 'Thing', name: 'x' }] },
      ],
    };
    expect(await render(input)).not.toContain('application/ld+json');
    expect(buildHead(pageSchema.parse(input), site).jsonLd).toEqual([
      { '@context': 'https://schema.org', '@type': 'Thing', name: 'x' },
    ]);
  });
});

describe('build-time block data', () => {
  it('QrCode gets its matrix from the URL at load time and links to it', async () => {
    const { compileSite } = await import('../../content/compile');
    const content = await compileSite(process.cwd());
    const financing = content.pages.find((p) => p.def.path === '/financing')!;
    const qr = financing.def.blocks.find((b) => b.type === 'QrCode');
    expect(qr).toMatchObject({
      url: site.financing.prequalifyUrl,
      matrix: { size: expect.any(Number), path: expect.stringMatching(/^M\d+ \d+h1v1h-1z/) },
    });
    const html = await renderBlocks(qr as never);
    expect(html).toContain(`href="${site.financing.prequalifyUrl}"`);
    expect(html).toMatch(/<svg[^>]*viewBox="0 0 \d+ \d+"/);
  });
});

describe('head', () => {
  it('builds title, description, canonical (site root + path unless overridden) and social tags', () => {
    const head = buildHead(pageSchema.parse({ path: '/about', seo, blocks: [{ type: 'Hero', heading: 'x' }] }), site);
    expect(head.title).toBe(seo.title);
    expect(head.canonical).toBe('https://www.ridgelineroofing.example/about');
    expect(head.meta).toEqual(expect.arrayContaining([{ key: 'property', value: 'og:title', content: seo.title }]));
    const overridden = buildHead(
      pageSchema.parse({
        path: '/locations/x',
        seo: { ...seo, canonical: '/locations/x-roofing' },
        blocks: [{ type: 'Hero', heading: 'x' }],
      }),
      site,
    );
    expect(overridden.canonical).toBe('https://www.ridgelineroofing.example/locations/x-roofing');
  });
});
