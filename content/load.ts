import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { PageDefinition } from '../blocks/page';
import { isAuthorInputError } from '../schema/author-input';
import type { Site } from '../schema/site';
import { IMAGE_SOURCE_DIR } from '../shared/images';
import { listSourceImages } from './images/sources';
import { OWNER_GALLERY_SOURCE } from './owner-gallery';
import { cityFileOf, readOwnerCities } from './owner-cities';
import { applyOwnerZones, type OwnerZone } from './owner-zones';
import { ownerContentDir } from './owner-content';
import { cityPageSource } from '../schema/owner-content/city-pages';
import { ownerGallerySources, ownerPhotoProblems, ownerPhotoSources, ownerSlotSources } from './owner-photos';
import { parseForAuthor } from './errors';
import { type ContentProblem, problemsFromIssues } from './problems';
import { type Importer, loadSite, nodeImporter, SITE_FILE } from './site-file';
import { NOT_FOUND_PAGE_KEY } from '../shared/page-data-path';

export { type Importer, SITE_FILE };

export interface LoadedPage {
  /** Repo-relative file, e.g. `pages/locations/tulsa.ts`. */
  file: string;
  /** The path its file name says it serves. */
  filePath: string;
  def: PageDefinition;
}

export interface LoadedContent {
  /** Missing when the site file has problems (then no page is loaded). */
  site: Site | undefined;
  pages: LoadedPage[];
  /** File names in images/, which pages may name. */
  images: string[];
  problems: ContentProblem[];
  /** The city pages drawn from the owner's pages of the content export: their files (served in those places) → slug. */
  ownerCities: Map<string, string>;
  /** The zones whose words the site shows from the owner's content (ownerZoneNotes). */
  ownerZones: OwnerZone[];
}

export const NOT_FOUND_FILE = `pages/${NOT_FOUND_PAGE_KEY}.ts`;

/** Page files: everything under pages/ but the site file and `_`-prefixed helpers and shared content. */
export function listPageFiles(root: string): string[] {
  return readdirSync(path.join(root, 'pages'), { recursive: true, encoding: 'utf8' })
    .map((file) => `pages/${file.split(path.sep).join('/')}`)
    .filter((file) => !file.split('/').some((part) => part.startsWith('_') || part.startsWith('.')))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && file !== SITE_FILE)
    .sort();
}

