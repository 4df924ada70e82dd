import { z } from 'zod';
import { officeId, text } from '../../schema/common';
import { actionsField } from '../_shared/fields';

export const ctaSchema = z.object({
  type: z.literal('CTA'),
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  eyebrow: text.optional(),
  heading: text,
  body: text.optional(),
  actions: actionsField.min(1),
  /** The office whose number the call button dials, or several offices, one call button each. */
  callOffice: z.union([officeId, z.array(officeId).min(1)]).optional(),
  variant: z.enum(['panel', 'banner']).default('panel'),
});
export type CtaProps = z.infer<typeof ctaSchema>;
