import { type Kysely, sql } from 'kysely';

/**
 * Why a request was lost (shared/lead-statuses.ts LOST_REASONS), asked when the office marks it
 * Lost, and its line in the History (lead_events kind `lost-reason`).
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
const REASONS = ['price', 'competitor', 'no_damage', 'claim_denied', 'waiting', 'no_reply', 'other'];
const KINDS_BEFORE = [
  'status',
  'owner',
  'note',
  'erase',
  'logged',
  'contact',
  'appointment',
  'follow-up',
  'won-value',
  'storm',
];
const kindCheck = (kinds: string[]) =>
  sql`alter table lead_events add constraint lead_events_kind_check check (kind in (${sql.join(kinds.map((k) => sql.lit(k)))}))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contact_submissions')
    .addColumn('lost_reason', 'text', (c) =>
      c.check(sql`lost_reason in (${sql.join(REASONS.map((reason) => sql.lit(reason)))})`),
    )
    .execute();
  await sql`alter table lead_events drop constraint lead_events_kind_check`.execute(db);
  await kindCheck([...KINDS_BEFORE, 'lost-reason']).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from lead_events where kind = 'lost-reason'`.execute(db);
  await sql`alter table lead_events drop constraint lead_events_kind_check`.execute(db);
  await kindCheck(KINDS_BEFORE).execute(db);
  await sql`alter table contact_submissions drop column if exists lost_reason`.execute(db);
}
