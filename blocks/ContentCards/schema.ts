import { z } from 'zod';
import { imageRef, linkSchema, text } from '../../schema/common';
import { serviceIcon } from '../ServiceCards/schema';
import { sectionHeaderFields } from '../_shared/section-header';

export const contentCardsSchema = z.object({
  type: z.literal('ContentCards'),
  ...sectionHeaderFields,
  columns: z.enum(['two', 'three', 'four']).default('three'),
  items: z
    .array(
      z.object({
        title: text,
        body: text.optional(),
        /** Bullet points, for "signs you need a repair" style cards. */
        points: z.array(text).default([]),
        icon: serviceIcon.optional(),
        image: imageRef.optional(),
        meta: text.optional(),
        link: linkSchema.optional(),
      }),
    )
    .min(1),
  footerLink: linkSchema.optional(),
});
export type ContentCardsProps = z.infer<typeof contentCardsSchema>;
