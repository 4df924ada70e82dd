import type { Kysely } from 'kysely';
import {
  type GalleryProject,
  type GalleryProjects,
  galleryProjects,
  noGalleryProjects,
  whereInGalleryProjects,
} from '../../schema/owner-content/gallery-projects';
import { type OwnerProblem, parseForOwner } from '../../schema/owner-content/owner-words';
import { jobPhotoMessages } from '../../shared/job-photos';
import type { Database } from '../db/types';
import { demoteJobCover, lockJobForCover } from '../job-photos/cover';
import { requestSiteBuild } from '../site-build/job';
import { contentHash, createDocument, readDocument, readRevision, saveDraft, type StoredDocument } from './documents';
import type { ContentGate } from './gate';
import { type PublishOutcome, publishDraft } from './publish';

const KEY = galleryProjects.singleton!;

/** Tries of a withdrawal before it gives up, when other saves keep getting in between its steps. */
const SAVE_ATTEMPTS = 5;

/** A problem with the projects: its field's path (`items.2.story`), where as the dashboard names it, and what to do. */
export type GalleryProblem = OwnerProblem;

export type GallerySaveOutcome =
  | { ok: true; rev: number; version: number }
  | { ok: false; problems: { path: string; where: string; message: string }[] };

/** The projects a stored revision holds (the draft, else the live one, else none). */
const itemsOf = (data: unknown): GalleryProject[] => [...((data as GalleryProjects | undefined)?.items ?? [])];

/** The problems of a list of projects, each on its project ("Project Hail claim re-roof (id) › Story: …"). */
function problemsOf(items: readonly unknown[], problems: readonly OwnerProblem[]): OwnerProblem[] {
  return problems.map((problem) => ({ ...problem, where: whereInGalleryProjects(items, problem.path) }));
}

/**
 * Saves the gallery projects' draft as `change` makes it from the current one (the draft, or the
 * live projects when there is no draft, or none): the office's "Create gallery project" adds one,
 * the dashboard's remove takes one out. The result is checked with the type first (every problem
 * at once, each naming its project); the draft is saved on the version read, and if another save
 * got in between, read again and `change` applied once more. Nothing goes live: the owner publishes.
 */
export async function saveGalleryProjectsDraft(
  db: Kysely<Database>,
  // `read.version` is the document's version the items were read at (null before the first save):
  // an edit of one project compares it with the version its editor opened.
  change: (items: GalleryProject[], read: { version: number | null }) => GalleryProject[],
  opts: { authorId: string | null; now: Date; note?: string | null },
): Promise<GallerySaveOutcome> {
  for (let attempt = 1; ; attempt++) {
    const doc = await readDocument(db, galleryProjects.type, KEY);
    const current = itemsOf(doc ? (doc.draft ?? doc.live)?.data : noGalleryProjects);
    const items = change(current, { version: doc?.version ?? null });
    const parsed = parseForOwner(galleryProjects.schema, { items });
    if (!parsed.success) return { ok: false, problems: problemsOf(items, parsed.problems) };
    if (!doc) {
      const created = await db
        .transaction()
        .execute((trx) =>
          createDocument(trx, {
            type: galleryProjects.type,
            key: KEY,
            data: parsed.data,
            schemaVersion: galleryProjects.schemaVersion,
            kind: 'draft',
            live: false,
            authorId: opts.authorId,
            note: opts.note ?? null,
            now: opts.now,
          }),
        )
        // Another instance made it first (documents are unique by type and key): read it again.
        .catch(async (error: unknown) => {
          if (attempt < 2 && (await readDocument(db, galleryProjects.type, KEY))) return undefined;
          throw error;
        });
      if (created) return { ok: true, rev: created.rev, version: 1 };
      continue;
    }
    const saved = await saveDraft(db, {
      type: galleryProjects.type,
      key: KEY,
      version: doc.version,
      data: parsed.data,
      schemaVersion: galleryProjects.schemaVersion,
      authorId: opts.authorId,
      note: opts.note ?? null,
      now: opts.now,
    });
    if (saved.ok) return { ok: true, rev: saved.rev, version: saved.version };
    if (saved.reason === 'missing' || attempt >= 2)
      return {
        ok: false,
        problems: [
          {
            path: '',
            where: galleryProjects.label,
            message:
              'Not saved: someone else saved the gallery projects at the same moment, twice. Nothing was overwritten: reload the projects and do it again.',
          },
        ],
      };
  }
}

