import { describe, expect, it } from 'vitest';
import { declaredFields } from '../../schema/field-walk';
import { upgradeData } from '../../schema/owner-content/content-type';
import { parseForOwner, problemLine } from '../../schema/owner-content/owner-words';
import {
  type SiteFacts,
  siteFacts,
  siteFactsFromSite,
  siteFactsSchema,
  siteWithFacts,
} from '../../schema/owner-content/site-facts';
import { site } from '../support/site';

/** Every leaf of a value with the path to it, list positions written `[]`: `offices[].phone`. */
function leaves(value: unknown, path = ''): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  const add = (key: string, leaf: unknown) => out.set(key, [...(out.get(key) ?? []), leaf]);
  const visit = (node: unknown, at: string) => {
    if (Array.isArray(node)) for (const item of node) visit(item, `${at}[]`);
    else if (node && typeof node === 'object')
      for (const [key, inner] of Object.entries(node)) visit(inner, at ? `${at}.${key}` : key);
    else add(at, node);
  };
  visit(value, path);
  return out;
}

/** The leaf paths whose values differ between two values. */
function changedPaths(before: unknown, after: unknown): string[] {
  const a = leaves(before);
  const b = leaves(after);
  return [...new Set([...a.keys(), ...b.keys()])].filter(
    (key) => JSON.stringify(a.get(key)) !== JSON.stringify(b.get(key)),
  );
}

/** Whether a leaf path lies inside an owned one (`proof.insurance.carrier` inside `proof.insurance`). */
const inside = (path: string, own: string) => path === own || path.startsWith(`${own}.`) || path.startsWith(`${own}[`);
const owned = (path: string) => siteFacts.owns.some((own) => inside(path, own));

describe('the business facts as a content type', () => {
  it('labels every field and gives each a role, as the forms and the owner’s messages read them', () => {
    const unlabelled = declaredFields(siteFactsSchema).flatMap((field) => [
      ...(field.meta.label ? [] : [`${field.path}: no label`]),
      ...(field.kind !== 'array' && !field.meta.role ? [`${field.path}: no role`] : []),
    ]);
    expect(unlabelled).toEqual([]);
  });

  it("seeds from today's site file, and putting the seed back changes nothing", () => {
    const seed = siteFactsFromSite(site);
    expect(seed.registrations.map((registration) => registration.number)).toEqual(['CIB-RC-555014', 'KS-RR-555178']);
    expect(seed.reviews.rating.reviewCount).toBe(site.company.rating.reviewCount);
    expect(seed.phones.offices.map((office) => office.office)).toEqual(site.offices.map((office) => office.id));
    expect(siteWithFacts(site, seed)).toEqual(site);
  });

  it('changes exactly the site values it says it owns, every one of them', () => {
    const seed = siteFactsFromSite(site);
    const edited: SiteFacts = {
      registrations: seed.registrations.map((r) => ({ ...r, number: `${r.number}-X`, standIn: false })),
      insurance: { carrier: 'Osage Casualty', coverage: 'general liability', standIn: false },
      certifications: [],
      veteranCertification: undefined,
      reviews: {
        label: 'Yelp',
        url: 'https://www.yelp.com/biz/x',
        standIn: false,
        rating: { value: 4.8, reviewCount: 212 },
        asOf: '2026-11-29',
      },
      founder: { ...seed.founder, name: 'Maria Whitaker', standIn: false },
      hours: { office: [{ days: 'Mon-Fri', hours: '7am-6pm' }], phone: [{ days: 'Mon-Sun', hours: '7am-7pm' }] },
      phones: {
        business: '(918) 555-0111',
        offices: seed.phones.offices.map((entry, index) => ({
          office: entry.office,
          phone: `(918) 555-012${index}`,
          email: `office${index}@ridgelineroofing.example`,
        })),
      },
      email: 'hello@ridgelineroofing.example',
    };
    const changed = changedPaths(site, siteWithFacts(site, siteFactsSchema.parse(edited)));
    expect(changed.filter((path) => !owned(path))).toEqual([]);
    expect(siteFacts.owns.filter((own) => !changed.some((path) => inside(path, own)))).toEqual([]);
  });
});

describe('business facts written under version 1', () => {
  it('read as one rating, the figure the review site shows, and pass the schema', () => {
    const { rating: _rating, ...reviews } = siteFactsFromSite(site).reviews;
    const v1 = {
      ...siteFactsFromSite(site),
      reviews: { ...reviews, rating: { shown: 5, structured: 4.9, reviewCount: 150 } },
    };
    const read = upgradeData(siteFacts, v1, 1);
    expect(read.schemaVersion).toBe(siteFacts.schemaVersion);
    expect(siteFactsSchema.parse(read.data).reviews.rating).toEqual({ value: 4.9, reviewCount: 150 });
    // The stored revision is not changed by reading it.
    expect(v1.reviews.rating).toEqual({ shown: 5, structured: 4.9, reviewCount: 150 });
    // Data of this version, or written by newer code, is left as it is.
    expect(upgradeData(siteFacts, read.data, siteFacts.schemaVersion)).toEqual(read);
    expect(upgradeData(siteFacts, v1, 99)).toEqual({ data: v1, schemaVersion: 99 });
  });

  it("refuses a rating out of 1 to 5, or with more than one decimal, in the owner's words", () => {
    for (const [value, message] of [
      [5.5, 'A rating is between 1 and 5'],
      [4.87, 'Give the rating with one decimal'],
    ] as const) {
      const data = structuredClone(siteFactsFromSite(site));
      data.reviews.rating.value = value;
      const parsed = parseForOwner(siteFactsSchema, data);
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(parsed.problems.map((p) => `${p.path}: ${p.message}`).join('\n')).toContain(message);
    }
  });
});

describe("the owner's words", () => {
  // biome-ignore lint/suspicious/noExplicitAny: a test breaks the facts in ways their type forbids
  const seed = () => structuredClone(siteFactsFromSite(site)) as any;

  it('names the field as the form does and says what to write', () => {
    const data = seed();
    data.registrations[0].number = '  ';
    data.phones.business = '918-555-0199';
    data.reviews.url = 'http://www.google.com/maps';
    data.reviews.asOf = '29/11/2026';
    data.email = 'info at ridgeline';
    delete data.insurance.carrier;
    const result = parseForOwner(siteFactsSchema, data);
    if (result.success) throw new Error('accepted facts with six mistakes');
    expect(result.problems.map(problemLine).sort()).toEqual(
      [
        'Registrations › 1 › Number: must not be empty',
        'Phones › Business phone: write phones as (918) 555-0142',
        'Reviews › Reviews page: must be a secure address: start it with https://',
        'Reviews › As of: must be a day written year-month-day, like 2026-11-29',
        'Email: must be an email address, like office@example.com',
        'Insurance › Insurer: fill this in',
      ].sort(),
    );
    expect(result.problems.find((problem) => problem.path === 'registrations.0.number')).toBeDefined();
  });

  it('says when a list the site needs is left empty, and an opening-hours line it cannot read', () => {
    const data = seed();
    data.phones.offices = [];
    data.hours.office = [{ days: 'Someday', hours: 'whenever' }];
    const result = parseForOwner(siteFactsSchema, data);
    if (result.success) throw new Error('accepted no offices and unreadable hours');
    const lines = result.problems.map(problemLine);
    expect(lines).toContain('Phones › Offices: needs at least 1 entry: add one');
    expect(lines.find((line) => line.startsWith('Opening hours › Office hours: '))).toBeDefined();
  });
});
