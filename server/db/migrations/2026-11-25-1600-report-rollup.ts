import { sql, type Kysely } from 'kysely';

/**
 * The Reports view at a million requests: per business month and grouping key, the figures the
 * view adds up, kept by triggers so a report reads a few hundred rows instead of a year of requests
 * (server/reports/lead-report.ts reads them, and the base table only for the days at a range's
 * edges that do not fill a month).
 *
 * - `report_request_months`: per month of arrival × dimension (channel, city, service, office) ×
 *   key: requests, inspections, estimates, won and won value (spam left out, as everywhere), and
 *   the first responses as a histogram, so the median over any set of months is read off the sum
 *   of their histograms (the median of all requests, never a median of medians).
 * - `report_won_months`: per month won × dimension × key: won and won value ("by won date").
 * - `report_settings`: the time zone the months are cut in (`report_time_zone()`; without a row,
 *   America/Chicago). The server sets it from the site file at start-up
 *   (server/reports/rollup-time-zone.ts), which rebuilds both tables when it changes.
 *
 * The histogram (`first_responses`): element b + 1 counts the answered requests in bucket b of
 * `report_minutes_bucket` (read back by server/reports/first-response-histogram.ts): one bucket
 * per minute below 1,024 business minutes (17 h 04 min), above that 128 buckets per doubling, each
 * 1/128 of its lower bound wide (under 0.8%). So a median
 * under 1,024 minutes is exact, and one above is within 0.4% (half a bucket) of the exact figure;
 * the array has at most ~3,700 elements whatever the tail, and unused buckets are NULL (a bit each).
 *
 * One rule computes the deltas of a set of rows (`deltaSql`): each trigger applies it to its
 * transition tables (old rows subtracted, new rows added), and `report_rollup_rebuild()` to the
 * whole table. A statement-level trigger costs one aggregate per statement, so a bulk update (a
 * retention delete, an import) is not slowed row by row; a group whose figures do not change (an
 * edit of a note, a reminder stamp) writes nothing. Rows are upserted in key order, request months
 * before won months, so concurrent writers lock them in the same order and cannot deadlock on them.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.

/** `source`'s rows (columns of contact_submissions plus `sign`, 1 or -1), once per dimension. */
const keyedSql = (source: string) => `
  with changed as (${source}),
  keyed as (
    select c.*, d.dimension, d.key, (select report_time_zone()) as time_zone
    from changed c
    cross join lateral (values ('channel', c.channel), ('city', c.page_city), ('service', c.page_service), ('office', c.office)) d(dimension, key)
  )`;

/**
 * The two upserts that add `source`'s rows to the rollups, in business months of report_time_zone(): request months first, then won months, each in key order.
 */
const deltaSql = (source: string) => `
  ${keyedSql(source)},
  per_bucket as (
    select dimension, date_trunc('month', created_at at time zone time_zone)::date as month, key,
      report_minutes_bucket(first_response_minutes) as bucket,
      sum(sign)::int as requests,
      coalesce(sum(sign) filter (where inspection_at is not null), 0)::int as inspections,
      coalesce(sum(sign) filter (where estimate_at is not null), 0)::int as estimates,
      coalesce(sum(sign) filter (where status = 'won'), 0)::int as won,
      coalesce(sum(sign * won_value::bigint) filter (where status = 'won'), 0)::bigint as won_value
    from keyed where status <> 'spam'
    group by 1, 2, 3, 4
  )
  insert into report_request_months as t (dimension, month, key, requests, inspections, estimates, won, won_value, first_responses)
  select dimension, month, key, sum(requests), sum(inspections), sum(estimates), sum(won), sum(won_value),
    report_histogram(array_agg(bucket) filter (where bucket is not null and requests <> 0),
                     array_agg(requests) filter (where bucket is not null and requests <> 0))
  from per_bucket
  group by 1, 2, 3
  having bool_or(requests <> 0 or inspections <> 0 or estimates <> 0 or won <> 0 or won_value <> 0)
  order by 1, 2, 3
  on conflict (dimension, month, key) do update set
    requests = t.requests + excluded.requests,
    inspections = t.inspections + excluded.inspections,
    estimates = t.estimates + excluded.estimates,
    won = t.won + excluded.won,
    won_value = t.won_value + excluded.won_value,
    first_responses = report_histogram_add(t.first_responses, excluded.first_responses);

  ${keyedSql(source)}
  insert into report_won_months as t (dimension, month, key, won, won_value)
  select dimension, date_trunc('month', won_at at time zone time_zone)::date, key,
    sum(sign), coalesce(sum(sign * won_value::bigint), 0)
  from keyed where won_at is not null
  group by 1, 2, 3
  having sum(sign) <> 0 or coalesce(sum(sign * won_value::bigint), 0) <> 0
  order by 1, 2, 3
  on conflict (dimension, month, key) do update set won = t.won + excluded.won, won_value = t.won_value + excluded.won_value
`;

