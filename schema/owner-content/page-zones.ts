import { z } from 'zod';
import { SECTION_KIND_NAMES, sectionOf } from '../page-sections';
import { defineContentType } from './content-type';

/**
 * The owner's words in a zone of a code-defined page (`/about#story`: the About page's zone
 * `story`, declared in pages/about.ts with ownerZone), one document per zone, keyed by page and
 * zone. Stored as sections of any kind a zone may allow; the zone's own allow-list and size
 * (schema/page-zones.ts, zoneDataSchema) are checked on every save against the code's declaration,
 * and again by the build, which puts the sections in the zone's place (content/owner-zones.ts).
 */
export const pageZoneSchema = z
  .strictObject({
    sections: z
      .array(sectionOf(SECTION_KIND_NAMES, 'a zone').meta({ label: 'Section' }))
      .max(12)
      .meta({ label: 'Sections' }),
  })
  .meta({ label: 'Page text' });

export const pageZones = defineContentType({
  type: 'pageZone',
  label: 'Page text',
  schema: pageZoneSchema,
  schemaVersion: 1,
  owns: [],
});
