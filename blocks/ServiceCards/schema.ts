import { z } from 'zod';
import { cardFields, cardPageLink } from '../_shared/fields';
import { sectionHeaderFields } from '../_shared/section-header';

export const serviceCardsSchema = z.object({
  type: z.literal('ServiceCards'),
  ...sectionHeaderFields,
  /** Each card is one link to a service page. */
  items: z
    .array(z.object({ ...cardFields, link: cardPageLink }).meta({ label: 'Service' }))
    .min(1)
    .meta({ label: 'Services', help: 'each card links to a service page' }),
});
export type ServiceCardsProps = z.infer<typeof serviceCardsSchema>;
