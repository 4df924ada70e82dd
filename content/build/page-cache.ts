import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_SOURCE_DIR } from '../../shared/images';
import { listPageFiles } from '../load';
import { type Importer, nodeImporter } from '../site-file';
import { hashCode } from './bundle-key';
import { ownerContentDir } from '../owner-content';
import { PHOTOS_FILE, SITE_FACTS_FILE } from '../../schema/owner-content/export';

/**
 * Where a build keeps what each page file exported, between builds (the bundler's cache folder,
 * as content/build/precompress.ts keeps its copies).
 */
export const pageCacheDir = (root: string) =>
  process.env.PAGE_CACHE_DIR || path.join(root, 'node_modules/.vite/ridgeline-pages');

/**
 * Whether a value comes back the same from JSON, but for object keys whose value is undefined
 * (JSON leaves them out; a page's schema treats a missing key and an undefined one alike).
 */
function isPlainData(value: unknown, inArray = false): boolean {
  if (value === undefined) return !inArray;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every((item) => isPlainData(item, true));
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every((item) => isPlainData(item));
}

/**
 * An importer that remembers each page file's export between builds. Importing a page file runs it
 * through the TypeScript loader, ~5 ms a file: on a site of a thousand pages, most of a one-page
 * rebuild. A page file's export depends on its own text and on what it imports: the helpers in
 * pages/ (every file there that is not a page), the code folders, the dependencies and the images
 * (by name, size and date), and the owner's facts of the content export (they change the site). The cache
 * is one file per state of all those, holding each page file's export under the hash of its text;
 * a page whose text is the same is not imported again. Only exports that are plain data
 * (isPlainData) are kept; the schema still checks every page, cached or not.
 */
export function cachedPageImporter(root: string, importer: Importer = nodeImporter) {
  const pages = new Set(listPageFiles(root).map((file) => path.join(root, file)));
  const env = hashCode(root, createHash('sha256'));
  const helpers = readdirSync(path.join(root, 'pages'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(root, 'pages', file))
    .filter((file) => !pages.has(file) && statSync(file).isFile())
    .sort();
  for (const file of helpers) env.update(path.relative(root, file)).update('\0').update(readFileSync(file));
  // Page helpers look at the images (a city's drawing if there is one, the stand-ins still in place).
  const images = path.join(root, IMAGE_SOURCE_DIR);
  for (const name of existsSync(images) ? readdirSync(images, { recursive: true, encoding: 'utf8' }).sort() : []) {
    const stat = statSync(path.join(images, name));
    env.update(`${name}\0${stat.size}\0${stat.mtimeMs}\0`);
  }
  // Page files read the site, and with a content export the site holds the owner's facts.
  const owner = ownerContentDir();
  const facts = owner ? path.join(owner, SITE_FACTS_FILE) : undefined;
  env.update('owner content\0').update(facts && existsSync(facts) ? readFileSync(facts) : '');
  // And the owner's photos: page helpers put a slot's photo (and its description) in place of a stand-in.
  const photos = owner ? path.join(owner, PHOTOS_FILE) : undefined;
  env.update('owner photos\0').update(photos && existsSync(photos) ? readFileSync(photos) : '');
  // Not the customer testimonials: no page file reads them (a block's resolve puts them on the
  // page after the page files ran), so a testimonial published imports no page file again.
  const dir = pageCacheDir(root);
  const cacheFile = path.join(dir, `${env.digest('hex')}.json`);
  let cached: Record<string, unknown> = {};
  try {
    cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, unknown>;
  } catch {
    // No build in this state yet.
  }
  const next: Record<string, unknown> = {};
  let misses = 0;

  const cachedImporter: Importer = async (file) => {
    if (!pages.has(file)) return importer(file);
    const key = createHash('sha256')
      .update(path.relative(root, file))
      .update('\0')
      .update(readFileSync(file))
      .digest('hex');
    if (key in cached) {
      next[key] = cached[key];
      return { default: cached[key] };
    }
    misses++;
    const mod = await importer(file);
    if ('default' in mod && isPlainData(mod.default)) next[key] = mod.default;
    return mod;
  };

  return {
    importer: cachedImporter,
    /** Keeps this build's exports (only those: a removed page's go), and drops states no build used for a week. */
    save(): void {
      if (!misses && Object.keys(next).length === Object.keys(cached).length) return;
      mkdirSync(dir, { recursive: true });
      const partial = `${cacheFile}.${process.pid}.partial`;
      writeFileSync(partial, JSON.stringify(next));
      renameSync(partial, cacheFile);
      const old = Date.now() - 7 * 24 * 3_600_000;
      for (const name of readdirSync(dir)) {
        const other = path.join(dir, name);
        if (
          other !== cacheFile &&
          name.endsWith('.json') &&
          (statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? old) < old
        )
          rmSync(other, { force: true });
      }
    },
  };
}
