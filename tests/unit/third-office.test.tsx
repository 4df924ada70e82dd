import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// A third office as a developer opens it: one entry in the site file's `offices`, Missouri moved to
// it, and its phone in the owner's business facts (the seed, here). Nothing else changes anywhere.
const SPRINGFIELD = {
  id: 'springfield',
  label: 'Springfield Office',
  streetAddress: '1200 E Battlefield Rd',
  locality: 'Springfield',
  region: 'MO' as const,
  postalCode: '65804',
  coordinates: { lat: 37.163, lng: -93.27 },
  serves: ['MO' as const],
  opened: 2026,
  area: 'the Ozarks',
  hours: [{ days: 'Mon-Thu', hours: '9am-4pm' }],
};
const SPRINGFIELD_PHONE = '(417) 555-0123';

vi.mock('../../pages/site', async (importOriginal) => {
  const { site } = await importOriginal<typeof import('../../pages/site')>();
  const offices = site.offices.map((office) =>
    office.id === 'kansas' ? { ...office, serves: office.serves.filter((state) => state !== 'MO') } : office,
  );
  return { site: { ...site, offices: [...offices, SPRINGFIELD] } };
});

// The site as the loader makes it, with a seed that gives the new office its phone.
vi.mock('../../pages/_lib/site', async () => {
  const { checkSite, SITE_FACTS_SEED } = await import('../../content/site-file');
  const { site: file } = await import('../../pages/site');
  const { makeContentRoot } = await import('./content-fixtures');
  const seed = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../..', SITE_FACTS_SEED), 'utf8'));
  seed.phones.offices.push({ office: 'springfield', phone: SPRINGFIELD_PHONE });
  const { root } = makeContentRoot({}, { seed });
  const checked = checkSite(file, root);
  if (!checked.site) throw new Error(checked.problems.map((problem) => problem.message).join('\n'));
  return { site: checked.site };
});

const { site } = await import('../support/site');
const { default: contactPage } = await import('../../pages/contact');
const { localBusiness } = await import('../../schema/jsonld');
const { officeForState } = await import('../../schema/office');
const { Header } = await import('../../src/layout/Header');
const { Footer } = await import('../../src/layout/Footer');
const { SiteContext } = await import('../../ui/page-context');
const { contactMessagesFor } = await import('../../server/contact/messages');
const { AtPath, renderPage } = await import('../support/render-page');

async function render(node: ReactNode): Promise<string> {
  return renderToString(
    <SiteContext.Provider value={site}>
      <AtPath path="/">{node}</AtPath>
    </SiteContext.Provider>,
  ).replace(/<!-- -->/g, '');
}

describe('a third office, added in the site file only', () => {
  it('is in the header with its phone, and answers the calls of the state it serves', async () => {
    expect(officeForState(site, 'MO').id).toBe('springfield');
    const html = await render(<Header office={officeForState(site, 'MO')} />);
    expect(html).toContain('Springfield Office:');
    // The office list, the mobile menu and the call button of a Missouri page.
    expect(html.match(/href="tel:\+14175550123"/g)?.length).toBe(3);
    expect(html).toContain('Tulsa Office:');
    expect(html).toContain('Kansas Office:');
  });

  it('is in the footer with its phone and its own hours', async () => {
    const html = await render(<Footer />);
    expect(html).toContain('href="tel:+14175550123"');
    expect(html).toContain('(417) 555-0123');
    expect(html).toMatch(/Mon-Thu<\/dt><dd[^>]*>9am-4pm/);
  });

  it('is on the contact page with its phone, address and hours', async () => {
    const html = await renderPage(contactPage, { site });
    expect(html).toContain('Springfield Office');
    expect(html).toContain('href="tel:+14175550123"');
    expect(html).toContain('1200 E Battlefield Rd, Springfield, MO 65804');
    expect(html).toContain('Mon-Thu 9am-4pm');
  });

  it('is a department of the business in the structured data, with its phone, address and hours', () => {
    const business = localBusiness(site) as { department: Record<string, unknown>[] };
    expect(business.department).toHaveLength(3);
    expect(business.department[2]).toEqual({
      '@type': 'RoofingContractor',
      name: `${site.company.name} – Springfield Office`,
      telephone: '+1-417-555-0123',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1200 E Battlefield Rd',
        addressLocality: 'Springfield',
        addressRegion: 'MO',
        postalCode: '65804',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 37.163, longitude: -93.27 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
          opens: '09:00',
          closes: '16:00',
        },
      ],
    });
  });

  it("gives the server's answers to its pages' forms its number", () => {
    const messages = contactMessagesFor(site);
    expect(messages('springfield').tooManyRequests).toContain('(417) 555-0123');
    expect(messages(undefined).tooManyRequests).toContain('(918) 555-0142');
  });
});

describe('the site file refuses offices that contradict each other', () => {
  it('names the problem: two primaries, a state served twice, an id used twice', async () => {
    const { siteSchema } = await import('../../schema/site');
    const twice = { ...SPRINGFIELD, phone: SPRINGFIELD_PHONE, primary: true, serves: ['OK' as const] };
    const again = { ...SPRINGFIELD, phone: SPRINGFIELD_PHONE };
    const result = siteSchema.safeParse({ ...site, offices: [...site.offices, twice, again] });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'offices: mark exactly one office primary: true (2 are)',
        'offices.3.serves: OK is already served by the office "tulsa"; a state has one office',
        'offices.4.id: "springfield" names two offices',
      ]),
    );
  });
});
