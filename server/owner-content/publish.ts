import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { ContentType } from '../../schema/owner-content/content-type';
import { cityPages } from '../../schema/owner-content/city-pages';
import { pageZones } from '../../schema/owner-content/page-zones';
import {
  CITY_PAGES_FILE,
  type CityPagesExport,
  PAGE_ZONES_FILE,
  type PageZonesExport,
  type GateProblem,
  LIVE_CONTENT_DIR,
  type ReleaseContent,
  SITE_FACTS_FILE,
  type SiteFactsExport,
  TESTIMONIALS_FILE,
  type TestimonialsExport,
} from '../../schema/owner-content/export';
import { galleryProjects } from '../../schema/owner-content/gallery-projects';
import { photos } from '../../schema/owner-content/photos';
import { siteFacts } from '../../schema/owner-content/site-facts';
import { testimonials } from '../../schema/owner-content/testimonials';
import type { Database, ReleaseStatus } from '../db/types';
import { renameDurably, syncFolder, writeFileDurably } from '../durable-files';
import { contentHash, type Revision, readDocument, readRevision } from './documents';
import { mediaDir } from '../media/store';
import type { ContentGate } from './gate';
import { fetchExportPhotos, photosExportIsCurrent, photosExportOf, writePhotosExport } from './photos-export';
import {
  fetchGalleryPhotos,
  galleryExportIsCurrent,
  galleryExportOf,
  removeGalleryExport,
  writeGalleryExport,
} from './gallery-export';

/** One document's revision in a release. */
export interface ReleaseItem {
  document_id: number;
  rev: number;
}

/** A problem of a release that failed the gate, with the document it is in (stored in releases.problems). */
export interface ReleaseProblem extends GateProblem {
  documentId: number;
}

export type PublishOutcome =
  | { ok: true; releaseId: number; rev: number }
  | { ok: false; reason: 'missing' }
  /** The draft changed after the version the owner published from: they did not see what would go live. */
  | { ok: false; reason: 'stale'; version: number }
  /** The draft is what is live already. */
  | { ok: false; reason: 'unchanged' }
  /** The gate found problems: nothing went live; the release is kept, failed, with them. */
  | { ok: false; reason: 'failed'; releaseId: number; problems: ReleaseProblem[] }
  /** The gate could not run: nothing went live. */
  | { ok: false; reason: 'unchecked'; releaseId: number; message: string }
  /** A release made later went live while this one was checked: it stays the live one. */
  | { ok: false; reason: 'superseded'; releaseId: number };

export type RollbackOutcome =
  | PublishOutcome
  | { ok: false; reason: 'no-release' }
  /** A release that never went live (it failed the gate, or is being checked) is not one to go back to. */
  | { ok: false; reason: 'never-live'; status: ReleaseStatus };

/** Where the server exports the live release (the build reads it with `--content`). */
export const liveContentDir = (dataDir: string) => path.resolve(dataDir, LIVE_CONTENT_DIR);

/** Publishes run one at a time in a server: each gate, commit and export in turn. */
let publishing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = publishing.then(work);
  publishing = run.catch(() => undefined);
  return run;
}

/** What a publish is given: the version the owner looked at, who, why, and the server's gate and data folder. */
export interface PublishInput {
  version: number;
  authorId: string | null;
  note?: string | null;
  now: () => Date;
  gate: ContentGate;
  dataDir: string;
}

/**
 * Publishes a document's draft: a release of it (with every other document's live revision: a
 * release is the whole site's owner content) is written ('checking'), the content gate runs on the
 * whole site with it applied, and only if it passes does the release go live: the revision becomes
 * the published one, the last live release is superseded, and the live content is exported for
 * the build (DATA_DIR/content/live). A draft that fails leaves the site as it was and the release
 * 'failed', with its problems.
 */
