import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { PageDefinition } from '../blocks/page';
import { isAuthorInputError } from '../schema/author-input';
import type { Site } from '../schema/site';
import { IMAGE_SOURCE_DIR } from '../shared/images';
import { listSourceImages } from './images/sources';
import { OWNER_GALLERY_SOURCE } from './owner-gallery';
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
  if (!checked.site) return { site: undefined, pages: [], images, problems: [...problems, ...checked.problems] };
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
  return { site, pages, images, problems };
}
