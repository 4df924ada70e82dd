import { z } from 'zod';
import { parseWeeklyHours } from '../shared/business-hours';
import { DISPLAY_PHONE, DISPLAY_PHONE_EXAMPLE } from '../shared/phone';
import { themeNames } from '../shared/themes';
import { coordinates, internalPath, linkSchema, officeId, stateCode, text } from './common';

const phone = z.string().regex(DISPLAY_PHONE, { message: `write phones as ${DISPLAY_PHONE_EXAMPLE}` });

/** A year the business did something in, e.g. `2010`. */
const year = z.number().int().min(1900).max(2100);

/** A span of whole days people are promised, e.g. `{ from: 1, to: 3 }` ("1-3 days"). */
const dayRange = z
  .object({ from: z.number().int().positive(), to: z.number().int().positive() })
  .refine((range) => range.to >= range.from, { message: 'to must be at least from' });

/** A time zone by its IANA name, e.g. America/Chicago. */
const timeZone = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'must be a time zone name like America/Chicago' },
);

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
  /** Its own opening hours, when they differ from `hours.office`. */
  hours: hoursLines.optional(),
  /** The year it opened: the footer and the city pages of the states it serves say "since" it. */
  opened: year,
  /** The area it serves in the words of a sentence: "Serving Green Country since 2010". */
  area: text,
  /**
   * Where the office reads its requests: the notice of a request that belongs to this office goes
   * here (else to ADMIN_NOTIFY_TO), and the customer's confirmation replies to it.
   */
  email: z.email().optional(),
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

/**
 * Marks a value the owner must still supply or confirm (the company is fictional until launch):
 * `npm run launch:report` lists every one with its place in pages/site.ts.
 */
const standIn = z.boolean().default(false);
const httpsUrl = z.url({ protocol: /^https$/ });

/**
 * What a homeowner can check before calling: each number names who issued it and where to look it
 * up. Pages, the footer and structured data read these; no page retypes one.
 */
const proofSchema = z.object({
  /** A state's contractor registration or licence: the number its advertising must carry. */
  registrations: z
    .array(
      z.object({
        state: stateCode,
        /** Who issued it ("Oklahoma Construction Industries Board"). */
        issuer: text,
        /** What it is ("Roofing contractor registration"). */
        kind: text,
        number: text,
        /** The issuer's public look-up, where a homeowner enters the number. */
        verifyUrl: httpsUrl,
        standIn,
      }),
    )
    .default([]),
  insurance: z.object({
    carrier: text,
    /** What it covers, in a homeowner's words ("$2 million general liability and workers' compensation"). */
    coverage: text,
    standIn,
  }),
  /** Manufacturer certifications ("preferred contractor" named): the tier and the warranty it unlocks. */
  certifications: z
    .array(
      z.object({
        manufacturer: text,
        tier: text,
        /** The warranty this tier lets the business offer ("up to 50-year system warranty"). */
        warranty: text.optional(),
        verifyUrl: httpsUrl.optional(),
        standIn,
      }),
    )
    .default([]),
  /** A veteran-owned certification, when the business holds one. */
  veteranCertification: z.object({ name: text, issuer: text, verifyUrl: httpsUrl, standIn }).optional(),
  /** Where the reviews behind `company.rating` are read (the count is `company.rating.reviewCount`). */
  reviews: z.object({ label: text, url: httpsUrl, standIn }),
  founder: z.object({
    name: text,
    role: text,
    /** Their service, as the about page states it ("U.S. Army, 1998–2008"). */
    service: text,
    story: z.array(text).min(1),
    standIn,
  }),
});
export type Proof = z.infer<typeof proofSchema>;

