import { z } from 'zod';
import { text } from '../../schema/common';
import { actionsField } from '../_shared/fields';
import { sectionHeaderFields } from '../_shared/section-header';

export const stepsSchema = z.object({
  type: z.literal('Steps'),
  ...sectionHeaderFields,
  items: z
    .array(
      z
        .object({
          title: text.meta({ label: 'Title', role: 'heading' }),
          body: text.meta({ label: 'Text', role: 'copy' }),
        })
        .meta({ label: 'Step' }),
    )
    .min(2)
    .meta({ label: 'Steps' }),
  actions: actionsField.default([]),
});
export type StepsProps = z.infer<typeof stepsSchema>;
