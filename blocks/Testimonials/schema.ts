import { z } from 'zod';
import { text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

export const reviewSchema = z.object({
  author: text,
  location: text.optional(),
  rating: z.number().int().min(1).max(5),
  datePublished: z.iso.date(),
  body: text,
  source: text.default('Google Reviews'),
});
export type Review = z.infer<typeof reviewSchema>;

export const testimonialsSchema = z.object({
  type: z.literal('Testimonials'),
  ...sectionHeaderFields,
  /** Shows "5.0" with stars above the reviews. */
  showRating: z.boolean().default(true),
  items: z.array(reviewSchema).min(1),
});
export type TestimonialsProps = z.infer<typeof testimonialsSchema>;
