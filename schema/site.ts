import { z } from 'zod';
import { parseWeeklyHours } from '../shared/business-hours';
import { DISPLAY_PHONE, DISPLAY_PHONE_EXAMPLE } from '../shared/phone';
import { themeNames } from '../shared/themes';
import { coordinates, internalPath, linkSchema, officeId, stateCode, text } from './common';
import { testimonialSchema } from './owner-content/testimonials';
import { projectOnSiteSchema } from './owner-content/gallery-projects';

/** A phone number as pages show it, (918) 555-0142. */
export const phone = z
  .string()
  .regex(DISPLAY_PHONE, { message: `write phones as ${DISPLAY_PHONE_EXAMPLE}` })
  .meta({ label: 'Phone', role: 'phone' });

/** A year the business did something in, e.g. `2010`. */
const year = z.number().int().min(1900).max(2100).meta({ label: 'Year', role: 'number' });

/** A span of whole days people are promised, e.g. `{ from: 1, to: 3 }` ("1-3 days"). */
const days = (label: string) => z.number().int().positive().meta({ label, role: 'number' });
const dayRange = z
  .object({ from: days('From (days)'), to: days('To (days)') })
  .refine((range) => range.to >= range.from, { message: 'to must be at least from' });

/** A time zone by its IANA name, e.g. America/Chicago. */
const timeZone = z
  .string()
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'must be a time zone name like America/Chicago' },
  )
  .meta({ label: 'Time zone', role: 'code', help: 'an IANA name like America/Chicago' });

const hoursLine = z
  .object({
    days: text.meta({ label: 'Days', role: 'label', help: 'e.g. Mon-Fri' }),
    hours: text.meta({ label: 'Hours', role: 'label', help: 'e.g. 8am-5pm' }),
  })
  .meta({ label: 'Opening hours line' });
