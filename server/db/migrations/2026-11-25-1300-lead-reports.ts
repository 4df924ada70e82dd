import { sql, type Kysely } from 'kysely';

/**
 * What the Reports view counts (server/reports/lead-report.ts), kept on the request's own row so a
 * report is one read of one table:
 *
 * - `inspection_at`, `estimate_at`: when the request first reached Inspection scheduled and Estimate
 *   sent (a later stage counts as having passed the earlier: an estimate needs the roof seen). Set
 *   once and kept, so a lead inspected and then lost still counts as inspected.
 * - `won_at`: when it became Won; cleared if it leaves Won (a mistaken Won is no job).
 * - `won_value`: the job's value in whole dollars, asked (optionally) on the Won transition.
 *
 * Existing requests get their dates from their status history (lead_events); a request whose
 * status is past a stage with no history of it gets its first response's time, else its arrival.
 *
 * Speed at a million rows: the report filters a date range and reads a handful of columns, so each
 * date gets an index that carries those columns (an index-only scan reads no table pages).
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table contact_submissions
      add column inspection_at timestamptz,
      add column estimate_at timestamptz,
      add column won_at timestamptz,
      add column won_value integer constraint contact_submissions_won_value_check check (won_value >= 0)
  `.execute(db);

  await sql`
    update contact_submissions c set
      inspection_at = case when c.status in ('inspection_scheduled', 'estimate_sent', 'won') or e.inspection is not null
        then coalesce(e.inspection, c.first_response_at, c.created_at) end,
      estimate_at = case when c.status in ('estimate_sent', 'won') or e.estimate is not null
        then coalesce(e.estimate, c.first_response_at, c.created_at) end,
      won_at = case when c.status = 'won' then coalesce(e.won, c.first_response_at, c.created_at) end
    from (
      select s.id,
        min(v.created_at) filter (where v.to_value in ('inspection_scheduled', 'estimate_sent', 'won')) as inspection,
        min(v.created_at) filter (where v.to_value in ('estimate_sent', 'won')) as estimate,
        max(v.created_at) filter (where v.to_value = 'won') as won
      from contact_submissions s
      left join lead_events v on v.submission_id = s.id and v.kind = 'status'
      where s.status <> 'new'
      group by s.id
    ) e
    where e.id = c.id
  `.execute(db);

  await sql`
    create index contact_submissions_report_idx on contact_submissions (created_at)
    include (status, channel, office, page_city, page_service, inspection_at, estimate_at, won_value, first_response_minutes)
  `.execute(db);
  await sql`
    create index contact_submissions_won_idx on contact_submissions (won_at)
    include (channel, office, page_city, page_service, won_value)
    where won_at is not null
  `.execute(db);
  await sql`analyze contact_submissions`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists contact_submissions_won_idx`.execute(db);
  await sql`drop index if exists contact_submissions_report_idx`.execute(db);
  await sql`
    alter table contact_submissions
      drop column if exists inspection_at, drop column if exists estimate_at,
      drop column if exists won_at, drop column if exists won_value
  `.execute(db);
}
