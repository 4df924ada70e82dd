import { sql, type Kysely } from 'kysely';
import type { GalleryProject } from '../../schema/owner-content/gallery-projects';
import { businessDay } from '../../shared/business-time';
import {
  type ChecklistItem,
  type JobPhotoPhase,
  type JobPhotoStatus,
  jobPhotoMessages,
  PUBLISH_CHECKLIST,
  type PhotoConsent,
  suggestedAlt,
} from '../../shared/job-photos';
import type { StormCity } from '../../shared/storm';
import type { Database } from '../db/types';
import { demoteJobCover, lockJobForCover } from './cover';
import { type Actor, changeLead, type LeadOutcome } from '../leads/change-lead';
import { readDocument } from '../owner-content/documents';
import { saveGalleryProjectsDraft, type TakeOffOutcome, takeJobOffSite } from '../owner-content/gallery-projects';
import { suggestCity } from '../reviews/queue';
import type { AppServices } from '../services';

/**
 * The office's curation of a job's photos (the request's dialog, "Job photos"): every photo the
 * crew sent, by phase, with what the office made of it (private, showcase, the one cover) and its
 * description; the homeowner's photo consent, recorded in the request's History; and "Create
 * gallery project", which turns the chosen photos into a draft gallery project for the owner to
 * publish (server/owner-content/gallery-projects.ts). Nothing here publishes: withdrawing consent
 * is the one exception, and it takes the job's projects off the site at once.
 */

/** The gallery projects' one document (schema/owner-content/gallery-projects.ts). */
const GALLERY_DOCUMENT = { type: 'galleryProjects', key: 'galleryProjects' } as const;

/** A refusal with each problem on the field the dashboard's form shows it on. */
export type CurationRefusal = {
  ok: false;
  /** not-found: no such job or photo; refused: a rule (consent, checklist, descriptions…). */
  reason: 'not-found' | 'refused';
  message: string;
  fieldErrors?: Record<string, string[]>;
};

const refusal = (message: string, fieldErrors?: Record<string, string[]>): CurationRefusal => ({
  ok: false,
  reason: 'refused',
  message,
  ...(fieldErrors ? { fieldErrors } : {}),
});
const noJob = (job: number): CurationRefusal => ({
  ok: false,
  reason: 'not-found',
  message: `There is no request #${job} any more (it may have been deleted permanently). Reload the list.`,
});

export interface JobPhoto {
  id: number;
  phase: JobPhotoPhase;
  status: JobPhotoStatus;
  /** The office's description, or null until written (the form offers `suggestedAlt`). */
  alt: string | null;
  suggestedAlt: string;
  takenAt: string | null;
  uploadedAt: string;
  width: number;
  height: number;
}

export interface JobConsent {
  status: PhotoConsent | null;
  at: string | null;
  /** Who recorded it (their e-mail), "a removed account" once that account is gone. */
  by: string | null;
  note: string | null;
}

