import { type Kysely, sql } from 'kysely';

/**
 * The homeowner's photo consent recorded or withdrawn is a line in the request's History
 * (lead_events kind `photo-consent`: to 'given' or 'withdrawn', with who and when), like every
 * other change the office makes to a request.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
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
  'lost-reason',
  'job-completed',
  'complaint',
];
const kindCheck = (kinds: string[]) =>
  sql`alter table lead_events add constraint lead_events_kind_check check (kind in (${sql.join(kinds.map((k) => sql.lit(k)))}))`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table lead_events drop constraint lead_events_kind_check`.execute(db);
  await kindCheck([...KINDS_BEFORE, 'photo-consent']).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from lead_events where kind = 'photo-consent'`.execute(db);
  await sql`alter table lead_events drop constraint lead_events_kind_check`.execute(db);
  await kindCheck(KINDS_BEFORE).execute(db);
}
