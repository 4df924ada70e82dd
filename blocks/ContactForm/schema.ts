import { z } from 'zod';
import { officeId, text } from '../../schema/common';
import { anchorId, sectionHeaderFields } from '../_shared/section-header';

export const contactFormSchema = z.object({
  type: z.literal('ContactForm'),
  ...sectionHeaderFields,
  /** The anchor the no-JavaScript answer scrolls back to; unique per page. */
  id: anchorId.meta({ help: 'unique on its page: the answer without JavaScript returns to it' }).default('request'),
  /** `full`: the form beside the call/email panel (the contact page); `compact`: the form in a closing band. */
  variant: z
    .enum(['full', 'compact'])
    .meta({ label: 'Look', role: 'style', help: 'full: beside the call and email panel; compact: in a closing band' })
    .default('full'),
  /** Says what pressing it does. */
  submitLabel: text
    .meta({ label: 'Send button', role: 'label', help: 'say what pressing it does' })
    .default('Request my free inspection'),
  /** What a visitor is told happens after sending; the site file's `nextSteps` (which the confirmation mail repeats) when left out. */
  nextSteps: z
    .array(text.meta({ label: 'Step', role: 'copy' }))
    .min(1)
    .max(5)
    .meta({ label: 'What happens next', help: "the site file's nextSteps when left out" })
    .optional(),
  /** The service the form starts on (a storm guide's form on storm damage); one of the site file's `serviceChoices`. */
  service: text
    .meta({
      label: 'Service chosen at first',
      role: 'option',
      help: "one of the site file's serviceChoices; the visitor can change it",
    })
    .optional(),
  /** The office whose number is offered when sending fails and in the compact band; the primary office when left out. */
  callOffice: officeId
    .meta({
      label: 'Office to call',
      help: 'offered when sending fails and in the compact band; the primary office when left out',
    })
    .optional(),
});
export type ContactFormProps = z.infer<typeof contactFormSchema>;
