import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { MEDIA_LIMITS, mediaMessages } from '../../shared/owner-photos';
import type { Database, MediaFormat } from '../db/types';
import { renameDurably, syncFolder, writeFileDurably } from '../durable-files';
import { privateDir } from '../private-files';

/** The owner's photo library under DATA_DIR: one file per stored photo, named by its SHA-256. */
export const MEDIA_DIR = 'media';
export const mediaDir = (dataDir: string) => path.resolve(dataDir, MEDIA_DIR);

const EXTENSION: Record<MediaFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
export const extensionOf = (format: MediaFormat) => EXTENSION[format];
/** A stored photo's file name in the library (and in a content export's photos/ folder). */
export const mediaFileName = (sha256: string, format: MediaFormat) => `${sha256}.${EXTENSION[format]}`;

/** A photo as kept: re-encoded, upright, with no metadata; its hash names it. */
export interface PreparedMedia {
  data: Buffer;
  sha256: string;
  format: MediaFormat;
  width: number;
  height: number;
}

export type Prepared = { ok: true; media: PreparedMedia } | { ok: false; status: 413 | 415 | 400; message: string };

/**
 * Checks an uploaded file by its bytes (never its name or the type the browser claimed) and
 * re-encodes it. sharp reads the header first: a format other than JPEG, PNG or WebP is refused,
 * and so is a picture of more than MEDIA_LIMITS.pixels before any pixel is decoded (a small PNG can
 * claim 100,000 × 100,000). Then it is decoded, turned upright by its EXIF orientation, shrunk to
 * MEDIA_LIMITS.side, and written again in its own format (from a file, or bytes already in memory). sharp keeps no metadata unless asked
 * (no withMetadata/keepExif here), so GPS position, camera make and serial, times and the
 * embedded thumbnail are gone from what is stored.
 */
export async function prepareMedia(file: string | Buffer): Promise<Prepared> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, status: 415, message: mediaMessages.notPhoto };
  }
  if (meta.format === 'heif') return { ok: false, status: 415, message: mediaMessages.heic };
  if (meta.format !== 'jpeg' && meta.format !== 'png' && meta.format !== 'webp')
    return { ok: false, status: 415, message: mediaMessages.notPhoto };
  const { width = 0, height = 0 } = meta;
  if (width * height > MEDIA_LIMITS.pixels)
    return { ok: false, status: 413, message: mediaMessages.tooManyPixels(width, height) };
  const format: MediaFormat = meta.format;
  try {
    let image = sharp(file, { limitInputPixels: MEDIA_LIMITS.pixels, failOn: 'error' })
      .rotate()
      .resize({ width: MEDIA_LIMITS.side, height: MEDIA_LIMITS.side, fit: 'inside', withoutEnlargement: true });
    // High quality: this is the master the build makes every served size from. Plain libjpeg, not
    // mozjpeg: the build encodes it again anyway, and mozjpeg took 7 s for a 12 MP photo here (0.5-0.9 s now).
    image =
      format === 'jpeg'
        ? image.jpeg({ quality: 90 })
        : format === 'png'
          ? image.png({ compressionLevel: 9 })
          : image.webp({ quality: 90 });
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    const sha256 = createHash('sha256').update(data).digest('hex');
    return { ok: true, media: { data, sha256, format, width: info.width, height: info.height } };
  } catch {
    return { ok: false, status: 400, message: mediaMessages.damaged };
  }
}

/** A stored photo as the dashboard lists it. */
export interface MediaInfo {
  sha256: string;
  format: MediaFormat;
  width: number;
  height: number;
  bytes: number;
  originalName: string;
  uploadedAt: Date;
}

/**
 * Keeps a prepared photo: its file under DATA_DIR/media (flushed, with its folder, before the row
 * commits), then its row and its bytes (media_blobs, for the other instances). The same photo
 * uploaded again is the same file and the same row.
 */
