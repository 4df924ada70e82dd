import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_FIELDS, type RequestFieldSpec } from '../../shared/request-fields';
import { SEARCH_TEXT_COLUMNS, EXACT_SEARCH_COLUMNS } from '../../server/submissions/request-row';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';

/** Columns the lead pipeline and the server keep beside the declared fields; anything else must be declared. */
const PIPELINE_COLUMNS = [
  'id',
  'created_at',
  'idempotency_key',
  'status',
  'assigned_to',
  'version',
  'first_response_at',
  'first_response_minutes',
  'notes_count',
  'phone_key',
  'email_key',
  'inspection_at',
  'estimate_at',
  'won_at',
  'won_value',
  // Why it was lost, asked on the move to Lost (server/leads/changes.ts).
  'lost_reason',
  // The storm a request arrived during (server/storm/intake.ts) or the office added it to, and the
  // one the office took it out of (server/storm/membership.ts); never typed by a visitor.
  'storm_id',
  'storm_excluded_id',
  // The office's day (server/leads/office-day.ts).
  'appointment_at',
  'follow_up_at',
  'follow_up_reminded_at',
  // The review request's trigger and its hold (server/leads/office-day.ts, server/reviews/asks.ts).
  'job_completed_on',
  'complaint_at',
  // The homeowner's consent to photos of their home on the site (server/job-photos/curation.ts).
  'photo_consent',
  'photo_consent_at',
  'photo_consent_by',
  'photo_consent_note',
];

const fields: readonly RequestFieldSpec[] = REQUEST_FIELDS;

describe('the field declaration (shared/request-fields.ts)', () => {
  it('names each field and column once', () => {
    expect(new Set(fields.map((f) => f.name)).size).toBe(fields.length);
    expect(new Set(fields.map((f) => f.column)).size).toBe(fields.length);
    for (const field of fields) expect(PIPELINE_COLUMNS, field.name).not.toContain(field.column);
  });

  it('repeats only chosen values in the customer’s mail, so the form cannot mail a stranger free text', () => {
    for (const field of fields.filter((f) => f.shows.customerMail)) expect(field.format, field.name).toBe('choice');
  });

  it('gives every choice its options, and every visitor field a positive limit', () => {
    for (const field of fields.filter((f) => f.format === 'choice')) expect(field.options, field.name).toBeDefined();
    for (const field of fields.filter((f) => f.setBy === 'visitor')) expect(field.limit, field.name).toBeGreaterThan(0);
  });
});

describe.each(testDatabaseKinds)('the field declaration against the %s database', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('has a column for every field and a field (or a pipeline column) for every column, nullable as declared', async () => {
    const { rows } = await sql<{ column_name: string; is_nullable: 'YES' | 'NO' }>`
      select column_name, is_nullable from information_schema.columns
      where table_schema = current_schema() and table_name = 'contact_submissions'`.execute(database.db);
    const columns = new Map(rows.map((row) => [row.column_name, row.is_nullable]));
    const declared = fields.map((field) => field.column);
    expect(
      [...columns.keys()].filter((column) => !declared.includes(column) && !PIPELINE_COLUMNS.includes(column)),
    ).toEqual([]);
    expect(declared.filter((column) => !columns.has(column))).toEqual([]);
    for (const field of fields)
      expect(columns.get(field.column), field.name).toBe(field.required && !field.officeMayOmit ? 'NO' : 'YES');
  });

  it('builds the search text from the declared text fields in the order the indexed function takes them', async () => {
    const { rows } = await sql<{ names: string[] }>`
      select proargnames as names from pg_proc where proname = 'contact_submission_search_text'`.execute(database.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.names).toEqual(SEARCH_TEXT_COLUMNS);
    const { rows: indexes } = await sql<{ definition: string }>`
      select indexdef as definition from pg_indexes where tablename = 'contact_submissions'`.execute(database.db);
    const definitions = indexes.map((row) => row.definition);
    expect(
      definitions.some((d) => d.includes(`contact_submission_search_text(${SEARCH_TEXT_COLUMNS.join(', ')})`)),
    ).toBe(true);
    for (const column of EXACT_SEARCH_COLUMNS)
      expect(
        definitions.some((d) => d.includes(`gin (${column} gin_trgm_ops)`)),
        column,
      ).toBe(true);
  });
});
