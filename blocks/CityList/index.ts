import type { CityMeta } from '../../schema/page';
import { defineBlock } from '../define-block';
import { type CityLink, type CityListProps, cityListSchema } from './schema';

/** The listed cities that have a page, in order; `all`: every city with a page (in the states asked for). */
export function pickCities(block: CityListProps, all: readonly CityMeta[]): CityLink[] {
  const picked =
    block.cities === 'all'
      ? all.filter((city) => !block.states || block.states.includes(city.state))
      : block.cities.flatMap((slug) => all.filter((city) => city.slug === slug));
  return picked.map(({ slug, name, state }) => ({ slug, name, state }));
}

export default defineBlock({
  type: 'CityList',
  schema: cityListSchema,
  /** The city list is worked out at build time, so the browser gets only the cities this block shows. */
  resolve: (block, { pages }) => ({
    ...block,
    list: pickCities(
      block,
      pages.flatMap((page) => (page.city ? [page.city] : [])),
    ),
  }),
  links: (block) =>
    block.cities === 'all'
      ? []
      : block.cities.map((slug) => ({
          href: `/locations/${slug}`,
          unresolved: `lists "${slug}", which has no city page: add pages/locations/${slug}.ts or remove it`,
        })),
});