export async function storeMedia(
  db: Kysely<Database>,
  dataDir: string,
  media: PreparedMedia,
  input: { originalName: string; uploadedBy: string | null; now: Date },
): Promise<MediaInfo> {
  const dir = privateDir(mediaDir(dataDir));
  const file = path.join(dir, mediaFileName(media.sha256, media.format));
  const present = await access(file).then(
    () => true,
    () => false,
  );
  if (!present) {
    // Under a temporary name until whole: a file named by its hash always holds those bytes. The
    // name is this writer's own: the same photo stored twice at once (a crew photo sent again while
    // its first send is still in flight) shared one `.partial`, and the second rename found it gone (a 500).
    const partial = `${file}.${randomUUID()}.partial`;
    await writeFileDurably(partial, media.data);
    await renameDurably(partial, file);
    await syncFolder(path.resolve(dataDir));
  }
  const row = {
    sha256: media.sha256,
    format: media.format,
    width: media.width,
    height: media.height,
    bytes: media.data.length,
    original_name: input.originalName.slice(0, 255),
    uploaded_by: input.uploadedBy,
    uploaded_at: input.now,
  };
  // The bytes with the row, in one transaction: any instance can fetch the photo from the database.
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('media')
      .values(row)
      .onConflict((conflict) => conflict.column('sha256').doNothing())
      .execute();
    await trx
      .insertInto('media_blobs')
      .values({ sha256: media.sha256, data: media.data })
      .onConflict((conflict) => conflict.column('sha256').doNothing())
      .execute();
  });
  const stored = await db.selectFrom('media').selectAll().where('sha256', '=', media.sha256).executeTakeFirstOrThrow();
  return infoOf(stored);
}

export const infoOf = (row: {
  sha256: string;
  format: MediaFormat;
  width: number;
  height: number;
  bytes: number;
  original_name: string;
  uploaded_at: Date;
}): MediaInfo => ({
  sha256: row.sha256,
  format: row.format,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  originalName: row.original_name,
  uploadedAt: row.uploaded_at,
});

/** The stored photos named, by hash (those the library has). */
export async function readMedia(db: Kysely<Database>, hashes: readonly string[]): Promise<Map<string, MediaInfo>> {
  if (!hashes.length) return new Map();
  const rows = await db
    .selectFrom('media')
    .selectAll()
    .where('sha256', 'in', [...new Set(hashes)])
    .execute();
  return new Map(rows.map((row) => [row.sha256, infoOf(row)]));
}

/**
 * Makes sure this instance's library (`libraryDir`, DATA_DIR/media) holds the photos named (their
 * file names, `<sha256>.<ext>`), fetching each one it lacks from the database: the photo may have
 * been uploaded to another instance, or the folder restored without it. Run before anything reads
 * the library: a release's export for the gate or the build, a thumbnail. A photo the database does
 * not hold either is left missing (whatever reads it says so). Answers how many were fetched.
 */
export async function fetchMissingMedia(
  db: Kysely<Database>,
  libraryDir: string,
  names: Iterable<string>,
): Promise<number> {
  const missing = new Map<string, string>();
  for (const name of new Set(names)) {
    const sha256 = /^([0-9a-f]{64})\.[a-z]+$/.exec(name)?.[1];
    if (!sha256) continue;
    const present = await access(path.join(libraryDir, name)).then(
      () => true,
      () => false,
    );
    if (!present) missing.set(sha256, name);
  }
  if (!missing.size) return 0;
  const rows = await db
    .selectFrom('media_blobs')
    .select(['sha256', 'data'])
    .where('sha256', 'in', [...missing.keys()])
    .execute();
  if (!rows.length) return 0;
  await mkdir(libraryDir, { recursive: true, mode: 0o700 });
  for (const row of rows) {
    const file = path.join(libraryDir, missing.get(row.sha256)!);
    // PGlite answers bytea as a Uint8Array, pg as a Buffer: both write the same bytes.
    await writeFileDurably(`${file}.partial`, Buffer.from(row.data));
    await renameDurably(`${file}.partial`, file);
  }
  await syncFolder(libraryDir);
  return rows.length;
}

/**
 * Stores in the database the bytes of each photo in this instance's library that it does not hold
 * yet: the photos uploaded before the bytes went into the database (and a backup made since leaves
 * the folder out: the table carries them). Run at start; answers how many were stored. A file whose
 * bytes do not hash to its name is left alone (it is not the photo the row names).
 */
export async function storeLibraryInDatabase(db: Kysely<Database>, dataDir: string): Promise<number> {
  const dir = mediaDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  const byHash = new Map<string, string>();
  for (const name of names) {
    const sha256 = /^([0-9a-f]{64})\.[a-z]+$/.exec(name)?.[1];
    if (sha256) byHash.set(sha256, name);
  }
  if (!byHash.size) return 0;
  const rows = await db
    .selectFrom('media')
    .leftJoin('media_blobs', 'media_blobs.sha256', 'media.sha256')
    .select('media.sha256')
    .where('media_blobs.sha256', 'is', null)
    .execute();
  let stored = 0;
  for (const { sha256 } of rows) {
    const name = byHash.get(sha256);
    if (!name) continue;
    const data = await readFile(path.join(dir, name));
    if (createHash('sha256').update(data).digest('hex') !== sha256) continue;
    await db
      .insertInto('media_blobs')
      .values({ sha256, data })
      .onConflict((conflict) => conflict.column('sha256').doNothing())
      .execute();
    stored++;
  }
  return stored;
}
