import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { vectorSource, type ImageEntry, type ImageManifest } from '../../schema/images.ts';
import { listSourceImages } from './sources.ts';

export interface PipelineOptions {
  /** The folder of source images (flat; one file per image). */
  sourceDir: string;
  /** Keeps encoded files between builds: AVIF encoding is the slow part of a build. */
  cacheDir?: string;
  /** Target widths in CSS pixels × density; never larger than the source. */
  widths?: readonly number[];
  /** Where the files go under the site root; also their URL path. */
  outDir?: string;
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

/** Covers a phone at 1x-2x (400-960), card grids at 2x, and a desktop hero up to 1920 px wide. */
export const DEFAULT_WIDTHS = [400, 640, 960, 1280, 1920] as const;
/** `<img src>` for browsers that take neither srcset: big enough for any card, small enough for a phone. */
const FALLBACK_WIDTH = 960;
/** Quality chosen by eye on the site's photos: no visible banding in skies, no smearing of shingle texture. */
const ENCODERS = {
  avif: { quality: 50, effort: 4 },
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

/** Encodes one raster source into AVIF and WebP at each width; names carry a hash of their bytes. */
async function encodeRaster(name: string, input: Buffer, widths: readonly number[], outDir: string) {
  const meta = await sharp(input).metadata();
  // Phone photos store their rotation in EXIF; the encoded files are turned upright, so are the sizes.
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error(`${name}: could not read the image size`);
  const files: OutputFile[] = [];
  const srcset: Record<keyof typeof ENCODERS, string[]> = { avif: [], webp: [] };
  let fallback = '';
  const sizes = variantWidths(width, widths);
  const fallbackWidth = sizes.find((w) => w >= FALLBACK_WIDTH) ?? sizes[sizes.length - 1]!;
  for (const w of sizes) {
    const resized = sharp(input).rotate().resize({ width: w, withoutEnlargement: true });
    for (const format of ['avif', 'webp'] as const) {
      const source = await resized.clone()[format](ENCODERS[format]).toBuffer();
      const fileName = `${baseName(name)}-${w}.${shortHash(source)}.${format}`;
      files.push({ fileName: `${outDir}/${fileName}`, source });
      srcset[format].push(`${urlOf(outDir, fileName)} ${w}w`);
      if (format === 'webp' && w === fallbackWidth) fallback = urlOf(outDir, fileName);
    }
  }
  const entry: ImageEntry = { width, height, src: fallback, avif: srcset.avif.join(', '), webp: srcset.webp.join(', ') };
  return { entry, files };
}

/** SVG art is copied as it is, under a hashed name so it can be cached for a year. */
async function copyVector(name: string, input: Buffer, outDir: string) {
  const meta = await sharp(input).metadata();
  if (!meta.width || !meta.height) throw new Error(`${name}: an SVG needs width and height (or a viewBox) so its space can be reserved`);
  const fileName = `${baseName(name)}.${shortHash(input)}.svg`;
  const entry: ImageEntry = { width: meta.width, height: meta.height, src: urlOf(outDir, fileName) };
  return { entry, files: [{ fileName: `${outDir}/${fileName}`, source: input }] };
}

/**
 * Turns every source image into what the site serves: responsive AVIF + WebP for photos, the file
 * itself for SVG, and the manifest the Picture component reads (intrinsic size, srcset lists).
 */
export async function processImages(options: PipelineOptions): Promise<PipelineResult> {
  const widths = options.widths ?? DEFAULT_WIDTHS;
  const outDir = options.outDir ?? 'assets/images';
  const settings = JSON.stringify({ widths, outDir, ENCODERS, FALLBACK_WIDTH, sharp: sharp.versions.sharp });
  const manifest: ImageManifest = {};
  const files: OutputFile[] = [];
  let encoded = 0;
  if (options.cacheDir) mkdirSync(path.join(options.cacheDir, 'files'), { recursive: true });

  for (const name of listSourceImages(options.sourceDir)) {
    const input = readFileSync(path.join(options.sourceDir, name));
    const key = `${baseName(name)}-${shortHash(Buffer.concat([input, Buffer.from(settings)]))}`;
    const cached = options.cacheDir ? readCache(options.cacheDir, key) : undefined;
    if (cached) {
      manifest[name] = cached.entry;
      files.push(...cached.files);
      continue;
    }
    const result = vectorSource.test(name) ? await copyVector(name, input, outDir) : await encodeRaster(name, input, widths, outDir);
    encoded++;
    manifest[name] = result.entry;
    files.push(...result.files);
    if (options.cacheDir) writeCache(options.cacheDir, key, result.entry, result.files);
  }
  return { manifest, files, encoded };
}

function readCache(cacheDir: string, key: string): { entry: ImageEntry; files: OutputFile[] } | undefined {
  const index = path.join(cacheDir, `${key}.json`);
  if (!existsSync(index)) return undefined;
  const cached = JSON.parse(readFileSync(index, 'utf8')) as CachedImage;
  const stored = (fileName: string) => path.join(cacheDir, 'files', path.basename(fileName));
  if (!cached.files.every((f) => existsSync(stored(f)))) return undefined;
  return { entry: cached.entry, files: cached.files.map((fileName) => ({ fileName, source: readFileSync(stored(fileName)) })) };
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
