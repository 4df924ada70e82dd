import { z } from 'zod';
import { imageRef, officeId, text } from '../../schema/common';
import { actionsField } from '../_shared/fields';

export const heroSchema = z.object({
  type: z.literal('Hero'),
  eyebrow: text.optional(),
  /** The page's one h1. */
  heading: text,
  subheading: text.optional(),
  actions: actionsField.default([]),
  /** Adds a "Call" button with this office's number. */
  callOffice: officeId.optional(),
  /** Short proof points under the buttons ("Veteran owned", "Free inspection"). */
  highlights: z.array(text).max(4).default([]),
  /**
   * Adds the trust row under the highlights: the review count with its link, the registration of
   * the call office's state, and the first manufacturer certification (from the site file's proof).
   */
  proof: z.boolean().default(false),
  image: imageRef.optional(),
  size: z.enum(['large', 'compact']).default('compact'),
});
export type HeroProps = z.infer<typeof heroSchema>;
