import { z } from 'zod';
import { text } from '../../schema/common';

/** The optional eyebrow / heading / intro most blocks open with. */
export const sectionHeaderFields = {
  /** Anchor id so other pages can link to `#id`. */
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  eyebrow: text.optional(),
  heading: text.optional(),
  intro: text.optional(),
  tone: z.enum(['plain', 'alt', 'brand']).default('plain'),
};
