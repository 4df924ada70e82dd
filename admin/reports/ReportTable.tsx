import { useId } from 'react';
import type { LeadReport } from '../trpc/outputs';
import { monthLabel, REPORT_COLUMNS, reportKeyHeadings } from '../../shared/lead-report';
import * as s from './AdminReports.css';

/**
 * The report as a table: a row per group, the total last. The CSV download walks the same columns
 * (shared/lead-report.ts). On a narrow screen the table scrolls inside its box (a focusable
 * region, so the keyboard can scroll it too); the page itself never scrolls sideways.
 */
export function ReportTable({ report, caption, busy }: { report: LeadReport; caption: string; busy: boolean }) {
  const id = useId();
  const withMonth = report.group === 'month-channel';
  const [first, second] = reportKeyHeadings(report.group);
  return (
    <>
      {/* The caption names the table to screen readers; the same words are shown above the box,
          where they wrap, rather than inside it, where they would scroll away with the table. */}
      <p className={s.caption} aria-hidden="true">
        {caption}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1). */}
      <section className={s.tableBox} aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className={s.table} aria-busy={busy}>
          <caption id={`${id}-caption`} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            <tr>
              {withMonth && (
                <th scope="col" className={s.colHeadMonth}>
                  {first}
                </th>
              )}
              <th scope="col" className={s.colHeadKey}>
                {withMonth ? second : first}
              </th>
              {REPORT_COLUMNS.map((column) => (
                <th key={column.key} scope="col" className={s.colHead}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.length === 0 ? (
              <tr>
                <td colSpan={REPORT_COLUMNS.length + (withMonth ? 2 : 1)} className={s.empty}>
                  No requests in this range.
                </td>
              </tr>
            ) : (
              report.rows.map((row, i) => {
                const newMonth = withMonth && i > 0 && report.rows[i - 1]!.month !== row.month;
                return (
                  <tr key={`${row.month}|${row.key}`} className={newMonth ? s.monthStart : undefined}>
                    {withMonth && <td className={s.monthCell}>{row.month ? monthLabel(row.month) : ''}</td>}
                    <th scope="row" className={s.rowHead}>
                      {row.label}
                    </th>
                    {REPORT_COLUMNS.map((column) => (
                      <td key={column.key} className={s.num}>
                        {column.show(row[column.key])}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
          <tfoot>
            <tr className={s.totalRow}>
              {withMonth && <td className={s.monthCell} />}
              <th scope="row" className={s.rowHead}>
                Total
              </th>
              {REPORT_COLUMNS.map((column) => (
                <td key={column.key} className={s.num}>
                  {column.show(report.total[column.key])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  );
}
