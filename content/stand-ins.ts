import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_SOURCE_DIR } from '../shared/images';
import { blockFieldsOf } from './block-fields';
import { type BlockSet, catalogBlocks } from './block-set';
import { ownerPhotos } from './owner-photos';

/**
 * Stand-in pictures (drawings and rendered placeholders) are listed in images/stand-ins.json with
 * the hash of the drawn file and what a real photo should show. A file whose content no longer
 * matches its hash has been replaced by the owner's photo and is no longer a stand-in, so dropping
 * a photo in under the same name is all it takes.
 */
export const STAND_INS_FILE = 'stand-ins.json';

export interface StandInRecord {
  sha256: string;
  photograph: string;
  /** For a drawing: the name (without extension) of the photo that replaces it. */
  photo?: string;
}

/** The drawing of a gallery job (pages and the drawing tool agree on it): the owner's photo of the job replaces it. */
export const projectDrawing = (id: string) => `project-${id}.svg`;

const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'];

const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

export function readStandIns(root: string): Record<string, StandInRecord> {
  const file = path.join(root, IMAGE_SOURCE_DIR, STAND_INS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, StandInRecord>) : {};
}

export function recordStandIns(root: string, entries: Record<string, { photograph: string; photo?: string }>): void {
  const records: Record<string, StandInRecord> = {};
  for (const [name, entry] of Object.entries(entries).sort(([a], [b]) => a.localeCompare(b))) {
    const file = path.join(root, IMAGE_SOURCE_DIR, name);
    if (existsSync(file)) records[name] = { sha256: hashOf(file), ...entry };
  }
  writeFileSync(path.join(root, IMAGE_SOURCE_DIR, STAND_INS_FILE), `${JSON.stringify(records, null, 2)}\n`);
}

/** The stand-ins still in place: recorded, present, and unchanged since they were drawn. */
export function currentStandIns(root: string): Map<string, StandInRecord> {
  const current = new Map<string, StandInRecord>();
  for (const [name, record] of Object.entries(readStandIns(root))) {
    const file = path.join(root, IMAGE_SOURCE_DIR, name);
    if (existsSync(file) && hashOf(file) === record.sha256) current.set(name, record);
  }
  return current;
}

/**
 * The picture a page shows: the owner's photo for slot `photo` from the dashboard (the content
 * export the build reads, content/owner-photos.ts), else the photo `<photo>.jpg` (or .png, .webp…)
 * once it is in images/ and is not itself a stand-in, otherwise the drawing.
 */
export function photoOrDrawing(root: string, photo: string, drawing: string): string {
  const owner = ownerPhotos().get(photo);
  if (owner) return owner.name;
  const standIns = currentStandIns(root);
  for (const extension of PHOTO_EXTENSIONS) {
    const name = `${photo}.${extension}`;
    if (existsSync(path.join(root, IMAGE_SOURCE_DIR, name)) && !standIns.has(name)) return name;
  }
  return drawing;
}

/**
 * The description the owner gave the photo a page shows as `src`, when it is one of the owner's
 * photos from the dashboard: pages put it in place of their own alt text (the slot's is the owner's).
 */
export function ownerAlt(src: string): string | undefined {
  for (const photo of ownerPhotos().values()) if (photo.name === src) return photo.alt;
  return undefined;
}

/** The owner's photo `<photo>.jpg` (or .png, .webp…) once it is in images/ or the dashboard's, for a slot with no drawing. */
export function ownerPhoto(root: string, photo: string): string | undefined {
  const found = photoOrDrawing(root, photo, '');
  return found || undefined;
}

/** The pages still showing a stand-in picture, by path, with the stand-ins each shows (`npm run images:report`). */
export function pagesShowingStandIns(
  pages: readonly { def: { path: string; blocks: readonly { type: string }[] } }[],
  standIns: ReadonlyMap<string, StandInRecord>,
  blocks: BlockSet = catalogBlocks,
): { path: string; standIns: string[] }[] {
  // Every picture a page's blocks name: the fields their schemas call an image.
  const picturesOf = (page: (typeof pages)[number]) =>
    new Set(blockFieldsOf(page.def.blocks, blocks).flatMap((field) => (field.role === 'image' ? [field.value] : [])));
  return pages
    .map((page) => ({
      path: page.def.path,
      standIns: [...picturesOf(page)].filter((file): file is string => typeof file === 'string' && standIns.has(file)),
    }))
    .filter((page) => page.standIns.length)
    .sort((a, b) => a.path.localeCompare(b.path));
}
