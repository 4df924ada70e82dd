import { sql, type Kysely } from 'kysely';

/**
 * Reports credit the city and service page that brought a request, and split what visitors said.
 *
 * - `credit_city`, `credit_service`: the city page and service page a request counts for
 *   (shared/page-credit.ts: the form's page where it is one, else the landing page). The server
 *   sets them when a request arrives. Here, existing requests get their form page's city and
 *   service; `report_credit_pending` then asks the server to add their landing pages' at start-up,
 *   when it has the built site's page index (server/reports/page-credit.ts), and the server empties
 *   it when done.
 * - `report_channel(channel, heard_about)`: the channel a report groups on. A request whose channel
 *   is "Not tracked: as the visitor said" (`self-reported`) is keyed by the answer too
 *   (`self-reported:referral`, `self-reported:truck` …), so each answer is its own row.
 *
 * The rollups of migration 2026-11-25-1600-report-rollup are re-keyed on these (the same deltas,
 * other keys) and rebuilt; the report's indexes carry the new columns, so the days at a range's
 * edges are still read index-only.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.

interface Keys {
  channel: string;
  city: string;
  service: string;
  /** The columns the deltas read, for the transition tables' selects. */
  columns: string;
}

const NEW_KEYS: Keys = {
  channel: 'report_channel(c.channel, c.heard_about)',
  city: 'c.credit_city',
  service: 'c.credit_service',
  columns:
    'created_at, status, channel, heard_about, credit_city, credit_service, office, inspection_at, estimate_at, won_at, won_value, first_response_minutes',
};
const OLD_KEYS: Keys = {
  channel: 'c.channel',
  city: 'c.page_city',
  service: 'c.page_service',
  columns:
    'created_at, status, channel, page_city, page_service, office, inspection_at, estimate_at, won_at, won_value, first_response_minutes',
};

/** As in 2026-11-25-1600-report-rollup, with the keys given. */
const keyedSql = (source: string, keys: Keys) => `
  with changed as (${source}),
  keyed as (
    select c.*, d.dimension, d.key, (select report_time_zone()) as time_zone
    from changed c
    cross join lateral (values ('channel', ${keys.channel}), ('city', ${keys.city}), ('service', ${keys.service}), ('office', c.office)) d(dimension, key)
  )`;

const deltaSql = (source: string, keys: Keys) => `
  ${keyedSql(source, keys)},
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

  ${keyedSql(source, keys)}
  insert into report_won_months as t (dimension, month, key, won, won_value)
  select dimension, date_trunc('month', won_at at time zone time_zone)::date, key,
    sum(sign), coalesce(sum(sign * won_value::bigint), 0)
  from keyed where won_at is not null
  group by 1, 2, 3
  having sum(sign) <> 0 or coalesce(sum(sign * won_value::bigint), 0) <> 0
  order by 1, 2, 3
  on conflict (dimension, month, key) do update set won = t.won + excluded.won, won_value = t.won_value + excluded.won_value
`;

/** The trigger functions and the rebuild, keyed by `keys`; the triggers themselves stay. */
async function rollupFunctions(db: Kysely<any>, keys: Keys) {
  const { columns } = keys;
  for (const [op, source] of [
    ['insert', `select 1 as sign, ${columns} from new_rows`],
    ['update', `select -1 as sign, ${columns} from old_rows union all select 1, ${columns} from new_rows`],
    ['delete', `select -1 as sign, ${columns} from old_rows`],
  ] as const)
    await sql
      .raw(`
        create or replace function report_rollup_${op}() returns trigger language plpgsql as $$
        begin
          ${deltaSql(source, keys)};
          return null;
        end $$`)
      .execute(db);
  await sql
    .raw(`
      create or replace function report_rollup_rebuild() returns void language plpgsql as $$
      begin
        delete from report_request_months;
        delete from report_won_months;
        ${deltaSql(`select 1 as sign, ${columns} from contact_submissions`, keys)};
      end $$`)
    .execute(db);
}

/** The report's two indexes (2026-11-25-1300-lead-reports), carrying `include`'s columns. */
async function reportIndexes(db: Kysely<any>, keyColumns: string) {
  await sql`drop index if exists contact_submissions_won_idx`.execute(db);
  await sql`drop index if exists contact_submissions_report_idx`.execute(db);
  await sql
    .raw(`create index contact_submissions_report_idx on contact_submissions (created_at)
      include (status, office, ${keyColumns}, inspection_at, estimate_at, won_value, first_response_minutes)`)
    .execute(db);
  await sql
    .raw(`create index contact_submissions_won_idx on contact_submissions (won_at)
      include (office, ${keyColumns}, won_value) where won_at is not null`)
    .execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table contact_submissions add column credit_city text, add column credit_service text`.execute(db);
  // The form's page first (the landing page's comes at start-up); the rollups are rebuilt below,
  // so their update trigger need not follow each row.
  await sql`alter table contact_submissions disable trigger report_rollup_update`.execute(db);
  await sql`update contact_submissions set credit_city = page_city, credit_service = page_service
    where page_city is not null or page_service is not null`.execute(db);
  await sql`alter table contact_submissions enable trigger report_rollup_update`.execute(db);
  await sql`
    create table report_credit_pending (
      only_row boolean primary key default true constraint report_credit_pending_one_row check (only_row)
    )
  `.execute(db);
  // Only where there is something to credit: a new database stays empty, as a restore expects it.
  await sql`
    insert into report_credit_pending (only_row)
    select true where exists (select 1 from contact_submissions where landing_page is not null)`.execute(db);

  await sql`
    create function report_channel(channel text, heard_about text) returns text language sql immutable parallel safe
    return case when channel = 'self-reported' and heard_about is not null then 'self-reported:' || heard_about else channel end
  `.execute(db);

  await reportIndexes(db, 'channel, heard_about, credit_city, credit_service');
  await rollupFunctions(db, NEW_KEYS);
  await sql`select report_rollup_rebuild()`.execute(db);
  await sql`analyze contact_submissions`.execute(db);
  await sql`analyze report_request_months`.execute(db);
  await sql`analyze report_won_months`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rollupFunctions(db, OLD_KEYS);
  await reportIndexes(db, 'channel, page_city, page_service');
  await sql`select report_rollup_rebuild()`.execute(db);
  await sql`drop function if exists report_channel(text, text)`.execute(db);
  await sql`drop table if exists report_credit_pending`.execute(db);
  await sql`alter table contact_submissions drop column if exists credit_city, drop column if exists credit_service`.execute(
    db,
  );
}
