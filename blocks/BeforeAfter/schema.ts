import { z } from 'zod';
import { imageRef, text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

/** One side of a comparison: a picture in images/ whose alt text says what it shows. */
const comparedImage = imageRef.extend({
  alt: z
    .string()
    .trim()
    .min(1, 'needs alt text: say what the picture shows, the two sides of a comparison are not decoration'),
});

export const beforeAfterItemSchema = z.object({
  title: text,
  body: text.optional(),
  location: text.optional(),
  before: comparedImage,
  after: comparedImage,
});

export const beforeAfterSchema = z.object({
  type: z.literal('BeforeAfter'),
  ...sectionHeaderFields,
  items: z
    .array(beforeAfterItemSchema)
    .min(1, 'needs at least one before/after pair')
    .max(6, 'holds at most 6 before/after pairs: pick the best, or split them over two blocks'),
});
export type BeforeAfterProps = z.infer<typeof beforeAfterSchema>;
export type BeforeAfterItem = z.infer<typeof beforeAfterItemSchema>;
