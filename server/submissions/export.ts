import { sql, type Kysely } from 'kysely';
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
};

/**
 * Every submission the search and the list's filters match, newest first, in pages of
 * `batchSize`: an export of a million rows holds one page in memory at a time, and each page is
 * its own short query, so the embedded database's single session is never held for the whole
 * download. The Overdue cutoff is taken once, so the file is one consistent snapshot of it.
 */
export async function* allSubmissions(
  db: Kysely<Database>,
  search: string,
  scope?: ListScope,
  batchSize = 1000,
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
        sql<string | null>`(select u.email from users u where u.id = contact_submissions.assigned_to)`.as(
          'assigned_email',
        ),
        createdAtMicros.as('created_us'),
      ])
      .limit(batchSize)
      .execute();
    if (rows.length) {
      yield rows.map((row) => ({
        id: row.id,
        createdAt: new Date(row.created_at).toISOString(),
        ...toExported(row),
        status: row.status,
        assignedTo: row.assigned_email,
        firstResponseAt: row.first_response_at ? new Date(row.first_response_at).toISOString() : null,
        notesCount: Number(row.notes_count),
      }));
    }
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = encodeCursor({ createdAtMicros: last.created_us, id: last.id });
  }
}
