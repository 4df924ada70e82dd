import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StormCity } from '../../shared/storm';

/** The checkout this module is part of, where pages/locations/ lives. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

const loaded = new Map<string, Promise<StormCity[]>>();

/**
 * The site's city list: one town per city page (pages/locations/<slug>.ts), with the name and the
 * state the page declares. Read from the page files themselves, so a storm can be declared before
 * the site is built and a new city page (npm run new:city) is a valid town at once. Read once per
 * process.
 */
export function siteCities(root: string = REPO_ROOT): Promise<StormCity[]> {
  let cities = loaded.get(root);
  if (!cities) {
    cities = readCities(root);
    loaded.set(root, cities);
    cities.catch(() => loaded.delete(root));
  }
  return cities;
}

async function readCities(root: string): Promise<StormCity[]> {
  const folder = path.join(root, 'pages/locations');
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.startsWith('_') && !file.endsWith('.d.ts'))
    .sort();
  const cities: StormCity[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(folder, file)).href)) as {
      default?: { city?: { slug?: string; name: string; state: string } };
    };
    const city = mod.default?.city;
    if (city) cities.push({ slug: city.slug ?? file.slice(0, -3), name: city.name, state: city.state });
  }
  return cities;
}
