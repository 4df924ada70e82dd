import { describe, expect, it, vi } from 'vitest';

const WIDGET = {
  mode: 'embed' as const,
  iframeUrl: 'https://forms.widgetco.example/f/ridgeline',
  scriptUrl: 'https://cdn.widgetco.example/embed.js',
  title: 'Request a free inspection',
};

// The site file as an owner would switch it: the widget instead of the site's own form.
vi.mock('../../pages/site', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../pages/site')>();
  return { site: { ...original.site, contactForm: WIDGET } };
});

const { site } = await import('../support/site');
const { default: contactPage } = await import('../../pages/contact');
const { cspDirectives } = await import('../../server/csp');
const { pageSchema } = await import('../../blocks/page');
const { checkContent, routeTable } = await import('../../content/rules');
const { compilePages } = await import('../../content/compile');
const { catalogBlocks } = await import('../../content/block-set');
const { renderPage } = await import('../support/render-page');

describe('the contact page with the site file in embed mode', () => {
  it('shows the widget frame (a class gives it 1500 px; no inline style) and not the site form', async () => {
    const html = await renderPage(contactPage, { site });
    expect(html).toMatch(
      new RegExp(`<iframe class="[^"]+" title="${WIDGET.title}" src="${WIDGET.iframeUrl}" loading="lazy">`),
    );
    expect(html).not.toContain('data-contact-form');
    expect(html).not.toMatch(/ style="/);
    expect(html).toContain('Call or email the office nearest you');
  });

  it('passes the content gate, which refuses a widget the site file does not switch on', () => {
    const check = (siteFile: typeof site) => {
      const pages = compilePages(
        [{ file: 'pages/contact.ts', filePath: '/contact', def: pageSchema.parse(contactPage) }],
        siteFile,
      );
      return checkContent({ site: siteFile, pages, images: [], routes: routeTable(pages), blocks: catalogBlocks });
    };
    expect(check(site).filter((p) => p.message.includes('widget'))).toEqual([]);
    const problems = check({ ...site, contactForm: { mode: 'form' } });
    expect(problems.map((p) => p.message)).toContainEqual(
      expect.stringContaining('embeds a form widget the site file does not switch on'),
    );
  });

  it('has a CSP that allows exactly the widget script host and frame host beside our own', () => {
    const csp = cspDirectives(site);
    expect(csp.scriptSrc).toEqual(["'self'", 'https://cdn.widgetco.example']);
    expect(csp.frameSrc).toEqual(['https://www.openstreetmap.org', 'https://forms.widgetco.example']);
    expect(csp.connectSrc).toEqual(["'self'"]);
    expect(csp.formAction).toEqual(["'self'"]);
    const formMode = cspDirectives({ ...site, contactForm: { mode: 'form' } });
    expect(formMode.scriptSrc).toEqual(["'self'"]);
    expect(formMode.frameSrc).toEqual(['https://www.openstreetmap.org']);
  });
});
