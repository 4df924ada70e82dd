import { z } from 'zod';
import { pageFields } from '../schema/page';
import { isZoneAnchor } from '../schema/page-sections';
import { blockSchema } from './catalog';

/**
 * A page: its fields (schema/page.ts) and a list of blocks the given block schema accepts; no other
 * field. Each zone it declares has its sections' blocks on the page, one after another, as
 * `ownerZone` gives them: that run is what the owner's words take the place of.
 */
export function pageSchemaFor<B extends z.ZodType>(block: B) {
  return z
    .strictObject({
      ...pageFields,
      blocks: z.array(block).min(1, 'a page needs at least one block').meta({ label: 'Blocks' }),
    })
    .superRefine((page, ctx) => {
      const blocks = page.blocks as { id?: unknown }[];
      page.zones.forEach((zone, index) => {
        const at = blocks.flatMap((candidate, position) => (isZoneAnchor(zone.id, candidate.id) ? [position] : []));
        const together = at.every((position, n) => position === at[0]! + n);
        if (at.length !== zone.sections.length || !together)
          ctx.addIssue({
            code: 'custom',
            path: ['zones', index],
            message: `zone ${zone.id}: its ${zone.sections.length} sections are not on the page as ownerZone gives them: put ...${zone.id}.blocks in the page's blocks where the zone sits, and no other block with an id like ${zone.id}-1`,
          });
      });
    });
}

/** Every page file's default export parses with this: the fields and the catalog's blocks. */
export const pageSchema = pageSchemaFor(blockSchema);

export type PageDefinition = z.infer<typeof pageSchema>;
export type PageInput = z.input<typeof pageSchema>;

/** Typed authoring helper: gives autocompletion and type errors while writing a page file. */
export function definePage(page: PageInput): PageInput {
  return page;
}
