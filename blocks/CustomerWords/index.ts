import { testimonialsFor } from '../../schema/owner-content/testimonials';
import { defineBlock } from '../define-block';
import { customerWordsSchema } from './schema';

export default defineBlock({
  type: 'CustomerWords',
  schema: customerWordsSchema,
  /**
   * The city's testimonials from the site record (the owner's live release, content/owner-content.ts),
   * newest first, worked out at build time: the page's data carries its own few, never the others.
   */
  resolve: (block, { site }) => ({
    ...block,
    items: testimonialsFor(site.customerTestimonials ?? [], block.city, block.max).map(
      ({ citySlug: _thisPage, ...shown }) => shown,
    ),
  }),
  /** A city with no testimonial yet: the page loads neither the block's code nor its styles. */
  empty: (block) => !block.items?.length,
  links: (block) => [
    {
      href: `/locations/${block.city}`,
      unresolved: `shows the testimonials of "${block.city}", which has no city page: name the slug of a page in pages/locations/`,
    },
  ],
  /** A city page shows its own city's words: another city's would be quoted where they were not said. */
  check: (block, { page }) =>
    page.city && page.city.slug !== block.city
      ? [
          {
            at: 'city',
            message: `is "${block.city}" on the ${page.city.name} page, which would show another city's testimonials here: write "${page.city.slug}"`,
          },
        ]
      : [],
});
