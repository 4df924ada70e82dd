import { fieldsShownIn } from './request-field-sets';
import type { RequestColumns, RequestField } from './request-fields';

/**
 * The dashboard's search rule and page sizes, shared by the /admin page and the server. Free of
 * zod, so the dashboard's browser code can import it; the input schemas are in schema/submissions.ts.
 */

/** The most rows one request returns; the table asks for DEFAULT_PAGE_SIZE and loads more on demand. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_SEARCH_LENGTH = 200;

/**
 * What is searched for: control characters become spaces (they never belong in a search, and the
 * server's search index joins the fields with one), then the ends are trimmed. Empty = everything.
 */
export function normalizeSearch(raw: string): string {
  return raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
}

/** A request's searched columns (`shows.search` in request-fields.ts), as the table holds them. */
export type SearchableSubmission = Pick<RequestColumns, Extract<RequestField, { shows: { search: string } }>['column']>;

/**
 * The spec's search rule, as a reference: a case-insensitive substring of the text fields (name,
 * email, service, message, address), or a plain (case-sensitive) substring of an exact one
 * (phone). The server runs the same rule in SQL; tests hold the two against each other.
 */
export function matchesSearch(submission: SearchableSubmission, search: string): boolean {
  const term = normalizeSearch(search);
  if (!term) return true;
  const lower = term.toLowerCase();
  const columns: Readonly<Record<string, string | null>> = submission;
  return (
    fieldsShownIn('search', 'text').some((field) => columns[field.column]?.toLowerCase().includes(lower) ?? false) ||
    fieldsShownIn('search', 'exact').some((field) => columns[field.column]?.includes(term) ?? false)
  );
}
