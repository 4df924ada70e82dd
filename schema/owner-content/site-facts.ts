import { z } from 'zod';
import { officeId } from '../common';
import { hoursLines, phone, proofSchema, type Site, siteSchema } from '../site';
import { defineContentType } from './content-type';

const { registrations, insurance, certifications, veteranCertification, reviews, founder } = proofSchema.shape;
const company = siteSchema.shape.company.shape;

/** The day a figure was counted, written 2026-11-29. */
const asOf = z.iso
  .date()
  .meta({ label: 'As of', role: 'date', help: 'the day you counted the reviews, written 2026-11-29' });

/**
 * A photo the owner picks for a slot (the founder's portrait). Until photos can be uploaded from
 * the dashboard it names a file in images/ like every page's picture; the photo library replaces it.
 */
const photoSlot = z
  .object({
    src: z
      .string()
      .regex(/^[a-z0-9-]+\.(?:png|jpe?g|webp|avif)$/, { message: 'pick a photo (a JPEG, PNG or WebP file)' })
      .meta({ label: 'Photo', role: 'image' }),
    alt: z
      .string()
      .trim()
      .min(1, 'say what the photo shows, for people who cannot see it')
      .meta({ label: 'What the photo shows', role: 'alt' }),
  })
  .meta({ label: 'Photo' });

/** One office's phone and the address its requests go to; which offices there are stays the site file's. */
const officeContact = z
  .object({
    office: officeId,
    phone: phone.meta({ label: 'Office phone' }),
    email: z.email().meta({ label: 'Office email', role: 'email' }).optional(),
  })
  .meta({ label: 'Office' });

/**
 * The business facts the owner supplies and keeps true: registrations, insurer, certifications,
 * the reviews (link, rating, count and the day they were counted), the founder, opening hours,
 * phones and the email address. The fields are the site file's own (schema/site.ts), so a value
 * the site accepts the owner's document accepts, with the same words.
 */
export const siteFactsSchema = z
  .object({
    registrations,
    insurance,
    certifications,
    veteranCertification,
    reviews: z
      .object({
        ...reviews.shape,
        rating: company.rating,
        asOf: asOf.optional(),
      })
      .meta({ label: 'Reviews' }),
    founder: z.object({ ...founder.shape, photo: photoSlot.optional() }).meta({ label: 'Founder' }),
    hours: z
      .object({
        office: hoursLines.meta({ label: 'Office hours' }),
        phone: hoursLines.meta({ label: 'Phone hours' }),
      })
      .meta({ label: 'Opening hours' }),
    phones: z
      .object({
        business: company.businessPhone,
        offices: z.array(officeContact).min(1).meta({ label: 'Offices' }),
      })
      .meta({ label: 'Phones' }),
    email: siteSchema.shape.email,
  })
  .meta({ label: 'Business facts' });
export type SiteFacts = z.output<typeof siteFactsSchema>;

export const siteFacts = defineContentType({
  type: 'siteFacts',
  label: 'Business facts',
  schema: siteFactsSchema,
  schemaVersion: 1,
  singleton: 'site',
  owns: [
    'proof.registrations',
    'proof.insurance',
    'proof.certifications',
    'proof.veteranCertification',
    'proof.reviews',
    'company.rating',
    'proof.founder',
    'hours',
    'company.businessPhone',
    'offices[].phone',
    'offices[].email',
    'email',
  ],
});

/** Today's business facts as the site file holds them: the seed of the owner's document. */
export function siteFactsFromSite(site: Site): SiteFacts {
  const { proof } = site;
  return siteFactsSchema.parse({
    registrations: proof.registrations,
    insurance: proof.insurance,
    certifications: proof.certifications,
    ...(proof.veteranCertification && { veteranCertification: proof.veteranCertification }),
    reviews: { ...proof.reviews, rating: site.company.rating },
    founder: proof.founder,
    hours: site.hours,
    phones: {
      business: site.company.businessPhone,
      offices: site.offices.map((office) => ({
        office: office.id,
        phone: office.phone,
        ...(office.email && { email: office.email }),
      })),
    },
    email: site.email,
  });
}

/**
 * The site with the owner's facts in place of the site file's: what the build reads once it takes
 * the live release. An office the facts do not name keeps the site file's phone.
 */
export function siteWithFacts(site: Site, facts: SiteFacts): Site {
  const { asOf: _asOf, rating, ...reviewLink } = facts.reviews;
  const { photo: _photo, ...founder } = facts.founder;
  const contact = new Map(facts.phones.offices.map((entry) => [entry.office, entry]));
  return {
    ...site,
    company: { ...site.company, businessPhone: facts.phones.business, rating },
    email: facts.email,
    hours: facts.hours,
    offices: site.offices.map((office) => {
      const entry = contact.get(office.id);
      if (!entry) return office;
      const { email: _email, ...rest } = office;
      return { ...rest, phone: entry.phone, ...(entry.email && { email: entry.email }) };
    }),
    proof: {
      ...site.proof,
      registrations: facts.registrations,
      insurance: facts.insurance,
      certifications: facts.certifications,
      veteranCertification: facts.veteranCertification,
      reviews: reviewLink,
      founder,
    },
  };
}

const PROOF_FACTS = new Set([
  'registrations',
  'insurance',
  'certifications',
  'veteranCertification',
  'reviews',
  'founder',
]);

/**
 * Where a value of the site (a path into the site, as a problem names it) is in the owner's facts,
 * or undefined when the facts do not hold it: so a problem the whole site's check finds with a value
 * the owner gave lands on the owner's field (`proof.registrations` → `registrations`).
 */
export function factsPathOf(
  sitePath: readonly PropertyKey[],
  site: Pick<Site, 'offices'>,
  facts: SiteFacts,
): (string | number)[] | undefined {
  const [head, next, ...rest] = sitePath.map((step) => (typeof step === 'number' ? step : String(step)));
  if (head === 'proof' && typeof next === 'string' && PROOF_FACTS.has(next)) return [next, ...rest];
  if (head === 'company' && next === 'rating') return ['reviews', 'rating', ...rest];
  if (head === 'company' && next === 'businessPhone') return ['phones', 'business'];
  if (head === 'hours') return next === undefined ? ['hours'] : ['hours', next, ...rest];
  if (head === 'email' && next === undefined) return ['email'];
  if (head === 'offices' && typeof next === 'number' && (rest[0] === 'phone' || rest[0] === 'email')) {
    const id = site.offices[next]?.id;
    const entry = facts.phones.offices.findIndex((contact) => contact.office === id);
    if (entry >= 0) return ['phones', 'offices', entry, rest[0]];
  }
  return undefined;
}
