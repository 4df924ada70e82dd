import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { vectorSource, type ImageEntry, type ImageManifest } from '../../shared/images.ts';
import { listSourceImages } from './sources.ts';

export interface PipelineOptions {
  /** The folder of source images (flat; one file per image). */
  sourceDir: string;
  /**
   * More sources by name, each to its file (the owner's photos of a content export,
   * content/owner-photos.ts); a name here wins over the same name in sourceDir.
   */
  extraSources?: Readonly<Record<string, string>>;
  /** Keeps encoded files between builds: AVIF encoding is the slow part of a build. */
  cacheDir?: string;
  /** Target widths in CSS pixels × density; never larger than the source. */
  widths?: readonly number[];
  /** Where the files go under the site root; also their URL path. */
  outDir?: string;
  /** Files encoded at once; the machine's cores by default. */
  concurrency?: number;
  /** Hears the progress of a long encode (files done / total, elapsed). */
  log?: (line: string) => void;
  progressEveryMs?: number;
}

export interface OutputFile {
  /** Path under the site root, e.g. `assets/images/hero-960.1a2b3c4d.avif`. */
  fileName: string;
  source: Buffer;
}

export interface PipelineResult {
  manifest: ImageManifest;
  files: OutputFile[];
  /** How many sources were encoded now rather than taken from the cache. */
  encoded: number;
}

/**
 * Where encoded images are kept between builds (the bundler's cache folder); IMAGE_CACHE_DIR points
 * a build at another one, as the site bench does to time a cold build.
 */
export const imageCacheDir = (root: string) =>
  process.env.IMAGE_CACHE_DIR || path.join(root, 'node_modules/.vite/ridgeline-images');

/** Covers a phone at 1x-2x (400-960), card grids at 2x, and a desktop hero up to 1920 px wide. */
export const DEFAULT_WIDTHS = [400, 640, 960, 1280, 1920] as const;
/** `<img src>` for browsers that take neither srcset: big enough for any card, small enough for a phone. */
const FALLBACK_WIDTH = 960;
/**
 * Quality chosen by eye on the site's photos: no visible banding in skies, no smearing of shingle
 * texture. AVIF effort 3 rather than 4: at the same quality the pictures measure the same (PSNR
 * within 0.2 dB on the site's photos at 1280 px) and the files are 7-14 % larger, but encoding is
 * about six times faster, which is most of a cold build.
 */
const ENCODERS = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 72, effort: 5 },
} as const;

/**
 * The widths to encode a source of `sourceWidth` at: the targets that fit, dropping one that is
 * within 15% of the source (it would cost a file and save nothing), and the source's own width
 * (capped at the largest target) as the top variant. Never upscales.
 */
export function variantWidths(sourceWidth: number, widths: readonly number[] = DEFAULT_WIDTHS): number[] {
  const top = Math.min(sourceWidth, Math.max(...widths));
  return [...widths.filter((w) => w * 1.15 <= top), top];
}

const shortHash = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').slice(0, 10);
const baseName = (file: string) => file.replace(/\.[^.]+$/, '');
const urlOf = (outDir: string, fileName: string) => `/${outDir}/${fileName}`.replace(/\/{2,}/g, '/');

interface CachedImage {
  entry: ImageEntry;
  files: string[];
}

/** One file to encode: a source at one width in one format. */
interface EncodeTask {
  name: string;
  input: Buffer;
  width: number;
  format: keyof typeof ENCODERS;
}

/** A raster source's intrinsic size (upright, as phones' EXIF rotation says) and the widths to encode it at. */
async function planRaster(name: string, input: Buffer, widths: readonly number[]) {
  const meta = await sharp(input).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error(`${name}: could not read the image size`);
  return { width, height, sizes: variantWidths(width, widths) };
}

async function encode(task: EncodeTask): Promise<Buffer> {
  return sharp(task.input)
    .rotate()
    .resize({ width: task.width, withoutEnlargement: true })
    [task.format](ENCODERS[task.format])
    .toBuffer();
}

/** The manifest entry and files of one raster source, from its encoded variants (widths ascending). */
function rasterResult(
  name: string,
  size: { width: number; height: number; sizes: number[] },
  encoded: Map<string, Buffer>,
  outDir: string,
) {
  const files: OutputFile[] = [];
  const srcset: Record<keyof typeof ENCODERS, string[]> = { avif: [], webp: [] };
  let fallback = '';
  const fallbackWidth = size.sizes.find((w) => w >= FALLBACK_WIDTH) ?? size.sizes[size.sizes.length - 1]!;
  for (const w of size.sizes) {
    for (const format of ['avif', 'webp'] as const) {
      const source = encoded.get(`${w}.${format}`)!;
      const fileName = `${baseName(name)}-${w}.${shortHash(source)}.${format}`;
      files.push({ fileName: `${outDir}/${fileName}`, source });
      srcset[format].push(`${urlOf(outDir, fileName)} ${w}w`);
      if (format === 'webp' && w === fallbackWidth) fallback = urlOf(outDir, fileName);
    }
  }
  const entry: ImageEntry = {
    width: size.width,
    height: size.height,
    src: fallback,
    avif: srcset.avif.join(', '),
    webp: srcset.webp.join(', '),
  };
  return { entry, files };
}

