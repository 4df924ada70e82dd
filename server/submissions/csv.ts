import { formatBusinessDateTime } from '../../shared/business-time';
import { LOST_REASON_LABELS, type LostReason, STATUS_LABELS } from '../../shared/lead-statuses';
import { displayValue, fieldsShownIn, fieldValue } from '../../shared/request-field-sets';
import { officeLabel } from '../../schema/office-routing';
import type { Site } from '../../schema/site';
import type { SubmissionExport } from './export';

/** What a row needs of the site file: its time zone for the dates, its offices for their labels. */
export type CsvSite = Pick<Site, 'timeZone' | 'offices'>;

/**
 * Spreadsheets run a cell that starts with one of these as a formula; a visitor could type
 * `=HYPERLINK(...)` into the contact form. Such cells get a leading apostrophe, which spreadsheets
 * show as text (OWASP's advice for CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field per RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled.
 * Kept by hand rather than csv-stringify: these few lines are the whole of what the export needs
 * (the rows already stream page by page), and a library would add a dependency, not clarity.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A record and its CRLF line ending (RFC 4180). */
export function csvRow(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The declared fields a CSV row holds (`shows.csv` in shared/request-fields.ts), in their order. */
const CSV_FIELDS = fieldsShownIn('csv');

/** The header row; the local columns name the site file's time zone. */
export const submissionsCsvHeader = (timeZone: string) => [
  'ID',
  `Submitted (${timeZone})`,
  'Submitted (UTC)',
  ...CSV_FIELDS.map((field) => field.shortLabel ?? field.label),
  'Status',
  'Assigned to',
  `First response at (${timeZone})`,
  'Notes count',
  'Notes',
  `Inspection (${timeZone})`,
  `Follow-up (${timeZone})`,
  'Won value (USD)',
  'Lost reason',
];

export function submissionCsvRow(s: SubmissionExport, site: CsvSite): string {
  const { timeZone } = site;
  return csvRow([
    s.id,
    formatBusinessDateTime(s.createdAt, timeZone),
    s.createdAt,
    // The office by its label ("Kansas City Office"), as the dashboard and the mails name it, not its id.
    ...CSV_FIELDS.map((field) =>
      field.name === 'office' ? officeLabel(site, fieldValue(s, field)) : displayValue(field, fieldValue(s, field)),
    ),
    STATUS_LABELS[s.status],
    s.assignedTo,
    s.firstResponseAt ? formatBusinessDateTime(s.firstResponseAt, timeZone) : null,
    s.notesCount,
    s.notes || null,
    s.appointmentAt ? formatBusinessDateTime(s.appointmentAt, timeZone) : null,
    s.followUpAt ? formatBusinessDateTime(s.followUpAt, timeZone).slice(0, 10) : null,
    // A plain number a spreadsheet sums: 12500.
    s.wonValue,
    s.lostReason ? (LOST_REASON_LABELS[s.lostReason as LostReason] ?? s.lostReason) : null,
  ]);
}

/**
 * The whole file as a stream of strings: a byte-order mark (so Excel reads UTF-8 names and
 * messages correctly), the header, then the rows page by page.
 */
export async function* submissionsCsv(pages: AsyncIterable<SubmissionExport[]>, site: CsvSite): AsyncGenerator<string> {
  yield `\uFEFF${csvRow(submissionsCsvHeader(site.timeZone))}`;
  for await (const page of pages) yield page.map((row) => submissionCsvRow(row, site)).join('');
}
