import { z } from 'zod';
import { text } from '../../schema/common';
import { actionsField } from '../_shared/fields';
import { sectionHeaderFields } from '../_shared/section-header';

export const stepsSchema = z.object({
  type: z.literal('Steps'),
  ...sectionHeaderFields,
  items: z.array(z.object({ title: text, body: text })).min(2),
  actions: actionsField.default([]),
});
export type StepsProps = z.infer<typeof stepsSchema>;
