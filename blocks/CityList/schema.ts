import { z } from 'zod';
import { stateCode } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

export const cityListSchema = z.object({
  type: z.literal('CityList'),
  ...sectionHeaderFields,
  /**
   * `all`: every city with a page, grouped by region (a new city file appears by itself);
   * or a list of city slugs, each of which must have a page.
   */
  cities: z.union([z.literal('all'), z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1)]),
  /** Limit `all` to these states. */
  states: z.array(stateCode).optional(),
  layout: z.enum(['grouped', 'inline']).default('grouped'),
  /** Filled in at build time from the page index (see index.ts); authors never write it. */
  list: z.array(z.object({ slug: z.string(), name: z.string(), state: stateCode })).optional(),
});
export type CityLink = NonNullable<z.infer<typeof cityListSchema>['list']>[number];
export type CityListProps = z.infer<typeof cityListSchema>;
