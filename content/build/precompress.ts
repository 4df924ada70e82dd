import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';

const compressible = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
const brotliAsync = promisify<Buffer, BrotliOptions, Buffer>(brotliCompress);
const gzipAsync = promisify<Buffer, { level: number }, Buffer>(gzip);

/** The smallest brotli there is: the files are compressed once, at build time, and served many times. */
const brotliOptions = (body: Buffer): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});
const GZIP = { level: 9 };

/** Writes the `.br` and `.gz` copies of one file beside it. */
export function compressFile(full: string): void {
  const body = readFileSync(full);
  writeFileSync(`${full}.br`, brotliCompressSync(body, brotliOptions(body)));
  writeFileSync(`${full}.gz`, gzipSync(body, GZIP));
}

/**
 * Where compressed copies are kept between builds, by their source's content (the bundler's cache
 * folder); PRECOMPRESS_CACHE_DIR points a build at another one, as a bench does to time a cold build.
 */
export const precompressCacheDir = (root: string) =>
  process.env.PRECOMPRESS_CACHE_DIR || path.join(root, 'node_modules/.vite/ridgeline-precompress');

/** Names the cached copies: the source's bytes and the settings that made them (change one, miss). */
const cacheKey = (body: Buffer) => createHash('sha256').update('br11-gz9\0').update(body).digest('hex');

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
    if ((await stat(file)).mtimeMs < old) await rm(file, { force: true });
  }
}

/** One file's copies: taken from the cache when its content was compressed before, else made (and kept). */
async function compressFileAsync(
  full: string,
  cacheDir: string | undefined,
  used: Set<string>,
): Promise<'cached' | 'compressed'> {
  const body = await readFile(full);
  const key = cacheKey(body);
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
  const [br, gz] = await Promise.all([brotliAsync(body, brotliOptions(body)), gzipAsync(body, GZIP)]);
  await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
  if (cached) await Promise.all([store(`${cached}.br`, br), store(`${cached}.gz`, gz)]);
  return 'compressed';
}

/**
 * Writes `.br` and `.gz` beside every text file so the server never compresses on a request.
 * zlib's asynchronous calls run on libuv's thread pool, so with one file per processor in flight
 * the copies are made on every core at once rather than one file at a time on one. With a cache
 * folder, a file whose content was compressed by an earlier build is copied instead: a rebuild
 * compresses only what changed.
 */
export async function precompress(
  dir: string,
  options: { cacheDir?: string } = {},
): Promise<{ files: number; compressed: number }> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => compressible.test(file));
  if (options.cacheDir) await mkdir(options.cacheDir, { recursive: true });
  const queue = files.map((file) => path.join(dir, file));
  let compressed = 0;
  const used = new Set<string>();
  const worker = async () => {
    for (let next = queue.pop(); next !== undefined; next = queue.pop())
      if ((await compressFileAsync(next, options.cacheDir, used)) === 'compressed') compressed++;
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  if (options.cacheDir) await pruneCache(options.cacheDir, used);
  return { files: files.length, compressed };
}
