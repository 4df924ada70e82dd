import { z } from 'zod';
import { linkSchema, text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

/**
 * Prose as data, not HTML: paragraphs and lists, plus an optional aside of facts.
 * Inline links are written `[label](/path)` and checked like every other link.
 */
const paragraph = text.meta({ label: 'Paragraph', role: 'copy', help: 'link inline as [label](/path)' });
const list = z
  .object({
    list: z
      .array(text.meta({ label: 'Point', role: 'copy' }))
      .min(1)
      .meta({ label: 'Points' }),
    ordered: z.boolean().meta({ label: 'Numbered', role: 'toggle' }).default(false),
  })
  .meta({ label: 'List' });
const subheading = z
  .object({ subheading: text.meta({ label: 'Subheading', role: 'heading' }) })
  .meta({ label: 'Subheading' });

export const richTextSchema = z.object({
  type: z.literal('RichText'),
  ...sectionHeaderFields,
  content: z
    .array(z.union([paragraph, list, subheading]).meta({ label: 'Part' }))
    .min(1)
    .meta({ label: 'Text', help: 'paragraphs, lists and subheadings, in order' }),
  aside: z
    .object({
      heading: text.meta({ label: 'Heading', role: 'heading' }),
      items: z
        .array(text.meta({ label: 'Fact', role: 'copy' }))
        .min(1)
        .meta({ label: 'Facts' }),
      link: linkSchema.optional(),
    })
    .meta({ label: 'Aside', help: 'a box of facts beside the text' })
    .optional(),
});
export type RichTextProps = z.infer<typeof richTextSchema>;
