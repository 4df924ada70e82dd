import type { z } from 'zod';
import {
  isZoneAnchor,
  type PlacedSection,
  type PageSection,
  SECTION_KIND_LABELS,
  type SectionKind,
  sectionBlocks as placeSections,
  sectionListOf,
  sectionOf,
  zoneAnchor,
} from './page-sections';

export type { PlacedSection };

/**
 * The sections an owner may add to a city page, between its local story and its recent work: the
 * page type's allow-list (schema/page-sections.ts holds each kind). Steps, Cards and a Call to
 * action; a kind not listed here cannot be added.
 */
const CITY_SECTION_ALLOW: readonly SectionKind[] = ['Steps', 'ContentCards', 'CTA'];

/** The block types a city page's sections may be, with what the owner calls each. */
export const CITY_SECTION_KINDS: ReadonlyMap<string, string> = new Map(
  CITY_SECTION_ALLOW.map((kind) => [kind, SECTION_KIND_LABELS.get(kind) as string]),
);

/** One section; a kind outside the allow-list is refused by name, with what may be added instead. */
export const citySection = sectionOf(CITY_SECTION_ALLOW, 'a city page');
export type CitySection = z.output<typeof citySection>;

export const citySections = sectionListOf(CITY_SECTION_ALLOW, 4, 'a city page')
  .meta({ label: 'More sections', help: 'shown after the local story: steps, cards or a call to action' })
  .default([]);

/** The anchor of a city page's n-th section (from 1): what the live preview finds a built section by. */
export const sectionAnchor = (index: number) => zoneAnchor('section', index);
export const isSectionAnchor = (id: unknown) => isZoneAnchor('section', id);

/**
 * A city page's sections as the catalog's blocks (schema/page-sections.ts), so the build
 * (defineCity) and the dashboard's live preview draw the same thing. The bands alternate from
 * plain, after the local story's tinted one.
 */
export const sectionBlocks = (sections: readonly Partial<CitySection | PageSection>[]): PlacedSection[] =>
  placeSections(sections, { zone: 'section', firstTone: 'plain' });
