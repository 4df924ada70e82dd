import { sql, type Kysely, type SqlBool } from 'kysely';
import { type EmergencyReason, emergencyOf, type WaitClock } from '../../shared/emergency';
import type { LeadStatus } from '../../shared/lead-statuses';
import { fieldsShownIn, fromColumns } from '../../shared/request-field-sets';
import {
  type FieldNamesShownIn,
  REQUEST_FIELDS,
  type RequestColumn,
  type RequestField,
  type RequestValues,
} from '../../shared/request-fields';
import type { Database } from '../db/types';
import { after, createdAtMicros, encodeCursor, newestFirstOrder } from './cursor';
import { columnsOf } from './request-row';
import { matchesSearch, newestFirst, scopeFilter, waiting, type ListScope } from './scope';
import { commonTrigrams, indexedPart } from './search-narrowing';

/**
 * The dashboard's list of requests. It costs the same at a thousand rows and at a million: lists
 * walk an index newest first and stop after one page, searches go through the trigram indexes
 * (migration 2026-11-22-0100). Which fields a row carries comes from the field declaration
 * (`shows.list` in shared/request-fields.ts).
 */

/** A row as the table lists it: its listed fields, and the preview text cut to a bounded size. */
export type SubmissionListItem = { id: number; createdAt: string } & Pick<
  RequestValues,
  Exclude<FieldNamesShownIn<'list'>, PreviewField>
> & {
    /** The start of the preview field (the message), or null. */
    preview: string | null;
    /** Characters in the whole preview field; more than the preview means "show the full text" is offered. */
    previewLength: number;
    status: LeadStatus;
    /** The admin working it (their email), or null. */
    assignedTo: string | null;
    /** Another request has the same phone or email. */
    repeat: boolean;
    /** Why it is an emergency (shared/emergency.ts), or null. */
    emergency: EmergencyReason | null;
    /** While New: minutes waited so far on its clock (`waitClock`); null once answered. */
    waitingMinutes: number | null;
    /** Which clock it waits on: an emergency's plain clock, or the office hours. */
    waitClock: WaitClock;
    /** New and waiting longer than its response time on its clock. */
    overdue: boolean;
  };
type PreviewField = Extract<RequestField, { shows: { list: 'preview' } }>['name'];

export interface SubmissionPage {
  items: SubmissionListItem[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export const MESSAGE_PREVIEW_CHARS = 280;
/** Other fields are short in practice; this bounds a page even if a webhook sends something huge. */
const FIELD_CHARS = 300;

/**
 * A search first reads this many of the newest rows (from the cursor on) and filters them; only
 * when they hold less than a page does it ask the trigram indexes for every match. See
 * listSubmissions.
 */
export const RECENT_WINDOW = 2000;

const LISTED = fieldsShownIn('list').filter((field) => field.shows.list !== 'preview');
const PREVIEWED = fieldsShownIn('list', 'preview')[0];
/** Not a column of the list, but the emergency rule reads it (shared/emergency.ts). */
const WATER = REQUEST_FIELDS.find((field) => field.name === 'waterComingIn')!;

/** The table's columns of a row; computed over whichever source holds the raw columns. */
const listColumns = [
  sql<number>`id`.as('id'),
  ...columnsOf(LISTED).map((column) => sql<string | null>`left(${sql.ref(column)}, ${FIELD_CHARS})`.as(column)),
  (PREVIEWED
    ? sql<string | null>`left(${sql.ref(PREVIEWED.column)}, ${MESSAGE_PREVIEW_CHARS})`
    : sql<string | null>`null::text`
  ).as('preview'),
  (PREVIEWED ? sql<number>`coalesce(length(${sql.ref(PREVIEWED.column)}), 0)` : sql<number>`0`).as('preview_length'),
  sql<Date>`created_at`.as('created_at'),
  createdAtMicros.as('created_us'),
  sql<LeadStatus>`status`.as('status'),
  sql<string | null>`left(${sql.ref(WATER.column)}, ${FIELD_CHARS})`.as(WATER.column),
];
/** What the newest rows are read with when a search filters them: the searched and the listed columns. */
const searchedColumns = [
  'id' as const,
  'created_at' as const,
  'status' as const,
  ...new Set(columnsOf([...fieldsShownIn('search'), ...fieldsShownIn('list'), WATER])),
];

type ListRow = Partial<Record<RequestColumn, string | null>> & {
  id: number;
  preview: string | null;
  preview_length: number;
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
async function listPage(
  db: Kysely<Database>,
  input: { search: string; cursor?: string | null; limit: number },
  scope: ListScope,
): Promise<SubmissionPage & { lastPosition: string | null }> {
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
      const listed = fromColumns(LISTED, row) as Pick<RequestValues, Exclude<FieldNamesShownIn<'list'>, PreviewField>>;
      const emergency = emergencyOf(
        { serviceNeeded: listed.serviceNeeded, waterComingIn: row[WATER.column] ?? null },
        scope.emergencyServices,
      );
      return {
        id: row.id,
        ...listed,
        preview: row.preview,
        previewLength: Number(row.preview_length),
        createdAt: createdAt.toISOString(),
        status: row.status,
        assignedTo: extras.get(row.id)?.assignedTo ?? null,
        repeat: extras.get(row.id)?.repeat ?? false,
        emergency,
        ...waiting(row.status, createdAt, emergency !== null, scope),
      };
    }),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAtMicros: last.created_us, id: last.id }) : null,
    lastPosition: last ? encodeCursor({ createdAtMicros: last.created_us, id: last.id }) : null,
  };
}

/**
 * A page of the list: the open emergencies first (New, see shared/emergency.ts), newest first,
 * then every other request newest first. Each part is its own walk (listPage); a cursor that starts
 * with URGENT_CURSOR is still among the emergencies, so paging never repeats or skips a row.
 */
export async function listSubmissions(
  db: Kysely<Database>,
  input: { search: string; cursor?: string | null; limit: number },
  scope: ListScope,
): Promise<SubmissionPage> {
  const { cursor, limit } = input;
  if (cursor && !cursor.startsWith(URGENT_CURSOR))
    return withoutPosition(await listPage(db, input, { ...scope, urgency: 'rest' }));
  const urgent = await listPage(
    db,
    { ...input, cursor: cursor ? cursor.slice(URGENT_CURSOR.length) : null },
    { ...scope, urgency: 'urgent' },
  );
  // More emergencies than a page, or exactly a page: the next page goes on from the last one shown.
  if (urgent.nextCursor || (urgent.items.length === limit && urgent.lastPosition))
    return { items: urgent.items, nextCursor: `${URGENT_CURSOR}${urgent.lastPosition}` };
  const others = await listPage(
    db,
    { ...input, cursor: null, limit: limit - urgent.items.length },
    { ...scope, urgency: 'rest' },
  );
  return { items: [...urgent.items, ...others.items], nextCursor: others.nextCursor };
}

/** A cursor's mark that the page it starts is still among the open emergencies. */
export const URGENT_CURSOR = 'u';

const withoutPosition = ({ items, nextCursor }: SubmissionPage): SubmissionPage => ({ items, nextCursor });
