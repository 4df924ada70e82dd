import { z } from 'zod';
import { stateCode } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

/** A city page's slug: the page is /locations/<slug>. */
const citySlug = z.string().regex(/^[a-z0-9-]+$/);

export const cityListSchema = z.object({
  type: z.literal('CityList'),
  ...sectionHeaderFields,
  /**
   * `all`: every city with a page, grouped by region (a new city file appears by itself);
   * or a list of city slugs, each of which must have a page.
   */
  cities: z
    .union([
      z.literal('all').meta({ label: 'Every city with a page', role: 'option' }),
      z
        .array(citySlug.meta({ label: 'City', role: 'slug', help: 'the slug of a page in pages/locations/' }))
        .min(1)
        .meta({ label: 'These cities' }),
    ])
    .meta({ label: 'Cities' }),
  /** Limit `all` to these states. */
  states: z.array(stateCode).meta({ label: 'Only in these states' }).optional(),
  layout: z
    .enum(['grouped', 'inline'])
    .meta({ label: 'Layout', role: 'style', help: 'grouped by region, or one line of links' })
    .default('grouped'),
  /** Filled in at build time from the page index (see index.ts); authors never write it. */
  list: z
    .array(
      z.object({
        slug: citySlug.meta({ label: 'City', role: 'slug' }),
        name: z.string().meta({ label: 'City name', role: 'label' }),
        state: stateCode,
      }),
    )
    .meta({ label: 'Cities shown', built: true })
    .optional(),
});
export type CityLink = NonNullable<z.infer<typeof cityListSchema>['list']>[number];
export type CityListProps = z.infer<typeof cityListSchema>;
