import { type FieldRole, wordRoles } from '../schema/field-meta';
import type { Site } from '../schema/site';
import { PRIMARY_OFFICE } from '../schema/office';
import { milesBetween } from '../schema/site-facts';
import { nationalDigits } from '../shared/phone';
import { blockFieldsOf, type ContentField, wordsIn } from './block-fields';
import { type BlockSet, catalogBlocks } from './block-set';
import type { LoadedPage } from './load';
import { type ContentProblem, formatPath } from './problems';

/** All the words a visitor reads on a page, lower-cased: the fields of its blocks whose role is words. */
export function visibleWords(page: LoadedPage, blocks: BlockSet = catalogBlocks): string[] {
  return wordsIn(blockFieldsOf(page.def.blocks, blocks)).flatMap(({ text }) =>
    text
      .toLowerCase()
      .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
      .split(/[^a-z0-9$%'-]+/)
      .filter(Boolean),
  );
}

/** Shingled word n-grams (w-shingling): near-copies share most of their shingles. */
export function shingles(words: string[], size = 3): Set<string> {
  const set = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) set.add(words.slice(i, i + size).join(' '));
  return set;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * City pages share a template (hero, services list, CTA), so some overlap is expected; a page that
 * only swaps the city name shares nearly everything. Measured on our 24 city pages, the most similar
 * pair shares well under half its 3-word shingles; a name-swapped copy of a real city page scores
 * above 0.8. The threshold sits between, and a failing pair is told to add local substance.
 */
export const CITY_SIMILARITY_LIMIT = 0.6;

/** Each city page's shingles, with the city's own name taken out so name-swapped copies compare as equal. */
function citySignatures(pages: readonly LoadedPage[], blocks: BlockSet): { page: LoadedPage; set: Set<string> }[] {
  return pages
    .filter((p) => p.def.city)
    .map((page) => ({
      page,
      set: shingles(
        visibleWords(page, blocks).join(' ').split(page.def.city!.name.toLowerCase()).join('city').split(' '),
      ),
    }));
}

/**
 * The pairs of city pages whose similarity passes the limit, each as [earlier, later] in page
 * order. Comparing every pair grows with the square of the cities (2,000 cities: two million
 * comparisons, half a minute), so candidates come from a prefix filter, an exact one (AllPairs,
 * Bayardo et al. 2007): with each page's shingles sorted rarest first, two sets whose Jaccard
 * similarity is at least t share a shingle among the first |s| - ⌈t·|s|⌉ + 1 of either. The
 * template's shingles, on every page, sort last and name no candidate; only pages sharing a rare
 * phrase are compared in full.
 */
export function similarCityPairs(
  prepared: readonly { set: Set<string> }[],
  limit: number,
): { i: number; j: number; score: number }[] {
  const frequency = new Map<string, number>();
  for (const { set } of prepared) for (const item of set) frequency.set(item, (frequency.get(item) ?? 0) + 1);
  const byPrefix = new Map<string, number[]>();
  const pairs: { i: number; j: number; score: number }[] = [];
  for (const [j, { set }] of prepared.entries()) {
    const sorted = [...set].sort((a, b) => frequency.get(a)! - frequency.get(b)! || (a < b ? -1 : a > b ? 1 : 0));
    // The overlap a pair at the limit needs, rounded down a hair so float error never shortens the prefix.
    const overlap = Math.max(1, Math.ceil(limit * sorted.length - 1e-9));
    const prefix = sorted.slice(0, sorted.length - overlap + 1);
    const candidates = new Set<number>();
    for (const item of prefix) for (const i of byPrefix.get(item) ?? []) candidates.add(i);
    for (const i of candidates) {
      const score = jaccard(prepared[i]!.set, set);
      if (score > limit) pairs.push({ i, j, score });
    }
    for (const item of prefix) {
      const list = byPrefix.get(item);
      if (list) list.push(j);
      else byPrefix.set(item, [j]);
    }
  }
  return pairs.sort((a, b) => a.i - b.i || a.j - b.j);
}

export function citySimilarityProblems(
  pages: readonly LoadedPage[],
  blocks: BlockSet = catalogBlocks,
): ContentProblem[] {
  const prepared = citySignatures(pages, blocks);
  return similarCityPairs(prepared, CITY_SIMILARITY_LIMIT).map(({ i, j, score }) => ({
    file: prepared[j]!.page.file,
    at: '(the whole page)',
    message: `reads as a near-copy of ${prepared[i]!.page.file} (${Math.round(score * 100)}% of its phrases are the same; the limit is ${CITY_SIMILARITY_LIMIT * 100}%): search engines treat such pages as doorway pages. Write this city's own selling points, local story and FAQs.`,
  }));
}

export function maxCitySimilarity(
  pages: readonly LoadedPage[],
  blocks: BlockSet = catalogBlocks,
): { score: number; a?: string; b?: string } {
  const cities = citySignatures(pages, blocks);
  let best: { score: number; a?: string; b?: string } = { score: 0 };
  for (let i = 0; i < cities.length; i++)
    for (let j = i + 1; j < cities.length; j++) {
      const score = jaccard(cities[i]!.set, cities[j]!.set);
      if (score > best.score) best = { score, a: cities[i]!.page.file, b: cities[j]!.page.file };
    }
  return best;
}

const phonePattern = /\(\d{3}\) \d{3}-\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b|tel:\+?1?\d{10}/g;

/** The fields that may show or dial a phone number: words, links, addresses a page loads, structured data. */
const mayShowPhone = (role: FieldRole | undefined) =>
  role !== undefined && (wordRoles.has(role) || role === 'link' || role === 'url' || role === 'structured-data');

/** Where a field sits without its place in a list: `callOffice`, not `callOffice[1]` (the message names the value). */
const fieldAt = (field: ContentField) => {
  const path = [...field.path];
  while (typeof path.at(-1) === 'number') path.pop();
  return formatPath(path);
};

/**
 * Name, address and phone agree everywhere: any phone number written in content must be one of the
 * site file's numbers (content should read them from the site file, never retype them), and any
 * office a block names (a field whose role is `office`) is one of the site file's offices by id.
 */
export function napProblems(
  pages: readonly LoadedPage[],
  site: Site,
  blocks: BlockSet = catalogBlocks,
): ContentProblem[] {
  const known = new Set(
    [site.company.businessPhone, ...site.offices.map((office) => office.phone)].map(nationalDigits),
  );
  const offices = new Set(site.offices.map((office) => office.id));
  const problems: ContentProblem[] = [];
  for (const page of pages)
    for (const field of blockFieldsOf(page.def.blocks, blocks)) {
      if (typeof field.value !== 'string') continue;
      if (field.role === 'office' && field.value !== PRIMARY_OFFICE && !offices.has(field.value))
        problems.push({
          file: page.file,
          at: fieldAt(field),
          message: `names the office "${field.value}", which pages/site.ts does not list: use one of ${[...offices].map((o) => `"${o}"`).join(', ')}, or "${PRIMARY_OFFICE}" for the primary office`,
        });
      // Built data (a customer's testimonial) is not the author's to retype from the site file.
      if (field.meta.built || !mayShowPhone(field.role)) continue;
      for (const match of field.value.match(phonePattern) ?? [])
        if (!known.has(nationalDigits(match)))
          problems.push({
            file: page.file,
            at: field.at,
            message: `shows the phone number ${match}, which is not one of the business's numbers (the owner's Business facts): use site.offices.*.phone`,
          });
    }
  return problems;
}

/**
 * A city listed as served lies within the site file's service radius of an office, or its file
 * says why we serve it anyway (`beyondRadius`); a reason kept for a city inside the radius is stale.
 */
export function serviceRadiusProblems(pages: readonly LoadedPage[], site: Site): ContentProblem[] {
  const radius = site.company.serviceRadiusMiles;
  const problems: ContentProblem[] = [];
  for (const page of pages) {
    const city = page.def.city;
    if (!city) continue;
    const [nearest] = site.offices
      .map((office) => ({ office, miles: milesBetween(office.coordinates, city.coordinates) }))
      .sort((a, b) => a.miles - b.miles);
    if (!nearest) continue;
    const miles = Math.round(nearest.miles);
    if (nearest.miles > radius && !city.beyondRadius)
      problems.push({
        file: page.file,
        at: 'coordinates',
        message: `puts ${city.name} ${miles} miles from the nearest office (${nearest.office.label}), beyond the ${radius}-mile service radius in pages/site.ts: add beyondRadius with why we serve it anyway (it is shown on the page), or check the coordinates`,
      });
    if (nearest.miles <= radius && city.beyondRadius)
      problems.push({
        file: page.file,
        at: 'beyondRadius',
        message: `explains why ${city.name} is served beyond the ${radius}-mile radius, but it lies ${miles} miles from the ${nearest.office.label}, inside it: remove beyondRadius`,
      });
  }
  return problems;
}

/** Every city page is in a state the site file serves, so the city lists have a region to show it under. */
export function cityStateProblems(pages: readonly LoadedPage[], site: Site): ContentProblem[] {
  return pages.flatMap((page) => {
    const state = page.def.city?.state;
    if (!state || site.states[state]) return [];
    return [
      {
        file: page.file,
        at: 'state',
        message: `is ${state}, which is not a state of pages/site.ts, so no city list would show this city: add states.${state} there (its name, region, credential and licence) or pick one of ${Object.keys(site.states).join(', ')}`,
      },
    ];
  });
}