/**
 * What the office or the owner may change of a project once it is made: its words, the day it was
 * finished, and its photos' descriptions, cover and order (some may be left out). A field left out
 * stays as it is. The id (it names the public files), the request and the city page stay: a project
 * on another city or of another job is another project.
 */
export interface GalleryProjectEdit {
  id: string;
  /** The document's version the editor opened (galleryProjects.list): without it, no stale check. */
  version?: number;
  title?: string;
  service?: string;
  /** Empty or null takes the neighbourhood off. */
  neighbourhood?: string | null;
  story?: string;
  completedOn?: string;
  /** In the order the project shows them; each one already in the project, by its media hash. */
  photos?: { media: string; alt: string; cover: boolean }[];
}

/** A field of the project someone else changed since the editor opened it: theirs now, and the editor's. */
export interface ProjectConflict {
  path: string;
  where: string;
  theirs: unknown;
  yours: unknown;
}

export type GalleryEditOutcome =
  | { ok: true; version: number; project: GalleryProject }
  /** No such project in the draft (removed meanwhile, or never made). */
  | { ok: false; reason: 'missing' }
  /** Each problem on its field of the project (`story`, `photos.1.alt`), `''` for one elsewhere in the list. */
  | { ok: false; reason: 'invalid'; problems: OwnerProblem[] }
  /** This project was saved by someone else after `version`: nothing was written. */
  | { ok: false; reason: 'stale'; version: number; changes: ProjectConflict[] };

/** Thrown out of the draft's change to stop the save with an answer: nothing is written. */
class EditStopped extends Error {
  constructor(readonly outcome: Exclude<GalleryEditOutcome, { ok: true }>) {
    super('gallery project edit stopped');
  }
}

/** The fields an edit may change, in the form's order: what a conflict compares. */
const EDITABLE = ['title', 'service', 'neighbourhood', 'story', 'completedOn', 'photos'] as const;

/** A project as the draft held it at `version`, or undefined when that version or that project is not in the history. */
async function projectAtVersion(
  db: Kysely<Database>,
  version: number,
  id: string,
): Promise<GalleryProject | undefined> {
  const row = await db
    .selectFrom('revisions')
    .innerJoin('documents', 'documents.id', 'revisions.document_id')
    .select('revisions.id')
    .where('documents.type', '=', galleryProjects.type)
    .where('documents.key', '=', KEY)
    .where('revisions.document_version', '=', version)
    .orderBy('revisions.id', 'desc')
    .executeTakeFirst();
  const revision = row ? await readRevision(db, row.id) : undefined;
  return itemsOf(revision?.data).find((item) => item.id === id);
}

/**
 * Saves an edit of one project into the draft (saveGalleryProjectsDraft, so the type checks it
 * whole). One project is one person's work at a time: when the editor's `version` is not the
 * draft's any more, the edit is refused if this project changed since that version (someone fixed
 * the same story: their words are not overwritten), and applied when only other projects did (the
 * office adding a project is no reason to lose a typo fix). Photos may be reordered, described,
 * given the cover or left out, never added: a project's photos are the ones it was made with, all of
 * its own job. A description changed here is also kept on the job's photo, as the curation screen
 * saves it, so a later project from the job starts from the fixed words.
 */
