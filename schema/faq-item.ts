import { z } from 'zod';
import { text } from './common';

/**
 * One question and its answer: the FAQ block's item, and a city page's (a city file's, or the
 * owner's city page in the dashboard), so both are checked by one rule.
 */
export const faqItemSchema = z
  .object({
    question: text.meta({ label: 'Question', role: 'heading' }),
    answer: text.meta({ label: 'Answer', role: 'copy' }),
  })
  .meta({ label: 'Question and answer' });
export type FaqItem = z.infer<typeof faqItemSchema>;