/** `pages/index.ts` → `/`, `pages/services/roof-repair.ts` → `/services/roof-repair`, `pages/services/index.ts` → `/services`. */
export function pathForFile(file: string): string {
  const route = file
    .replace(/^pages\//, '')
    .replace(/\.ts$/, '')
    .replace(/(^|\/)index$/, '');
  return `/${route}`;
}

/** Why a page file could not be imported, in the author's words when its helper said so. */
function importProblems(file: string, error: unknown): ContentProblem[] {
  if (isAuthorInputError(error)) return problemsFromIssues(file, error.issues);
  return [{ file, at: '(the file)', message: `could not be loaded: ${(error as Error).message}` }];
}

/**
 * A gallery project's photo whose public name is also a file in images/ or a photo slot's: the
 * image pipeline would draw one of them in the other's place. Said to the owner, who picks the id.
 */
function galleryNameProblems(root: string): ContentProblem[] {
  const taken = new Set([...listSourceImages(path.join(root, IMAGE_SOURCE_DIR)), ...Object.keys(ownerSlotSources())]);
  return Object.keys(ownerGallerySources())
    .filter((name) => taken.has(name))
    .map((name) => ({
      file: OWNER_GALLERY_SOURCE,
      at: '',
      message: `A project's photo would be published as ${name}, which is the name of another picture of the site: give the project another id`,
    }));
}

/**
 * Loads and schema-checks the site file and every page file, each once; collects every problem,
 * never stops at the first. `pageSchema` is the schema of a page made of the compiler's blocks.
 */
export async function loadContent(
  root: string,
  pageSchema: z.ZodType<PageDefinition>,
  importer: Importer = nodeImporter,
): Promise<LoadedContent> {
  const problems: ContentProblem[] = [];
  // images/ and the owner's photos of the content export (by the names the pages give them).
  const images = [
    ...new Set([...listSourceImages(path.join(root, IMAGE_SOURCE_DIR)), ...Object.keys(ownerPhotoSources())]),
  ].sort();
  problems.push(...ownerPhotoProblems(), ...galleryNameProblems(root));
  const checked = await loadSite(root, importer);
  // Pages read the site file, so they are loaded only once it checks.
  if (!checked.site)
    return {
      site: undefined,
      pages: [],
      images,
      problems: [...problems, ...checked.problems],
      ownerCities: new Map(),
      ownerZones: [],
    };
  const site = checked.site;
  const pages: LoadedPage[] = [];
  const files = listPageFiles(root);
  // Every import asked for at once: each one waits on the TypeScript loader (a round trip to its
  // thread), and one after another those waits, not the work, made most of a large site's load time.
  // The results are read in file order, so problems are listed as before.
  const imported = await Promise.allSettled(files.map((file) => importer(path.join(root, file))));
  for (const [index, file] of files.entries()) {
    const result = imported[index]!;
    if (result.status === 'rejected') {
      problems.push(...importProblems(file, result.reason));
      continue;
    }
    const mod = result.value as Record<string, unknown>;
    if (!('default' in mod)) {
      problems.push({
        file,
        at: '(the file)',
        message: 'has no default export: end the file with `export default definePage({...})`',
      });
      continue;
    }
    const parsed = parseForAuthor(pageSchema, mod.default);
    if (!parsed.success) {
      problems.push(...problemsFromIssues(file, parsed.issues));
      continue;
    }
    pages.push({ file, filePath: pathForFile(file), def: parsed.data });
  }
  const owned = await applyOwnerCities(root, pages, pageSchema, importer);
  // The owner's words in the zones of the code-defined pages (pages/about.ts's `story`).
  const zoned = applyOwnerZones(ownerContentDir(), owned.pages, pageSchema);
  return {
    site,
    pages: zoned.pages,
    images,
    problems: [...problems, ...owned.problems, ...zoned.problems],
    ownerCities: owned.files,
    ownerZones: zoned.applied,
  };
}

/** The reviews a city file gave its page (its Testimonials block's), kept when the owner's page replaces it. */
function fileTestimonials(def: PageDefinition): unknown[] | undefined {
  const block = def.blocks.find((candidate) => candidate.type === 'Testimonials');
  return block && 'items' in block && Array.isArray(block.items) ? block.items : undefined;
}

/**
 * The owner's city pages of the content export put in the site: one the owner edited takes its
 * file's place (at its address, keeping the file's theme and stand-in reviews, which are the
 * code's), one the owner added is a page of its own at /locations/<slug>. Each is built by the
 * city files' own helper (defineCity) and checked by the page schema, so it passes every rule a
 * developer's city does; a problem names the owner's page and field.
 */
async function applyOwnerCities(
  root: string,
  loaded: LoadedPage[],
  pageSchema: z.ZodType<PageDefinition>,
  importer: Importer,
): Promise<{ pages: LoadedPage[]; problems: ContentProblem[]; files: Map<string, string> }> {
  const dir = ownerContentDir();
  const files = new Map<string, string>();
  if (!dir) return { pages: loaded, problems: [], files };
  const { cities, problems } = readOwnerCities(dir);
  if (!cities.length) return { pages: loaded, problems, files };
  const { defineCity } = (await importer(path.join(root, 'pages/_lib/city.ts'))) as {
    defineCity: (input: unknown) => unknown;
  };
  const pages = [...loaded];
  for (const { slug, data } of cities) {
    const file = cityFileOf(slug);
    const at = pages.findIndex((page) => page.file === file);
    const replaced = at >= 0 ? pages[at]!.def : undefined;
    let input: unknown;
    try {
      input = defineCity({
        ...data,
        ...(replaced?.theme && { theme: replaced.theme }),
        ...(replaced && fileTestimonials(replaced) && { testimonials: fileTestimonials(replaced) }),
      });
    } catch (error) {
      problems.push(
        ...(isAuthorInputError(error)
          ? problemsFromIssues(cityPageSource(slug), error.issues)
          : [{ file: cityPageSource(slug), at: '', message: `could not be built: ${(error as Error).message}` }]),
      );
      continue;
    }
    const parsed = parseForAuthor(pageSchema, input);
    if (!parsed.success) {
      problems.push(...problemsFromIssues(cityPageSource(slug), parsed.issues));
      continue;
    }
    const page = { file, filePath: `/locations/${slug}`, def: parsed.data };
    if (at >= 0) pages[at] = page;
    else pages.push(page);
    files.set(file, slug);
  }
  pages.sort((a, b) => a.file.localeCompare(b.file));
  return { pages, problems, files };
}
