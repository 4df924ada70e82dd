import { sql, type Kysely } from 'kysely';
import { formatBusinessDateTime } from '../../shared/business-time';
import type { LeadStatus } from '../../shared/lead-statuses';
import type { Database } from '../db/types';
import { createdAtMicros, encodeCursor } from './cursor';
import { CSV_COLUMNS, toExported, type ExportedFields } from './request-row';
import { newestFirst, type ListScope } from './scope';

/** A row of the CSV export: the request and where the office stands with it. */
export type SubmissionExport = ExportedFields & {
  id: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  status: LeadStatus;
  assignedTo: string | null;
  /** ISO 8601, UTC; null while New and unanswered. */
  firstResponseAt: string | null;
  notesCount: number;
  /** Every note, oldest first: "2026-11-20 14:05 jo@x.com: text", a blank line between two (NOTES_MAX_CHARS at most). */
  notes: string;
  /** ISO 8601, UTC, or null. */
  appointmentAt: string | null;
  followUpAt: string | null;
  /** Whole dollars, or null. */
  wonValue: number | null;
  /** Why it was lost (LOST_REASONS), or null. */
  lostReason: string | null;
};

/** A spreadsheet cell holds 32,767 characters; the notes column stops short of that, and says so. */
export const NOTES_MAX_CHARS = 32_000;

/** The notes of a page's requests, oldest first per request, as one cell's text each. */
async function notesOf(db: Kysely<Database>, ids: number[], timeZone: string): Promise<Map<number, string>> {
  const notes = new Map<number, string>();
  if (!ids.length) return notes;
  const rows = await db
    .selectFrom('lead_notes')
    .select(['submission_id', 'author_email', 'body', 'created_at'])
    .where('submission_id', 'in', ids)
    .orderBy('submission_id')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const before = notes.get(row.submission_id);
    if (before !== undefined && before.length >= NOTES_MAX_CHARS) continue;
    const line = `${formatBusinessDateTime(row.created_at, timeZone)} ${row.author_email}: ${row.body}`;
    const joined = before === undefined ? line : `${before}\n\n${line}`;
    notes.set(
      row.submission_id,
      joined.length > NOTES_MAX_CHARS
        ? `${joined.slice(0, NOTES_MAX_CHARS)} … (cut here: the dashboard shows every note)`
        : joined,
    );
  }
  return notes;
}

/**
 * Every submission the search and the list's filters match, newest first, in pages of
 * `batchSize`: an export of a million rows holds one page in memory at a time, and each page is
 * its own short query, so the embedded database's single session is never held for the whole
 * download. The Overdue cutoff is taken once, so the file is one consistent snapshot of it.
 */
export async function* allSubmissions(
  db: Kysely<Database>,
  search: string,
  scope: ListScope | undefined,
  /** `timeZone`: the site's, which the notes' times are written in. */
  { timeZone, batchSize = 1000 }: { timeZone: string; batchSize?: number },
): AsyncGenerator<SubmissionExport[]> {
  let cursor: string | null = null;
  for (;;) {
    const rows = await newestFirst(db, search, cursor, scope)
      .select([
        'id',
        'created_at',
        ...CSV_COLUMNS,
        'status',
        'first_response_at',
        'notes_count',
        'appointment_at',
        'follow_up_at',
        'won_value',
        'lost_reason',
        sql<string | null>`(select u.email from users u where u.id = contact_submissions.assigned_to)`.as(
          'assigned_email',
        ),
        createdAtMicros.as('created_us'),
      ])
      .limit(batchSize)
      .execute();
    if (rows.length) {
      const notes = await notesOf(
        db,
        rows.filter((row) => Number(row.notes_count) > 0).map((row) => row.id),
        timeZone,
      );
      yield rows.map((row) => ({
        id: row.id,
        createdAt: new Date(row.created_at).toISOString(),
        ...toExported(row),
        status: row.status,
        assignedTo: row.assigned_email,
        firstResponseAt: row.first_response_at ? new Date(row.first_response_at).toISOString() : null,
        notesCount: Number(row.notes_count),
        notes: notes.get(row.id) ?? '',
        appointmentAt: row.appointment_at ? new Date(row.appointment_at).toISOString() : null,
        followUpAt: row.follow_up_at ? new Date(row.follow_up_at).toISOString() : null,
        wonValue: row.won_value,
        lostReason: row.lost_reason,
      }));
    }
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = encodeCursor({ createdAtMicros: last.created_us, id: last.id });
  }
}
