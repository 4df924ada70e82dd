import { z } from 'zod';
import { linkSchema, text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

/**
 * Prose as data, not HTML: paragraphs and lists, plus an optional aside of facts.
 * Inline links are written `[label](/path)` and checked like every other link.
 */
const paragraph = text;
const list = z.object({ list: z.array(text).min(1), ordered: z.boolean().default(false) });
const subheading = z.object({ subheading: text });

export const richTextSchema = z.object({
  type: z.literal('RichText'),
  ...sectionHeaderFields,
  content: z.array(z.union([paragraph, list, subheading])).min(1),
  aside: z.object({ heading: text, items: z.array(text).min(1), link: linkSchema.optional() }).optional(),
});
export type RichTextProps = z.infer<typeof richTextSchema>;