export function publishDraft(
  db: Kysely<Database>,
  contentType: ContentType,
  input: PublishInput,
  key: string = contentType.singleton!,
): Promise<PublishOutcome> {
  return oneAtATime(async (): Promise<PublishOutcome> => {
    const doc = await readDocument(db, contentType.type, key);
    if (!doc?.draft) return { ok: false, reason: 'missing' };
    if (doc.version !== input.version) return { ok: false, reason: 'stale', version: doc.version };
    if (doc.draft.contentHash === doc.live?.contentHash) return { ok: false, reason: 'unchanged' };
    const others = await liveItems(db, [doc.id]);
    return goLive(db, {
      items: [{ document_id: doc.id, rev: doc.draft.rev }, ...others],
      authorId: input.authorId,
      note: input.note ?? null,
      now: input.now,
      gate: input.gate,
      dataDir: input.dataDir,
    });
  });
}

/** Publishes the business facts' draft (publishDraft). */
export const publishSiteFacts = (db: Kysely<Database>, input: PublishInput) => publishDraft(db, siteFacts, input);

/** Publishes the photos' draft (publishDraft). */
export const publishPhotos = (db: Kysely<Database>, input: PublishInput) => publishDraft(db, photos, input);

/** Publishes the testimonials' draft (publishDraft); the review queue saves and publishes in one (./testimonials.ts). */
export const publishTestimonials = (db: Kysely<Database>, input: PublishInput) => publishDraft(db, testimonials, input);

/**
 * The document types a rollback leaves as they are live: the testimonials follow the review queue,
 * not the release history. A customer who withdrew their words, or one the owner removed, must not
 * come back on the site because the business facts went back to an earlier release. The gallery
 * projects likewise: a homeowner who withdrew their photo consent must not see their house come
 * back with an older release (a project the owner wants back is published again, with consent checked).
 */
const NOT_ROLLED_BACK: readonly string[] = [testimonials.type, galleryProjects.type];

/** The live revision of every document but those named: what a release keeps as it is. */
async function liveItems(db: Kysely<Database>, except: readonly number[]): Promise<ReleaseItem[]> {
  let query = db.selectFrom('documents').select(['id', 'published_rev']).where('published_rev', 'is not', null);
  if (except.length) query = query.where('id', 'not in', except);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => ({ document_id: row.id, rev: row.published_rev! }));
}

/**
 * Goes back to an earlier release: a new release of its items, checked by the gate like any publish
 * (the code may have changed since), live if it passes. The owner's draft becomes those facts too
 * (a revision of kind `restore`: what was drafted before stays in the history), so the editor opens
 * what the site shows.
 */
export function rollbackSiteFacts(
  db: Kysely<Database>,
  input: {
    releaseId: number;
    authorId: string | null;
    note?: string | null;
    now: () => Date;
    gate: ContentGate;
    dataDir: string;
  },
): Promise<RollbackOutcome> {
  return oneAtATime(async (): Promise<RollbackOutcome> => {
    const earlier = await db
      .selectFrom('releases')
      .select(['id', 'items', 'status'])
      .where('id', '=', input.releaseId)
      .executeTakeFirst();
    if (!earlier) return { ok: false, reason: 'no-release' };
    if (earlier.status === 'live') return { ok: false, reason: 'unchanged' };
    if (earlier.status !== 'superseded') return { ok: false, reason: 'never-live', status: earlier.status };
    const followers = await db.selectFrom('documents').select('id').where('type', 'in', NOT_ROLLED_BACK).execute();
    const items = fromJson<ReleaseItem[]>(earlier.items).filter(
      (item) => !followers.some((doc) => doc.id === item.document_id),
    );
    // A document the earlier release did not hold (made since), or one that is not rolled back,
    // stays as it is live now.
    const kept = await liveItems(
      db,
      items.map((item) => item.document_id),
    );
    return goLive(db, {
      items: [...items, ...kept],
      authorId: input.authorId,
      note: input.note || `Back to release ${earlier.id}`,
      now: input.now,
      gate: input.gate,
      dataDir: input.dataDir,
      restoreDraft: true,
    });
  });
}

