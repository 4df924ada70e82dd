import { z } from 'zod';
import { linkSchema, officeId, text } from '../../schema/common';

export const ctaSchema = z.object({
  type: z.literal('CTA'),
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  eyebrow: text.optional(),
  heading: text,
  body: text.optional(),
  actions: z.array(linkSchema).min(1).max(3),
  /** The office whose number the call button dials, or several offices, one call button each. */
  callOffice: z.union([officeId, z.array(officeId).min(1)]).optional(),
  variant: z.enum(['panel', 'banner']).default('panel'),
});
export type CtaProps = z.infer<typeof ctaSchema>;
