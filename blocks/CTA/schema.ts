import { z } from 'zod';
import { officeId, text } from '../../schema/common';
import { actionsField } from '../_shared/fields';
import { anchorId } from '../_shared/section-header';

export const ctaSchema = z.object({
  type: z.literal('CTA'),
  id: anchorId.optional(),
  eyebrow: text.meta({ label: 'Eyebrow', role: 'label', help: 'a few words above the heading' }).optional(),
  heading: text.meta({ label: 'Heading', role: 'heading' }),
  body: text.meta({ label: 'Text', role: 'copy' }).optional(),
  actions: actionsField.min(1),
  /** The office whose number the call button dials, or several offices, one call button each. */
  callOffice: z
    .union([officeId, z.array(officeId).min(1).meta({ label: 'Call buttons' })])
    .meta({ label: 'Call buttons', help: 'the office whose number a call button dials; several give one button each' })
    .optional(),
  /** The call buttons before the links, the first as the main button: a page for someone who needs help now. */
  callFirst: z
    .boolean()
    .meta({ label: 'Call first', role: 'toggle', help: 'the Call buttons lead, before the links (an emergency page)' })
    .default(false),
  variant: z
    .enum(['panel', 'banner'])
    .meta({ label: 'Look', role: 'style', help: 'panel: a card; banner: a full-width band' })
    .default('panel'),
});
export type CtaProps = z.infer<typeof ctaSchema>;
