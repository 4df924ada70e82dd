import { z } from 'zod';
import { text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

export const faqItemSchema = z
  .object({
    question: text.meta({ label: 'Question', role: 'heading' }),
    answer: text.meta({ label: 'Answer', role: 'copy' }),
  })
  .meta({ label: 'Question and answer' });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqSchema = z.object({
  type: z.literal('FAQ'),
  ...sectionHeaderFields,
  items: z.array(faqItemSchema).min(1).meta({ label: 'Questions' }),
});
export type FaqProps = z.infer<typeof faqSchema>;
