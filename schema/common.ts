import { z } from 'zod';

/** Text a person reads: never empty, no stray whitespace at the ends, no placeholder left in. */
export const text = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((value) => !/\bTODO\b/.test(value), { message: 'still says TODO: write the real text here' });

/** An internal path such as `/services/roof-repair`; the validator checks it resolves to a route. */
export const internalPath = z.string().regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:#[a-z0-9-]+)?$/, {
  message: 'must be a site path like /services/roof-repair (lowercase, no trailing slash)',
});

/** A link target: a site path, a tel:/mailto: link, or an absolute https URL. */
export const href = z
  .union([
    internalPath,
    z.string().regex(/^tel:\+?[0-9-]+$/, { message: 'tel: links hold digits only, e.g. tel:+19185550142' }),
    z.string().regex(/^mailto:[^\s@]+@[^\s@]+$/, { message: 'mailto: links need an email address' }),
    z.url({ protocol: /^https$/, message: 'external links must be absolute https URLs' }),
  ])
  .meta({
    label: 'Link to',
    role: 'link',
    help: 'a site path like /services/roof-repair, a tel: or mailto: link, or an https URL',
  });

export const linkSchema = z
  .object({ label: text.meta({ label: 'Link text', role: 'label' }), href })
  .meta({ label: 'Link' });
export type Link = z.infer<typeof linkSchema>;

/**
 * Which office a phone number or address comes from, by its `id` in the site file's `offices`
 * (numbers themselves live only there), or `primary` for whichever office the site file marks
 * primary; a page naming an unknown id fails to render, naming the known ones.
 */
export const officeId = z
  .string()
  .regex(/^[a-z0-9-]+$/, { message: 'name an office by its id in pages/site.ts (e.g. tulsa), or write primary' })
  .meta({ label: 'Office', role: 'office' });

/** A picture's alt text: what it shows, or '' for a backdrop that shows nothing a reader needs. */
export const pictureDescription = z
  .string()
  .trim()
  .meta({ label: 'Picture description', role: 'alt', help: "what the picture shows; '' for a backdrop" });

/**
 * An image from `images/` (the build makes responsive AVIF/WebP of it and reads its size, so pages
 * never state one); alt text is required.
 */
export const imageRef = z
  .object({
    src: z
      .string()
      .regex(/^[a-z0-9-]+\.(?:svg|png|jpe?g|webp|avif)$/, {
        message: 'must name a file in images/, e.g. storm-roof.jpg',
      })
      .meta({ label: 'Picture file', role: 'image' }),
    alt: pictureDescription,
  })
  .meta({ label: 'Picture' });
export type ImageRef = z.infer<typeof imageRef>;

export const coordinates = z
  .object({
    lat: z.number().min(-90).max(90).meta({ label: 'Latitude', role: 'number', help: 'e.g. 36.154' }),
    lng: z.number().min(-180).max(180).meta({ label: 'Longitude', role: 'number', help: 'e.g. -95.993' }),
  })
  .meta({ label: 'Map point' });
export type Coordinates = z.infer<typeof coordinates>;

export const stateCode = z.enum(['OK', 'KS', 'MO', 'AR']).meta({ label: 'State', role: 'state' });
export type StateCode = z.infer<typeof stateCode>;

/** A JSON-LD object; its shape is checked by the validator against what Google needs for its @type. */
export const jsonLdObject = z
  .record(z.string(), z.unknown())
  .meta({ label: 'Structured data', role: 'structured-data' });

/** Record ids are PostgreSQL `integer`s: anything from 2^31 up names no row and must not reach SQL. */
export const MAX_RECORD_ID = 2 ** 31 - 1;
export const recordId = z
  .number({ error: 'The id must be a number' })
  .int('The id must be a whole number')
  .positive('The id must be positive')
  .max(
    MAX_RECORD_ID,
    'No record has this id: the link is wrong or out of date. Go back to the list and open it again.',
  );