/** Opening hours as people read them ("Mon-Fri", "8am-5pm"); each line must parse, so structured data can derive from it. */
export const hoursLines = z
  .array(hoursLine)
  .min(1)
  .superRefine((lines, ctx) => {
    try {
      parseWeeklyHours(lines);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  });

const officeSchema = z
  .object({
    /** What pages and cities name the office by, e.g. `tulsa`. */
    id: officeId.meta({ label: 'Office id', help: 'what pages and cities name the office by, e.g. tulsa' }),
    label: text.meta({ label: 'Name', role: 'label', help: 'e.g. Tulsa Office' }),
    phone,
    streetAddress: text.meta({ label: 'Street address', role: 'label' }),
    locality: text.meta({ label: 'Town', role: 'label' }),
    region: stateCode,
    postalCode: z
      .string()
      .regex(/^\d{5}$/)
      .meta({ label: 'ZIP code', role: 'code', help: 'five digits' }),
    /** Where the office is on the map. */
    coordinates,
    /** The states whose callers this office answers (a city page shows its state's office number). */
    serves: z.array(stateCode).min(1).meta({ label: 'States it serves' }),
    /** The office pages call when they name none: exactly one office is primary. */
    primary: z.boolean().meta({ label: 'Primary office', role: 'toggle' }).default(false),
    /** Its own opening hours, when they differ from `hours.office`. */
    hours: hoursLines.meta({ label: 'Its own hours' }).optional(),
    /** The year it opened: the footer and the city pages of the states it serves say "since" it. */
    opened: year,
    /** The area it serves in the words of a sentence: "Serving Green Country since 2010". */
    area: text.meta({ label: 'Area it serves', role: 'label', help: 'in the words of a sentence: "Green Country"' }),
    /**
     * Where the office reads its requests: the notice of a request that belongs to this office goes
     * here (else to ADMIN_NOTIFY_TO), and the customer's confirmation replies to it.
     */
    email: z.email().meta({ label: 'Email', role: 'email' }).optional(),
  })
  .meta({ label: 'Office' });
export type Office = z.infer<typeof officeSchema>;

/** The offices, in the order the header, footer and contact page list them. */
const officesSchema = z
  .array(officeSchema)
  .min(1)
  .meta({ label: 'Offices' })
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
const standIn = z
  .boolean()
  .meta({ label: 'Stand-in', role: 'toggle', help: 'the owner must still supply or confirm it' })
  .default(false);
const httpsUrl = z.url({ protocol: /^https$/ }).meta({ label: 'Look-up page', role: 'link' });
const issuer = text.meta({ label: 'Issued by', role: 'label' });

/**
 * What a homeowner can check before calling: each number names who issued it and where to look it
 * up. Pages, the footer and structured data read these; no page retypes one.
 */
export const proofSchema = z.object({
  /** A state's contractor registration or licence: the number its advertising must carry. */
  registrations: z
    .array(
      z
        .object({
          state: stateCode,
          /** Who issued it ("Oklahoma Construction Industries Board"). */
          issuer: issuer,
          /** What it is ("Roofing contractor registration"). */
          kind: text.meta({ label: 'What it is', role: 'label', help: 'e.g. Roofing contractor registration' }),
          number: text.meta({ label: 'Number', role: 'label' }),
          /** The issuer's public look-up, where a homeowner enters the number. */
          verifyUrl: httpsUrl,
          standIn,
        })
        .meta({ label: 'Registration' }),
    )
    .meta({ label: 'Registrations' })
    .default([]),
  insurance: z
    .object({
      carrier: text.meta({ label: 'Insurer', role: 'label' }),
      /** What it covers, in a homeowner's words ("$2 million general liability and workers' compensation"). */
      coverage: text.meta({ label: 'Coverage', role: 'copy' }),
      standIn,
    })
    .meta({ label: 'Insurance' }),
  /** Manufacturer certifications ("preferred contractor" named): the tier and the warranty it unlocks. */
  certifications: z
    .array(
      z
        .object({
          manufacturer: text.meta({ label: 'Manufacturer', role: 'label' }),
          tier: text.meta({ label: 'Tier', role: 'label' }),
          /** The warranty this tier lets the business offer ("up to 50-year system warranty"). */
          warranty: text.meta({ label: 'Warranty it unlocks', role: 'label' }).optional(),
          verifyUrl: httpsUrl.optional(),
          standIn,
        })
        .meta({ label: 'Certification' }),
    )
    .meta({ label: 'Certifications' })
    .default([]),
  /** A veteran-owned certification, when the business holds one. */
  veteranCertification: z
    .object({ name: text.meta({ label: 'Name', role: 'label' }), issuer, verifyUrl: httpsUrl, standIn })
    .meta({ label: 'Veteran-owned certification' })
    .optional(),
  /** Where the reviews behind `company.rating` are read (the count is `company.rating.reviewCount`). */
  reviews: z
    .object({
      label: text.meta({ label: 'Link text', role: 'label' }),
      url: httpsUrl.meta({ label: 'Reviews page' }),
      /** The day the rating and count were read off the review site: the pages date the figure by it. */
      asOf: z.iso
        .date()
        .meta({ label: 'As of', role: 'date', help: 'the day you counted the reviews, written 2026-11-29' })
        .optional(),
      standIn,
    })
    .meta({ label: 'Reviews' }),
  founder: z
    .object({
      name: text.meta({ label: 'Name', role: 'label' }),
      role: text.meta({ label: 'Role', role: 'label' }),
      /** Their service, as the about page states it ("U.S. Army, 1998–2008"). */
      service: text.meta({ label: 'Service', role: 'label', help: 'e.g. U.S. Army, 1998–2008' }),
      story: z
        .array(text.meta({ label: 'Paragraph', role: 'copy' }))
        .min(1)
        .meta({ label: 'Story' }),
      standIn,
    })
    .meta({ label: 'Founder' }),
});
export type Proof = z.infer<typeof proofSchema>;

export const siteSchema = z
  .object({
    /**
     * The launch switch the owner turns when the site goes live for real customers: from then on the
     * build refuses every stand-in testimonial (a developer's example shown as a customer's words is
     * a fake review: 16 CFR 465.2). Until then the examples stay, marked `standIn`.
     */
    launched: z
      .boolean()
      .meta({
        label: 'The site is live',
        role: 'toggle',
        help: 'turn on at launch: the build then refuses every stand-in testimonial',
      })
      .default(false),
    company: z.object({
      /** The full name: page titles, the footer, mails. */
      name: text.meta({ label: 'Business name', role: 'label' }),
      /** The name in a short title ("Bixby Roofing Contractor | Ridgeline Roofing"). */
      shortName: text.meta({ label: 'Short name', role: 'label' }),
      /** The header's word mark: the name in bold and the words after it. */
      mark: z
        .object({
          name: text.meta({ label: 'Word mark', role: 'label' }),
          sub: text.meta({ label: 'Words after it', role: 'label' }),
        })
        .meta({ label: 'Header word mark' }),
      /** The line above the header bar ("Veteran owned · 24/7 emergency service"). */
      headerNote: text.meta({ label: 'Header note', role: 'label' }),
      /** What the business holds in the states marked `licensed` ("Licensed, bonded and insured"). */
      credentials: text.meta({ label: 'Credentials', role: 'label', help: 'e.g. Licensed, bonded and insured' }),
      legalName: text.meta({ label: 'Legal name', role: 'label' }).optional(),
      founded: year.meta({ label: 'Founded' }),
      tagline: text.meta({ label: 'Tagline', role: 'copy' }),
      businessPhone: phone.meta({ label: 'Business phone' }),
      /**
       * The review site's rating, one figure wherever it shows (the hero, the testimonials, the proof
       * tiles, structured data): a visitor who clicks through finds the same (t4 review, T4-19).
       */
      rating: z
        .object({
          value: z
            .number()
            .min(1, 'A rating is between 1 and 5')
            .max(5, 'A rating is between 1 and 5')
            .multipleOf(0.1, 'Give the rating with one decimal, as the review site shows it: 4.9')
            .meta({ label: 'Rating', role: 'number', help: 'as the review site shows it, e.g. 4.9' }),
          reviewCount: z.number().int().nonnegative().meta({ label: 'Reviews', role: 'number' }),
        })
        .meta({ label: 'Rating' }),
      /** How far from an office a served city may lie; a city farther out says why (`beyondRadius`). */
      serviceRadiusMiles: z.number().positive().meta({ label: 'Service radius (miles)', role: 'number' }),
      priceRange: text.meta({ label: 'Price range', role: 'label', help: 'e.g. $$' }),
    }),
    url: z
      .url({ protocol: /^https?$/ })
      .refine((u) => !u.endsWith('/'), 'site url has no trailing slash')
      .meta({ label: 'Site address', role: 'url' }),
    email: z.email().meta({ label: 'Email', role: 'email' }),
    social: z
      .object({
        label: text.meta({ label: 'Link text', role: 'label' }),
        url: z.url().meta({ label: 'Page', role: 'link' }),
      })
      .meta({ label: 'Social page' }),
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
        name: text.meta({ label: 'Name', role: 'label' }),
        region: text.meta({ label: 'Region', role: 'label', help: 'the city lists group its cities under it' }),
        credential: text.meta({ label: 'Hero credential', role: 'label' }),
        licensed: z.boolean().meta({ label: 'Licensed here', role: 'toggle' }),
        /**
         * What the state's law gives a homeowner after a storm (e.g. the right to cancel a storm-repair
         * contract), in plain words for the /storm page. `standIn: true` marks wording no one has
         * checked against the statute yet: the page says so until the owner's counsel replaces it.
         */
        stormRights: z
          .object({
            heading: text.meta({ label: 'Heading', role: 'heading' }),
            paragraphs: z
              .array(text.meta({ label: 'Paragraph', role: 'copy' }))
              .min(1)
              .meta({ label: 'Paragraphs' }),
            standIn,
          })
          .meta({ label: 'Storm rights' })
          .optional(),
      }),
    ),
    /** The zone the business keeps time in: opening hours, dashboard dates, the CSV and the mails. */
    timeZone,
    /** The look of the whole site (shared/themes.ts); a page may pick another. */
    theme: z.enum(themeNames).meta({ label: 'Theme', role: 'style' }),
    hours: z.object({
      /** When the offices are open: header, footer, structured data and the response clock read them. */
      office: hoursLines.meta({ label: 'Office hours' }),
      /** When the phones are answered (the contact page and the confirmation mail; they differ on purpose). */
      phone: hoursLines.meta({ label: 'Phone hours' }),
    }),
    /** How long the work takes, as pages and mails promise it. */
    turnaround: z.object({
      /** A full roof replacement on most homes. */
      replacementDays: dayRange.meta({ label: 'Replacement' }),
      /** The longest a large or steep replacement takes. */
      replacementMaxDays: days('Longest replacement (days)'),
      /** A new-construction roof once the decking is ready. */
      newInstallDays: dayRange.meta({ label: 'New construction' }),
      /** Business days until the office answers a request. */
      replyBusinessDays: days('Reply (business days)'),
      /** Business days to price a new build from its plans. */
      quoteBusinessDays: days('Quote for a new build (business days)'),
    }),
    nav: z.object({
      main: z.array(linkSchema).min(1).meta({ label: 'Main menu' }),
      services: z.array(linkSchema).min(1).meta({ label: 'Services menu' }),
      allServices: linkSchema.meta({ label: 'All services link' }),
    }),
    footer: z.object({
      blurb: text.meta({ label: 'About line', role: 'copy' }),
      serviceLinks: z.array(linkSchema).meta({ label: 'Service links' }),
      extraLinks: z.array(linkSchema).meta({ label: 'More links' }),
      /** The policy pages (privacy, terms, accessibility), in the footer's bottom line. */
      legalLinks: z.array(linkSchema).meta({ label: 'Policy links' }).default([]),
      badges: z.array(text.meta({ label: 'Badge', role: 'label' })).meta({ label: 'Badges' }),
    }),
    tracking: z
      .array(
        z.object({
          src: z.url({ protocol: /^https$/ }).meta({ label: 'Script', role: 'url' }),
          async: z.boolean().meta({ label: 'Load without waiting', role: 'toggle' }).default(true),
        }),
      )
      .meta({ label: 'Tracking scripts' }),
    contactForm: z
      .discriminatedUnion('mode', [
        z.object({ mode: z.literal('form').meta({ label: 'Our own form', role: 'option' }) }),
        z.object({
          mode: z.literal('embed').meta({ label: 'A form widget', role: 'option' }),
          iframeUrl: z.url({ protocol: /^https$/ }).meta({ label: 'Widget frame', role: 'url' }),
          scriptUrl: z.url({ protocol: /^https$/ }).meta({ label: 'Widget script', role: 'url' }),
          title: text.meta({ label: 'Frame title', role: 'label' }),
        }),
      ])
      .meta({ label: 'Contact form' }),
    /**
     * The contact form's "Service needed" choices, in order (the dashboard's too). A request stores
     * the words chosen: a renamed choice leaves earlier requests with the old words.
     */
    serviceChoices: z
      .array(text.meta({ label: 'Service', role: 'label' }))
      .min(1)
      .refine((choices) => new Set(choices).size === choices.length, 'Each service is listed once')
      .meta({ label: 'Services the form offers', help: 'the contact form’s “Service needed” list' }),
    /**
     * The `serviceChoices` that make a request an emergency (shared/emergency.ts): it is listed
     * first on the dashboard, waits on the plain clock and its office mail starts "URGENT:".
     */
    emergencyServices: z
      .array(text.meta({ label: 'Service', role: 'label' }))
      .default([])
      .meta({ label: 'Emergency services', help: 'the “Service needed” choices that are emergencies' }),
    /** What a visitor is told happens after sending a request: the contact form and the confirmation mail both say it. */
    nextSteps: z
      .array(text.meta({ label: 'Step', role: 'copy' }))
      .min(1)
      .max(5)
      .meta({ label: 'What happens next', help: 'the contact form and the confirmation mail both say it' }),
    financing: z
      .object({
        provider: text.meta({ label: 'Lender', role: 'label' }),
        prequalifyUrl: z.url({ protocol: /^https$/ }).meta({ label: 'Pre-qualify page', role: 'link' }),
      })
      .meta({ label: 'Financing' }),
    homePath: internalPath.meta({ label: 'Home page', role: 'link' }).default('/'),
    /**
     * The customers' testimonials of the owner's live release, each with its city page (a content
     * export's testimonials.json, put here by content/owner-content.ts): the city pages' "From our
     * customers" block picks its own at build time. Never the site file's (it may not say it), and
     * not in the site record every page's script carries (content/browser-site.ts).
     */
    customerTestimonials: z
      .array(testimonialSchema)
      .meta({
        label: 'Customer testimonials',
        built: true,
        help: "approved in the dashboard's review queue; the site file never states them",
      })
      .optional(),
    /**
     * The gallery projects of the owner's live release, each with its city page and its photos by
     * their public names (a content export's gallery-projects.json, put here by
     * content/owner-content.ts): the Gallery block picks its own at build time (/gallery every one,
     * a city page its city's). Never the site file's, and not in the browser's site record.
     */
    galleryProjects: z
      .array(projectOnSiteSchema)
      .meta({
        label: 'Gallery projects',
        built: true,
        help: 'published from the dashboard; the site file never states them',
      })
      .optional(),
  })
  .superRefine((site, ctx) => {
    site.emergencyServices.forEach((service, index) => {
      if (!site.serviceChoices.includes(service))
        ctx.addIssue({
          code: 'custom',
          path: ['emergencyServices', index],
          message: `"${service}" is not one of serviceChoices (${site.serviceChoices.join(', ')}): write it as the form lists it, or add it there`,
        });
    });
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
