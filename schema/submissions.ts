import { z } from 'zod';
import { MAX_RECORD_ID } from './common';
import { leadViewSchema } from './leads';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, normalizeSearch } from '../shared/submission-search';

/** The dashboard's inputs, checked by the server; the rule they feed is in submission-search.ts. */
export * from '../shared/submission-search';

/** An office's id as the list's filter and the CSV link name it (pages/site.ts `offices[].id`). */
const officeFilter = z
  .string()
  .max(40, 'The office in the link is not one of the offices: pick one from the list')
  .regex(/^[a-z0-9-]+$/, 'The office in the link is not one of the offices: pick one from the list');

const search = z
  .string()
  .max(MAX_SEARCH_LENGTH, `Search is too long: ${MAX_SEARCH_LENGTH} characters at most`)
  .transform(normalizeSearch)
  .default('');

/**
 * Where the next page starts: the last row's created_at in microseconds since 1970 (the
 * database's full precision; milliseconds would skip rows created in the same millisecond) and
 * its id, marked `u` while the page is still among the open emergencies the list shows first
 * (server/submissions/list.ts). Opaque to the client.
 */
export const cursorSchema = z
  .string()
  .regex(/^u?-?\d{1,17}:\d{1,12}$/, 'This page link is out of date: reload the list')
  .refine((cursor) => Number(cursor.split(':')[1]) <= MAX_RECORD_ID, 'This page link is out of date: reload the list');

export const listSubmissionsSchema = z.object({
  search,
  cursor: cursorSchema.nullish(),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** All, Open, Overdue, or one status (schema/leads.ts). */
  view: leadViewSchema.default('all'),
  /** Only the requests assigned to the admin asking. */
  mine: z.boolean().default(false),
  /** Only one office's requests (its id in pages/site.ts); absent: every office's. */
  office: officeFilter.nullish(),
});

/**
 * The CSV download's query string, in the dashboard's own URL words (?search=, ?status=, ?mine=1, ?office=),
 * so "Export CSV" gives the rows the list shows.
 */
export const exportSubmissionsSchema = z.object({
  search,
  status: leadViewSchema.default('all'),
  mine: z
    .enum(['1', '0'], { message: 'Mine must be 1 (only requests assigned to you) or left out' })
    .default('0')
    .transform((mine) => mine === '1'),
  office: officeFilter.optional(),
});