export interface JobCuration {
  job: number;
  name: string;
  /** The request's service, as the customer chose it (the project's service is offered from it). */
  service: string | null;
  /** The city page the request suggests (the page it came from, else a city its address names). */
  suggestedCity: string | null;
  /** The day the job was completed (YYYY-MM-DD), if the office gave it. */
  completedOn: string | null;
  consent: JobConsent;
  photos: JobPhoto[];
  /** The gallery projects made from this job, in the draft: their ids and titles. */
  projects: { id: string; title: string }[];
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
const cityName = (slug: string | null, cities: readonly StormCity[]) => {
  const city = cities.find((c) => c.slug === slug);
  return city ? `${city.name}, ${city.state}` : null;
};

/** The gallery projects as the office last left them: the draft, else what is live, else none. */
export async function galleryProjectsNow(db: Kysely<Database>): Promise<GalleryProject[]> {
  const doc = await readDocument(db, GALLERY_DOCUMENT.type, GALLERY_DOCUMENT.key);
  const data = (doc?.draft ?? doc?.live)?.data as { items?: GalleryProject[] } | undefined;
  return data?.items ?? [];
}

/** Every photo of a request, by phase and then as sent, with the request's consent and suggestions. */
export async function jobCuration(
  db: Kysely<Database>,
  job: number,
  cities: readonly StormCity[],
): Promise<JobCuration | CurationRefusal> {
  const request = await db
    .selectFrom('contact_submissions as c')
    // photo_consent_by is text and users.id a uuid: compared as text.
    .leftJoin('users as u', (join) => join.on(sql`u.id::text`, '=', sql.ref('c.photo_consent_by')))
    .select([
      'c.id',
      'c.name',
      'c.service_needed',
      'c.page',
      'c.address',
      'c.job_completed_on',
      'c.photo_consent',
      'c.photo_consent_at',
      'c.photo_consent_by',
      'c.photo_consent_note',
      'u.email as consent_by_email',
    ])
    .where('c.id', '=', job)
    .executeTakeFirst();
  if (!request) return noJob(job);
  const photos = await db
    .selectFrom('job_photos as p')
    .innerJoin('media as m', 'm.sha256', 'p.sha256')
    .select(['p.id', 'p.phase', 'p.status', 'p.alt', 'p.taken_at', 'p.uploaded_at', 'm.width', 'm.height'])
    .where('p.submission_id', '=', job)
    .orderBy(sql`case p.phase when 'before' then 0 when 'during' then 1 else 2 end`)
    .orderBy('p.taken_at')
    .orderBy('p.id')
    .execute();
  const suggested = suggestCity(request, cities);
  const city = cityName(suggested, cities);
  const projects = (await galleryProjectsNow(db)).filter((project) => project.submissionId === job);
  return {
    job: request.id,
    name: request.name,
    service: request.service_needed,
    suggestedCity: suggested,
    completedOn: request.job_completed_on,
    consent: {
      status: request.photo_consent,
      at: iso(request.photo_consent_at),
      by: request.photo_consent_by ? (request.consent_by_email ?? 'a removed account') : null,
      note: request.photo_consent_note,
    },
    photos: photos.map((photo) => ({
      id: photo.id,
      phase: photo.phase,
      status: photo.status,
      alt: photo.alt,
      suggestedAlt: suggestedAlt(request.service_needed, city, photo.phase),
      takenAt: iso(photo.taken_at),
      uploadedAt: iso(photo.uploaded_at)!,
      width: photo.width,
      height: photo.height,
    })),
    projects: projects.map((project) => ({ id: project.id, title: project.title })),
  };
}

/** The longest description a photo may carry (the gallery type's limit). */
export const ALT_MAX = 200;
const ALT_MIN = 5;

/**
 * Marks a photo private, showcase or the job's cover, and keeps its description. One cover per job
 * (the partial unique index job_photos_one_cover): a new cover takes over in one transaction, the
 * old cover becoming a showcase photo; the job's row is locked first, so two people moving the
 * cover at once wait for each other rather than one failing on the index.
 */
export async function updateJobPhoto(
  db: Kysely<Database>,
  input: { id: number; status?: JobPhotoStatus; alt?: string | null },
): Promise<{ ok: true; photo: { id: number; status: JobPhotoStatus; alt: string | null } } | CurationRefusal> {
  const alt = input.alt === undefined ? undefined : input.alt?.trim() || null;
  if (alt && alt.length > ALT_MAX)
    return refusal(`Keep the description under ${ALT_MAX} characters.`, {
      alt: [`Keep the description under ${ALT_MAX} characters.`],
    });
  return db.transaction().execute(async (trx) => {
    const photo = await trx
      .selectFrom('job_photos')
      .select(['id', 'submission_id', 'status', 'alt'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!photo)
      return {
        ok: false as const,
        reason: 'not-found' as const,
        message: 'That photo is gone (its request was deleted). Reload the request.',
      };
    await lockJobForCover(trx, photo.submission_id);
    const status = input.status ?? photo.status;
    if (status === 'cover') await demoteJobCover(trx, photo.submission_id, photo.id);
    const updated = await trx
      .updateTable('job_photos')
      .set({ status, ...(alt === undefined ? {} : { alt }) })
      .where('id', '=', photo.id)
      .returning(['id', 'status', 'alt'])
      .executeTakeFirstOrThrow();
    return { ok: true as const, photo: updated };
  });
}

/**
 * Records the homeowner's consent to photos of their home on the website, or its withdrawal, with
 * who and when and how (the note), as a line in the request's History. A withdrawal takes the
 * job's gallery projects off the site at once (takeJobOffSite: out of the draft and the live site,
 * published), whoever published them.
 */
export async function setPhotoConsent(
  services: Pick<AppServices, 'db' | 'now' | 'contentGate' | 'env' | 'wakeJobs' | 'site'>,
  input: { job: number; consent: PhotoConsent; note: string; version?: number },
  actor: Actor,
): Promise<LeadOutcome<{ id: number; version: number; takenOff?: TakeOffOutcome }> | CurationRefusal> {
  const note = input.note.trim();
  if (input.consent === 'given' && !note)
    return refusal('Say how the homeowner agreed (e.g. "signed contract, photo clause"), so it can be shown later.', {
      note: ['Say how the homeowner agreed (e.g. "signed contract, photo clause"), so it can be shown later.'],
    });
  const now = services.now();
  const version =
    input.version ??
    (
      await services.db
        .selectFrom('contact_submissions')
        .select('version')
        .where('id', '=', input.job)
        .executeTakeFirst()
    )?.version;
  if (version === undefined) return noJob(input.job);
  const outcome = await changeLead(
    services.db,
    { id: input.job, version },
    actor,
    now,
    services.site.timeZone,
    async (_lead, trx) => {
      const before = await trx
        .selectFrom('contact_submissions')
        .select(['photo_consent', 'photo_consent_note'])
        .where('id', '=', input.job)
        .executeTakeFirstOrThrow();
      if (before.photo_consent === input.consent && (before.photo_consent_note ?? '') === note)
        return { entries: [], value: {} };
      return {
        entries: [{ kind: 'photo-consent', from: before.photo_consent, to: input.consent }],
        set: {
          photo_consent: input.consent,
          photo_consent_at: now,
          photo_consent_by: actor.id,
          photo_consent_note: note || null,
        },
        value: {},
      };
    },
  );
  // Withdrawn (or withdrawn again after a take-off that could not go live): off the site now.
  if (outcome.ok && input.consent === 'withdrawn') {
    const takenOff = await takeJobOffSite(services.db, input.job, {
      authorId: actor.id,
      now,
      gate: services.contentGate,
      dataDir: services.env.DATA_DIR,
      wakeJobs: services.wakeJobs,
    });
    return { ok: true, value: { ...outcome.value, takenOff } };
  }
  return outcome;
}

export interface ProjectInput {
  job: number;
  title: string;
  service: string;
  citySlug: string;
  neighbourhood?: string | null;
  story: string;
  photos: { id: number; alt: string }[];
  /** The id of the photo that leads the project (one of `photos`). */
  cover: number;
  checklist: Record<ChecklistItem, boolean>;
}

/** Lower-case words and dashes, as a project's id and its public file names are. */
export const slugWords = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A project's id: its service, city and month (`roof-replacement-broken-arrow-2026-11`), made unique among `taken`. */
export function projectId(service: string, citySlug: string, completedOn: string, taken: Iterable<string>): string {
  const base = [slugWords(service) || 'roofing-job', citySlug, completedOn.slice(0, 7)].join('-');
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * "Create gallery project": refused (each problem on its field, all at once) without the homeowner's
 * consent, without every checklist tick, without a description on every photo, or with a photo
 * that is not this job's; else a draft gallery project (saveGalleryProjectsDraft, whose type checks
 * the rest: title, story, the city…) and the photos marked showcase and cover with their
 * descriptions. The owner publishes it (galleryProjects.publish).
 */
export async function createGalleryProject(
  services: Pick<AppServices, 'db' | 'now' | 'site' | 'cities'>,
  input: ProjectInput,
  actor: Actor,
): Promise<{ ok: true; id: string; rev: number } | CurationRefusal> {
  const { db } = services;
  const request = await db
    .selectFrom('contact_submissions')
    .select(['id', 'photo_consent', 'job_completed_on'])
    .where('id', '=', input.job)
    .executeTakeFirst();
  if (!request) return noJob(input.job);
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (request.photo_consent !== 'given') add('consent', jobPhotoMessages.noConsent);
  const unticked = PUBLISH_CHECKLIST.filter((item) => input.checklist?.[item.id] !== true);
  for (const item of unticked) add(`checklist.${item.id}`, `Tick "${item.label}" once you have looked.`);
  if (unticked.length) add('checklist', jobPhotoMessages.checklist);
  if (!services.cities.some((city) => city.slug === input.citySlug))
    add('citySlug', 'Pick the city page the project goes on, from the list.');
  if (input.neighbourhood && /\d/.test(input.neighbourhood))
    add('neighbourhood', 'Name the neighbourhood only, never a street or house number.');
  if (!input.photos.length) add('photos', 'Choose at least one photo for the project.');
  const rows = input.photos.length
    ? await db
        .selectFrom('job_photos')
        .select(['id', 'submission_id', 'phase', 'sha256'])
        .where(
          'id',
          'in',
          input.photos.map((photo) => photo.id),
        )
        .execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  input.photos.forEach((photo, index) => {
    const row = byId.get(photo.id);
    if (!row || row.submission_id !== input.job)
      add(`photos.${index}`, `Photo ${photo.id} is not one of this job's photos: reload the request and choose again.`);
    const alt = photo.alt.trim();
    if (!alt) add(`photos.${index}.alt`, jobPhotoMessages.altMissing);
    else if (alt.length < ALT_MIN || alt.length > ALT_MAX)
      add(
        `photos.${index}.alt`,
        `Describe the photo in ${ALT_MIN} to ${ALT_MAX} characters: what it shows, for visitors who cannot see it.`,
      );
  });
  if (new Set(input.photos.map((photo) => photo.id)).size !== input.photos.length)
    add('photos', 'A photo is chosen twice: choose each once.');
  if (!input.photos.some((photo) => photo.id === input.cover))
    add('cover', 'Choose the cover among the chosen photos (Cover on one of them).');
  if (Object.keys(errors).length)
    return refusal(
      Object.values(errors)
        .map((messages) => messages[0])
        .join(' '),
      errors,
    );

  const now = services.now();
  const completedOn = request.job_completed_on ?? businessDay(now, services.site.timeZone);
  let id = '';
  let index = 0;
  const saved = await saveGalleryProjectsDraft(
    db,
    (items) => {
      id = projectId(
        input.service,
        input.citySlug,
        completedOn,
        items.map((item) => item.id),
      );
      const project: GalleryProject = {
        id,
        submissionId: input.job,
        title: input.title.trim(),
        service: input.service.trim(),
        citySlug: input.citySlug,
        ...(input.neighbourhood?.trim() ? { neighbourhood: input.neighbourhood.trim() } : {}),
        story: input.story.trim(),
        completedOn,
        photos: input.photos.map((photo) => {
          const row = byId.get(photo.id)!;
          return { media: row.sha256, phase: row.phase, alt: photo.alt.trim(), cover: photo.id === input.cover };
        }),
      };
      index = items.length;
      return [...items, project];
    },
    { authorId: actor.id, now },
  );
  if (!saved.ok) {
    // The new project's problems (`items.3.story`) go on the form's fields; one of another project
    // already in the draft (or of the save itself) is said with where it is, above the form.
    const fieldErrors: Record<string, string[]> = {};
    const ours = `items.${index}`;
    for (const problem of saved.problems) {
      const mine = problem.path === ours || problem.path.startsWith(`${ours}.`);
      const field = mine ? problem.path.slice(ours.length + 1) || 'form' : 'form';
      const words = mine ? problem.message : `${problem.where}: ${problem.message}`;
      fieldErrors[field] = [...(fieldErrors[field] ?? []), words];
    }
    return refusal(Object.values(fieldErrors).flat().join(' '), fieldErrors);
  }
  // The chosen photos are the project's: showcase, the cover moved to the one chosen.
  await db.transaction().execute(async (trx) => {
    await lockJobForCover(trx, input.job);
    await demoteJobCover(trx, input.job);
    for (const photo of input.photos)
      await trx
        .updateTable('job_photos')
        .set({ status: photo.id === input.cover ? 'cover' : 'showcase', alt: photo.alt.trim() })
        .where('id', '=', photo.id)
        .execute();
  });
  return { ok: true, id, rev: saved.rev };
}
