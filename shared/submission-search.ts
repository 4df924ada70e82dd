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

export interface SearchableSubmission {
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  service_needed: string | null;
  message: string | null;
}

/**
 * The spec's search rule, as a reference: a case-insensitive substring of name, email,
 * service_needed, message or address, or a plain (case-sensitive) substring of phone. The server
 * runs the same rule in SQL; tests hold the two against each other.
 */
export function matchesSearch(submission: SearchableSubmission, search: string): boolean {
  const term = normalizeSearch(search);
  if (!term) return true;
  const lower = term.toLowerCase();
  const caseInsensitive = [
    submission.name,
    submission.email,
    submission.service_needed,
    submission.message,
    submission.address,
  ];
  return (
    caseInsensitive.some((field) => field?.toLowerCase().includes(lower) ?? false) ||
    (submission.phone?.includes(term) ?? false)
  );
}
