import { sql, type Kysely, type SqlBool } from 'kysely';
import { recentWeekStarts, weekStartOf } from '../../schema/business-time';
import type { ContactSubmission, Database } from '../db/types';

/**
 * The dashboard's reads of contact submissions. Every one of them costs the same at a thousand
 * rows and at a million: counters come from the per-day table, lists walk an index newest first
 * and stop after one page, searches go through the trigram indexes (migration 2026-11-22-0100).
 */

/** One submission, whole, as the detail view shows it. */
export interface SubmissionDetail {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  serviceNeeded: string | null;
  message: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
  source: string;
}

/** A row as the table lists it: the message cut to a preview, so a page has a bounded size. */
export interface SubmissionListItem extends Omit<SubmissionDetail, 'message' | 'source'> {
  messagePreview: string | null;
  /** Characters in the whole message; more than the preview means "show the full text" is offered. */
  messageLength: number;
}

export interface SubmissionPage {
  items: SubmissionListItem[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface WeekCount {
  /** Monday starting the week, business time, "yyyy-MM-dd". */
  weekStart: string;
  submissions: number;
}

export interface SubmissionStats {
  total: number;
  /** Created in the last 7 × 24 hours. */
  thisWeek: number;
  withPhone: number;
  weekly: WeekCount[];
}

export const MESSAGE_PREVIEW_CHARS = 280;
/** Other fields are short in practice; this bounds a page even if a webhook sends something huge. */
const FIELD_CHARS = 300;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** LIKE treats % and _ as wildcards and \ as their escape; a search for "50%" means those characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The spec's search rule in SQL (see matchesSearch in schema/submissions.ts). The first half is
 * exactly the trigram index's expression, so the planner can use the index.
 */
function matchesSearch(search: string) {
  const pattern = `%${escapeLike(search)}%`;
  return sql<SqlBool>`(contact_submission_search_text(name, email, service_needed, message, address) ilike ${pattern} or phone like ${pattern})`;
}

interface CursorPosition {
  createdAtMicros: string;
  id: number;
}

export function encodeCursor(position: CursorPosition): string {
  return `${position.createdAtMicros}:${position.id}`;
}

/** The cursor's shape is checked by cursorSchema before it gets here. */
export function decodeCursor(cursor: string): CursorPosition {
  const [micros, id] = cursor.split(':') as [string, string];
  return { createdAtMicros: micros, id: Number(id) };
}

/** Rows strictly after a cursor in newest-first order; a row comparison the (created_at, id) index serves. */
function after(cursor: string) {
  const { createdAtMicros, id } = decodeCursor(cursor);
  return sql<SqlBool>`(created_at, id) < (timestamptz 'epoch' + interval '1 microsecond' * ${createdAtMicros}::bigint, ${id}::integer)`;
}

/** created_at in microseconds since 1970, as text: a JavaScript Date keeps only milliseconds. */
const createdAtMicros = sql<string>`((extract(epoch from created_at) * 1000000)::bigint)::text`;

function newestFirst(db: Kysely<Database>, search: string, cursor: string | null | undefined) {
  let query = db.selectFrom('contact_submissions').orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (search) query = query.where(matchesSearch(search));
  if (cursor) query = query.where(after(cursor));
  return query;
}

/**
 * A search first reads this many of the newest rows (from the cursor on) and filters them; only
 * when they hold less than a page does it ask the trigram indexes for every match. See
 * listSubmissions.
 */
export const RECENT_WINDOW = 2000;

/** The table's columns of a row; computed over whichever source holds the raw columns. */
const listColumns = [
  sql<number>`id`.as('id'),
  sql<string>`left(name, ${FIELD_CHARS})`.as('name'),
  sql<string>`left(email, ${FIELD_CHARS})`.as('email'),
  sql<string | null>`left(phone, ${FIELD_CHARS})`.as('phone'),
  sql<string | null>`left(address, ${FIELD_CHARS})`.as('address'),
  sql<string | null>`left(service_needed, ${FIELD_CHARS})`.as('service_needed'),
  sql<string | null>`left(message, ${MESSAGE_PREVIEW_CHARS})`.as('message_preview'),
  sql<number>`coalesce(length(message), 0)`.as('message_length'),
  sql<Date>`created_at`.as('created_at'),
  createdAtMicros.as('created_us'),
];
const searchedColumns = ['id', 'name', 'email', 'phone', 'address', 'service_needed', 'message', 'created_at'] as const;
const newestFirstOrder = sql`created_at desc, id desc`;

type ListRow = { id: number; name: string; email: string; phone: string | null; address: string | null; service_needed: string | null; message_preview: string | null; message_length: number; created_at: Date; created_us: string };

/**
 * A page of the table. Without a search: the newest-first index, one page read. With a search,
 * in two steps, because the planner cannot know *where* in time the matches are: walking the
 * index newest first until a page of matches is found is instant for a common word and takes a
 * whole-table walk for one whose matches are all old ("customer42" on a million rows: 0.85 s).
 *  1. Filter the RECENT_WINDOW newest rows: a bounded read that fills the page whenever matches
 *     are common (the usual case, and every "matches much" search).
 *  2. Otherwise take every match through the trigram indexes (a materialized CTE, so the planner
 *     cannot turn it back into the walk) and sort those: cheap because there are few.
 */
export async function listSubmissions(
  db: Kysely<Database>,
  input: { search: string; cursor?: string | null; limit: number },
): Promise<SubmissionPage> {
  const { search, cursor, limit } = input;
  let rows: ListRow[];
  if (!search) {
    rows = await newestFirst(db, '', cursor).select(listColumns).limit(limit + 1).execute();
  } else {
    rows = await db
      .selectFrom(newestFirst(db, '', cursor).select(searchedColumns).limit(RECENT_WINDOW).as('recent'))
      .select(listColumns)
      .where(matchesSearch(search))
      .orderBy(newestFirstOrder)
      .limit(limit + 1)
      .execute();
    if (rows.length <= limit) {
      // Only keys travel through the sort; the page's columns are read for its rows alone.
      rows = await db
        .with(
          (cte) => cte('matches').materialized(),
          (qb) => {
            const matches = qb.selectFrom('contact_submissions').select(['id', 'created_at']).where(matchesSearch(search));
            return cursor ? matches.where(after(cursor)) : matches;
          },
        )
        .with('page', (qb) => qb.selectFrom('matches').select('id').orderBy(newestFirstOrder).limit(limit + 1))
        .selectFrom('contact_submissions')
        .select(listColumns)
        .where('id', 'in', (qb) => qb.selectFrom('page').select('id'))
        .orderBy(newestFirstOrder)
        .execute();
    }
  }
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      serviceNeeded: row.service_needed,
      messagePreview: row.message_preview,
      messageLength: Number(row.message_length),
      createdAt: new Date(row.created_at).toISOString(),
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAtMicros: last.created_us, id: last.id }) : null,
  };
}

