import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/types';
import { stormDayStart, townOf } from './membership';
import type { Storm } from './storms';

/** At most this many past customers in one list. */
export const PAST_CUSTOMERS_LIMIT = 500;

export interface PastCustomer {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  /** The hit town it matched. */
  city: string;
  wonAt: string | null;
  createdAt: string;
  /** When the office marked the call for this storm, and who. */
  calledAt: string | null;
  calledBy: string | null;
}

/**
 * "Past customers in the hit towns": requests won before the storm's date (the office's calendar)
 * whose town is one of the storm's, to call and check on. A job won since is this storm's
 * customer, not a past one, even when the storm was declared later. A request's town is the city of the page it was sent from
 * (its city page), or a hit town's name in its address ("…, Broken Arrow, OK 74012"). Those not
 * yet called come first, oldest customers first.
 */
export async function pastCustomers(
  db: Kysely<Database>,
  storm: Pick<Storm, 'id' | 'cities' | 'date'>,
  timeZone: string,
): Promise<PastCustomer[]> {
  if (!storm.cities.length) return [];
  const cityOf = townOf;
  const town = sql<string>`case ${sql.join(
    storm.cities.map((city) => sql`when ${cityOf(city.name)} then ${city.name}`),
    sql` `,
  )} end`;
  const rows = await db
    .selectFrom('contact_submissions as c')
    .leftJoin('storm_calls as k', (join) => join.onRef('k.submission_id', '=', 'c.id').on('k.storm_id', '=', storm.id))
    .select([
      'c.id',
      'c.name',
      'c.phone',
      'c.email',
      'c.address',
      'c.won_at',
      'c.created_at',
      'k.called_at',
      'k.called_by',
      town.as('city'),
    ])
    .where('c.status', '=', 'won')
    .where(sql<Date>`coalesce(c.won_at, c.created_at)`, '<', stormDayStart(storm, timeZone))
    .where(
      sql<SqlBool>`(${sql.join(
        storm.cities.map((city) => cityOf(city.name)),
        sql` or `,
      )})`,
    )
    .orderBy(sql`k.called_at is not null`)
    .orderBy('c.created_at', 'asc')
    .orderBy('c.id', 'asc')
    .limit(PAST_CUSTOMERS_LIMIT)
    .execute();
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    city: row.city,
    wonAt: iso(row.won_at),
    createdAt: new Date(row.created_at).toISOString(),
    calledAt: iso(row.called_at),
    calledBy: row.called_by,
  }));
}

/** Marks (or, with `called: false`, unmarks) a past customer as called for this storm. Safe to repeat. */
export async function markCalled(
  db: Kysely<Database>,
  input: { stormId: number; id: number; called: boolean },
  actor: { id: string; email: string },
  now: Date,
): Promise<{ calledAt: string | null }> {
  if (!input.called) {
    await db
      .deleteFrom('storm_calls')
      .where('storm_id', '=', input.stormId)
      .where('submission_id', '=', input.id)
      .execute();
    return { calledAt: null };
  }
  const row = await db
    .insertInto('storm_calls')
    .values({
      storm_id: input.stormId,
      submission_id: input.id,
      called_at: now,
      called_by_id: actor.id,
      called_by: actor.email,
    })
    .onConflict((conflict) => conflict.columns(['storm_id', 'submission_id']).doNothing())
    .returning('called_at')
    .executeTakeFirst();
  if (row) return { calledAt: new Date(row.called_at).toISOString() };
  const existing = await db
    .selectFrom('storm_calls')
    .select('called_at')
    .where('storm_id', '=', input.stormId)
    .where('submission_id', '=', input.id)
    .executeTakeFirstOrThrow();
  return { calledAt: new Date(existing.called_at).toISOString() };
}