export const siteSchema = z
  .object({
    company: z.object({
      /** The full name: page titles, the footer, mails. */
      name: text,
      /** The name in a short title ("Bixby Roofing Contractor | Ridgeline Roofing"). */
      shortName: text,
      /** The header's word mark: the name in bold and the words after it. */
      mark: z.object({ name: text, sub: text }),
      /** The line above the header bar ("Veteran owned · 24/7 emergency service"). */
      headerNote: text,
      /** What the business holds in the states marked `licensed` ("Licensed, bonded and insured"). */
      credentials: text,
      legalName: text.optional(),
      founded: year,
      tagline: text,
      businessPhone: phone,
      rating: z.object({ shown: z.number(), structured: z.number(), reviewCount: z.number().int() }),
      /** How far from an office a served city may lie; a city farther out says why (`beyondRadius`). */
      serviceRadiusMiles: z.number().positive(),
      priceRange: text,
    }),
    url: z.url({ protocol: /^https?$/ }).refine((u) => !u.endsWith('/'), 'site url has no trailing slash'),
    email: z.email(),
    social: z.object({ label: text, url: z.url() }),
    offices: officesSchema,
    proof: proofSchema,
    /**
     * The states the business serves, in the order the city lists group them: the state's name, the
     * region its cities are listed under (states may share one), the credential a city page there may
     * claim in its hero, and whether the business is licensed there (the footer's credentials line
     * names those states). A city page in a state not listed here is a content error.
     */
    states: z.partialRecord(
      stateCode,
      z.object({
        name: text,
        region: text,
        credential: text,
        licensed: z.boolean(),
        /**
         * What the state's law gives a homeowner after a storm (e.g. the right to cancel a storm-repair
         * contract), in plain words for the /storm page. `standIn: true` marks wording no one has
         * checked against the statute yet: the page says so until the owner's counsel replaces it.
         */
        stormRights: z
          .object({ heading: text, paragraphs: z.array(text).min(1), standIn: z.boolean().default(false) })
          .optional(),
      }),
    ),
    /** The zone the business keeps time in: opening hours, dashboard dates, the CSV and the mails. */
    timeZone,
    /** The look of the whole site (shared/themes.ts); a page may pick another. */
    theme: z.enum(themeNames),
    hours: z.object({
      /** When the offices are open: header, footer, structured data and the response clock read them. */
      office: hoursLines,
      /** When the phones are answered (the contact page and the confirmation mail; they differ on purpose). */
      phone: hoursLines,
    }),
    /** How long the work takes, as pages and mails promise it. */
    turnaround: z.object({
      /** A full roof replacement on most homes. */
      replacementDays: dayRange,
      /** The longest a large or steep replacement takes. */
      replacementMaxDays: z.number().int().positive(),
      /** A new-construction roof once the decking is ready. */
      newInstallDays: dayRange,
      /** Business days until the office answers a request. */
      replyBusinessDays: z.number().int().positive(),
      /** Business days to price a new build from its plans. */
      quoteBusinessDays: z.number().int().positive(),
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
      /** The policy pages (privacy, terms, accessibility), in the footer's bottom line. */
      legalLinks: z.array(linkSchema).default([]),
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
  })
  .superRefine((site, ctx) => {
    // A state the footer calls licensed shows the number that proves it: the storm guide tells
    // homeowners to check one.
    site.proof.registrations.forEach((registration, index) => {
      if (!site.states[registration.state])
        ctx.addIssue({
          code: 'custom',
          path: ['proof', 'registrations', index, 'state'],
          message: `${registration.state} is not one of the site's states (${Object.keys(site.states).join(', ')})`,
        });
    });
    for (const [code, state] of Object.entries(site.states))
      if (state?.licensed && !site.proof.registrations.some((registration) => registration.state === code))
        ctx.addIssue({
          code: 'custom',
          path: ['proof', 'registrations'],
          message: `${state.name} is marked licensed: add its registration (issuer, number, verifyUrl) so homeowners can check it, or set licensed: false`,
        });
  });

export type Site = z.infer<typeof siteSchema>;
export type SiteInput = z.input<typeof siteSchema>;
export type DayRange = z.infer<typeof dayRange>;

/**
 * Types `pages/site.ts` as it is written; the content loader (content/load.ts) checks it, so a
 * mistake comes out as `pages/site.ts › offices[1].phone: …` like any page's.
 */
export function defineSite(site: SiteInput): SiteInput {
  return site;
}
