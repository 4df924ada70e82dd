import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Makes the report rollups (migration 2026-11-25-1600-report-rollup) cut months in the site's time
 * zone. The triggers read the zone from report_settings; when the site file names another one, the
 * rollups are rebuilt from the requests in the same transaction that changes it, with writers of
 * requests held off meanwhile (SHARE ROW EXCLUSIVE lets reads go on, and makes a second server
 * starting at the same moment wait and find the work done), so no request is counted in the old
 * zone's months. Run at start-up; a no-op when the zone is already the site's.
 *
 * Returns whether it rebuilt.
 */
export async function setReportTimeZone(db: Kysely<Database>, timeZone: string): Promise<boolean> {
  if ((await reportRollupTimeZone(db)) === timeZone) return false;
  // A zone the database does not know would fail every later insert of a request: refuse it here.
  const known = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_timezone_names where name = ${timeZone}`.execute(db);
  if (!known.rows[0]?.n)
    throw new Error(
      `The site's time zone "${timeZone}" is unknown to the database (pg_timezone_names): fix timeZone in the site file`,
    );
  return db.transaction().execute(async (trx) => {
    await sql`lock table contact_submissions in share row exclusive mode`.execute(trx);
    if ((await reportRollupTimeZone(trx)) === timeZone) return false;
    await sql`
      insert into report_settings (time_zone) values (${timeZone})
      on conflict (only_row) do update set time_zone = excluded.time_zone`.execute(trx);
    await sql`select report_rollup_rebuild()`.execute(trx);
    return true;
  });
}

/** The zone the rollups' months are cut in. */
export async function reportRollupTimeZone(db: Kysely<Database>): Promise<string> {
  return (await sql<{ zone: string }>`select report_time_zone() as zone`.execute(db)).rows[0]!.zone;
}
