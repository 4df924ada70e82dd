import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';

const compressible = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
const brotliAsync = promisify<Buffer, BrotliOptions, Buffer>(brotliCompress);
const gzipAsync = promisify<Buffer, { level: number }, Buffer>(gzip);

/**
 * Brotli's quality per file. Hashed assets (assets/) get the smallest there is, 11: they change
 * only with the code, are cached by content and served many times. Pages, page data and the
 * sitemap change with every content edit, one file per page: measured on 60 city pages of ~80 KB
 * (bench:scale's site), quality 11 took ~200 ms a page (a site of 1,000 pages: minutes on two
 * cores) and made 12.9 KB; quality 6 took ~6 ms and made 14.0 KB (+1.1 KB, +9%; 9: +1.0 KB at ~10×
 * the time of 6; 10: +0.2 KB at a quarter of 11's). Gzip 9 made 15.3 KB.
 */
const brotliQuality = (file: string) => (/(^|[\\/])assets[\\/]/.test(file) ? 11 : 6);
const brotliOptions = (body: Buffer, quality: number): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});
/** What the copies are made with: a build whose record names other settings compresses every file again. */
export const COMPRESSION_SETTINGS = 'br11-assets br6-other gz9';
const GZIP = { level: 9 };

/** Writes the `.br` and `.gz` copies of one file beside it (`relative`: its path in the published folder). */
export function compressFile(full: string, relative: string): void {
  const body = readFileSync(full);
  writeFileSync(`${full}.br`, brotliCompressSync(body, brotliOptions(body, brotliQuality(relative))));
  writeFileSync(`${full}.gz`, gzipSync(body, GZIP));
}

/**
 * Where compressed copies are kept between builds, by their source's content (the bundler's cache
 * folder); PRECOMPRESS_CACHE_DIR points a build at another one, as a bench does to time a cold build.
 */
export const precompressCacheDir = (root: string) =>
  process.env.PRECOMPRESS_CACHE_DIR || path.join(root, 'node_modules/.vite/ridgeline-precompress');

/** Names the cached copies: the source's bytes and the settings that made them (change one, miss). */
const cacheKey = (body: Buffer, quality: number) =>
  createHash('sha256').update(`br${quality}-gz9\0`).update(body).digest('hex');

/**
 * Writes a cache file under a temporary name first: a half-written copy is never found. The name is
 * unique per write, not per process: two files with the same content (one build's twin pages, or two
 * builds sharing the cache) are stored at once under the same key.
 */
async function store(file: string, data: Buffer): Promise<void> {
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/** A cached copy no build has used for this long goes (a page's older versions, a removed page's). */
const CACHE_KEEP_MS = 30 * 24 * 3_600_000;

async function pruneCache(cacheDir: string, used: Set<string>): Promise<void> {
  const old = Date.now() - CACHE_KEEP_MS;
  for (const name of await readdir(cacheDir)) {
    if (used.has(name.replace(/\.(br|gz)$/, ''))) continue;
    const file = path.join(cacheDir, name);
    // Another build sharing the cache may rename its `.partial` (or prune a copy) between the listing and here.
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtimeMs < old) await rm(file, { force: true });
  }
}

/** One file's copies: taken from the cache when its content was compressed before, else made (and kept). */
async function compressFileAsync(
  dir: string,
  relative: string,
  cacheDir: string | undefined,
  used: Set<string>,
): Promise<'cached' | 'compressed'> {
  const full = path.join(dir, relative);
  const body = await readFile(full);
  const quality = brotliQuality(relative);
  const key = cacheKey(body, quality);
  used.add(key);
  const cached = cacheDir && path.join(cacheDir, key);
  if (cached) {
    try {
      await Promise.all([copyFile(`${cached}.br`, `${full}.br`), copyFile(`${cached}.gz`, `${full}.gz`)]);
      return 'cached';
    } catch {
      // Not compressed before (or half of it gone): made below.
    }
  }
  const [br, gz] = await Promise.all([brotliAsync(body, brotliOptions(body, quality)), gzipAsync(body, GZIP)]);
  await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
  if (cached) await Promise.all([store(`${cached}.br`, br), store(`${cached}.gz`, gz)]);
  return 'compressed';
}

/**
 * Writes `.br` and `.gz` beside every text file so the server never compresses on a request.
 * zlib's asynchronous calls run on libuv's thread pool, so with one file per processor in flight
 * the copies are made on every core at once rather than one file at a time on one. With a cache
 * folder, a file whose content was compressed by an earlier build is copied instead. With
 * `changed` (the files a rebuild wrote), a file outside it that has both copies is left alone:
 * its bytes are those its copies were made from, and their dates stay.
 */
export async function precompress(
  dir: string,
  options: { cacheDir?: string; changed?: ReadonlySet<string> } = {},
): Promise<{ files: number; compressed: number; kept: number }> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => compressible.test(file));
  const { changed } = options;
  const upToDate = (file: string) =>
    changed !== undefined &&
    !changed.has(file) &&
    existsSync(path.join(dir, `${file}.br`)) &&
    existsSync(path.join(dir, `${file}.gz`));
  if (options.cacheDir) await mkdir(options.cacheDir, { recursive: true });
  const queue = files.filter((file) => !upToDate(file));
  const kept = files.length - queue.length;
  let compressed = 0;
  const used = new Set<string>();
  const worker = async () => {
    for (let next = queue.pop(); next !== undefined; next = queue.pop())
      if ((await compressFileAsync(dir, next, options.cacheDir, used)) === 'compressed') compressed++;
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  // A rebuild that kept files saw only some of the cache in use: pruning is for builds that saw it all.
  if (options.cacheDir && !kept) await pruneCache(options.cacheDir, used);
  return { files: files.length, compressed, kept };
}
