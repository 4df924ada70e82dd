import { z } from 'zod';
import { text } from '../../schema/common';

/**
 * The fields most blocks open with: an anchor `id`, the optional eyebrow / heading / intro, and the
 * band `tone`. The other fields blocks share (`actions`, a card's fields) are in ./fields.ts.
 */
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
