import { requestSiteBuild } from '../site-build/job';
import { sql, type Kysely } from 'kysely';
import type { Testimonial } from '../../schema/owner-content/testimonials';
import type { StormCity } from '../../shared/storm';
import type { Database, TestimonialStatus } from '../db/types';
import { saveAndPublishTestimonials, type TestimonialsPublishOutcome } from '../owner-content/testimonials';
import type { AppServices } from '../services';

/**
 * The review queue (the dashboard's Reviews view): the testimonials customers sent, newest first,
 * each with its consent and a suggested city page; approving one places it on a city page and
 * publishes, removing one (a takedown request) publishes without it. What is public is always the
 * approved testimonials whose customer ticked "may publish" and did not withdraw it.
 */

export interface QueueItem {
  id: number;
  submissionId: number;
  customer: string;
  body: string;
  displayName: string;
  neighbourhood: string | null;
  consentPublic: boolean;
  consentInternal: boolean;
  consentVersion: string;
  consentedAt: string;
  withdrawnAt: string | null;
  status: TestimonialStatus;
  citySlug: string | null;
  /** The city page the request suggests: its page's city, else a city named in its address. */
  suggestedCity: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** The city page a request points to: the city page it was sent from, else the first city its address names. */
export function suggestCity(
  request: { page: string | null; address: string | null },
  cities: readonly StormCity[],
): string | null {
  const fromPage = /^\/locations\/([a-z0-9-]+)/.exec(request.page ?? '')?.[1];
  if (fromPage && cities.some((city) => city.slug === fromPage)) return fromPage;
  const address = (request.address ?? '').toLowerCase();
  // The longest name first: "Kansas City" before a shorter name inside it.
  const named = [...cities]
    .sort((a, b) => b.name.length - a.name.length)
    .find((city) =>
      new RegExp(`(^|[^a-z])${city.name.toLowerCase().replace(/[^a-z0-9]+/g, '[^a-z0-9]+')}([^a-z]|$)`).test(address),
    );
  return named?.slug ?? null;
}

export async function reviewQueue(db: Kysely<Database>, cities: readonly StormCity[]): Promise<QueueItem[]> {
  const rows = await db
    .selectFrom('testimonials as t')
    .innerJoin('review_asks as a', 'a.id', 't.ask_id')
    .innerJoin('contact_submissions as c', 'c.id', 'a.submission_id')
    .select([
      't.id',
      'c.id as submission_id',
      'c.name',
      'c.page',
      'c.address',
      't.body',
      't.display_name',
      't.neighbourhood',
      't.consent_public',
      't.consent_internal',
      't.consent_version',
      't.consented_at',
      't.withdrawn_at',
      't.status',
      't.city_slug',
      't.reviewed_by',
      't.reviewed_at',
    ])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(500)
    .execute();
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return rows.map((row) => ({
    id: row.id,
    submissionId: row.submission_id,
    customer: row.name,
    body: row.body,
    displayName: row.display_name,
    neighbourhood: row.neighbourhood,
    consentPublic: row.consent_public,
    consentInternal: row.consent_internal,
    consentVersion: row.consent_version,
    consentedAt: iso(row.consented_at)!,
    withdrawnAt: iso(row.withdrawn_at),
    status: row.status,
    citySlug: row.city_slug,
    suggestedCity: suggestCity(row, cities),
    reviewedBy: row.reviewed_by,
    reviewedAt: iso(row.reviewed_at),
  }));
}

/** What the site shows: every approved testimonial with public consent, not withdrawn, on its city page. */
export async function publicTestimonials(db: Kysely<Database>): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom('testimonials')
    .select(['id', 'body', 'display_name', 'neighbourhood', 'city_slug', 'created_at'])
    .where('status', '=', 'approved')
    .where('consent_public', '=', true)
    .where('withdrawn_at', 'is', null)
    .where('city_slug', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    displayName: row.display_name,
    ...(row.neighbourhood ? { neighbourhood: row.neighbourhood } : {}),
    citySlug: row.city_slug!,
    date: new Date(row.created_at).toISOString().slice(0, 10),
  }));
}

/**
 * Publishes the public testimonials as they are now (through the content gate), and makes the
 * site's build due at once, as a publish of the facts does: the city page changes within seconds on
 * every instance, not at the build job's next look a minute on.
 */
export async function publishTestimonials(
  services: Pick<AppServices, 'db' | 'now' | 'contentGate' | 'env' | 'wakeJobs'>,
  authorId: string | null,
  note: string,
): Promise<TestimonialsPublishOutcome> {
  const outcome = await saveAndPublishTestimonials(services.db, () => publicTestimonials(services.db), {
    authorId,
    now: services.now,
    gate: services.contentGate,
    dataDir: services.env.DATA_DIR,
    note,
  });
  if (outcome.ok) await requestSiteBuild(services.db, services.now(), services.wakeJobs);
  return outcome;
}