/** One document's revision in a release, with the document's type. */
interface ReleaseEntry {
  type: string;
  key: string;
  item: ReleaseItem;
  revision: Revision;
}

/** The revisions of a release's items, each with its document's type. */
async function entriesOf(db: Kysely<Database>, items: readonly ReleaseItem[]): Promise<ReleaseEntry[]> {
  const ids = items.map((item) => item.document_id);
  const docs = ids.length
    ? await db.selectFrom('documents').select(['id', 'type', 'key']).where('id', 'in', ids).execute()
    : [];
  const entries: ReleaseEntry[] = [];
  for (const item of items) {
    const doc = docs.find((row) => row.id === item.document_id);
    const revision = doc && (await readRevision(db, item.rev));
    if (doc && revision) entries.push({ type: doc.type, key: doc.key, item, revision });
  }
  return entries;
}

/** What a release exports (and the gate checks): each type's file, from its entry. */
async function contentOf(
  db: Kysely<Database>,
  entries: readonly ReleaseEntry[],
  release: number,
): Promise<ReleaseContent> {
  const content: ReleaseContent = {};
  for (const entry of entries) {
    if (entry.type === siteFacts.type)
      content.siteFacts = {
        type: siteFacts.type,
        schemaVersion: entry.revision.schemaVersion,
        release,
        rev: entry.item.rev,
        data: entry.revision.data,
      };
    else if (entry.type === photos.type) content.photos = await photosExportOf(db, entry.revision, release);
    else if (entry.type === testimonials.type)
      content.testimonials = {
        type: testimonials.type,
        schemaVersion: entry.revision.schemaVersion,
        release,
        rev: entry.item.rev,
        data: entry.revision.data,
      };
    else if (entry.type === galleryProjects.type)
      content.galleryProjects = await galleryExportOf(db, entry.revision, release);
    else if (entry.type === cityPages.type) {
      content.cityPages ??= { type: cityPages.type, release, pages: [] };
      content.cityPages.pages.push({
        slug: entry.key,
        rev: entry.item.rev,
        schemaVersion: entry.revision.schemaVersion,
        data: entry.revision.data,
      });
    } else if (entry.type === pageZones.type) {
      content.pageZones ??= { type: pageZones.type, release, zones: [] };
      content.pageZones.zones.push({
        key: entry.key,
        rev: entry.item.rev,
        schemaVersion: entry.revision.schemaVersion,
        data: entry.revision.data,
      });
    }
  }
  // In key order: one set of pages, one text, so an export that is current is seen to be.
  content.cityPages?.pages.sort((a, b) => a.slug.localeCompare(b.slug));
  content.pageZones?.zones.sort((a, b) => a.key.localeCompare(b.key));
  return content;
}