export async function getSubmission(db: Kysely<Database>, id: number): Promise<SubmissionDetail | undefined> {
  const row = await db
    .selectFrom('contact_submissions')
    .select(['id', 'name', 'email', 'phone', 'address', 'service_needed', 'message', 'created_at', 'source'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toDetail(row);
}

function toDetail(row: Omit<ContactSubmission, 'idempotency_key'>): SubmissionDetail {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    serviceNeeded: row.service_needed,
    message: row.message,
    createdAt: row.created_at.toISOString(),
    source: row.source,
  };
}

/**
 * Every submission the search matches, newest first, in pages of `batchSize`: an export of a
 * million rows holds one page in memory at a time, and each page is its own short query, so the
 * embedded database's single session is never held for the whole download.
 */
export async function* allSubmissions(db: Kysely<Database>, search: string, batchSize = 1000): AsyncGenerator<SubmissionDetail[]> {
  let cursor: string | null = null;
  for (;;) {
    const rows = await newestFirst(db, search, cursor)
      .select(['id', 'name', 'email', 'phone', 'address', 'service_needed', 'message', 'created_at', 'source', createdAtMicros.as('created_us')])
      .limit(batchSize)
      .execute();
    if (rows.length) yield rows.map(toDetail);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = encodeCursor({ createdAtMicros: last.created_us, id: last.id });
  }
}

export async function submissionStats(db: Kysely<Database>, now: Date, weeks = 12): Promise<SubmissionStats> {
  const weekStarts = recentWeekStarts(now, weeks);
  const [totals, recent, days] = await Promise.all([
    db
      .selectFrom('contact_submission_days')
      .select([sql<number>`coalesce(sum(submissions), 0)`.as('total'), sql<number>`coalesce(sum(with_phone), 0)`.as('with_phone')])
      .executeTakeFirstOrThrow(),
    // A range over the newest-first index: a week's rows, however large the table.
    db
      .selectFrom('contact_submissions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('created_at', '>=', new Date(now.getTime() - WEEK_MS))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contact_submission_days')
      .select([sql<string>`day::text`.as('day'), 'submissions'])
      .where('day', '>=', sql<Date>`${weekStarts[0]!}::date`)
      .execute(),
  ]);
  const perWeek = new Map(weekStarts.map((week) => [week, 0]));
  for (const { day, submissions } of days) {
    const week = weekStartOf(day);
    if (perWeek.has(week)) perWeek.set(week, perWeek.get(week)! + submissions);
  }
  return {
    total: Number(totals.total),
    thisWeek: Number(recent.count),
    withPhone: Number(totals.with_phone),
    weekly: weekStarts.map((weekStart) => ({ weekStart, submissions: perWeek.get(weekStart)! })),
  };
}
