import type { z } from 'zod';
import { type FieldMeta, type FieldRole, wordRoles } from '../schema/field-meta';
import { fieldsOf } from '../schema/field-walk';
import { type BlockSet, catalogBlocks } from './block-set';
import { formatPath } from './problems';

/** One field of a page's content: where it is (`blocks[2].items[0].answer`), what its schema says it is, its value. */
export interface ContentField {
  path: readonly (string | number)[];
  at: string;
  role: FieldRole | undefined;
  meta: FieldMeta;
  value: unknown;
}

const asContentFields = (fields: ReturnType<typeof fieldsOf>): ContentField[] =>
  fields.map(({ path, meta, value }) => ({ path, at: formatPath(path), role: meta.role, meta, value }));

/** A value's fields through its schema, `path` before each (`site.nav.main[0].href`). */
export const contentFieldsOf = (schema: z.core.$ZodType, value: unknown, path: (string | number)[]): ContentField[] =>
  asContentFields(fieldsOf(schema, value, path));

// Five content rules read the same blocks: each page's are walked once per block set.
const walked = new WeakMap<BlockSet, WeakMap<readonly object[], ContentField[]>>();

/**
 * Every field of a page's blocks, each with the role its block's schema declares (schema/field-meta.ts),
 * in page order; the content rules decide by role, never by a field's name. A block's `type` is its
 * name in the catalog, not a field.
 */
export function blockFieldsOf(blocks: readonly { type: string }[], set: BlockSet = catalogBlocks): ContentField[] {
  const bySet = walked.get(set) ?? new WeakMap<readonly object[], ContentField[]>();
  walked.set(set, bySet);
  const cached = bySet.get(blocks);
  if (cached) return cached;
  const fields = blocks.flatMap((block, index) => {
    const definition = set.get(block.type);
    if (!definition) throw new Error(`blocks[${index}] is a ${block.type}, which the block set does not hold`);
    const { type: _type, ...props } = block;
    return asContentFields(fieldsOf(definition.schema, props, ['blocks', index]));
  });
  bySet.set(blocks, fields);
  return fields;
}

/**
 * The fields a visitor reads as words that an author wrote, each with its text: the copy rules
 * (doorway pages, restated facts) read these. Built words (a block's `resolve` filled them: the
 * city names of a list, a customer's testimonial) are checked where they come from; a customer's
 * words are theirs, and no author can reword them to suit a rule.
 */
export function wordsIn(fields: readonly ContentField[]): { at: string; text: string }[] {
  return fields.flatMap((field) =>
    !field.meta.built && field.role && wordRoles.has(field.role) && typeof field.value === 'string'
      ? [{ at: field.at, text: field.value }]
      : [],
  );
}