export async function updateGalleryProject(
  db: Kysely<Database>,
  edit: GalleryProjectEdit,
  opts: { authorId: string | null; now: Date },
): Promise<GalleryEditOutcome> {
  const opened = edit.version === undefined ? undefined : await projectAtVersion(db, edit.version, edit.id);
  let index = -1;
  let result: GalleryProject | undefined;
  // The photos whose description this edit changed: only those are written back to the job's photos.
  let described = new Set<string>();
  // The photo this edit made the cover, when it moved it: the job's photos follow (curation.ts).
  let newCover: string | undefined;
  const apply = (items: GalleryProject[], read: { version: number | null }): GalleryProject[] => {
    index = items.findIndex((item) => item.id === edit.id);
    const current = items[index];
    if (!current) throw new EditStopped({ ok: false, reason: 'missing' });
    const next: GalleryProject = { ...current };
    if (edit.title !== undefined) next.title = edit.title;
    if (edit.service !== undefined) next.service = edit.service;
    if (edit.story !== undefined) next.story = edit.story;
    if (edit.completedOn !== undefined) next.completedOn = edit.completedOn;
    if (edit.neighbourhood !== undefined) {
      const neighbourhood = edit.neighbourhood?.trim();
      if (neighbourhood) next.neighbourhood = neighbourhood;
      else delete next.neighbourhood;
    }
    if (edit.version !== undefined && read.version !== edit.version) {
      // An unknown base (a version never saved) counts as changed: better refused than overwritten.
      const theirs = opened && contentHash(opened) === contentHash(current) ? undefined : current;
      if (theirs) {
        const mine = { ...next, ...(edit.photos ? { photos: edit.photos } : {}) };
        const changes = EDITABLE.filter(
          (field) => !opened || contentHash(opened[field] ?? null) !== contentHash(theirs[field] ?? null),
        ).map((field) => ({
          path: field,
          where: whereInGalleryProjects(items, `items.${index}.${field}`),
          theirs: theirs[field] ?? null,
          yours: mine[field] ?? null,
        }));
        throw new EditStopped({ ok: false, reason: 'stale', version: read.version ?? 0, changes });
      }
    }
    if (edit.photos) {
      const own = new Map(current.photos.map((photo) => [photo.media, photo]));
      const foreign = edit.photos.flatMap((photo, at) =>
        own.has(photo.media)
          ? []
          : [
              {
                path: `photos.${at}.media`,
                where: whereInGalleryProjects(items, `items.${index}.photos.${at}`),
                message:
                  'is not one of this project’s photos: a project keeps the photos it was made with. To show another photo of the job, make a new project from the request’s Job photos.',
              },
            ],
      );
      if (foreign.length) throw new EditStopped({ ok: false, reason: 'invalid', problems: foreign });
      described = new Set(
        edit.photos.filter((photo) => photo.alt.trim() !== own.get(photo.media)!.alt).map((photo) => photo.media),
      );
      const cover = edit.photos.find((photo) => photo.cover)?.media;
      newCover = cover !== current.photos.find((photo) => photo.cover)?.media ? cover : undefined;
      next.photos = edit.photos.map((photo) => ({
        media: photo.media,
        phase: own.get(photo.media)!.phase,
        alt: photo.alt,
        cover: photo.cover,
      }));
    }
    result = next;
    return items.with(index, next);
  };
  let saved: GallerySaveOutcome;
  try {
    saved = await saveGalleryProjectsDraft(db, apply, {
      authorId: opts.authorId,
      now: opts.now,
      note: `Gallery project ${edit.id} edited`,
    });
  } catch (error) {
    if (error instanceof EditStopped) return error.outcome;
    throw error;
  }
  if (!saved.ok) {
    // This project's problems go on its fields (`items.3.story` → `story`); another project's (the
    // draft refuses as a whole) keep their place in the words and go above the form.
    const ours = `items.${index}`;
    return {
      ok: false,
      reason: 'invalid',
      problems: saved.problems.map((problem) =>
        problem.path === ours || problem.path.startsWith(`${ours}.`)
          ? { ...problem, path: problem.path.slice(ours.length + 1) }
          : { ...problem, path: '' },
      ),
    };
  }
  // The project as the type left it (trimmed), read back rather than parsed twice.
  const project =
    itemsOf((await readDocument(db, galleryProjects.type, KEY))?.draft?.data).find((item) => item.id === edit.id) ??
    result!;
  // Only the descriptions changed here: one the office has since written on the request's Job
  // photos (for the next project) is not put back to this project's older words. A cover moved here
  // moves on the job's photos too, as the curation screen moves it, so the next project from the
  // job starts from it; the request is locked as curation locks it (one cover per job).
  await db.transaction().execute(async (trx) => {
    for (const photo of project.photos.filter((one) => described.has(one.media)))
      await trx
        .updateTable('job_photos')
        .set({ alt: photo.alt })
        .where('submission_id', '=', project.submissionId)
        .where('sha256', '=', photo.media)
        .execute();
    if (newCover) {
      await lockJobForCover(trx, project.submissionId);
      const chosen = await trx
        .selectFrom('job_photos')
        .select('id')
        .where('submission_id', '=', project.submissionId)
        .where('sha256', '=', newCover)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (chosen) {
        await demoteJobCover(trx, project.submissionId);
        await trx.updateTable('job_photos').set({ status: 'cover' }).where('id', '=', chosen.id).execute();
      }
    }
  });
  return { ok: true, version: saved.version, project };
}

