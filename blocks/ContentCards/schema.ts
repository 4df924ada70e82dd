import { z } from 'zod';
import { imageRef, text } from '../../schema/common';
import { actionsField, cardFields } from '../_shared/fields';
import { sectionHeaderFields } from '../_shared/section-header';

export const contentCardsSchema = z.object({
  type: z.literal('ContentCards'),
  ...sectionHeaderFields,
  columns: z
    .enum(['two', 'three', 'four'])
    .meta({ label: 'Cards per row', role: 'style', help: 'on a wide screen; phones show one' })
    .default('three'),
  items: z
    .array(
      z
        .object({
          title: cardFields.title,
          body: cardFields.body.optional(),
          /** Bullet points, for "signs you need a repair" style cards. */
          points: z
            .array(text.meta({ label: 'Point', role: 'copy' }))
            .meta({ label: 'Bullet points' })
            .default([]),
          icon: cardFields.icon.optional(),
          image: imageRef.optional(),
          meta: text
            .meta({ label: 'Note', role: 'label', help: 'a small line under the title: a date, a place' })
            .optional(),
          link: cardFields.link.optional(),
        })
        .meta({ label: 'Card' }),
    )
    .min(1)
    .meta({ label: 'Cards' }),
  actions: actionsField.default([]),
});
export type ContentCardsProps = z.infer<typeof contentCardsSchema>;
