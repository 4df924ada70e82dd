import { sql, type Kysely, type SqlBool } from 'kysely';
import { recentWeekStarts, weekStartOf } from '../../shared/business-time';
import { OPEN_STATUSES, type LeadStatus, type LeadView } from '../../schema/leads';
import type { ContactSubmission, Database } from '../db/types';
import type { BusinessClock } from '../../shared/business-hours';
import { commonTrigrams, indexedPart } from './search-narrowing';

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
  status: LeadStatus;
  /** The admin working it (their email), or null. */
  assignedTo: string | null;
  /** Another request has the same phone or email. */
  repeat: boolean;
  /** While New: business minutes waited so far; null once answered. */
  waitingMinutes: number | null;
  /** New and waiting longer than LEAD_RESPONSE_HOURS business hours. */
  overdue: boolean;
}

/** Where the list stands: which requests it shows besides the search. */
export interface ListScope {
  view: LeadView;
  /** Only requests assigned to this admin (the "Mine" filter). */
  ownerId?: string | null;
  now: Date;
  /** LEAD_RESPONSE_HOURS in minutes. */
  responseMinutes: number;
  /** Counts business minutes by the site's opening hours (AppServices.officeClock). */
  clock: BusinessClock;
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
  /** Not Won, Lost or Spam. */
  open: number;
  /** New and waiting longer than `responseHours` business hours. */
  overdue: number;
  /** Median business minutes to the first response, over requests first answered in the last 7 days; null without any. */
  medianFirstResponseMinutes: number | null;
  responseHours: number;
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
 * The spec's search rule in SQL (see matchesSearch in shared/submission-search.ts). The first half is
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

// Literals, not parameters: the planner matches them to the open requests' partial index.
const OPEN_LIST = sql.raw(OPEN_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * The list's filters besides the search, each served by an index that walks newest first
 * (migration 2026-11-24-2000): one status, the open ones, New from before the Overdue cutoff, an owner's.
 */
function scopeFilter(scope: ListScope | undefined) {
  const parts = [];
  const view = scope?.view ?? 'all';
  if (view === 'open') parts.push(sql<SqlBool>`status in (${OPEN_LIST})`);
  else if (view === 'overdue') parts.push(sql<SqlBool>`status = 'new' and created_at < ${overdueCutoff(scope!)}`);
  else if (view !== 'all') parts.push(sql<SqlBool>`status = ${view}`);
  if (scope?.ownerId) parts.push(sql<SqlBool>`assigned_to = ${scope.ownerId}::uuid`);
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : undefined;
}

/** A New request received before this instant has waited longer than the response time. */
export function overdueCutoff(scope: Pick<ListScope, 'now' | 'responseMinutes' | 'clock'>): Date {
  return scope.clock.cutoffBefore(scope.now, scope.responseMinutes);
}

function newestFirst(db: Kysely<Database>, search: string, cursor: string | null | undefined, scope?: ListScope) {
  let query = db.selectFrom('contact_submissions').orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (search) query = query.where(matchesSearch(search));
  if (cursor) query = query.where(after(cursor));
  const filter = scopeFilter(scope);
  if (filter) query = query.where(filter);
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
  sql<LeadStatus>`status`.as('status'),
];
const searchedColumns = [
  'id',
  'name',
  'email',
  'phone',
  'address',
  'service_needed',
  'message',
  'created_at',
  'status',
] as const;
const newestFirstOrder = sql`created_at desc, id desc`;

type ListRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  service_needed: string | null;
  message_preview: string | null;
  message_length: number;
  created_at: Date;
  created_us: string;
  status: LeadStatus;
};

/**
 * What a page's rows need besides their columns: the owner's email, and whether another request
 * has the same phone or email (two index probes per row). One query for the page, so its cost does
 * not depend on the table's size.
 */
async function pageExtras(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, { assignedTo: string | null; repeat: boolean }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('contact_submissions as c')
    .leftJoin('users as u', 'u.id', 'c.assigned_to')
    .select([
      'c.id',
      'u.email as assigned_email',
      sql<boolean>`(exists (select 1 from contact_submissions o where o.phone_key = c.phone_key and o.id <> c.id)
                    or exists (select 1 from contact_submissions o where o.email_key = c.email_key and o.id <> c.id))`.as(
        'repeat',
      ),
    ])
    .where('c.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, { assignedTo: row.assigned_email, repeat: Boolean(row.repeat) }]));
}

/** The rows a search matches through the trigram indexes, from the cursor on, in the list's scope. */
function indexedMatches(
  db: Kysely<Database>,
  pattern: string,
  cursor: string | null | undefined,
  scope: ListScope | undefined,
) {
  let matches = db.selectFrom('contact_submissions').where(matchesSearch(pattern));
  if (cursor) matches = matches.where(after(cursor));
  const filter = scopeFilter(scope);
  return filter ? matches.where(filter) : matches;
}

/**
 * A page of the matches, sorted after they are all taken (a materialized CTE, so the planner cannot
 * turn it back into the walk); only keys travel through the sort. Its last lines repeat in
 * narrowedMatchesPage on purpose: Kysely types each WITH chain by its own CTEs, and one function
 * over both would need a cast that hides a wrong column from the compiler.
 */
function allMatchesPage(
  db: Kysely<Database>,
  search: string,
  cursor: string | null | undefined,
  scope: ListScope | undefined,
  limit: number,
): Promise<ListRow[]> {
  return db
    .with(
      (cte) => cte('matches').materialized(),
      () => indexedMatches(db, search, cursor, scope).select(['id', 'created_at']),
    )
    .with('page', (qb) =>
      qb
        .selectFrom('matches')
        .select('id')
        .orderBy(newestFirstOrder)
        .limit(limit + 1),
    )
    .selectFrom('contact_submissions')
    .select(listColumns)
    .where('id', 'in', (qb) => qb.selectFrom('page').select('id'))
    .orderBy(newestFirstOrder)
    .execute();
}

/** At most this many rows are taken through a search's rare part; past it, the rare part was not rare and the whole search goes to the index. */
export const NARROWED_CANDIDATES = 200;

/**
 * As allMatchesPage, with the index asked for the search's rare part (search-narrowing.ts) and
 * the whole search checked on what it finds, computed as a column so it stays out of the index
 * scan. When the rare part finds more than NARROWED_CANDIDATES rows (its trigrams are rare among
 * the newest requests but not among old ones), checking them all twice would cost more than the
 * index saves, so the whole search is asked instead: one query, the second branch is skipped
 * unless needed.
 */
function narrowedMatchesPage(
  db: Kysely<Database>,
  search: string,
  indexed: string,
  cursor: string | null | undefined,
  scope: ListScope | undefined,
  limit: number,
): Promise<ListRow[]> {
  const tooMany = sql<SqlBool>`(select count(*) from narrowed) > ${NARROWED_CANDIDATES}`;
  return db
    .with(
      (cte) => cte('narrowed').materialized(),
      () =>
        indexedMatches(db, indexed, cursor, scope)
          .select(['id', 'created_at', sql<boolean | null>`${matchesSearch(search)}`.as('hit')])
          .limit(NARROWED_CANDIDATES + 1),
    )
    .with(
      (cte) => cte('matches').materialized(),
      (qb) =>
        qb
          .selectFrom('narrowed')
          .select(['id', 'created_at'])
          .where('hit', '=', true)
          .where(sql<SqlBool>`not ${tooMany}`)
          .unionAll(indexedMatches(db, search, cursor, scope).select(['id', 'created_at']).where(tooMany)),
    )
    .with('page', (qb) =>
      qb
        .selectFrom('matches')
        .select('id')
        .orderBy(newestFirstOrder)
        .limit(limit + 1),
    )
    .selectFrom('contact_submissions')
    .select(listColumns)
    .where('id', 'in', (qb) => qb.selectFrom('page').select('id'))
    .orderBy(newestFirstOrder)
    .execute();
}

/** While New: business minutes waited, and whether that is past the response time. */
export function waiting(
  status: LeadStatus,
  createdAt: Date,
  scope: Pick<ListScope, 'now' | 'responseMinutes' | 'clock'>,
) {
  if (status !== 'new') return { waitingMinutes: null, overdue: false };
  const minutes = scope.clock.minutesBetween(createdAt, scope.now);
  return { waitingMinutes: Math.floor(minutes), overdue: minutes > scope.responseMinutes };
}

/**
 * A page of the table. Without a search: the newest-first index, one page read. With a search,
 * in two steps, because the planner cannot know *where* in time the matches are: walking the
 * index newest first until a page of matches is found is instant for a common word and takes a
 * whole-table walk for one whose matches are all old ("customer42" on a million rows: 0.85 s).
 *  1. Filter the RECENT_WINDOW newest rows: a bounded read that fills the page whenever matches
 *     are common (the usual case, and every "matches much" search).
 *  2. Otherwise take every match through the trigram indexes (a materialized CTE, so the planner
 *     cannot turn it back into the walk) and sort those: cheap because there are few. The index
 *     is given the search's rare part (search-narrowing.ts) and the whole search filters.
 */
export async function listSubmissions(
  db: Kysely<Database>,
  input: { search: string; cursor?: string | null; limit: number },
  scope: ListScope,
): Promise<SubmissionPage> {
  const { search, cursor, limit } = input;
  let rows: ListRow[];
  if (!search) {
    rows = await newestFirst(db, '', cursor, scope)
      .select(listColumns)
      .limit(limit + 1)
      .execute();
  } else {
    rows = await db
      .selectFrom(newestFirst(db, '', cursor, scope).select(searchedColumns).limit(RECENT_WINDOW).as('recent'))
      .select(listColumns)
      .where(matchesSearch(search))
      .orderBy(newestFirstOrder)
      .limit(limit + 1)
      .execute();
    if (rows.length <= limit) {
      const indexed = indexedPart(search, await commonTrigrams(db));
      rows =
        indexed === search
          ? await allMatchesPage(db, search, cursor, scope, limit)
          : await narrowedMatchesPage(db, search, indexed, cursor, scope, limit);
    }
  }
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const extras = await pageExtras(
    db,
    page.map((row) => row.id),
  );
  return {
    items: page.map((row) => {
      const createdAt = new Date(row.created_at);
      return {
        ...contactOf(row),
        messagePreview: row.message_preview,
        messageLength: Number(row.message_length),
        createdAt: createdAt.toISOString(),
        status: row.status,
        assignedTo: extras.get(row.id)?.assignedTo ?? null,
        repeat: extras.get(row.id)?.repeat ?? false,
        ...waiting(row.status, createdAt, scope),
      };
    }),
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

/** Who asked and for what, as every view of a request names it. */
function contactOf(row: Pick<ContactSubmission, 'id' | 'name' | 'email' | 'phone' | 'address' | 'service_needed'>) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    serviceNeeded: row.service_needed,
  };
}

function toDetail(
  row: Pick<
    ContactSubmission,
    'id' | 'name' | 'email' | 'phone' | 'address' | 'service_needed' | 'message' | 'created_at' | 'source'
  >,
): SubmissionDetail {
  return {
    ...contactOf(row),
    message: row.message,
    createdAt: row.created_at.toISOString(),
    source: row.source,
  };
}

/** A row of the CSV export: the request and where the office stands with it. */
export interface SubmissionExport extends SubmissionDetail {
  status: LeadStatus;
  assignedTo: string | null;
  /** ISO 8601, UTC; null while New and unanswered. */
  firstResponseAt: string | null;
  notesCount: number;
}

/**
 * Every submission the search and the list's filters match, newest first, in pages of
 * `batchSize`: an export of a million rows holds one page in memory at a time, and each page is
 * its own short query, so the embedded database's single session is never held for the whole
 * download. The Overdue cutoff is taken once, so the file is one consistent snapshot of it.
 */
export async function* allSubmissions(
  db: Kysely<Database>,
  search: string,
  scope?: ListScope,
  batchSize = 1000,
): AsyncGenerator<SubmissionExport[]> {
  let cursor: string | null = null;
  for (;;) {
    const rows = await newestFirst(db, search, cursor, scope)
      .select([
        'id',
        'name',
        'email',
        'phone',
        'address',
        'service_needed',
        'message',
        'created_at',
        'source',
        'status',
        'first_response_at',
        'notes_count',
        sql<string | null>`(select u.email from users u where u.id = contact_submissions.assigned_to)`.as(
          'assigned_email',
        ),
        createdAtMicros.as('created_us'),
      ])
      .limit(batchSize)
      .execute();
    if (rows.length) {
      yield rows.map((row) => ({
        ...toDetail(row),
        status: row.status,
        assignedTo: row.assigned_email,
        firstResponseAt: row.first_response_at ? new Date(row.first_response_at).toISOString() : null,
        notesCount: Number(row.notes_count),
      }));
    }
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = encodeCursor({ createdAtMicros: last.created_us, id: last.id });
  }
}

export async function submissionStats(
  db: Kysely<Database>,
  now: Date,
  clock: BusinessClock,
  responseHours = 2,
  weeks = 12,
): Promise<SubmissionStats> {
  // The per-day counts are kept in America/Chicago (migration 2026-11-22-0100); the weeks are counted in it too.
  const weekStarts = recentWeekStarts(now, weeks, 'America/Chicago');
  const [totals, recent, days, open, overdue, median] = await Promise.all([
    db
      .selectFrom('contact_submission_days')
      .select([
        sql<number>`coalesce(sum(submissions), 0)`.as('total'),
        sql<number>`coalesce(sum(with_phone), 0)`.as('with_phone'),
      ])
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
    // Per-status counts kept by triggers: a sum over seven rows.
    db
      .selectFrom('contact_submission_statuses')
      .select(sql<number>`coalesce(sum(submissions), 0)`.as('count'))
      .where('status', 'in', [...OPEN_STATUSES])
      .executeTakeFirstOrThrow(),
    // New requests from before the cutoff, through the status index.
    db
      .selectFrom('contact_submissions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'new')
      .where('created_at', '<', overdueCutoff({ now, responseMinutes: responseHours * 60, clock }))
      .executeTakeFirstOrThrow(),
    // The week's first responses, through the index on first_response_at.
    db
      .selectFrom('contact_submissions')
      .select(sql<number | null>`percentile_cont(0.5) within group (order by first_response_minutes)`.as('median'))
      .where('first_response_at', '>=', new Date(now.getTime() - WEEK_MS))
      .where('first_response_at', 'is not', null)
      .executeTakeFirstOrThrow(),
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
    open: Number(open.count),
    overdue: Number(overdue.count),
    medianFirstResponseMinutes: median.median === null ? null : Math.round(Number(median.median)),
    responseHours,
  };
}
