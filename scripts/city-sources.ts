import path from 'node:path';
import process from 'node:process';
import { CITY_SOURCE } from '../pages/_lib/city';
import { listPageFiles } from '../content/load';

/**
 * The city files' own values, for the dashboard's city editor (server/owner-content/city-pages.ts):
 * `tsx scripts/city-sources.ts` prints one line of JSON, `{ "cities": [{ "slug", "file", "input" }] }`,
 * each city file's values as it gave them to defineCity. A separate process because the server may
 * not load the site's content code. A city file that does not load is left out (`npm run validate`
 * names it); exit 1 when nothing could run.
 */
try {
  const root = process.cwd();
  const files = listPageFiles(root).filter((file) => file.startsWith('pages/locations/'));
  const cities: { slug: string; file: string; input: unknown }[] = [];
  for (const file of files) {
    const mod = (await import(path.join(root, file)).catch(() => undefined)) as { default?: object } | undefined;
    const input = mod?.default && (mod.default as Record<symbol, unknown>)[CITY_SOURCE];
    if (input && typeof input === 'object' && 'slug' in input) cities.push({ slug: String(input.slug), file, input });
  }
  console.log(JSON.stringify({ cities }));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
