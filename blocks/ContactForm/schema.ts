import { z } from 'zod';
import { officeId, text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

export const contactFormSchema = z.object({
  type: z.literal('ContactForm'),
  ...sectionHeaderFields,
  /** The anchor the no-JavaScript answer scrolls back to; unique per page. */
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('request'),
  /** `full`: the form beside the call/email panel (the contact page); `compact`: the form in a closing band. */
  variant: z.enum(['full', 'compact']).default('full'),
  /** Says what pressing it does. */
  submitLabel: text.default('Request my free inspection'),
  /** What a visitor is told happens after sending; the site file's `nextSteps` (which the confirmation mail repeats) when left out. */
  nextSteps: z.array(text).min(1).max(5).optional(),
  /** The office whose number is offered when sending fails and in the compact band; the primary office when left out. */
  callOffice: officeId.optional(),
});
export type ContactFormProps = z.infer<typeof contactFormSchema>;
