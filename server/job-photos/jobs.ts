import type { Kysely } from 'kysely';
import { JOB_PHOTO_LIMITS, JOB_PHOTO_PHASES, type JobPhotoPhase } from '../../shared/job-photos';
import { parseDay, zonedMoment, zonedParts } from '../../shared/office-day';
import type { StaffRole } from '../../shared/staff-roles';
import type { Database } from '../db/types';

/** At most this many jobs on a crew's day: one office's day is far fewer. */
const DAY_LIMIT = 100;

/** The day `days` after a YYYY-MM-DD day. */
function addDays(day: string, days: number): string {
  const { year, month, day: date } = parseDay(day)!;
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The office's day at `now`: its first moment and the first moment of the next. */
function officeDay(now: Date, timeZone: string, daysBack = 0): { start: Date; end: Date } {
  const today = zonedParts(now, timeZone).day;
  return {
    start: zonedMoment(addDays(today, -daysBack), '00:00', timeZone)!,
    end: zonedMoment(addDays(today, 1), '00:00', timeZone)!,
  };
}

/**
 * Which jobs a crew member may file photos under: those with an appointment from
 * JOB_PHOTO_LIMITS.lateDays days ago through the end of today, by the office's calendar (a queue
 * left offline over a weekend still lands). Owner and office may file under any job.
 */
export type JobAccess = { ok: true } | { ok: false; status: 403 | 404; reason: 'noJob' | 'notYourJob' };

export async function mayFileUnder(
  db: Kysely<Database>,
  role: StaffRole,
  job: number,
  now: Date,
  timeZone: string,
): Promise<JobAccess> {
  const row = await db
    .selectFrom('contact_submissions')
    .select(['id', 'appointment_at'])
    .where('id', '=', job)
    .executeTakeFirst();
  if (!row) return { ok: false, status: 404, reason: 'noJob' };
  if (role !== 'crew') return { ok: true };
  const { start, end } = officeDay(now, timeZone, JOB_PHOTO_LIMITS.lateDays);
  const at = row.appointment_at ? new Date(row.appointment_at) : null;
  return at && at >= start && at < end ? { ok: true } : { ok: false, status: 403, reason: 'notYourJob' };
}

/** Whether a crew member may see a job photo (filed under a job on their list) or anyone else. */
export async function maySeeJobPhoto(
  db: Kysely<Database>,
  role: StaffRole,
  photoId: number,
  now: Date,
  timeZone: string,
): Promise<{ ok: true; sha256: string; format: 'jpeg' | 'png' | 'webp' } | { ok: false; status: 403 | 404 }> {
  const row = await db
    .selectFrom('job_photos as p')
    .innerJoin('media as m', 'm.sha256', 'p.sha256')
    .select(['p.submission_id', 'p.sha256', 'm.format'])
    .where('p.id', '=', photoId)
    .executeTakeFirst();
  if (!row) return { ok: false, status: 404 };
  const access = await mayFileUnder(db, role, row.submission_id, now, timeZone);
  return access.ok ? { ok: true, sha256: row.sha256, format: row.format } : { ok: false, status: 403 };
}

export type PhaseCounts = Record<JobPhotoPhase, number>;

/** A job on the crew's day: what the crew needs at the door and no more (no email, notes, history). */
export interface CrewJob {
  id: number;
  name: string;
  /** ISO 8601: the appointment. */
  at: string;
  address: string | null;
  /** The job's own phone, as the customer gave it. */
  phone: string | null;
  service: string | null;
  photos: PhaseCounts;
}

const noPhotos = (): PhaseCounts => Object.fromEntries(JOB_PHOTO_PHASES.map((phase) => [phase, 0])) as PhaseCounts;

/**
 * The crew's day: the appointments today by the office's calendar (the dashboard's "Today" agenda,
 * server/leads/agenda.ts), in time order, each with its photos counted by phase.
 */
export async function crewDay(db: Kysely<Database>, now: Date, timeZone: string): Promise<CrewJob[]> {
  const { start, end } = officeDay(now, timeZone);
  const rows = await db
    .selectFrom('contact_submissions as c')
    .select(['c.id', 'c.name', 'c.appointment_at', 'c.address', 'c.phone', 'c.service_needed'])
    .where('c.appointment_at', '>=', start)
    .where('c.appointment_at', '<', end)
    .orderBy('c.appointment_at')
    .orderBy('c.id')
    .limit(DAY_LIMIT)
    .execute();
  const counts = rows.length
    ? await db
        .selectFrom('job_photos')
        .select(['submission_id', 'phase', (eb) => eb.fn.countAll<string>().as('n')])
        .where(
          'submission_id',
          'in',
          rows.map((row) => row.id),
        )
        .groupBy(['submission_id', 'phase'])
        .execute()
    : [];
  return rows.map((row) => {
    const photos = noPhotos();
    for (const count of counts) if (count.submission_id === row.id) photos[count.phase] = Number(count.n);
    return {
      id: row.id,
      name: row.name,
      at: new Date(row.appointment_at!).toISOString(),
      address: row.address,
      phone: row.phone,
      service: row.service_needed || null,
      photos,
    };
  });
}

/** A job's photos, newest last: what the crew page draws as thumbnails. */
export async function jobPhotos(
  db: Kysely<Database>,
  job: number,
): Promise<{ id: number; phase: JobPhotoPhase; uploadedAt: string }[]> {
  const rows = await db
    .selectFrom('job_photos')
    .select(['id', 'phase', 'uploaded_at'])
    .where('submission_id', '=', job)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, phase: row.phase, uploadedAt: new Date(row.uploaded_at).toISOString() }));
}
