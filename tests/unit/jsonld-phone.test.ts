import { describe, expect, it } from 'vitest';
import { localBusiness, service } from '../../schema/jsonld';
import { primaryOffice } from '../../schema/office';
import { internationalPhone } from '../../shared/phone';
import { site } from '../support/site';

/** Every "telephone" anywhere in a structured-data object. */
function telephones(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(telephones);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) =>
      key === 'telephone' && typeof inner === 'string' ? [inner] : telephones(inner),
    );
  return [];
}

describe('the structured data’s phone numbers (T4-18)', () => {
  const shown = site.offices.map((office) => internationalPhone(office.phone));

  it('gives the business the primary office’s number, and only numbers the pages show', () => {
    const business = localBusiness(site) as { telephone: string };
    expect(business.telephone).toBe(internationalPhone(primaryOffice(site).phone));
    const provider = service(site, {
      name: 'Roof Repair',
      description: 'Repairs',
      serviceType: 'Roof repair',
      areaServed: ['Tulsa'],
      url: `${site.url}/services/roof-repair`,
    });
    for (const phone of [...telephones(business), ...telephones(provider)]) expect(shown).toContain(phone);
  });
});
