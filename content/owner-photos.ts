import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PHOTOS_DIR, PHOTOS_FILE, photosExport } from '../schema/owner-content/export';
import { parseForOwner } from '../schema/owner-content/owner-words';
import { photos } from '../schema/owner-content/photos';
import { OWNER_PHOTOS_SOURCE, ownerContentDir } from './owner-content';
import { readOwnerGallery } from './owner-gallery';
import type { ContentProblem } from './problems';

/** A photo the owner put in a slot, as a content export holds it. */
export interface OwnerPhoto {
  slot: string;
  /** The name pages give it and the site serves it under: `photo-founder.jpg`. */
  name: string;
  /** The file in the export's photos/ folder. */
  file: string;
  alt: string;
  caption?: string;
}

const problem = (at: string, message: string): ContentProblem => ({ file: OWNER_PHOTOS_SOURCE, at, message });

/**
 * The photos of a content export (photos.json and the photos/ folder): none when the folder holds
 * none (nothing published yet: every slot shows its stand-in), else each filled slot's photo, and
 * every problem: a file that is not an export, another schema version, a description the owner's
 * rules refuse, a photo file missing from photos/.
 */
export function readOwnerPhotos(dir: string): { photos: Map<string, OwnerPhoto>; problems: ContentProblem[] } {
  const found = new Map<string, OwnerPhoto>();
  const file = path.join(dir, PHOTOS_FILE);
  if (!existsSync(file)) return { photos: found, problems: [] };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { photos: found, problems: [problem('', `${file} could not be read: ${(error as Error).message}`)] };
  }
  const envelope = photosExport.safeParse(json);
  if (!envelope.success)
    return {
      photos: found,
      problems: [problem('', `${file} is not an export of the photos: export it again from the server`)],
    };
  if (envelope.data.schemaVersion !== photos.schemaVersion)
    return {
      photos: found,
      problems: [
        problem(
          '',
          `${file} was written under version ${envelope.data.schemaVersion} of the photos; this code reads version ${photos.schemaVersion}: add the content migration between them, or build with the code that wrote it`,
        ),
      ],
    };
  const parsed = parseForOwner(photos.schema, envelope.data.data);
  if (!parsed.success)
    return { photos: found, problems: parsed.problems.map((issue) => problem(issue.path, issue.message)) };
  const problems: ContentProblem[] = [];
  for (const [slot, value] of Object.entries(parsed.data.slots)) {
    const entry = envelope.data.files[slot];
    const photoFile = entry && path.join(dir, PHOTOS_DIR, entry.file);
    if (!entry || !photoFile || !existsSync(photoFile)) {
      problems.push(problem(`slots.${slot}.media`, 'This photo is not in the export: upload it again, then publish'));
      continue;
    }
    found.set(slot, {
      slot,
      name: entry.name,
      file: photoFile,
      alt: value.alt,
      ...(value.caption && { caption: value.caption }),
    });
  }
  return { photos: found, problems };
}

const cache = new Map<string, ReturnType<typeof readOwnerPhotos>>();

function cachedRead(dir: string): ReturnType<typeof readOwnerPhotos> {
  const known = cache.get(dir);
  if (known) return known;
  const read = readOwnerPhotos(dir);
  cache.set(dir, read);
  return read;
}

/**
 * The owner's photos of the content export this process reads (OWNER_CONTENT_DIR, which `--content`
 * sets), by slot; none without one. Read once per process: page helpers ask for each picture.
 */
export function ownerPhotos(dir: string | undefined = ownerContentDir()): Map<string, OwnerPhoto> {
  if (!dir) return new Map();
  return cachedRead(dir).photos;
}

/** The problems with the export's photos, for the content gate (content/load.ts). */
export function ownerPhotoProblems(dir: string | undefined = ownerContentDir()): ContentProblem[] {
  if (!dir) return [];
  return cachedRead(dir).problems;
}

/** The owner's slot photos of the export, by the names pages give them (`photo-founder.jpg`). */
export function ownerSlotSources(dir: string | undefined = ownerContentDir()): Record<string, string> {
  return Object.fromEntries([...ownerPhotos(dir).values()].map((photo) => [photo.name, photo.file]));
}

const galleryCache = new Map<string, Record<string, string>>();

/**
 * The gallery projects' photos of the export, by their public names (`<project id>-after.jpg`): read
 * once per process, like the slots'. Their problems are the site record's (content/owner-content.ts).
 */
export function ownerGallerySources(dir: string | undefined = ownerContentDir()): Record<string, string> {
  if (!dir) return {};
  const known = galleryCache.get(dir);
  if (known) return known;
  const sources = readOwnerGallery(dir).sources;
  galleryCache.set(dir, sources);
  return sources;
}

/**
 * The source images the owner's photos add to images/, by the name pages give them: the image
 * pipeline encodes them like any photo in images/, and one of them wins over a file of the same
 * name there (the owner's value has one owner: a developer's file never silently overrides it). The
 * gallery projects' photos are among them under their public names; one that would take a slot's
 * or an images/ file's name is refused by the content gate (content/load.ts), never drawn.
 */
export function ownerPhotoSources(dir: string | undefined = ownerContentDir()): Record<string, string> {
  return { ...ownerGallerySources(dir), ...ownerSlotSources(dir) };
}
