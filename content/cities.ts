import path from 'node:path';
import { pageSchema } from '../blocks/page';
import type { StormCity } from '../shared/storm';
import { loadContent } from './load';
import { formatReport } from './problems';

/** The checkout this module is part of, where pages/ lives. */
const REPO_ROOT = path.resolve(import.meta.dirname, '..');

type WithCity = { def: { city?: { slug: string; name: string; state: string } } };

/** The site's towns, one per city page: its slug, the name it shows and its state, in slug order. */
export function citiesOf(pages: readonly WithCity[]): StormCity[] {
  return pages
    .flatMap(({ def: { city } }) => (city ? [{ slug: city.slug, name: city.name, state: city.state }] : []))
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

/**
 * The towns a storm may name, read from the page files (through content/load.ts) for a storm
 * declared where no built site is at hand (`npm run admin -- storm start`, `npm run dev`): a new
 * city page (npm run new:city) is a valid town at once. A page that does not load is left out (the
 * storm's refusal lists the valid towns); a site file that does not check is an error.
 */
export async function loadCities(root: string = REPO_ROOT): Promise<StormCity[]> {
  const content = await loadContent(root, pageSchema);
  if (!content.site)
    throw new Error(`The site file does not check, so no city page could be read:\n${formatReport(content.problems)}`);
  return citiesOf(content.pages);
}
