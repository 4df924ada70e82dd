import { z } from 'zod';
import { imageRef, text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

/** One side of a comparison: a picture in images/ whose alt text says what it shows. */
const comparedImage = (label: string) =>
  imageRef
    .extend({
      alt: z
        .string()
        .trim()
        .min(1, 'needs alt text: say what the picture shows, the two sides of a comparison are not decoration')
        .meta({ label: 'Picture description', role: 'alt', help: 'what this side of the comparison shows' }),
    })
    .meta({ label });

export const beforeAfterItemSchema = z
  .object({
    title: text.meta({ label: 'Title', role: 'heading' }),
    body: text.meta({ label: 'Text', role: 'copy' }).optional(),
    location: text.meta({ label: 'Where', role: 'label', help: 'the town or neighborhood of the job' }).optional(),
    before: comparedImage('Before'),
    after: comparedImage('After'),
  })
  .meta({ label: 'Before/after pair' });

export const beforeAfterSchema = z.object({
  type: z.literal('BeforeAfter'),
  ...sectionHeaderFields,
  items: z
    .array(beforeAfterItemSchema)
    .min(1, 'needs at least one before/after pair')
    .max(6, 'holds at most 6 before/after pairs: pick the best, or split them over two blocks')
    .meta({ label: 'Before/after pairs' }),
});
export type BeforeAfterProps = z.infer<typeof beforeAfterSchema>;
export type BeforeAfterItem = z.infer<typeof beforeAfterItemSchema>;