/** What a publish of the projects is given: the draft's version the owner looked at (the current draft when left out), who, and the server's gate and data folder. */
export interface GalleryPublishInput {
  version?: number;
  authorId: string | null;
  note?: string | null;
  now: () => Date;
  gate: ContentGate;
  dataDir: string;
}

export type GalleryPublishOutcome =
  | PublishOutcome
  /** A project's request has no photo consent given (or the projects do not fit the type): nothing went live. */
  | { ok: false; reason: 'invalid'; problems: OwnerProblem[] };

/** The requests of `items` whose homeowner has not given (or has withdrawn) their photo consent, by id. */
async function withoutConsent(db: Kysely<Database>, items: readonly GalleryProject[]): Promise<Set<number>> {
  const ids = [...new Set(items.map((item) => item.submissionId))];
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('contact_submissions')
    .select(['id', 'photo_consent'])
    .where('id', 'in', ids)
    .execute();
  const given = new Set(rows.filter((row) => row.photo_consent === 'given').map((row) => row.id));
  return new Set(ids.filter((id) => !given.has(id)));
}

/** A project refused for want of consent, on its Request field, named as the dashboard lists it. */
function consentProblems(items: readonly GalleryProject[], refused: ReadonlySet<number>): OwnerProblem[] {
  return items.flatMap((item, index) =>
    refused.has(item.submissionId)
      ? [
          {
            path: `items.${index}.submissionId`,
            where: whereInGalleryProjects(items, `items.${index}`),
            message: `${jobPhotoMessages.noConsent} (request ${item.submissionId})`,
          },
        ]
      : [],
  );
}

/**
 * A project's photo that is not one of its own job's (job_photos of its request): another home's
 * photo would go on the site under this homeowner's consent. Each on its photo.
 */
async function foreignPhotos(db: Kysely<Database>, items: readonly GalleryProject[]): Promise<OwnerProblem[]> {
  const hashes = [...new Set(items.flatMap((item) => item.photos.map((photo) => photo.media)))];
  if (!hashes.length) return [];
  const rows = await db
    .selectFrom('job_photos')
    .select(['submission_id', 'sha256'])
    .where('sha256', 'in', hashes)
    .execute();
  const owned = new Set(rows.map((row) => `${row.submission_id}:${row.sha256}`));
  return items.flatMap((item, index) =>
    item.photos.flatMap((photo, at) => {
      if (owned.has(`${item.submissionId}:${photo.media}`)) return [];
      const path = `items.${index}.photos.${at}.media`;
      return [
        {
          path,
          where: whereInGalleryProjects(items, path),
          message: `is not one of the photos of this job (request ${item.submissionId}): pick the project's photos from its own job`,
        },
      ];
    }),
  );
}

/**
 * Publishes the gallery projects' draft through the owner's publish path (publishDraft: a release
 * checked by the content gate on the whole site, live if it passes, exported for the build), after
 * refusing any project whose request's photo consent is not 'given', and any photo that is not one of
 * its own job's (job_photos of its request). A consent withdrawn while the
 * release was being checked is caught after it went live: that request's projects are taken off at
 * once (takeJobOffSite), so a withdrawal on another instance never loses the race.
 */
export async function publishGalleryProjects(
  db: Kysely<Database>,
  input: GalleryPublishInput,
): Promise<GalleryPublishOutcome> {
  const doc = await readDocument(db, galleryProjects.type, KEY);
  if (!doc?.draft) return { ok: false, reason: 'missing' };
  const items = itemsOf(doc.draft.data);
  const refused = await withoutConsent(db, items);
  const problems = [...consentProblems(items, refused), ...(await foreignPhotos(db, items))];
  if (problems.length) return { ok: false, reason: 'invalid', problems };
  const published = await publishDraft(db, galleryProjects, {
    version: input.version ?? doc.version,
    authorId: input.authorId,
    note: input.note ?? null,
    now: input.now,
    gate: input.gate,
    dataDir: input.dataDir,
  });
  if (!published.ok) return published;
  const lost = await withoutConsent(db, items);
  for (const submissionId of lost)
    await takeJobOffSite(db, submissionId, {
      authorId: input.authorId,
      now: input.now(),
      gate: input.gate,
      dataDir: input.dataDir,
    });
  return published;
}

/** The live projects without `submissionId`'s, and without any other whose consent is no longer given. */
async function keptLive(db: Kysely<Database>, live: readonly GalleryProject[], submissionId: number) {
  const refused = await withoutConsent(db, live);
  return live.filter((item) => item.submissionId !== submissionId && !refused.has(item.submissionId));
}

