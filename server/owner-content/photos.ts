import { type NamedConflict, saveOwnerDraft } from './owner-draft';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import { type OwnerProblem, fieldName, parseForOwner } from '../../schema/owner-content/owner-words';
import { cityHeroSlots, type PhotoSlot, photoSlotsOf, type StandInEntry } from '../../schema/owner-content/photo-slots';
import type { StateCode } from '../../schema/common';
import { type Photos, noPhotos, photos } from '../../schema/owner-content/photos';
import type { Site } from '../../schema/site';
import type { Database } from '../db/types';
import { type MediaInfo, readMedia } from '../media/store';
import { contentHash, readDocument } from './documents';

const KEY = photos.singleton!;
const root = path.resolve(import.meta.dirname, '../..');

/** A city of the site, as the city pages' list gives it (server/owner-content/city-pages.ts). */
export interface PhotoCity {
  slug: string;
  name: string;
  state: string;
}

/**
 * The site's photo slots: the founder's portrait and each stand-in images/stand-ins.json records
 * (schema/owner-content/photo-slots.ts), then each city's own optional hero. The stand-ins are
 * read from the repository's file each time: it changes only with the code, and a server runs one
 * code.
 */
export function photoSlots(site: Pick<Site, 'proof' | 'states'>, cities: readonly PhotoCity[] = []): PhotoSlot[] {
  const file = path.join(root, 'images/stand-ins.json');
  const standIns = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, StandInEntry>) : {};
  return [
    ...photoSlotsOf(standIns, site.proof.founder.name),
    ...cityHeroSlots(
      cities.map((city) => ({
        slug: city.slug,
        name: city.name,
        stateName: site.states[city.state as StateCode]?.name ?? city.state,
      })),
    ),
  ];
}

/** The photos as the dashboard opens them: the slots, the draft, what is live, and the library's photos they name. */
export interface PhotosView {
  version: number;
  slots: PhotoSlot[];
  draft: Photos;
  live: Photos;
  /** Whether the draft differs from what the site shows. */
  unpublished: boolean;
  /** The photos the draft and the live document name, by hash. */
  media: Record<string, MediaInfo>;
}

export async function readPhotos(
  db: Kysely<Database>,
  site: Pick<Site, 'proof' | 'states'>,
  cities: readonly PhotoCity[] = [],
): Promise<PhotosView | undefined> {
  const doc = await readDocument(db, photos.type, KEY);
  if (!doc?.draft) return undefined;
  const draft = doc.draft.data as Photos;
  const live = (doc.live?.data as Photos | undefined) ?? noPhotos;
  const hashes = [...Object.values(draft.slots), ...Object.values(live.slots)].map((slot) => slot.media);
  return {
    version: doc.version,
    slots: photoSlots(site, cities),
    draft,
    live,
    unpublished: doc.draft.contentHash !== (doc.live?.contentHash ?? contentHash(noPhotos)),
    media: Object.fromEntries(await readMedia(db, hashes)),
  };
}

export type PhotosConflict = NamedConflict;

export type PhotosSave =
  | { ok: true; version: number; unchanged: boolean }
  | { ok: false; reason: 'invalid'; problems: OwnerProblem[] }
  | { ok: false; reason: 'stale'; version: number; changes: PhotosConflict[] }
  | { ok: false; reason: 'missing' };

/** "Photos › Founder's portrait › What the photo shows": a problem's place, by the slot's name in the dashboard. */
function whereInSlot(slots: readonly PhotoSlot[], path: string): string {
  const [head, id, ...rest] = path.split('.');
  const slot = head === 'slots' ? slots.find((entry) => entry.id === id) : undefined;
  if (!slot) return fieldName(photos.schema, path);
  const field = rest[0] === 'alt' ? 'What the photo shows' : rest[0] === 'caption' ? 'Caption' : 'Photo';
  return `${slot.label} › ${field}`;
}

/**
 * Saves the owner's draft of the photos: checked against the content type (a description for
 * every photo, in the owner's words, on its slot), every slot one the site has, every photo one the
 * library holds; then stored on the version the editor had, or refused with what changed since.
 *
 * A slot the site no longer has (a city whose file was removed or renamed, or the city files
 * unreadable for now) that the stored draft already fills is kept as it is: the dashboard does not
 * show it, the site does not use it, and refusing it would refuse every save of the other photos
 * until someone edits the database. Only a slot the site lacks that the save adds or changes is
 * refused.
 */
export async function savePhotosDraft(
  db: Kysely<Database>,
  site: Pick<Site, 'proof' | 'states'>,
  input: { version: number; data: unknown; authorId: string | null; now: Date },
  cities: readonly PhotoCity[] = [],
): Promise<PhotosSave> {
  const slots = photoSlots(site, cities);
  const parsed = parseForOwner(photos.schema, input.data);
  const named = (problems: OwnerProblem[]) =>
    problems.map((problem) => ({ ...problem, where: whereInSlot(slots, problem.path) }));
  if (!parsed.success) return { ok: false, reason: 'invalid', problems: named(parsed.problems) };
  const problems: OwnerProblem[] = [];
  const media = await readMedia(
    db,
    Object.values(parsed.data.slots).map((slot) => slot.media),
  );
  const stored = ((await readDocument(db, photos.type, KEY))?.draft?.data as Photos | undefined)?.slots ?? {};
  // As stored: the JSON the database keeps (no undefined fields; key order does not count).
  const keptAsStored = (id: string, slot: unknown) => isDeepStrictEqual(stored[id], JSON.parse(JSON.stringify(slot)));
  for (const [id, slot] of Object.entries(parsed.data.slots)) {
    if (!slots.some((known) => known.id === id)) {
      if (!keptAsStored(id, slot))
        problems.push({ path: `slots.${id}`, where: id, message: 'is not a photo slot of the site: reload the page' });
    } else if (!media.has(slot.media))
      problems.push({
        path: `slots.${id}.media`,
        where: '',
        message: 'This photo is not in the photo library: upload it again',
      });
  }
  if (problems.length) return { ok: false, reason: 'invalid', problems: named(problems) };
  return saveOwnerDraft(
    db,
    photos,
    { key: KEY, version: input.version, data: parsed.data, authorId: input.authorId, now: input.now },
    (path) => whereInSlot(slots, path),
  );
}