/** Writes a release of `items`, checks it, and makes it live if it passes (see publishSiteFacts). */
async function goLive(
  db: Kysely<Database>,
  input: {
    items: ReleaseItem[];
    authorId: string | null;
    note: string | null;
    now: () => Date;
    gate: ContentGate;
    dataDir: string;
    /** Make each document's draft the release's revision's data (a rollback), when it differs. */
    restoreDraft?: boolean;
  },
): Promise<PublishOutcome> {
  const release = await db
    .insertInto('releases')
    .values({
      items: JSON.stringify(input.items),
      status: 'checking',
      author_id: input.authorId,
      note: input.note,
      created_at: input.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entries = await entriesOf(db, input.items);
  const first = entries[0];
  if (!first) throw new Error(`Release ${release.id} holds no revision of owner content`);
  const content = await contentOf(db, entries, release.id);
  const fail = async (problems: ReleaseProblem[]) => {
    await db
      .updateTable('releases')
      .set({ status: 'failed', problems: JSON.stringify(problems) })
      .where('id', '=', release.id)
      .execute();
  };
  let found: GateProblem[];
  try {
    await fetchExportPhotos(db, content.photos, mediaDir(input.dataDir));
    await fetchGalleryPhotos(db, content.galleryProjects, mediaDir(input.dataDir));
    found = (await input.gate(content, mediaDir(input.dataDir))).problems;
  } catch (error) {
    const message = (error as Error).message;
    await fail([{ documentId: first.item.document_id, path: '', where: '', message }]);
    return { ok: false, reason: 'unchecked', releaseId: release.id, message };
  }
  if (found.length) {
    const problems = found.map((problem) => ({ documentId: first.item.document_id, ...problem }));
    await fail(problems);
    return { ok: false, reason: 'failed', releaseId: release.id, problems };
  }

  // The business facts' and the testimonials' exports are on the disk before the release is live,
  // and named live only after it is; the photos' files are written after (writePhotosExport), and
  // everything is written again at start should the server stop in between (exportLiveContent).
  const dir = liveContentDir(input.dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const files = jsonFilesOf(content).map((exported) => {
    const file = path.join(dir, exported.name);
    return { file, partial: `${file}.${release.id}.partial`, text: exported.text };
  });
  const removePartials = () => Promise.all(files.map((entry) => rm(entry.partial, { force: true })));
  for (const entry of files) await writeFileDurably(entry.partial, entry.text);
  const live = await db
    .transaction()
    .execute(async (trx) => {
      for (const item of input.items)
        await trx.selectFrom('documents').select('id').where('id', '=', item.document_id).forUpdate().execute();
      const later = await trx
        .selectFrom('releases')
        .select('id')
        .where('status', '=', 'live')
        .where('id', '>', release.id)
        .executeTakeFirst();
      if (later) {
        await trx.updateTable('releases').set({ status: 'superseded' }).where('id', '=', release.id).execute();
        return false;
      }
      await trx.updateTable('releases').set({ status: 'superseded' }).where('status', '=', 'live').execute();
      await trx
        .updateTable('releases')
        .set({ status: 'live', live_at: input.now() })
        .where('id', '=', release.id)
        .execute();
      for (const item of input.items)
        await trx
          .updateTable('documents')
          .set({ published_rev: item.rev })
          .where('id', '=', item.document_id)
          .execute();
      if (input.restoreDraft) for (const entry of entries) await restoreDraft(trx, entry, input);
      return true;
    })
    .catch(async (error: unknown) => {
      await removePartials();
      throw error;
    });
  if (!live) {
    await removePartials();
    return { ok: false, reason: 'superseded', releaseId: release.id };
  }
  for (const entry of files) await renameDurably(entry.partial, entry.file);
  await removeStaleFiles(dir, content);
  if (content.photos) await writePhotosExport(dir, content.photos, mediaDir(input.dataDir));
  if (content.galleryProjects) await writeGalleryExport(dir, content.galleryProjects, mediaDir(input.dataDir));
  else await removeGalleryExport(dir);
  return { ok: true, releaseId: release.id, rev: first.item.rev };
}

/** A rollback's draft: the restored revision's data as a revision of kind `restore`, unless the draft holds it already. */
async function restoreDraft(
  trx: Transaction<Database>,
  facts: Pick<ReleaseEntry, 'item' | 'revision'>,
  input: { authorId: string | null; note: string | null; now: () => Date },
): Promise<void> {
  const doc = await trx
    .selectFrom('documents')
    .select(['id', 'version', 'draft_rev'])
    .where('id', '=', facts.item.document_id)
    .executeTakeFirstOrThrow();
  const draft = doc.draft_rev === null ? undefined : await readRevision(trx, doc.draft_rev);
  const hash = contentHash(facts.revision.data);
  if (draft?.contentHash === hash) return;
  const version = doc.version + 1;
  const restored = await trx
    .insertInto('revisions')
    .values({
      document_id: doc.id,
      parent_rev: doc.draft_rev,
      document_version: version,
      schema_version: facts.revision.schemaVersion,
      data: JSON.stringify(facts.revision.data),
      content_hash: hash,
      kind: 'restore',
      author_id: input.authorId,
      note: input.note,
      created_at: input.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('documents').set({ version, draft_rev: restored.id }).where('id', '=', doc.id).execute();
}

/** A release as the history lists it. */
export interface ReleaseSummary {
  id: number;
  status: ReleaseStatus;
  items: ReleaseItem[];
  problems: ReleaseProblem[];
  authorId: string | null;
  note: string | null;
  createdAt: Date;
  liveAt: Date | null;
}

const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The releases, newest first: what went live, what was superseded, what failed and why. */
export async function listReleases(db: Kysely<Database>, limit = 50): Promise<ReleaseSummary[]> {
  const rows = await db.selectFrom('releases').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    items: fromJson<ReleaseItem[]>(row.items),
    problems: fromJson<ReleaseProblem[]>(row.problems),
    authorId: row.author_id,
    note: row.note,
    createdAt: row.created_at,
    liveAt: row.live_at,
  }));
}

/** The export file's text: one value, one text, so an export that is current is seen to be. */
const exportText = (exported: SiteFactsExport | TestimonialsExport | CityPagesExport | PageZonesExport) =>
  `${JSON.stringify(exported, null, 2)}\n`;

/** The JSON files of release content that are one document each (the photos have files of their own): name and text. */
function jsonFilesOf(content: ReleaseContent): { name: string; text: string }[] {
  return [
    ...(content.siteFacts ? [{ name: SITE_FACTS_FILE, text: exportText(content.siteFacts) }] : []),
    ...(content.testimonials ? [{ name: TESTIMONIALS_FILE, text: exportText(content.testimonials) }] : []),
    ...(content.cityPages ? [{ name: CITY_PAGES_FILE, text: exportText(content.cityPages) }] : []),
    ...(content.pageZones ? [{ name: PAGE_ZONES_FILE, text: exportText(content.pageZones) }] : []),
  ];
}

/**
 * Removes the testimonials', city pages' or zones' file when the live release does not hold them (a
 * database restored or moved to a state before the first, beside a folder that had them): the
 * build must not show what the live release does not name. The business facts need no such care:
 * every release holds them.
 */
async function removeStaleFiles(dir: string, content: ReleaseContent): Promise<boolean> {
  const stale = [
    ...(content.testimonials ? [] : [TESTIMONIALS_FILE]),
    ...(content.cityPages ? [] : [CITY_PAGES_FILE]),
    ...(content.pageZones ? [] : [PAGE_ZONES_FILE]),
  ];
  let removed = false;
  for (const name of stale) {
    const file = path.join(dir, name);
    if (!(await stat(file).catch(() => undefined))) continue;
    await rm(file, { force: true });
    removed = true;
  }
  if (removed) await syncFolder(dir);
  return removed;
}

/**
 * Writes the live release's export again when the files are not what the database says is live:
 * a stop between a publish's commit and its rename, a database moved or restored without its
 * files. Run at start, after the content migrations, in turn with publishes. Without a live
 * release nothing is written (the site file is still the source) and the answer is 'none'.
 */
export function exportLiveContent(db: Kysely<Database>, dataDir: string): Promise<'written' | 'current' | 'none'> {
  return oneAtATime(async () => {
    const release = await db
      .selectFrom('releases')
      .select(['id', 'items'])
      .where('status', '=', 'live')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!release) return 'none';
    const content = await contentOf(db, await entriesOf(db, fromJson<ReleaseItem[]>(release.items)), release.id);
    if (
      !content.siteFacts &&
      !content.photos &&
      !content.testimonials &&
      !content.galleryProjects &&
      !content.cityPages &&
      !content.pageZones
    )
      return 'none';
    const dir = liveContentDir(dataDir);
    let written = false;
    for (const exported of jsonFilesOf(content)) {
      const file = path.join(dir, exported.name);
      if ((await readFile(file, 'utf8').catch(() => undefined)) !== exported.text) {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        const partial = `${file}.${release.id}.partial`;
        await writeFileDurably(partial, exported.text);
        await renameDurably(partial, file);
        written = true;
      }
    }
    if (await removeStaleFiles(dir, content)) written = true;
    if (content.photos && !(await photosExportIsCurrent(dir, content.photos))) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await fetchExportPhotos(db, content.photos, mediaDir(dataDir));
      await writePhotosExport(dir, content.photos, mediaDir(dataDir));
      written = true;
    }
    if (content.galleryProjects && !(await galleryExportIsCurrent(dir, content.galleryProjects))) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await fetchGalleryPhotos(db, content.galleryProjects, mediaDir(dataDir));
      await writeGalleryExport(dir, content.galleryProjects, mediaDir(dataDir));
      written = true;
    }
    if (!content.galleryProjects && (await removeGalleryExport(dir))) written = true;
    return written ? 'written' : 'current';
  });
}

