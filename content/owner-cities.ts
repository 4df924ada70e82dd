import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CITY_PAGES_FILE, cityPagesExport } from '../schema/owner-content/export';
import { type CityPageData, cityPages, cityPageSource } from '../schema/owner-content/city-pages';
import { upgradeData } from '../schema/owner-content/content-type';
import { parseForOwner } from '../schema/owner-content/owner-words';
import type { ContentProblem } from './problems';

/** The file a city page is served from: a developer's city file, or the owner's page in its place. */
export const cityFileOf = (slug: string) => `pages/locations/${slug}.ts`;

/** An owner's city page of a content export: its slug and its checked data. */
export interface OwnerCity {
  slug: string;
  data: CityPageData;
}

const problem = (slug: string, at: string, message: string): ContentProblem => ({
  file: slug ? cityPageSource(slug) : 'City pages (dashboard)',
  at,
  message,
});

/**
 * The owner's city pages of a content export (city-pages.json): none when the folder holds none,
 * else each published page with its data checked by the type's schema, or why one cannot be read
 * (each problem named by its page, `City pages (dashboard) › jenks`, and keyed by its field).
 */
export function readOwnerCities(dir: string): { cities: OwnerCity[]; problems: ContentProblem[] } {
  const file = path.join(dir, CITY_PAGES_FILE);
  if (!existsSync(file)) return { cities: [], problems: [] };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { cities: [], problems: [problem('', '', `${file} could not be read: ${(error as Error).message}`)] };
  }
  const envelope = cityPagesExport.safeParse(json);
  if (!envelope.success)
    return {
      cities: [],
      problems: [problem('', '', `${file} is not an export of the city pages: export it again from the server`)],
    };
  const cities: OwnerCity[] = [];
  const problems: ContentProblem[] = [];
  for (const page of envelope.data.pages) {
    const current = upgradeData(cityPages, page.data, page.schemaVersion);
    if (current.schemaVersion !== cityPages.schemaVersion) {
      problems.push(
        problem(
          page.slug,
          '',
          `was written under version ${page.schemaVersion} of the city pages; this code reads version ${cityPages.schemaVersion}: add the upgrade between them to schema/owner-content/city-pages.ts, or build with the code that wrote it`,
        ),
      );
      continue;
    }
    const parsed = parseForOwner(cityPages.schema, current.data);
    if (!parsed.success) {
      problems.push(...parsed.problems.map((issue) => problem(page.slug, issue.path, issue.message)));
      continue;
    }
    if (parsed.data.slug !== page.slug) {
      problems.push(problem(page.slug, 'slug', `must stay ${page.slug}: a city page keeps its address`));
      continue;
    }
    cities.push({ slug: page.slug, data: parsed.data });
  }
  return { cities, problems };
}