/** SVG art is copied as it is, under a hashed name so it can be cached for a year. */
async function copyVector(name: string, input: Buffer, outDir: string) {
  const meta = await sharp(input).metadata();
  if (!meta.width || !meta.height)
    throw new Error(`${name}: an SVG needs width and height (or a viewBox) so its space can be reserved`);
  const fileName = `${baseName(name)}.${shortHash(input)}.svg`;
  const entry: ImageEntry = { width: meta.width, height: meta.height, src: urlOf(outDir, fileName) };
  return { entry, files: [{ fileName: `${outDir}/${fileName}`, source: input }] };
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Turns every source image into what the site serves: responsive AVIF + WebP for photos, the file
 * itself for SVG, and the manifest the Picture component reads (intrinsic size, srcset lists).
 * Sources already in the cache cost nothing; the rest are encoded file by file on every core, and
 * `log` hears how far it has got at least every few seconds (a cold build spends most of its time here).
 */
export async function processImages(options: PipelineOptions): Promise<PipelineResult> {
  const widths = options.widths ?? DEFAULT_WIDTHS;
  const outDir = options.outDir ?? 'assets/images';
  const settings = JSON.stringify({ widths, outDir, ENCODERS, FALLBACK_WIDTH, sharp: sharp.versions.sharp });
  const results = new Map<string, { entry: ImageEntry; files: OutputFile[] }>();
  if (options.cacheDir) mkdirSync(path.join(options.cacheDir, 'files'), { recursive: true });

  const extra = options.extraSources ?? {};
  const names = [...new Set([...listSourceImages(options.sourceDir), ...Object.keys(extra)])].sort();
  const pending: { name: string; key: string; input: Buffer }[] = [];
  for (const name of names) {
    const input = readFileSync(extra[name] ?? path.join(options.sourceDir, name));
    const key = `${baseName(name)}-${shortHash(Buffer.concat([input, Buffer.from(settings)]))}`;
    const cached = options.cacheDir ? readCache(options.cacheDir, key) : undefined;
    if (cached) results.set(name, cached);
    else pending.push({ name, key, input });
  }

  const store = (key: string, name: string, result: { entry: ImageEntry; files: OutputFile[] }) => {
    results.set(name, result);
    if (options.cacheDir) writeCache(options.cacheDir, key, result.entry, result.files);
  };
  const tasks: EncodeTask[] = [];
  const plans = new Map<
    string,
    { key: string; size: Awaited<ReturnType<typeof planRaster>>; encoded: Map<string, Buffer> }
  >();
  for (const { name, key, input } of pending) {
    if (vectorSource.test(name)) {
      store(key, name, await copyVector(name, input, outDir));
      continue;
    }
    const size = await planRaster(name, input, widths);
    plans.set(name, { key, size, encoded: new Map() });
    for (const width of size.sizes)
      for (const format of ['avif', 'webp'] as const) tasks.push({ name, input, width, format });
  }

  if (tasks.length) {
    const cores = options.concurrency ?? os.availableParallelism();
    const log = options.log ?? (() => {});
    const started = performance.now();
    let done = 0;
    const progress = () => `${done}/${tasks.length} files, ${((performance.now() - started) / 1000).toFixed(0)} s`;
    log(`Encoding ${plans.size} new or changed photo(s) into ${tasks.length} files on ${cores} core(s)…`);
    const ticker = setInterval(() => log(`Encoding images: ${progress()}`), options.progressEveryMs ?? 4000);
    ticker.unref();
    // One file per core, each on one libvips thread: encoders parallelise poorly inside one small image.
    const threads = sharp.concurrency();
    sharp.concurrency(1);
    try {
      // The largest (slowest) files first, so no core is left with a long one at the end.
      const ordered = [...tasks].sort((a, b) => b.width - a.width);
      await eachLimited(ordered, cores, async (task) => {
        const plan = plans.get(task.name)!;
        plan.encoded.set(`${task.width}.${task.format}`, await encode(task));
        done++;
        if (plan.encoded.size === plan.size.sizes.length * 2)
          store(plan.key, task.name, rasterResult(task.name, plan.size, plan.encoded, outDir));
      });
    } finally {
      clearInterval(ticker);
      sharp.concurrency(threads);
    }
    log(`Encoded images: ${progress()}.`);
  }

  const manifest: ImageManifest = {};
  const files: OutputFile[] = [];
  for (const name of names) {
    const result = results.get(name)!;
    manifest[name] = result.entry;
    files.push(...result.files);
  }
  return { manifest, files, encoded: pending.length };
}

function readCache(cacheDir: string, key: string): { entry: ImageEntry; files: OutputFile[] } | undefined {
  const index = path.join(cacheDir, `${key}.json`);
  if (!existsSync(index)) return undefined;
  const cached = JSON.parse(readFileSync(index, 'utf8')) as CachedImage;
  const stored = (fileName: string) => path.join(cacheDir, 'files', path.basename(fileName));
  if (!cached.files.every((f) => existsSync(stored(f)))) return undefined;
  return {
    entry: cached.entry,
    files: cached.files.map((fileName) => ({ fileName, source: readFileSync(stored(fileName)) })),
  };
}

function writeCache(cacheDir: string, key: string, entry: ImageEntry, files: OutputFile[]): void {
  for (const file of files) writeFileSync(path.join(cacheDir, 'files', path.basename(file.fileName)), file.source);
  // The index goes last: a half-written cache entry is never read.
  const cached: CachedImage = { entry, files: files.map((f) => f.fileName) };
  writeFileSync(path.join(cacheDir, `${key}.json`), JSON.stringify(cached));
}

/**
 * The dev server's manifest: sizes read from the sources, which it serves as they are from
 * `urlBase`, so dropping in a photo shows at once without waiting for AVIF encoding.
 */
export async function describeSourceImages(sourceDir: string, urlBase = '/images'): Promise<ImageManifest> {
  const manifest: ImageManifest = {};
  for (const name of listSourceImages(sourceDir)) {
    const meta = await sharp(path.join(sourceDir, name)).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (width && height) manifest[name] = { width, height, src: `${urlBase}/${name}` };
  }
  return manifest;
}
