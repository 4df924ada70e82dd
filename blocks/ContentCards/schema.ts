import { z } from 'zod';
import { imageRef, text } from '../../schema/common';
import { actionsField, cardFields } from '../_shared/fields';
import { sectionHeaderFields } from '../_shared/section-header';

export const contentCardsSchema = z.object({
  type: z.literal('ContentCards'),
  ...sectionHeaderFields,
  columns: z.enum(['two', 'three', 'four']).default('three'),
  items: z
    .array(
      z.object({
        title: cardFields.title,
        body: cardFields.body.optional(),
        /** Bullet points, for "signs you need a repair" style cards. */
        points: z.array(text).default([]),
        icon: cardFields.icon.optional(),
        image: imageRef.optional(),
        meta: text.optional(),
        link: cardFields.link.optional(),
      }),
    )
    .min(1),
  actions: actionsField.default([]),
});
export type ContentCardsProps = z.infer<typeof contentCardsSchema>;
