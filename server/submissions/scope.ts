import { sql, type Kysely, type SqlBool } from 'kysely';
import { OPEN_STATUSES, type LeadStatus, type LeadView } from '../../shared/lead-statuses';
import type { BusinessClock } from '../../shared/business-hours';
import type { Database } from '../db/types';
import { after } from './cursor';
import { EXACT_SEARCH_COLUMNS, searchText } from './request-row';

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

/** LIKE treats % and _ as wildcards and \ as their escape; a search for "50%" means those characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The spec's search rule in SQL (see matchesSearch in shared/submission-search.ts). The first half
 * is exactly the trigram index's expression, so the planner can use the index.
 */
export function matchesSearch(search: string) {
  const pattern = `%${escapeLike(search)}%`;
  const exact = EXACT_SEARCH_COLUMNS.map((column) => sql<SqlBool>` or ${sql.ref(column)} like ${pattern}`);
  return sql<SqlBool>`(${searchText()} ilike ${pattern}${sql.join(exact, sql``)})`;
}

// Literals, not parameters: the planner matches them to the open requests' partial index.
const OPEN_LIST = sql.raw(OPEN_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * The list's filters besides the search, each served by an index that walks newest first
 * (migration 2026-11-24-2000): one status, the open ones, New from before the Overdue cutoff, an owner's.
 */
export function scopeFilter(scope: ListScope | undefined) {
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

/** The table newest first, searched and filtered, from the cursor on. */
export function newestFirst(
  db: Kysely<Database>,
  search: string,
  cursor: string | null | undefined,
  scope?: ListScope,
) {
  let query = db.selectFrom('contact_submissions').orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (search) query = query.where(matchesSearch(search));
  if (cursor) query = query.where(after(cursor));
  const filter = scopeFilter(scope);
  if (filter) query = query.where(filter);
  return query;
}