const COLUMNS =
  'created_at, status, channel, page_city, page_service, office, inspection_at, estimate_at, won_at, won_value, first_response_minutes';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table report_settings (
      only_row boolean primary key default true constraint report_settings_one_row check (only_row),
      time_zone text not null
    )
  `.execute(db);
  // Without a row, America/Chicago (the per-day counts' zone too): a database the server has not
  // started on holds no data, so a backup can be restored into it.
  await sql`
    create function report_time_zone() returns text language sql stable parallel safe
    return coalesce((select time_zone from report_settings), 'America/Chicago')
  `.execute(db);

  await sql`
    create table report_request_months (
      dimension text not null,
      month date not null,
      key text,
      requests integer not null,
      inspections integer not null,
      estimates integer not null,
      won integer not null,
      won_value bigint not null,
      first_responses integer[] not null,
      constraint report_request_months_key unique nulls not distinct (dimension, month, key)
    )
  `.execute(db);
  await sql`
    create table report_won_months (
      dimension text not null,
      month date not null,
      key text,
      won integer not null,
      won_value bigint not null,
      constraint report_won_months_key unique nulls not distinct (dimension, month, key)
    )
  `.execute(db);

  await sql`
    create function report_minutes_bucket(minutes integer) returns integer language sql immutable parallel safe
    return case
      when minutes is null then null
      when minutes < 1024 then greatest(minutes, 0)
      -- e = the position of the highest bit set (10 and up here); 128 buckets per doubling.
      else 1024 + (32 - position('1' in minutes::bit(32)::text) - 10) * 128
        + (minutes >> (32 - position('1' in minutes::bit(32)::text) - 7)) - 128
    end
  `.execute(db);
  // Element b + 1 counts bucket b; built from 1 so the array's lower bound is always 1.
  await sql`
    create function report_histogram(buckets integer[], counts integer[]) returns integer[] language plpgsql immutable as $$
    declare
      h integer[] := array[0];
    begin
      for i in 1 .. coalesce(cardinality(buckets), 0) loop
        h[buckets[i] + 1] := coalesce(h[buckets[i] + 1], 0) + counts[i];
      end loop;
      return h;
    end $$
  `.execute(db);
  await sql`
    create function report_histogram_add(a integer[], b integer[]) returns integer[] language plpgsql immutable as $$
    begin
      for i in 1 .. cardinality(b) loop
        if b[i] is not null and b[i] <> 0 then
          a[i] := coalesce(a[i], 0) + b[i];
        end if;
      end loop;
      return a;
    end $$
  `.execute(db);

  for (const [op, source] of [
    ['insert', `select 1 as sign, ${COLUMNS} from new_rows`],
    ['update', `select -1 as sign, ${COLUMNS} from old_rows union all select 1, ${COLUMNS} from new_rows`],
    ['delete', `select -1 as sign, ${COLUMNS} from old_rows`],
  ] as const) {
    await sql
      .raw(`
        create function report_rollup_${op}() returns trigger language plpgsql as $$
        begin
          ${deltaSql(source)};
          return null;
        end $$`)
      .execute(db);
    const transition = {
      insert: 'new table as new_rows',
      update: 'old table as old_rows new table as new_rows',
      delete: 'old table as old_rows',
    }[op];
    await sql
      .raw(
        `create trigger report_rollup_${op} after ${op} on contact_submissions referencing ${transition} for each statement execute function report_rollup_${op}()`,
      )
      .execute(db);
  }
  await sql`
    create function report_rollup_clear() returns trigger language plpgsql as $$
    begin
      delete from report_request_months;
      delete from report_won_months;
      return null;
    end $$
  `.execute(db);
  await sql`create trigger report_rollup_truncate after truncate on contact_submissions for each statement execute function report_rollup_clear()`.execute(
    db,
  );

  // Both rollups from the requests as they stand, in report_time_zone(); the server calls it when
  // the site's zone differs, after locking out writers (server/reports/rollup-time-zone.ts).
  await sql
    .raw(`
      create function report_rollup_rebuild() returns void language plpgsql as $$
      begin
        delete from report_request_months;
        delete from report_won_months;
        ${deltaSql(`select 1 as sign, ${COLUMNS} from contact_submissions`)};
      end $$`)
    .execute(db);
  await sql`select report_rollup_rebuild()`.execute(db);
  await sql`analyze report_request_months`.execute(db);
  await sql`analyze report_won_months`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const op of ['insert', 'update', 'delete', 'truncate'])
    await sql.raw(`drop trigger if exists report_rollup_${op} on contact_submissions`).execute(db);
  for (const fn of ['insert', 'update', 'delete', 'clear'])
    await sql.raw(`drop function if exists report_rollup_${fn}()`).execute(db);
  await sql`drop function if exists report_rollup_rebuild()`.execute(db);
  await sql`drop function if exists report_histogram_add(integer[], integer[])`.execute(db);
  await sql`drop function if exists report_histogram(integer[], integer[])`.execute(db);
  await sql`drop function if exists report_minutes_bucket(integer)`.execute(db);
  await sql`drop table if exists report_won_months`.execute(db);
  await sql`drop table if exists report_request_months`.execute(db);
  await sql`drop function if exists report_time_zone()`.execute(db);
  await sql`drop table if exists report_settings`.execute(db);
}
