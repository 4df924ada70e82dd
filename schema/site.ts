import { z } from 'zod';
import { parseWeeklyHours } from '../shared/business-hours';
import { DISPLAY_PHONE, DISPLAY_PHONE_EXAMPLE } from '../shared/phone';
import { coordinates, internalPath, linkSchema, officeId, stateCode, text } from './common';

const phone = z.string().regex(DISPLAY_PHONE, { message: `write phones as ${DISPLAY_PHONE_EXAMPLE}` });

const hoursLine = z.object({ days: text, hours: text });
/** Opening hours as people read them ("Mon-Fri", "8am-5pm"); each line must parse, so structured data can derive from it. */
const hoursLines = z
  .array(hoursLine)
  .min(1)
  .superRefine((lines, ctx) => {
    try {
      parseWeeklyHours(lines);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  });

const officeSchema = z.object({
  /** What pages and cities name the office by, e.g. `tulsa`. */
  id: officeId,
  label: text,
  phone,
  streetAddress: text,
  locality: text,
  region: stateCode,
  postalCode: z.string().regex(/^\d{5}$/),
  /** Where the office is on the map. */
  coordinates,
  /** The states whose callers this office answers (a city page shows its state's office number). */
  serves: z.array(stateCode).min(1),
  /** The office pages call when they name none: exactly one office is primary. */
  primary: z.boolean().default(false),
  /** Its own opening hours, when they differ from `hours.general`. */
  hours: hoursLines.optional(),
});
export type Office = z.infer<typeof officeSchema>;

/** The offices, in the order the header, footer and contact page list them. */
const officesSchema = z
  .array(officeSchema)
  .min(1)
  .superRefine((offices, ctx) => {
    const primaries = offices.filter((office) => office.primary).length;
    if (primaries !== 1)
      ctx.addIssue({ code: 'custom', message: `mark exactly one office primary: true (${primaries} are)` });
    const ids = new Set<string>();
    const servedBy = new Map<string, string>();
    offices.forEach((office, index) => {
      if (ids.has(office.id))
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `"${office.id}" names two offices` });
      ids.add(office.id);
      for (const state of office.serves) {
        const other = servedBy.get(state);
        if (other)
          ctx.addIssue({
            code: 'custom',
            path: [index, 'serves'],
            message: `${state} is already served by the office "${other}"; a state has one office`,
          });
        servedBy.set(state, office.id);
      }
    });
  });

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
  offices: officesSchema,
  /**
   * What is true of the business in each state it serves: the state's name, and the credential a
   * city page there may claim in its hero (Missouri has no state roofing licence to claim).
   */
  states: z.record(stateCode, z.object({ name: text, credential: text })),
  hours: z.object({
    /** Header and footer hours, every office's unless it has its own; structured data and the response clock read them. */
    general: hoursLines,
    /** The contact page's own hours (they differ on purpose). */
    contactPage: hoursLines,
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
  /** What a visitor is told happens after sending a request: the contact form and the confirmation mail both say it. */
  nextSteps: z.array(text).min(1).max(5),
  financing: z.object({ provider: text, prequalifyUrl: z.url({ protocol: /^https$/ }) }),
  homePath: internalPath.default('/'),
});

export type Site = z.infer<typeof siteSchema>;
export type SiteInput = z.input<typeof siteSchema>;

/** Typed authoring helper for `pages/site.ts`. */
export function defineSite(site: SiteInput): SiteInput {
  return site;
}
