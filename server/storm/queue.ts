import { sql, type Kysely, type SqlBool } from 'kysely';
import { OPEN_STATUSES, type LeadStatus } from '../../shared/lead-statuses';
import { emergencyOf, type WaitClock } from '../../shared/emergency';
import type { Database } from '../db/types';
import type { LeadClocks } from '../leads/clock';
import { waiting } from '../submissions/scope';
import { inStorm, type StormRef } from './membership';

/** The storm view shows at most this many requests (a storm of a thousand requests is worked from the top). */
export const STORM_QUEUE_LIMIT = 500;
const MINUTE_MS = 60_000;

export interface StormCounters {
  requests: number;
  /** "Is water coming in now?" answered yes. */
  leaks: number;
  /** Reached Inspection scheduled (or further), kept even if later lost. */
  inspections: number;
  /** The customer said a claim is filed (or the office set it so). */
  claimsFiled: number;
  won: number;
}

export interface StormQueueItem {
  id: number;
  name: string;
  phone: string | null;
  address: string | null;
  status: LeadStatus;
  waterComingIn: string | null;
  claimFiled: string | null;
  insuranceCarrier: string | null;
  createdAt: string;
  photoCount: number;
  /** While New: minutes waited on `waitClock` (every minute while the storm is active; the request's own clock after). */
  waitingMinutes: number | null;
  waitClock: WaitClock;
  overdue: boolean;
}

const OPEN_LIST = sql.raw(OPEN_STATUSES.map((status) => `'${status}'`).join(', '));
// `is not distinct from`: a plain = is null for an unanswered question, and nulls sort first in a descending order.
const openLeak = sql<SqlBool>`(water_coming_in is not distinct from 'yes' and status in (${OPEN_LIST}))`;
const open = sql<SqlBool>`(status in (${OPEN_LIST}))`;

/** A storm's counters, from its requests (server/storm/membership.ts). */
export async function stormCounters(db: Kysely<Database>, storm: StormRef, timeZone: string): Promise<StormCounters> {
  const row = await db
    .selectFrom('contact_submissions as c')
    .select([
      sql<number>`count(*)::int`.as('requests'),
      sql<number>`(count(*) filter (where water_coming_in = 'yes'))::int`.as('leaks'),
      sql<number>`(count(*) filter (where inspection_at is not null))::int`.as('inspections'),
      sql<number>`(count(*) filter (where claim_filed = 'yes'))::int`.as('claims_filed'),
      sql<number>`(count(*) filter (where status = 'won'))::int`.as('won'),
    ])
    .where(inStorm(storm, timeZone))
    .executeTakeFirstOrThrow();
  return {
    requests: row.requests,
    leaks: row.leaks,
    inspections: row.inspections,
    claimsFiled: row.claims_filed,
    won: row.won,
  };
}

/**
 * The storm view: the storm's requests (server/storm/membership.ts), open leaks first, then the other open requests by how
 * long they have waited (longest first), then the closed ones. While the storm is active a New
 * request is overdue after STORM_RESPONSE_HOURS of wall-clock time, nights and weekends included;
 * once it has ended, each request's own clock applies again (server/leads/clock.ts).
 */
export async function stormQueue(
  db: Kysely<Database>,
  storm: StormRef,
  context: LeadClocks & {
    timeZone: string;
    active: boolean;
    stormResponseMinutes: number;
  },
): Promise<StormQueueItem[]> {
  const rows = await db
    .selectFrom('contact_submissions as c')
    .select([
      'c.id',
      'c.name',
      'c.phone',
      'c.address',
      'c.status',
      'c.water_coming_in',
      'c.service_needed',
      'c.claim_filed',
      'c.insurance_carrier',
      'c.created_at',
      (eb) =>
        eb
          .selectFrom('request_photos as p')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('p.submission_id', '=', 'c.id')
          .as('photo_count'),
    ])
    .where(inStorm(storm, context.timeZone))
    .orderBy(sql`${openLeak} desc`)
    .orderBy(sql`${open} desc`)
    .orderBy('c.created_at', 'asc')
    .orderBy('c.id', 'asc')
    .limit(STORM_QUEUE_LIMIT)
    .execute();
  return rows.map((row) => {
    const createdAt = new Date(row.created_at);
    let wait: { waitingMinutes: number | null; overdue: boolean; waitClock: WaitClock };
    if (context.active && row.status === 'new') {
      const minutes = Math.max(0, (context.now.getTime() - createdAt.getTime()) / MINUTE_MS);
      wait = {
        waitingMinutes: Math.floor(minutes),
        overdue: minutes > context.stormResponseMinutes,
        waitClock: 'storm',
      };
    } else {
      const emergency = emergencyOf(
        { serviceNeeded: row.service_needed, waterComingIn: row.water_coming_in },
        context.emergencyServices,
      );
      wait = waiting(row.status, createdAt, emergency !== null, context);
    }
    return {
      id: row.id,
      name: row.name,
      phone: row.phone,
      address: row.address,
      status: row.status,
      waterComingIn: row.water_coming_in,
      claimFiled: row.claim_filed,
      insuranceCarrier: row.insurance_carrier,
      createdAt: createdAt.toISOString(),
      photoCount: Number(row.photo_count ?? 0),
      ...wait,
    };
  });
}
