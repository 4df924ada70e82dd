import { z } from 'zod';
import { officeKey, text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

/** What a visitor is told happens after sending; the confirmation mail repeats it. */
export const DEFAULT_NEXT_STEPS = [
  'We call or email you within one business day to pick a time that suits you.',
  'A veteran-led crew inspects your roof for free and photographs anything that needs attention.',
  'You get a written estimate, and if storms did the damage, we help you with the insurance claim.',
];

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
  nextSteps: z.array(text).min(1).max(5).default(DEFAULT_NEXT_STEPS),
  /** The office whose number is offered when sending fails and in the compact band. */
  callOffice: officeKey.default('tulsa'),
});
export type ContactFormProps = z.infer<typeof contactFormSchema>;