export type QueueRefusal = { ok: false; message: string };

/** Places a testimonial with public consent on a city page; the caller publishes. */
export async function approveTestimonial(
  db: Kysely<Database>,
  input: { id: number; citySlug: string },
  cities: readonly StormCity[],
  reviewer: string,
  now: Date,
): Promise<{ ok: true } | QueueRefusal> {
  if (!cities.some((city) => city.slug === input.citySlug))
    return { ok: false, message: 'That city has no page on the site: pick one from the list.' };
  const row = await db
    .selectFrom('testimonials')
    .select(['consent_public', 'withdrawn_at'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!row) return { ok: false, message: 'That testimonial is gone (its request was erased). Reload the queue.' };
  if (row.withdrawn_at)
    return { ok: false, message: 'The customer withdrew their permission: it cannot go on the site.' };
  if (!row.consent_public)
    return {
      ok: false,
      message:
        'The customer did not tick "may publish on your website": it stays private. Ask them, and they can send it again from their link.',
    };
  await db
    .updateTable('testimonials')
    .set({ status: 'approved', city_slug: input.citySlug, reviewed_by: reviewer, reviewed_at: now })
    .where('id', '=', input.id)
    .execute();
  return { ok: true };
}

/** Takes a testimonial off the site (a takedown request) or out of the queue; the caller publishes. */
export async function removeTestimonial(
  db: Kysely<Database>,
  id: number,
  reviewer: string,
  now: Date,
): Promise<{ ok: true; wasLive: boolean } | QueueRefusal> {
  const row = await db.selectFrom('testimonials').select('status').where('id', '=', id).executeTakeFirst();
  if (!row) return { ok: false, message: 'That testimonial is gone already. Reload the queue.' };
  await db
    .updateTable('testimonials')
    .set({ status: 'removed', reviewed_by: reviewer, reviewed_at: now })
    .where('id', '=', id)
    .execute();
  return { ok: true, wasLive: row.status === 'approved' };
}

export interface ReviewMonth {
  /** YYYY-MM, office time. */
  month: string;
  won: number;
  asked: number;
  clicked: number;
  notes: number;
  testimonials: number;
  approved: number;
}

/** Per month (office time), the last `months`: jobs won, asks sent, links opened, private notes, testimonials received and approved. */
export async function reviewReport(db: Kysely<Database>, timeZone: string, months = 12): Promise<ReviewMonth[]> {
  const monthOf = (column: string) => sql`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM')`;
  /** Rows of `table` per month of `column` (not null), with an extra condition. */
  const perMonth = async (table: string, column: string, where = sql`true`) => {
    const result = await sql<{ month: string; n: number }>`
      select ${monthOf(column)} as month, count(*)::int as n
      from ${sql.table(table)}
      where ${sql.ref(column)} is not null and ${where}
      group by 1`.execute(db);
    return new Map(result.rows.map((row) => [row.month, Number(row.n)]));
  };
  const [won, asked, clicked, notes, testimonials, approved] = await Promise.all([
    perMonth('contact_submissions', 'won_at', sql`status = 'won'`),
    perMonth('review_asks', 'sent_at'),
    perMonth('review_asks', 'clicked_at'),
    perMonth('review_notes', 'created_at'),
    perMonth('testimonials', 'created_at'),
    perMonth('testimonials', 'reviewed_at', sql`status = 'approved'`),
  ]);
  const all = new Set([
    ...won.keys(),
    ...asked.keys(),
    ...clicked.keys(),
    ...notes.keys(),
    ...testimonials.keys(),
    ...approved.keys(),
  ]);
  return [...all]
    .sort()
    .reverse()
    .slice(0, months)
    .map((month) => ({
      month,
      won: won.get(month) ?? 0,
      asked: asked.get(month) ?? 0,
      clicked: clicked.get(month) ?? 0,
      notes: notes.get(month) ?? 0,
      testimonials: testimonials.get(month) ?? 0,
      approved: approved.get(month) ?? 0,
    }));
}

/** The private notes customers wrote, newest first, with the score: what the owner reads in the Reviews view. */
export async function privateNotes(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('review_notes as n')
    .innerJoin('review_asks as a', 'a.id', 'n.ask_id')
    .innerJoin('contact_submissions as c', 'c.id', 'a.submission_id')
    .select(['n.id', 'c.id as submission_id', 'c.name', 'n.score', 'n.body', 'n.created_at'])
    .orderBy('n.created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    submissionId: row.submission_id,
    customer: row.name,
    score: row.score,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
