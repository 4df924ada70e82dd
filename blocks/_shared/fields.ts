import { z } from 'zod';
import { internalPath, linkSchema, text } from '../../schema/common';

/**
 * The field names blocks share, so an author writes one word for one thing in every block:
 * `actions` for the link buttons a block ends with, and a card's `title`, `body`, `icon`, `link`.
 * Each carries its label and role (schema/field-meta.ts), so every block using it says the same.
 * (The section header's fields are in ./section-header.ts.)
 */

/** The link buttons a block ends with, in the order they show; the first is the main one. */
export const actionsField = z
  .array(linkSchema.meta({ label: 'Button' }))
  .max(3)
  .meta({ label: 'Buttons', help: 'the first is the main one' });

/** The icons a card may wear (drawn in ui/Icon). */
export const cardIcon = z
  .enum([
    'repair',
    'replacement',
    'storm',
    'inspection',
    'install',
    'emergency',
    'metal',
    'shingle',
    'flat',
    'commercial',
    'shield',
    'star',
    'clock',
    'dollar',
    'home',
    'hammer',
    'check',
    'phone',
  ])
  .meta({ label: 'Icon', role: 'icon' });

/** A card's fields; a block makes the ones it can do without optional. */
export const cardFields = {
  title: text.meta({ label: 'Title', role: 'heading' }),
  body: text.meta({ label: 'Text', role: 'copy' }),
  icon: cardIcon,
  link: linkSchema,
};

/** A card that is one link to a site page; the link's label defaults to "Learn more". */
export const cardPageLink = z
  .object({
    label: text.meta({ label: 'Link text', role: 'label' }).default('Learn more'),
    href: internalPath.meta({ label: 'Page', role: 'link', help: 'a site path like /services/roof-repair' }),
  })
  .meta({ label: 'Link' });