/**
 * A release's content as a content export (what the build reads with `--content`), or undefined
 * when there is no such release. The build on publish (server/site-build/) writes it into a
 * folder of its own for each build with writeReleaseExport.
 */
export async function releaseExport(db: Kysely<Database>, releaseId: number): Promise<ReleaseContent | undefined> {
  const release = await db
    .selectFrom('releases')
    .select(['id', 'items'])
    .where('id', '=', releaseId)
    .executeTakeFirst();
  if (!release) return undefined;
  return contentOf(db, await entriesOf(db, fromJson<ReleaseItem[]>(release.items)), release.id);
}

/**
 * Writes a release's content export into `dir` (made afresh): one file per document type, and the
 * photos' files from the library in `libraryDir`.
 */
export async function writeReleaseExport(
  db: Kysely<Database>,
  releaseId: number,
  dir: string,
  libraryDir: string,
): Promise<void> {
  const content = await releaseExport(db, releaseId);
  if (!content) throw new Error(`There is no release ${releaseId} to build`);
  await writeContentExport(db, content, dir, libraryDir);
}

/**
 * Writes release content as a content export into `dir` (made afresh): one file per document type,
 * and the photos' and gallery projects' files from this instance's library, those it lacks fetched
 * from the database first.
 */
export async function writeContentExport(
  db: Kysely<Database>,
  content: ReleaseContent,
  dir: string,
  libraryDir: string,
): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true, mode: 0o700 });
  for (const exported of jsonFilesOf(content)) await writeFileDurably(path.join(dir, exported.name), exported.text);
  if (content.photos) {
    await fetchExportPhotos(db, content.photos, libraryDir);
    await writePhotosExport(dir, content.photos, libraryDir);
  }
  if (content.galleryProjects) {
    await fetchGalleryPhotos(db, content.galleryProjects, libraryDir);
    await writeGalleryExport(dir, content.galleryProjects, libraryDir);
  }
}

