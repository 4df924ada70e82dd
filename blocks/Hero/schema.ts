import { z } from 'zod';
import { imageRef, officeId, text } from '../../schema/common';
import { actionsField } from '../_shared/fields';

export const heroSchema = z.object({
  type: z.literal('Hero'),
  eyebrow: text.meta({ label: 'Eyebrow', role: 'label', help: 'a few words above the heading' }).optional(),
  /** The page's one h1. */
  heading: text.meta({ label: 'Heading', role: 'heading', help: "the page's main heading, its h1" }),
  subheading: text.meta({ label: 'Subheading', role: 'copy' }).optional(),
  actions: actionsField.default([]),
  /** Adds a "Call" button with this office's number, or several offices, one call button each. */
  callOffice: z
    .union([officeId, z.array(officeId).min(1).meta({ label: 'Call buttons' })])
    .meta({ label: 'Call button', help: "adds a Call button with this office's number; several give one button each" })
    .optional(),
  /** The call buttons before the links, the first as the main button: a page for someone who needs help now. */
  callFirst: z
    .boolean()
    .meta({ label: 'Call first', role: 'toggle', help: 'the Call button leads, before the links (an emergency page)' })
    .default(false),
  /** Short proof points under the buttons ("Veteran owned", "Free inspection"). */
  highlights: z
    .array(text.meta({ label: 'Highlight', role: 'label' }))
    .max(4)
    .meta({ label: 'Highlights', help: 'short proof points under the buttons ("Veteran owned")' })
    .default([]),
  /**
   * Adds the trust row under the highlights: the review count with its link, the registration of
   * the call office's state, and the first manufacturer certification (from the site file's proof).
   */
  proof: z
    .boolean()
    .meta({ label: 'Trust row', role: 'toggle', help: 'reviews, registration and certification from the site file' })
    .default(false),
  image: imageRef.optional(),
  size: z
    .enum(['large', 'compact'])
    .meta({ label: 'Size', role: 'style', help: 'large for the home page, compact elsewhere' })
    .default('compact'),
});
export type HeroProps = z.infer<typeof heroSchema>;