export type TakeOffOutcome =
  /** The request had no project on the site or in the draft. */
  | { ok: true; changed: false }
  /** Its projects left the draft and, if they were live, the site (`releaseId`: the release that took them off). */
  | { ok: true; changed: true; releaseId: number | null }
  /** Taking them off the site did not go live (the gate could not run, or found a problem elsewhere): they are still shown. */
  | { ok: false; outcome: Exclude<PublishOutcome, { ok: true }> };

/**
 * The homeowner withdrew their photo consent: their request's projects leave the draft, and the
 * live site at once, published like the testimonials' withdrawal (through the gate, with the site's
 * build made due: `wakeJobs` is this instance's job runner). The live projects are published
 * without them first (the office's other unpublished changes stay a draft, not published by this),
 * then the draft is saved without them. Any other live project whose consent is no longer given
 * goes with them. A request with no project is a no-op.
 */
export async function takeJobOffSite(
  db: Kysely<Database>,
  submissionId: number,
  opts: {
    authorId: string | null;
    now: Date;
    gate: ContentGate;
    dataDir: string;
    wakeJobs?: (at: Date) => void;
    /** What the releases and revisions say: by default, that the consent was withdrawn. */
    note?: string;
  },
  attempt = 1,
): Promise<TakeOffOutcome> {
  const doc = await readDocument(db, galleryProjects.type, KEY);
  if (!doc) return { ok: true, changed: false };
  const live = itemsOf(doc.live?.data);
  const draft = itemsOf((doc.draft ?? doc.live)?.data);
  const onSite = live.some((item) => item.submissionId === submissionId);
  const inDraft = draft.some((item) => item.submissionId === submissionId);
  if (!onSite && !inDraft) return { ok: true, changed: false };
  const authorId = opts.authorId ?? null;
  const note =
    opts.note ?? `Photo consent withdrawn for request ${submissionId}: its gallery projects taken off the site`;
  let releaseId: number | null = null;
  let ours = doc.version;
  if (onSite) {
    // The site first: the live list without the request's projects becomes the draft for a moment
    // and is published; a failure leaves the draft as the office left it.
    const kept = await keptLive(db, live, submissionId);
    const saved = await saveDraft(db, {
      type: galleryProjects.type,
      key: KEY,
      version: doc.version,
      data: { items: kept },
      schemaVersion: galleryProjects.schemaVersion,
      authorId,
      note,
      now: opts.now,
    });
    // Another save got in between: read again.
    if (!saved.ok && attempt < SAVE_ATTEMPTS) return takeJobOffSite(db, submissionId, opts, attempt + 1);
    if (!saved.ok) return { ok: false, outcome: { ok: false, reason: 'stale', version: doc.version } };
    const published = await publishDraft(db, galleryProjects, {
      version: saved.version,
      authorId,
      note,
      now: () => opts.now,
      gate: opts.gate,
      dataDir: opts.dataDir,
    });
    // Saved over by the office between the two steps: their list is the draft now; take it off again from there.
    if (!published.ok && published.reason === 'stale' && attempt < SAVE_ATTEMPTS)
      return takeJobOffSite(db, submissionId, opts, attempt + 1);
    if (!published.ok && published.reason !== 'unchanged') {
      await restoreOfficeDraft(db, doc, saved.version, submissionId, { authorId, now: opts.now });
      return { ok: false, outcome: published };
    }
    if (published.ok) {
      releaseId = published.releaseId;
      await requestSiteBuild(db, opts.now, opts.wakeJobs);
    }
    ours = saved.version;
  }
  // The office's draft as it was, less the request's projects.
  await restoreOfficeDraft(db, doc, ours, submissionId, { authorId, now: opts.now });
  return { ok: true, changed: true, releaseId };
}

/**
 * The draft the office had before a withdrawal, saved again without `submissionId`'s projects. At
 * `ours` the draft is still what this withdrawal left (its publish's list, or the office's untouched);
 * past it, someone saved since, and only the request's projects leave their newer draft.
 */
