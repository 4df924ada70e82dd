import { z } from 'zod';
import { text } from '../../schema/common';
import { testimonialSchema } from '../../schema/owner-content/testimonials';
import { sectionHeaderFields } from '../_shared/section-header';

/** The most testimonials a city page shows, newest first: the rest are on the review site, a link away. */
export const CUSTOMER_WORDS_MAX = 6;

/** One testimonial as the page shows it: its city is the page's, so it is left out. */
const shownTestimonial = testimonialSchema.omit({ citySlug: true }).meta({ label: 'Testimonial' });

/**
 * The customers' own words about the work in one city (the testimonials the owner approved in the
 * dashboard's review queue, placed on that city's page), with the review site's dated rating and a
 * link to every review there. The page names its city; the testimonials themselves come from the
 * owner's live release at build time (`items`, filled by resolve): no page file holds them. No
 * stars and no review markup: the words are shown as words.
 */
export const customerWordsSchema = z.object({
  type: z.literal('CustomerWords'),
  ...sectionHeaderFields,
  heading: text.meta({ label: 'Heading', role: 'heading' }).default('From our customers'),
  city: z
    .string()
    .regex(/^[a-z0-9-]+$/, { message: "must be a city page's slug, like broken-arrow" })
    .meta({ label: 'City', role: 'slug', help: 'the city page whose testimonials it shows, like broken-arrow' }),
  max: z
    .number()
    .int()
    .min(1)
    .max(12)
    .meta({ label: 'Most shown', role: 'number', help: 'the newest this many; every review is a link away' })
    .default(CUSTOMER_WORDS_MAX),
  /** Filled in at build time from the owner's live testimonials (see index.ts); authors never write it. */
  items: z.array(shownTestimonial).meta({ label: 'Testimonials shown', built: true }).optional(),
});
export type CustomerWordsProps = z.infer<typeof customerWordsSchema>;
export type ShownTestimonial = NonNullable<CustomerWordsProps['items']>[number];
