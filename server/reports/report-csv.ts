import {
  REPORT_COLUMNS,
  REPORT_DATE_MODE_LABELS,
  REPORT_GROUP_LABELS,
  reportKeyHeadings,
} from '../../shared/lead-report';
import { csvRow } from '../submissions/csv';
import type { LeadReport } from './lead-report';

/**
 * The report as the screen shows it: the same rows, the same columns in the same order, then the
 * total (a header names its unit where the screen shows it in the values). Numbers stay numbers (whole dollars, minutes) so a spreadsheet can add them up; the win
 * rate keeps its percent sign. A byte-order mark first, so Excel reads it as UTF-8.
 */
export function reportCsv(report: LeadReport): string {
  const withMonth = report.group === 'month-channel';
  const lines = [
    csvRow([...reportKeyHeadings(report.group), ...REPORT_COLUMNS.map((column) => column.csvLabel ?? column.label)]),
    ...report.rows.map((row) =>
      csvRow([
        ...(withMonth ? [row.month] : []),
        row.label,
        ...REPORT_COLUMNS.map((column) => column.csv(row[column.key])),
      ]),
    ),
    csvRow([
      ...(withMonth ? [''] : []),
      'Total',
      ...REPORT_COLUMNS.map((column) => column.csv(report.total[column.key])),
    ]),
  ];
  return `\uFEFF${lines.join('')}`;
}

/** "leads-report-channel-by-won-date-2026-01-01-to-2026-11-25.csv" */
export function reportCsvFilename(report: LeadReport): string {
  const group = REPORT_GROUP_LABELS[report.group].toLowerCase().replace(/[^a-z]+/g, '-');
  const dates = REPORT_DATE_MODE_LABELS[report.dates].toLowerCase().replace(/[^a-z]+/g, '-');
  return `leads-report-${group}-${dates}-${report.from}-to-${report.to}.csv`;
}
