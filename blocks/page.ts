import { z } from 'zod';
import { pageFields } from '../schema/page';
import { blockSchema } from './catalog';

/** A page: its fields (schema/page.ts) and a list of blocks the given block schema accepts; no other field. */
export function pageSchemaFor<B extends z.ZodType>(block: B) {
  return z.strictObject({
    ...pageFields,
    blocks: z.array(block).min(1, 'a page needs at least one block').meta({ label: 'Blocks' }),
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
