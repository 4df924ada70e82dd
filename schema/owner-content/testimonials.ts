import { z } from 'zod';
import { defineContentType } from './content-type';
import { fieldName, whereOf } from './owner-words';

/**
 * The customers' testimonials the owner approved in the dashboard's review queue, each placed on
 * one city page: what the site shows under "From our customers" there (blocks/CustomerWords). One
 * document, key `testimonials`, written whole by the review queue on each approval or removal
 * (server/owner-content/testimonials.ts) and published through the content gate like the business
 * facts. The words are the customer's, kept as they wrote them: the site shows them, never edits them.
 */

/** The longest testimonial the site shows whole: a paragraph or two, as the review form allows. */
export const TESTIMONIAL_MAX = 1200;
/** The longest name or neighbourhood under a testimonial: a line on a phone. */
const NAME_MAX = 60;

export const testimonialSchema = z
  .object({
    id: z
      .number()
      .int()
      .positive()
      .meta({ label: 'Testimonial number', role: 'number', help: "the testimonial's number in the review queue" }),
    body: z
      .string()
      .trim()
      .min(1, 'must not be empty: a testimonial is the customer’s words')
      .max(
        TESTIMONIAL_MAX,
        `is longer than the ${TESTIMONIAL_MAX} characters the site shows: choose a shorter testimonial in the review queue`,
      )
      .meta({ label: "Customer's words", role: 'copy', help: 'as the customer wrote them' }),
    displayName: z
      .string()
      .trim()
      .min(1, 'must not be empty: write how the customer agreed to be named, like Dave R. or A homeowner')
      .max(NAME_MAX, `is too long: shorten it to ${NAME_MAX} characters at most`)
      .meta({
        label: 'Shown as',
        role: 'label',
        help: 'how the customer agreed to be named: Dave R., The Ruiz family',
      }),
    neighbourhood: z
      .string()
      .trim()
      .max(NAME_MAX, `is too long: shorten it to ${NAME_MAX} characters at most`)
      .meta({ label: 'Neighbourhood', role: 'label', help: 'where in the city, like Rose District' })
      .optional(),
    citySlug: z
      .string()
      .regex(/^[a-z0-9-]+$/, {
        message: 'is not a city page of the site: pick the city in the review queue',
      })
      .meta({ label: 'City page', role: 'slug', help: 'the city page it is shown on, like broken-arrow' }),
    date: z.iso.date().meta({ label: 'Written on', role: 'date', help: 'the day the customer wrote it' }),
  })
  .meta({ label: 'Testimonial' });
export type Testimonial = z.output<typeof testimonialSchema>;

export const testimonialsSchema = z
  .object({
    items: z
      .array(testimonialSchema)
      .superRefine((items, ctx) => {
        // One testimonial, one place: the same number twice is the review queue sending a row twice.
        const seen = new Set<number>();
        items.forEach((item, index) => {
          if (seen.has(item.id))
            ctx.addIssue({
              code: 'custom',
              path: [index, 'id'],
              message: `Testimonial ${item.id} is listed twice: list each testimonial once`,
            });
          seen.add(item.id);
        });
      })
      .meta({ label: 'Testimonials' }),
  })
  .meta({ label: 'Customer testimonials' });
export type Testimonials = z.output<typeof testimonialsSchema>;

export const testimonials = defineContentType({
  type: 'testimonials',
  label: 'Customer testimonials',
  schema: testimonialsSchema,
  schemaVersion: 1,
  singleton: 'testimonials',
  // Nothing in the site file: the testimonials are the review queue's, shown by the city pages' block.
  owns: [],
});

/** The testimonials document before any is approved: no city page shows the block. */
export const noTestimonials: Testimonials = { items: [] };

/**
 * The testimonials one city page shows, newest first (by the day written, then by number, so two of
 * one day keep one order), at most `max` of them.
 */
export function testimonialsFor(items: readonly Testimonial[], citySlug: string, max: number): Testimonial[] {
  return items
    .filter((item) => item.citySlug === citySlug)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id))
    .slice(0, max);
}

/**
 * "Testimonial 12 › Customer's words": a problem's place (`items.3.body`) by the testimonial's number
 * in the review queue, which is how the queue names it; the whole list's when no testimonial is named.
 */
export function whereInTestimonials(items: readonly unknown[], path: string): string {
  const [head, index, ...field] = path.split('.');
  const item = head === 'items' && index !== undefined ? items[Number(index)] : undefined;
  const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
  if (id === undefined) return path ? fieldName(testimonialsSchema, path) : testimonials.label;
  return [`Testimonial ${String(id)}`, ...(field.length ? [whereOf(testimonialSchema, field)] : [])].join(' › ');
}
