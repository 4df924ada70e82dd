import { type Kysely, type RawBuilder, sql, type SqlBool } from 'kysely';
import type { Database } from '../db/types';
import { escapeLike } from '../submissions/scope';
import { addDaysTo, endOfDay } from './days';
import type { Storm } from './storms';

/**
 * Which requests are a storm's. Storms are declared hours after the hail, and the first calls land
 * before that, so a storm's requests are:
 * - those from its towns (a request's city page, or a town's name in its address) sent from the
 *   start of the storm's date (the office's calendar) until it ended, web or phoned in;
 * - those sent while it was active (`storm_id`, set at arrival: they were asked its questions);
 * - those the office added ("Add to this storm" sets `storm_id`);
 * less those the office took out (`storm_excluded_id`).
 */

export type StormRef = Pick<Storm, 'id' | 'date' | 'cities' | 'endedAt' | 'expiresAt'>;

/** The moment a storm's date starts on the office's calendar (the day before's end). */
export const stormDayStart = (storm: Pick<Storm, 'date'>, timeZone: string): Date =>
  endOfDay(addDaysTo(storm.date, -1), timeZone);

/** A request (alias `c`) is in one of the towns, by its city page or its address ("…, Broken Arrow, OK 74012"). */
export const townOf = (name: string) =>
  sql<SqlBool>`(lower(c.page_city) = lower(${name}) or c.address ilike ${`%${escapeLike(name)},%`} or c.address ilike ${`%${escapeLike(name)}`})`;

/** Whether the request aliased `c` is one of the storm's (see above). */
export function inStorm(storm: StormRef, timeZone: string): RawBuilder<SqlBool> {
  const towns = storm.cities.length
    ? sql<SqlBool>`(${sql.join(
        storm.cities.map((city) => townOf(city.name)),
        sql` or `,
      )})`
    : sql<SqlBool>`false`;
  const end = storm.endedAt ?? storm.expiresAt;
  return sql<SqlBool>`(c.storm_excluded_id is distinct from ${storm.id} and (c.storm_id = ${storm.id}
    or (c.created_at >= ${stormDayStart(storm, timeZone)} and c.created_at < ${end} and coalesce(${towns}, false))))`;
}

/**
 * Adds a request to the storm ("Add to this storm") or takes it out ("Remove from this storm"),
 * with a line in its History saying who. Safe to repeat. False when there is no such request.
 */
export function setStormMember(
  db: Kysely<Database>,
  input: { storm: Pick<Storm, 'id' | 'name'>; id: number; member: boolean },
  actor: { id: string; email: string },
  now: Date,
): Promise<boolean> {
  const stormId = input.storm.id;
  return db.transaction().execute(async (trx) => {
    const query = trx.updateTable('contact_submissions').where('id', '=', input.id);
    const row = input.member
      ? await query
          .set({
            storm_id: stormId,
            storm_excluded_id: sql<
              number | null
            >`case when storm_excluded_id = ${stormId} then null else storm_excluded_id end`,
          })
          .returning('version')
          .executeTakeFirst()
      : await query
          .set({
            storm_id: sql<number | null>`case when storm_id = ${stormId} then null else storm_id end`,
            storm_excluded_id: stormId,
          })
          .returning('version')
          .executeTakeFirst();
    if (!row) return false;
    await trx
      .insertInto('lead_events')
      .values({
        submission_id: input.id,
        kind: 'storm',
        from_value: input.member ? null : input.storm.name,
        to_value: input.member ? input.storm.name : null,
        actor_id: actor.id,
        actor: actor.email,
        version: row.version,
        created_at: now,
      })
      .execute();
    return true;
  });
}
