import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { GALLERY_DIR, GALLERY_PROJECTS_FILE, type GalleryProjectsExport } from '../../schema/owner-content/export';
import { type GalleryProjects, galleryProjects, publicPhotoNames } from '../../schema/owner-content/gallery-projects';
import type { Database } from '../db/types';
import { renameDurably, syncFolder, writeFileDurably } from '../durable-files';
import { extensionOf, fetchMissingMedia, readMedia } from '../media/store';
import type { Revision } from './documents';

/**
 * The gallery projects of a revision as a content export names them: the document's data, and the
 * public name of each project's photos (`<id>-after.jpg`, by the stored photo's format). A photo the
 * library does not hold keeps its name; its file is then missing from the export, which the build
 * and the gate say (content/owner-gallery.ts).
 */
export async function galleryExportOf(
  db: Kysely<Database> | Transaction<Database>,
  revision: Pick<Revision, 'rev' | 'schemaVersion' | 'data'>,
  release: number | null,
): Promise<GalleryProjectsExport> {
  const data = revision.data as GalleryProjects;
  const items = data?.items ?? [];
  const media = await readMedia(
    db as Kysely<Database>,
    items.flatMap((item) => item.photos.map((photo) => photo.media)),
  );
  const names: GalleryProjectsExport['names'] = {};
  for (const item of items)
    names[item.id] = publicPhotoNames(item, (photo) => {
      const stored = media.get(photo.media);
      return stored ? extensionOf(stored.format) : 'jpg';
    });
  return {
    type: galleryProjects.type,
    schemaVersion: revision.schemaVersion,
    release,
    rev: revision.rev,
    data,
    names,
  };
}

/**
 * Each public file of the export with the library file it is a copy of: the photo's hash with the
 * extension its name was given by the stored format (mediaFileName's).
 */
function wantedFiles(exported: GalleryProjectsExport): Map<string, { library: string; sha256: string }> {
  const items = (exported.data as GalleryProjects)?.items ?? [];
  const wanted = new Map<string, { library: string; sha256: string }>();
  for (const item of items)
    item.photos.forEach((photo, index) => {
      const name = exported.names[item.id]?.[index];
      if (name) wanted.set(name, { library: `${photo.media}${path.extname(name)}`, sha256: photo.media });
    });
  return wanted;
}

/**
 * Fetches from the database each photo of `exported` this instance's library lacks (uploaded on
 * another instance): run before the export is written for the gate or the build.
 */
export async function fetchGalleryPhotos(
  db: Kysely<Database>,
  exported: GalleryProjectsExport | undefined,
  libraryDir: string,
): Promise<void> {
  if (exported)
    await fetchMissingMedia(
      db,
      libraryDir,
      [...wantedFiles(exported).values()].map((entry) => entry.library),
    );
}

const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Writes the gallery projects of a release into a content export folder `dir`: each photo into
 * dir/gallery/ under its public name (a copy of the library's file, which holds no metadata: the
 * upload re-encoded it; a file already there with the same bytes is left), flushed, then
 * gallery-projects.json under a temporary name renamed into place, then the files no project names
 * any more are removed. A build reading the folder at any moment sees a gallery-projects.json whose
 * files are all there. `libraryDir` is the photo library (DATA_DIR/media), with the photos this
 * instance lacked fetched first (fetchGalleryPhotos).
 */
export async function writeGalleryExport(
  dir: string,
  exported: GalleryProjectsExport,
  libraryDir: string,
): Promise<void> {
  const wanted = wantedFiles(exported);
  const folder = path.join(dir, GALLERY_DIR);
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
  for (const [name, entry] of wanted) {
    const target = path.join(folder, name);
    // A public name may be given to other bytes (a project's photo replaced): compared by content.
    const present = await readFile(target).catch(() => undefined);
    if (present && sha256Of(present) === entry.sha256) continue;
    // A photo the library does not hold stays out: the build names it missing (content/owner-gallery.ts).
    const bytes = await readFile(path.join(libraryDir, entry.library)).catch(() => undefined);
    if (!bytes) continue;
    await writeFileDurably(`${target}.partial`, bytes);
    await renameDurably(`${target}.partial`, target);
  }
  await syncFolder(dir);
  const file = path.join(dir, GALLERY_PROJECTS_FILE);
  const partial = `${file}.${exported.release ?? 'draft'}.partial`;
  await writeFileDurably(partial, exportText(exported));
  await renameDurably(partial, file);
  for (const name of await readdir(folder)) if (!wanted.has(name)) await rm(path.join(folder, name), { force: true });
}

const exportText = (exported: GalleryProjectsExport) => `${JSON.stringify(exported, null, 2)}\n`;

/** Whether the export in `dir` already holds these projects and their files (the start-up check: nothing to write). */
export async function galleryExportIsCurrent(dir: string, exported: GalleryProjectsExport): Promise<boolean> {
  const text = await readFile(path.join(dir, GALLERY_PROJECTS_FILE), 'utf8').catch(() => undefined);
  if (text !== exportText(exported)) return false;
  const wanted = wantedFiles(exported);
  return [...wanted.keys()].every((name) => existsSync(path.join(dir, GALLERY_DIR, name)));
}

/**
 * Removes the gallery projects from an export whose release holds none (a database restored to a
 * state before the first project, beside a folder that had them): the build must not show projects
 * the live release does not name. Answers whether anything was removed.
 */
export async function removeGalleryExport(dir: string): Promise<boolean> {
  const file = path.join(dir, GALLERY_PROJECTS_FILE);
  const folder = path.join(dir, GALLERY_DIR);
  if (!existsSync(file) && !existsSync(folder)) return false;
  await rm(file, { force: true });
  await rm(folder, { recursive: true, force: true });
  await syncFolder(dir);
  return true;
}