async function restoreOfficeDraft(
  db: Kysely<Database>,
  before: StoredDocument,
  ours: number,
  submissionId: number,
  opts: { authorId: string | null; now: Date },
): Promise<void> {
  const without = (data: unknown) => ({
    items: itemsOf(data).filter((item) => item.submissionId !== submissionId),
  });
  for (let attempt = 1; attempt <= 3; attempt++) {
    const doc = await readDocument(db, galleryProjects.type, KEY);
    if (!doc) return;
    const data = without(doc.version === ours ? (before.draft ?? before.live)?.data : (doc.draft ?? doc.live)?.data);
    if (doc.draft?.contentHash === contentHash(data)) return;
    const saved = await saveDraft(db, {
      type: galleryProjects.type,
      key: KEY,
      version: doc.version,
      data,
      schemaVersion: galleryProjects.schemaVersion,
      authorId: opts.authorId,
      note: `Photo consent withdrawn for request ${submissionId}`,
      now: opts.now,
    });
    if (saved.ok) return;
  }
}

/** One project as the dashboard lists it: the draft's and the live ones, each live, changed (in the draft since it went live), new, or removed (live, gone from the draft). */
export interface GalleryProjectView {
  project: GalleryProject;
  state: 'live' | 'changed' | 'new' | 'removed';
}

/**
 * The gallery projects for the dashboard: the document's version (what a publish names), every
 * project of the draft and the live list with its state, and whether the draft differs from the site.
 */
export async function readGalleryProjects(db: Kysely<Database>): Promise<{
  version: number | null;
  items: GalleryProjectView[];
  unpublished: boolean;
  /** Each photo's size by its hash: the editor's preview reserves its space as the site does. */
  photoSizes: Record<string, { width: number; height: number }>;
}> {
  const doc = await readDocument(db, galleryProjects.type, KEY);
  if (!doc) return { version: null, items: [], unpublished: false, photoSizes: {} };
  const live = itemsOf(doc.live?.data);
  const draft = itemsOf((doc.draft ?? doc.live)?.data);
  const liveById = new Map(live.map((item) => [item.id, item]));
  const draftIds = new Set(draft.map((item) => item.id));
  const items: GalleryProjectView[] = [
    ...draft.map((project): GalleryProjectView => {
      const shown = liveById.get(project.id);
      return {
        project,
        state: !shown ? 'new' : contentHash(shown) === contentHash(project) ? 'live' : 'changed',
      };
    }),
    ...live.filter((item) => !draftIds.has(item.id)).map((project) => ({ project, state: 'removed' as const })),
  ];
  const hashes = [...new Set(items.flatMap((item) => item.project.photos.map((photo) => photo.media)))];
  const sizes = hashes.length
    ? await db.selectFrom('media').select(['sha256', 'width', 'height']).where('sha256', 'in', hashes).execute()
    : [];
  return {
    version: doc.version,
    items,
    unpublished: (doc.draft?.contentHash ?? null) !== (doc.live?.contentHash ?? null) && doc.draft !== null,
    photoSizes: Object.fromEntries(sizes.map((row) => [row.sha256, { width: row.width, height: row.height }])),
  };
}

/**
 * Requests just erased (by the office, or by the retention rule): their gallery projects leave the
 * draft and the site at once, as for a withdrawn consent: an erased request's home is not shown on
 * the website. The erase has happened whatever this finds, so nothing is thrown: the requests whose
 * projects could not be taken off (the gate could not run, or refused the site) are returned with
 * why, for the caller to log; they are still shown until a publish, which refuses them (their
 * consent is gone with the request).
 */
export async function takeErasedJobsOffSite(
  db: Kysely<Database>,
  submissionIds: readonly number[],
  opts: { authorId: string | null; now: Date; gate: ContentGate; dataDir: string; wakeJobs?: (at: Date) => void },
): Promise<{ submissionId: number; why: string }[]> {
  const stuck: { submissionId: number; why: string }[] = [];
  // One read of the projects for a whole batch (the retention rule erases up to 500 at a time): only
  // the requests with a project go through the take-off.
  const doc = await readDocument(db, galleryProjects.type, KEY);
  const shown = new Set(
    [...itemsOf(doc?.live?.data), ...itemsOf((doc?.draft ?? doc?.live)?.data)].map((item) => item.submissionId),
  );
  for (const submissionId of submissionIds.filter((id) => shown.has(id))) {
    const outcome = await takeJobOffSite(db, submissionId, {
      ...opts,
      note: `Request ${submissionId} erased: its gallery projects taken off the site`,
    }).catch((error: unknown) => ({ ok: false as const, why: (error as Error).message }));
    if (!outcome.ok) stuck.push({ submissionId, why: 'why' in outcome ? outcome.why : outcome.outcome.reason });
  }
  return stuck;
}
