import { sql, type Kysely, type SqlBool } from 'kysely';
import { OPEN_STATUSES, type LeadStatus, type LeadView } from '../../shared/lead-statuses';
import { WATER_COMING_IN_YES, type WaitClock } from '../../shared/emergency';
import { REQUEST_FIELDS } from '../../shared/request-fields';
import type { Database } from '../db/types';
import type { LeadClocks } from '../leads/clock';
import { after } from './cursor';
import { EXACT_SEARCH_COLUMNS, searchText } from './request-row';

/** Where the list stands: which requests it shows besides the search, and the clocks they wait on. */
export interface ListScope extends LeadClocks {
  view: LeadView;
  /** Only requests assigned to this admin (the "Mine" filter). */
  ownerId?: string | null;
  /** Only one office's requests (its id). */
  office?: string | null;
  /**
   * `urgent`: only the open emergencies (New, see shared/emergency.ts), which the list shows first;
   * `rest`: every other request. Absent: both.
   */
  urgency?: 'urgent' | 'rest';
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

const SERVICE_COLUMN = sql.ref(REQUEST_FIELDS.find((field) => field.name === 'serviceNeeded')!.column);
const WATER_COLUMN = sql.ref(REQUEST_FIELDS.find((field) => field.name === 'waterComingIn')!.column);

/**
 * shared/emergency.ts's rule (emergencyOf) in SQL: water coming in, or an emergency service.
 * Never null, so `not` of it keeps every other row.
 */
export function isEmergency(emergencyServices: readonly string[]) {
  const water = sql<SqlBool>`coalesce(${WATER_COLUMN} = ${WATER_COMING_IN_YES}, false)`;
  if (!emergencyServices.length) return water;
  const services = sql.join(emergencyServices.map((service) => sql`${service}`));
  return sql<SqlBool>`(${water} or coalesce(${SERVICE_COLUMN} in (${services}), false))`;
}

/** The open emergencies: New and an emergency. The list shows them first. */
function urgentOpen(scope: Pick<ListScope, 'emergencyServices'>) {
  return sql<SqlBool>`(status = 'new' and ${isEmergency(scope.emergencyServices)})`;
}

/**
 * New and waiting past the response time: an ordinary request by the office hours, an emergency by
 * the plain clock. Both halves are ranges on the status index.
 */
export function overdueFilter(
  scope: Pick<ListScope, 'now' | 'responseMinutes' | 'clock' | 'emergencyMinutes' | 'emergencyServices'>,
) {
  const emergency = isEmergency(scope.emergencyServices);
  return sql<SqlBool>`(status = 'new' and (
    (not ${emergency} and created_at < ${overdueCutoff(scope)})
    or (${emergency} and created_at < ${emergencyCutoff(scope)})))`;
}

/**
 * The list's filters besides the search, each served by an index that walks newest first
 * (migration 2026-11-24-2000): one status, the open ones, New from before the Overdue cutoff, an owner's;
 * and one office's.
 */
export function scopeFilter(scope: ListScope | undefined) {
  const parts = [];
  const view = scope?.view ?? 'all';
  if (view === 'open') parts.push(sql<SqlBool>`status in (${OPEN_LIST})`);
  else if (view === 'overdue') parts.push(overdueFilter(scope!));
  else if (view !== 'all') parts.push(sql<SqlBool>`status = ${view}`);
  if (scope?.ownerId) parts.push(sql<SqlBool>`assigned_to = ${scope.ownerId}::uuid`);
  if (scope?.office) parts.push(sql<SqlBool>`office = ${scope.office}`);
  if (scope?.urgency === 'urgent') parts.push(urgentOpen(scope));
  else if (scope?.urgency === 'rest') parts.push(sql<SqlBool>`not ${urgentOpen(scope)}`);
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : undefined;
}

/** An ordinary New request received before this instant has waited longer than the response time. */
export function overdueCutoff(scope: Pick<ListScope, 'now' | 'responseMinutes' | 'clock'>): Date {
  return scope.clock.cutoffBefore(scope.now, scope.responseMinutes);
}

/** A New emergency received before this instant has waited longer than its response time, on the plain clock. */
export function emergencyCutoff(scope: Pick<ListScope, 'now' | 'emergencyMinutes'>): Date {
  return new Date(scope.now.getTime() - scope.emergencyMinutes * MINUTE_MS);
}

const MINUTE_MS = 60_000;

/**
 * While New: the minutes waited, on the clock the request waits on (an emergency's plain clock or
 * the office hours), and whether that is past its response time. One clock per request.
 */
export function waiting(
  status: LeadStatus,
  createdAt: Date,
  emergency: boolean,
  scope: Pick<ListScope, 'now' | 'responseMinutes' | 'clock' | 'emergencyMinutes'>,
): { waitingMinutes: number | null; overdue: boolean; waitClock: WaitClock } {
  const waitClock: WaitClock = emergency ? 'emergency' : 'office';
  if (status !== 'new') return { waitingMinutes: null, overdue: false, waitClock };
  if (emergency) {
    const minutes = Math.max(0, (scope.now.getTime() - createdAt.getTime()) / MINUTE_MS);
    return { waitingMinutes: Math.floor(minutes), overdue: minutes > scope.emergencyMinutes, waitClock };
  }
  const minutes = scope.clock.minutesBetween(createdAt, scope.now);
  return { waitingMinutes: Math.floor(minutes), overdue: minutes > scope.responseMinutes, waitClock };
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
