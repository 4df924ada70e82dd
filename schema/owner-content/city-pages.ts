import type { z } from 'zod';
import { cityFields, pinInsideState } from '../city-fields';
import { defineContentType } from './content-type';

/**
 * A city page the owner edits in the dashboard (/admin/pages), one document per city, keyed by its
 * slug: the same fields a developer's city file has (schema/city-fields.ts), less the theme, which
 * is the design's. A city with a file (pages/locations/<slug>.ts) is opened with the file's values;
 * once published, the owner's page is the one the site shows (content/owner-cities.ts). A city with
 * no file is the owner's own, added from the dashboard: it passes the same content gate (its state
 * served, its distance or a reason, the doorway check against every other city) before it goes live.
 */
export const cityPageSchema = cityFields.omit({ theme: true }).superRefine(pinInsideState);
export type CityPageData = z.output<typeof cityPageSchema>;
export type CityPageInput = z.input<typeof cityPageSchema>;

export const cityPages = defineContentType({
  type: 'cityPage',
  label: 'City pages',
  schema: cityPageSchema,
  schemaVersion: 1,
  owns: [],
});

/**
 * The lists of a city page the owner may add to, remove from and reorder (the page's other
 * structure is the code's): the questions, the local story's paragraphs, and the sections (of the
 * allow-list) with their steps, cards and buttons; `*` stands for any entry's position. The selling points are
 * always three, reordered but never added or removed.
 */
export const CITY_PAGE_LISTS = {
  faqs: { add: true, remove: true, move: true, min: 1 },
  localStory: { add: true, remove: true, move: true, min: 1 },
  sellingPoints: { add: false, remove: false, move: true, min: 3 },
  'seo.keywords': { add: true, remove: true, move: true, min: 1 },
  // The page type's zone: sections of its allow-list (schema/city-sections.ts) only, and their entries.
  sections: { add: true, remove: true, move: true },
  'sections.*.items': { add: true, remove: true, move: true },
  'sections.*.actions': { add: true, remove: true, move: true, min: 1 },
} as const;

/** How a problem with an owner's city page names its "file": the dashboard page it is edited on. */
export const cityPageSource = (slug: string) => `City pages (dashboard) › ${slug}`;
