import { z } from 'zod';
import { text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

export const faqItemSchema = z.object({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqSchema = z.object({
  type: z.literal('FAQ'),
  ...sectionHeaderFields,
  items: z.array(faqItemSchema).min(1),
});
export type FaqProps = z.infer<typeof faqSchema>;
