import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Transaction } from 'kysely';
import sharp from 'sharp';
import { PHOTO_LIMITS, photoMessages } from '../../shared/storm-photos';
import type { Database } from '../db/types';
import { privateDir } from '../private-files';
import { syncFolder, writeFileDurably } from '../durable-files';

/** A file as it arrived in the multipart post (server/contact/multipart.ts). */
export interface SentFile {
  filename: string;
  /** Where as much as was kept lies (a temporary file): at most PHOTO_LIMITS.bytes. */
  path: string;
  /** The file was longer than PHOTO_LIMITS.bytes (the rest was read and dropped). */
  truncated: boolean;
  /** Bytes the visitor sent, counted even past the cap. */
  sentBytes: number;
}

/** A photo ready to keep: re-encoded as JPEG, with no metadata at all. */
export interface KeptPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
  sentAs: string;
}

/** Longest side after re-encoding: plenty for an adjuster's report, a tenth of a 48 MP photo's weight. */
const MAX_SIDE = 2560;
/** A decompression bomb (a small PNG of 100,000 × 100,000 pixels) stops here. */
const MAX_INPUT_PIXELS = 80_000_000;
/** What libvips may open. Not SVG (scripts), not TIFF/GIF/PDF: phones send none of them as photos. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * Checks the posted files and re-encodes the good ones. Any file that cannot be kept refuses the
 * whole set with one message in the visitor's words (the route then answers with the form and
 * every typed value, see routes.ts), so a request is never stored with photos silently missing.
 *
 * Re-encoding: decoded, turned upright by its EXIF orientation, shrunk to MAX_SIDE, written as a new
 * JPEG. sharp writes no metadata unless asked (no withMetadata/keepExif here), so GPS position,
 * camera make and serial, times and the embedded thumbnail are all gone from what is kept.
 *
 * HEIC: sharp's prebuilt libvips carries libheif with the AV1 decoder only (AVIF), not HEVC (patent
 * licensing), so an iPhone's HEIC cannot be decoded here. The form asks the browser for JPEG, PNG
 * or WebP, which makes an iPhone convert as it attaches; a HEIC that arrives anyway (a Mac's file)
 * is refused with a message saying how to send it as JPEG.
 */
export async function preparePhotos(
  files: readonly SentFile[],
): Promise<{ ok: true; photos: KeptPhoto[] } | { ok: false; message: string }> {
  const sent = files.filter((file) => file.sentBytes > 0 || file.filename);
  if (sent.length > PHOTO_LIMITS.files) return { ok: false, message: photoMessages.tooMany(sent.length) };
  const big = sent.find((file) => file.truncated || file.sentBytes > PHOTO_LIMITS.bytes);
  if (big) return { ok: false, message: photoMessages.tooBig(big.filename, big.sentBytes) };
  if (sent.reduce((sum, file) => sum + file.sentBytes, 0) > PHOTO_LIMITS.totalBytes)
    return { ok: false, message: photoMessages.tooMuch() };

  const photos: KeptPhoto[] = [];
  // One at a time: libvips already uses the cores for one image, and a burst of storm requests
  // must not hold five decoded 48 MP images per request in memory at once.
  for (const file of sent) {
    const kept = await reencode(file);
    if ('message' in kept) return { ok: false, message: kept.message };
    photos.push(kept);
  }
  return { ok: true, photos };
}

async function reencode(file: SentFile): Promise<KeptPhoto | { message: string }> {
  let format: string | undefined;
  let compression: string | undefined;
  try {
    ({ format, compression } = await sharp(file.path, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    return { message: photoMessages.notPhoto(file.filename) };
  }
  if (format === 'heif' && compression === 'hevc') return { message: photoMessages.heic(file.filename) };
  if (!format || !ACCEPTED.has(format)) return { message: photoMessages.notPhoto(file.filename) };
  try {
    const { data, info } = await sharp(file.path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height, sentAs: format };
  } catch {
    // A truncated or corrupt file: its header named a format, its pixels did not follow.
    return { message: photoMessages.notPhoto(file.filename) };
  }
}

/** A request's photo folder, relative to DATA_DIR. */
export const photoFolder = (submissionId: number) => path.join('photos', String(submissionId));

/**
 * Writes a request's photos under DATA_DIR/photos/<id>/ (owner-only, like the mailbox folder), on
 * the disk before it returns, and records them, inside the request's own transaction: if the store fails, the caller removes the
 * folder (removeRequestPhotos), so no file outlives a request that was never stored.
 */
export async function keepPhotos(
  trx: Transaction<Database>,
  dataDir: string,
  submissionId: number,
  photos: readonly KeptPhoto[],
): Promise<void> {
  if (!photos.length) return;
  privateDir(path.resolve(dataDir, 'photos'));
  const folder = privateDir(path.resolve(dataDir, photoFolder(submissionId)));
  await mkdir(folder, { recursive: true });
  const rows = [];
  for (const [index, photo] of photos.entries()) {
    const file = path.join(photoFolder(submissionId), `${index + 1}.jpg`);
    await writeFileDurably(path.resolve(dataDir, file), photo.jpeg);
    rows.push({
      submission_id: submissionId,
      position: index + 1,
      file,
      bytes: photo.jpeg.length,
      width: photo.width,
      height: photo.height,
      sent_as: photo.sentAs,
    });
  }
  // Each file and the request's folder are flushed as written; the folder's own entry in photos/
  // (and photos/ in DATA_DIR, made once) too, all before the row commits (review t4, N4-01).
  await syncFolder(path.resolve(dataDir, 'photos'));
  await syncFolder(path.resolve(dataDir));
  await trx.insertInto('request_photos').values(rows).execute();
}

/** Removes erased requests' photo folders. Safe to call for requests that had none. */
export async function removeRequestPhotos(dataDir: string, submissionIds: readonly number[]): Promise<void> {
  for (const id of submissionIds) await rm(path.resolve(dataDir, photoFolder(id)), { recursive: true, force: true });
}
