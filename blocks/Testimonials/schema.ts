import { z } from 'zod';
import { text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

export const reviewSchema = z
  .object({
    author: text.meta({ label: 'Reviewer', role: 'label', help: 'as the review site shows the name' }),
    location: text.meta({ label: 'Where', role: 'label' }).optional(),
    rating: z.number().int().min(1).max(5).meta({ label: 'Stars', role: 'number' }),
    datePublished: z.iso.date().meta({ label: 'Published', role: 'date' }),
    body: text.meta({ label: 'Review', role: 'copy', help: "the reviewer's words as they wrote them" }),
    source: text.meta({ label: 'Posted on', role: 'label' }).default('Google Reviews'),
    /**
     * Written by a developer as an example, not a customer's words: `npm run launch:report` lists it,
     * and once the site file says `launched`, the build refuses it.
     */
    standIn: z
      .boolean()
      .meta({
        label: 'Stand-in',
        role: 'toggle',
        help: "an example, not a customer's words: replace it with a real review before launch",
      })
      .default(false),
  })
  .meta({ label: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const testimonialsSchema = z.object({
  type: z.literal('Testimonials'),
  ...sectionHeaderFields,
  /** Shows the rating ("4.9 · 150 reviews on Google") with stars above the reviews. */
  showRating: z
    .boolean()
    .meta({ label: 'Show the rating', role: 'toggle', help: 'the star rating above the reviews' })
    .default(true),
  items: z.array(reviewSchema).min(1).meta({ label: 'Reviews' }),
});
export type TestimonialsProps = z.infer<typeof testimonialsSchema>;
