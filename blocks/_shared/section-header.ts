import { z } from 'zod';
import { text } from '../../schema/common';

/** An anchor id other pages link to as `#id`. */
export const anchorId = z
  .string()
  .regex(/^[a-z0-9-]+$/)
  .meta({ label: 'Anchor', role: 'anchor', help: 'other pages link here as #anchor' });

/** The band a section sits on. */
export const sectionTone = z
  .enum(['plain', 'alt', 'brand'])
  .meta({ label: 'Background', role: 'style', help: 'plain, alt (a tinted band) or brand (the brand colour)' });

/**
 * The fields most blocks open with: an anchor `id`, the optional eyebrow / heading / intro, and the
 * band `tone`. The other fields blocks share (`actions`, a card's fields) are in ./fields.ts.
 */
export const sectionHeaderFields = {
  /** Anchor id so other pages can link to `#id`. */
  id: anchorId.optional(),
  eyebrow: text.meta({ label: 'Eyebrow', role: 'label', help: 'a few words above the heading' }).optional(),
  heading: text.meta({ label: 'Heading', role: 'heading' }).optional(),
  intro: text.meta({ label: 'Introduction', role: 'copy', help: 'a sentence or two under the heading' }).optional(),
  tone: sectionTone.default('plain'),
};
