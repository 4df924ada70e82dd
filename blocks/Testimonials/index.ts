import { defineBlock } from '../define-block';
import { testimonialsSchema } from './schema';

export default defineBlock({
  type: 'Testimonials',
  schema: testimonialsSchema,
  /**
   * Once the site is live (`launched` in the site file), a developer's example shown as a
   * customer's words is a fake review (the FTC's rule, 16 CFR 465.2): the build refuses it.
   */
  check: (block, { site }) =>
    site.launched
      ? block.items.flatMap((review, index) =>
          review.standIn
            ? [
                {
                  at: `items[${index}]`,
                  message: `"${review.author}" is a stand-in testimonial, an example and not a customer's words, and the site is live (launched in pages/site.ts): published, it is a fake review. Replace it with a real customer's review they agreed to publish, or remove it`,
                },
              ]
            : [],
        )
      : [],
});
