import { z } from 'zod';
import { themeNames } from '../shared/themes';
import { coordinates, internalPath, linkSchema, officeId, stateCode, text } from './common';
import { zoneDeclaration } from './page-zones';

/** The kinds of thing an owner supplies before launch, as `npm run launch:report` groups them. */
export const standInKinds = [
  'photo',
  'licence',
  'insurance',
  'certification',
  'reviews',
  'testimonial',
  'founder',
  'legal',
  'figure',
] as const;

/** One thing the owner must still supply or confirm: its kind and, in the owner's words, what to do. */
export const standInSchema = z
  .object({
    kind: z.enum(standInKinds).meta({ label: 'Kind', role: 'option' }),
    todo: text.meta({ label: 'What to do', role: 'copy' }),
    /** For a photo the owner uploads: the picture slot it fills (schema/owner-content/photo-slots.ts). */
    slot: z
      .string()
      .regex(/^[a-z0-9-]+$/, { message: 'name a photo slot in lowercase words joined by hyphens, e.g. photo-founder' })
      .meta({ label: 'Photo slot', role: 'code' })
      .optional(),
  })
  .meta({ label: 'Stand-in' });
export type StandIn = z.infer<typeof standInSchema>;

export const seoSchema = z.object({
  title: z
    .string()
    .trim()
    .min(10, 'titles are 10-60 characters so search results show them whole')
    .max(60, 'titles are 10-60 characters so search results show them whole')
    .meta({ label: 'Title', role: 'heading', help: 'what search results show: 10-60 characters, unique' }),
  description: z
    .string()
    .trim()
    .min(50, 'descriptions are 50-160 characters: long enough to sell the page, short enough not to be cut')
    .max(160, 'descriptions are 50-160 characters: long enough to sell the page, short enough not to be cut')
    .refine((value) => !/\bTODO\b/.test(value), { message: 'still says TODO: write the real text here' })
    .meta({
      label: 'Description',
      role: 'copy',
      help: 'what search results show under the title: 50-160 characters, unique',
    }),
  keywords: z
    .array(text.meta({ label: 'Keyword', role: 'label' }))
    .meta({ label: 'Keywords' })
    .optional(),
  socialTitle: text.meta({ label: 'Title on social sites', role: 'heading' }).optional(),
  socialDescription: text.meta({ label: 'Description on social sites', role: 'copy' }).optional(),
  /** Overrides the canonical URL (a site path or an absolute URL on the site). */
  canonical: z
    .union([internalPath, z.url()])
    .meta({ label: 'Canonical address', role: 'link', help: 'a site path or an absolute URL on the site' })
    .optional(),
  /** Pages that must never be indexed (sign-in, dashboard, 404). */
  noindex: z.boolean().meta({ label: 'Keep out of search', role: 'toggle' }).default(false),
});

/** What a city page knows about its city; the service-area lists and the validator read it. */
export const cityMetaSchema = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .meta({ label: 'Slug', role: 'slug' }),
    name: text.meta({ label: 'City', role: 'label' }),
    state: stateCode,
    county: text.meta({ label: 'County', role: 'label' }),
    coordinates,
    /** The office (by id in the site file) whose number the page's header offers. */
    office: officeId.meta({ label: "Header's office" }).optional(),
    /** Why the business serves this city though it lies beyond the site's service radius of every office. */
    beyondRadius: text.meta({ label: 'Why beyond the radius', role: 'copy' }).optional(),
  })
  .meta({ label: 'City' });
export type CityMeta = z.infer<typeof cityMetaSchema>;

/** A theme of shared/themes.ts; a page without one wears the site file's `theme`. */
export const themeName = z.enum(themeNames).meta({ label: 'Theme', role: 'style' });

/**
 * Every field of a page but its blocks. The page schema itself (these fields and the block list)
 * lives beside the block catalog, in blocks/page.ts, so this folder imports nothing above it.
 */
export const pageFields = {
  path: internalPath.meta({ label: 'Address', role: 'link', help: "the page's own site path; its file name says it" }),
  seo: seoSchema.meta({ label: 'Search and sharing' }),
  /** The trail above this page (Home first); the page itself is appended from its title. */
  breadcrumbs: z
    .array(linkSchema)
    .min(1)
    .meta({ label: 'Breadcrumbs', help: 'the trail above the page, Home first' })
    .optional(),
  /**
   * Links shown beside the trail, not in it: where else the page belongs. A service is offered
   * across the service areas, it is not a page under them.
   */
  breadcrumbsBeside: z.array(linkSchema).meta({ label: 'Links beside the trail' }).optional(),
  /** Short name of the page in breadcrumbs; defaults to the first words of the title. */
  label: text
    .meta({ label: 'Short name', role: 'label', help: 'in breadcrumbs; the first words of the title when left out' })
    .optional(),
  theme: themeName.optional(),
  city: cityMetaSchema.optional(),
  /** Extra paths that show this same page (city `-roofing` aliases). */
  aliases: z
    .array(internalPath.meta({ label: 'Alias', role: 'link' }))
    .meta({ label: 'Other addresses' })
    .default([]),
  /**
   * What on this page the owner must still supply or confirm before launch (wording counsel has
   * not reviewed, a figure to check): `npm run launch:report` lists each with this file.
   */
  standIns: z.array(standInSchema).meta({ label: 'To confirm before launch' }).default([]),
  /**
   * Whether the storm banner's slot is on this page. By default every indexable page has it; a page
   * kept out of search that visitors still land on (the 404) asks for it.
   */
  stormBanner: z.boolean().meta({ label: 'Storm banner', role: 'toggle' }).optional(),
  /**
   * The parts of this page the owner may edit in the dashboard (/admin/pages): each zone's sections
   * are the developer's words until the owner publishes their own. Declared with `ownerZone`
   * (pages/_lib/zone.ts), which gives the blocks to place too.
   */
  zones: z.array(zoneDeclaration).meta({ label: "The owner's zones" }).default([]),
};

/** A parsed page without its blocks: what the layout, the head and the content rules read. */
export type PageMeta = z.infer<z.ZodObject<typeof pageFields>>;
