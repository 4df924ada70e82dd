import { readdir, readFile, rm } from 'node:fs/promises';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { PHOTOS_DIR, PHOTOS_FILE, type PhotosExport } from '../../schema/owner-content/export';
import { type Photos, photos } from '../../schema/owner-content/photos';
import type { Database } from '../db/types';
import { renameDurably, syncFolder, writeFileDurably } from '../durable-files';
import { extensionOf, fetchMissingMedia, mediaFileName, readMedia } from '../media/store';
import type { Revision } from './documents';

/**
 * The photos of a revision as a content export names them: the document's data, and for each
 * filled slot whose photo the library holds, its file and public name. A slot naming a photo the
 * library does not hold is left out of `files` (the build then shows the stand-in, and the gate
 * says so: see readOwnerPhotos).
 */
export async function photosExportOf(
  db: Kysely<Database> | Transaction<Database>,
  revision: Pick<Revision, 'rev' | 'schemaVersion' | 'data'>,
  release: number | null,
): Promise<PhotosExport> {
  const data = revision.data as Photos;
  const slots = Object.entries(data?.slots ?? {});
  const media = await readMedia(
    db as Kysely<Database>,
    slots.map(([, slot]) => slot.media),
  );
  const files: PhotosExport['files'] = {};
  for (const [slot, value] of slots) {
    const stored = media.get(value.media);
    if (!stored) continue;
    files[slot] = {
      file: mediaFileName(stored.sha256, stored.format),
      name: `${slot}.${extensionOf(stored.format)}`,
      width: stored.width,
      height: stored.height,
    };
  }
  return { type: photos.type, schemaVersion: revision.schemaVersion, release, rev: revision.rev, data, files };
}

/**
 * Writes the photos of a release into a content export folder `dir`: each photo file into
 * dir/photos/ (named by its hash, so a file already there is already right and is not copied
 * again), flushed, then photos.json under a temporary name renamed into place, then the files no
 * slot names any more are removed. A build reading the folder at any moment sees a photos.json
 * whose files are all there. `libraryDir` is the photo library (DATA_DIR/media).
 */
export async function writePhotosExport(dir: string, exported: PhotosExport, libraryDir: string): Promise<void> {
  const folder = path.join(dir, PHOTOS_DIR);
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
  const wanted = new Set(Object.values(exported.files).map((entry) => entry.file));
  for (const name of wanted) {
    const target = path.join(folder, name);
    if (existsSync(target)) continue;
    await writeFileDurably(`${target}.partial`, await readFile(path.join(libraryDir, name)));
    await renameDurably(`${target}.partial`, target);
  }
  await syncFolder(dir);
  const file = path.join(dir, PHOTOS_FILE);
  const partial = `${file}.${exported.release ?? 'draft'}.partial`;
  await writeFileDurably(partial, `${JSON.stringify(exported, null, 2)}\n`);
  await renameDurably(partial, file);
  for (const name of await readdir(folder)) if (!wanted.has(name)) await rm(path.join(folder, name), { force: true });
}

/** Whether the export in `dir` already holds these photos (the start-up check: nothing to write). */
export async function photosExportIsCurrent(dir: string, exported: PhotosExport): Promise<boolean> {
  const text = await readFile(path.join(dir, PHOTOS_FILE), 'utf8').catch(() => undefined);
  if (text !== `${JSON.stringify(exported, null, 2)}\n`) return false;
  return Object.values(exported.files).every((entry) => existsSync(path.join(dir, PHOTOS_DIR, entry.file)));
}

/**
 * Fetches from the database each photo of `exported` this instance's library lacks (uploaded to
 * another instance): run before the export is written for the gate, the build or the checklist.
 */
export async function fetchExportPhotos(
  db: Kysely<Database>,
  exported: PhotosExport | undefined,
  libraryDir: string,
): Promise<void> {
  if (exported)
    await fetchMissingMedia(
      db,
      libraryDir,
      Object.values(exported.files).map((entry) => entry.file),
    );
}
