import { z } from 'zod';
import { faqItemSchema } from '../../schema/faq-item';
import { sectionHeaderFields } from '../_shared/section-header';

export { type FaqItem, faqItemSchema } from '../../schema/faq-item';

export const faqSchema = z.object({
  type: z.literal('FAQ'),
  ...sectionHeaderFields,
  items: z.array(faqItemSchema).min(1).meta({ label: 'Questions' }),
});
export type FaqProps = z.infer<typeof faqSchema>;
