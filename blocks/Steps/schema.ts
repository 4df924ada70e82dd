import { z } from 'zod';
import { linkSchema, text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

export const stepsSchema = z.object({
  type: z.literal('Steps'),
  ...sectionHeaderFields,
  items: z.array(z.object({ title: text, body: text })).min(2),
  action: linkSchema.optional(),
});
export type StepsProps = z.infer<typeof stepsSchema>;
