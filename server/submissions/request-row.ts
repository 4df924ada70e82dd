import { sql } from 'kysely';
import { fieldsShownIn, fromColumns } from '../../shared/request-field-sets';
import type { FieldNamesShownIn, RequestColumn, RequestFieldSpec, RequestValues } from '../../shared/request-fields';

/**
 * A request's row as the server reads it, derived from the field declaration
 * (shared/request-fields.ts): which columns each view selects, and one mapper from a row to the
 * values by name. tests/server/request-fields.test.ts holds the declaration against the table.
 */

/** The columns of some fields, typed as the table's columns (the declaration names them; the table type is built from it). */
export function columnsOf(fields: readonly RequestFieldSpec[]): RequestColumn[] {
  return fields.map((field) => field.column as RequestColumn);
}

/** The columns joined into the case-insensitive search text, in the order of `contact_submission_search_text`'s arguments. */
export const SEARCH_TEXT_COLUMNS = columnsOf(fieldsShownIn('search', 'text'));
/** Columns searched as typed (a phone number's digits and signs), each with its own trigram index. */
export const EXACT_SEARCH_COLUMNS = columnsOf(fieldsShownIn('search', 'exact'));

/** The search text as the trigram index holds it: the same expression, so the planner can use the index. */
export function searchText() {
  return sql<string>`contact_submission_search_text(${sql.join(SEARCH_TEXT_COLUMNS.map((column) => sql.ref(column)))})`;
}

/** One request, whole, as the detail view shows it. */
export type SubmissionDetail = { id: number; createdAt: string } & Pick<RequestValues, FieldNamesShownIn<'detail'>>;

export const DETAIL_COLUMNS = columnsOf(fieldsShownIn('detail'));

/** A row's id, time and the detail's fields, by name. */
export function toDetail(row: { id: number; created_at: Date | string }): SubmissionDetail {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    ...(fromColumns(fieldsShownIn('detail'), row as Record<string, unknown>) as Pick<
      RequestValues,
      FieldNamesShownIn<'detail'>
    >),
  };
}

/** The fields a CSV row holds. */
export type ExportedFields = Pick<RequestValues, FieldNamesShownIn<'csv'>>;
export const CSV_COLUMNS = columnsOf(fieldsShownIn('csv'));
export function toExported(row: object): ExportedFields {
  return fromColumns(fieldsShownIn('csv'), row as Record<string, unknown>) as ExportedFields;
}
