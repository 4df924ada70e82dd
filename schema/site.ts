import { z } from 'zod';
import { coordinates, internalPath, linkSchema, stateCode, text } from './common';

const phone = z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, { message: 'write phones as (918) 555-0142' });

const officeSchema = z.object({
  label: text,
  phone,
  streetAddress: text,
  locality: text,
  region: z.enum(['OK', 'KS', 'MO']),
  postalCode: z.string().regex(/^\d{5}$/),
  coordinates,
});

const hoursLine = z.object({ days: text, hours: text });

export const siteSchema = z.object({
  company: z.object({
    name: text,
    legalName: text.optional(),
    founded: z.number().int().min(1900),
    tagline: text,
    businessPhone: phone,
    rating: z.object({ shown: z.number(), structured: z.number(), reviewCount: z.number().int() }),
    serviceRadiusMiles: z.number().positive(),
    priceRange: text,
  }),
  url: z.url({ protocol: /^https?$/ }).refine((u) => !u.endsWith('/'), 'site url has no trailing slash'),
  email: z.email(),
  social: z.object({ label: text, url: z.url() }),
  offices: z.object({ tulsa: officeSchema, kansas: officeSchema }),
  /**
   * What is true of the business in each state it serves: the state's name, and the credential a
   * city page there may claim in its hero (Missouri has no state roofing licence to claim).
   */
  states: z.record(stateCode, z.object({ name: text, credential: text })),
  hours: z.object({
    /** Header and footer hours. */
    general: z.array(hoursLine).min(1),
    /** The contact page's own hours (they differ on purpose). */
    contactPage: z.array(hoursLine).min(1),
  }),
  nav: z.object({
    main: z.array(linkSchema).min(1),
    services: z.array(linkSchema).min(1),
    allServices: linkSchema,
  }),
  footer: z.object({
    blurb: text,
    serviceLinks: z.array(linkSchema),
    extraLinks: z.array(linkSchema),
    badges: z.array(text),
  }),
  tracking: z.array(z.object({ src: z.url({ protocol: /^https$/ }), async: z.boolean().default(true) })),
  contactForm: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('form') }),
    z.object({
      mode: z.literal('embed'),
      iframeUrl: z.url({ protocol: /^https$/ }),
      scriptUrl: z.url({ protocol: /^https$/ }),
      title: text,
    }),
  ]),
  financing: z.object({ provider: text, prequalifyUrl: z.url({ protocol: /^https$/ }) }),
  homePath: internalPath.default('/'),
});

export type Site = z.infer<typeof siteSchema>;
export type SiteInput = z.input<typeof siteSchema>;

/** Typed authoring helper for `pages/site.ts`. */
export function defineSite(site: SiteInput): SiteInput {
  return site;
}