/**
 * What a preview of a document's draft builds: a release's items as a publish of that draft would
 * make them (its draft, every other document's live revision), and their content. The content's
 * `release` is null: it is no release.
 */
export async function draftContent(
  db: Kysely<Database>,
  contentType: ContentType,
  key: string = contentType.singleton!,
): Promise<
  { ok: true; version: number; items: ReleaseItem[]; content: ReleaseContent } | { ok: false; reason: 'missing' }
> {
  const doc = await readDocument(db, contentType.type, key);
  if (!doc?.draft) return { ok: false, reason: 'missing' };
  const items = [{ document_id: doc.id, rev: doc.draft.rev }, ...(await liveItems(db, [doc.id]))];
  return { ok: true, version: doc.version, items, content: await itemsContent(db, items) };
}

/** The content of a set of release items (a preview's), with no release named. */
export async function itemsContent(db: Kysely<Database>, items: readonly ReleaseItem[]): Promise<ReleaseContent> {
  const content = await contentOf(db, await entriesOf(db, items), 0);
  if (content.siteFacts) content.siteFacts.release = null;
  if (content.photos) content.photos.release = null;
  if (content.testimonials) content.testimonials.release = null;
  if (content.galleryProjects) content.galleryProjects.release = null;
  if (content.cityPages) content.cityPages.release = null;
  if (content.pageZones) content.pageZones.release = null;
  return content;
}
