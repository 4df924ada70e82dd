import { z } from 'zod';
import { text } from './common';
import { type SectionKind, SECTION_KIND_NAMES, sectionKind, sectionListOf, sectionOf } from './page-sections';

/**
 * A zone of a code-defined page: the part of it the owner edits in the dashboard. The page's other
 * blocks are the code's (structure locked, Gutenberg's `contentOnly` idea); inside the zone the
 * owner changes the words and may add, remove and reorder sections of the zone's allow-list, up to
 * its maximum. Its `sections` are the developer's words, what the page shows until the owner publishes.
 */
export const zoneDeclaration = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z]+(?:-[a-z]+)*$/, 'name a zone in lowercase words joined by hyphens, like story')
      .meta({ label: 'Zone', role: 'code', help: "its sections' anchors are #<zone>-1, #<zone>-2, …" }),
    label: text.meta({ label: 'Name in the dashboard', role: 'label', help: 'what the owner sees, like Our story' }),
    help: text.meta({ label: 'What it is for', role: 'copy' }).optional(),
    allow: z
      .array(sectionKind)
      .min(1, 'allow at least one kind of section')
      .meta({ label: 'Kinds of section allowed', help: SECTION_KIND_NAMES.join(', ') }),
    min: z.number().int().min(0).max(12).meta({ label: 'Fewest sections', role: 'number' }).default(1),
    max: z.number().int().min(1).max(12).meta({ label: 'Most sections', role: 'number' }),
    /** The band of the zone's first section; the next ones alternate. */
    firstTone: z.enum(['plain', 'alt']).meta({ label: 'First band', role: 'style' }).default('plain'),
    sections: z.array(sectionOf(SECTION_KIND_NAMES, 'a zone').meta({ label: 'Section' })).meta({ label: 'Sections' }),
  })
  .superRefine((zone, ctx) => {
    zone.sections.forEach((section, index) => {
      if (!zone.allow.includes(section.type))
        ctx.addIssue({
          code: 'custom',
          path: ['sections', index, 'type'],
          message: `a ${section.type} section is not on this zone's allow-list (${zone.allow.join(', ')}): allow it, or use another kind`,
        });
    });
    if (zone.sections.length > zone.max || zone.sections.length < zone.min)
      ctx.addIssue({
        code: 'custom',
        path: ['sections'],
        message: `holds ${zone.sections.length} sections; the zone takes ${zone.min} to ${zone.max}`,
      });
  })
  .meta({ label: 'Zone' });
export type ZoneDeclaration = z.output<typeof zoneDeclaration>;
export type ZoneInput = z.input<typeof zoneDeclaration>;

/** A zone's document key: its page's path and its id, `/about#story`. */
export const zoneKey = (page: string, zone: string) => `${page}#${zone}`;
export const ZONE_KEY = /^(\/[a-z0-9/-]*)#([a-z]+(?:-[a-z]+)*)$/;
/** `/about#story` → its page and zone; undefined when it is no zone's key. */
export function parseZoneKey(key: string): { page: string; zone: string } | undefined {
  const match = ZONE_KEY.exec(key);
  return match ? { page: match[1]!, zone: match[2]! } : undefined;
}

/** How a problem with an owner's zone names its "file": the dashboard page it is edited on. */
export const zoneSource = (key: string) => `Page text (dashboard) › ${key}`;

/**
 * What the owner stores for one zone: its sections, of the zone's allow-list, between its fewest and
 * most. A kind the zone does not allow is refused on its field, naming the kinds it does.
 */
export function zoneDataSchema(zone: Pick<ZoneDeclaration, 'allow' | 'min' | 'max' | 'label'>) {
  const where = `${zone.label}`;
  return z
    .strictObject({
      sections: sectionListOf(zone.allow as SectionKind[], zone.max, where)
        .min(zone.min, zone.min === 1 ? 'keep at least one section' : `keep at least ${zone.min} sections`)
        .meta({ label: 'Sections', help: `shown in this part of the page, in this order` }),
    })
    .meta({ label: zone.label });
}
export type ZoneData = { sections: z.output<ReturnType<typeof sectionOf>>[] };

/** The lists of a zone the owner may add to, remove from and reorder: its sections and their entries. */
export const ZONE_LISTS = {
  sections: { add: true, remove: true, move: true },
  'sections.*.items': { add: true, remove: true, move: true },
  'sections.*.paragraphs': { add: true, remove: true, move: true, min: 1 },
  'sections.*.facts.items': { add: true, remove: true, move: true, min: 1 },
  'sections.*.actions': { add: true, remove: true, move: true, min: 1 },
} as const;
