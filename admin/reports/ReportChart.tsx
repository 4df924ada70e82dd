import { useId } from 'react';
import type { LeadReport, LeadReportRow } from '../trpc/outputs';
import { monthLabel } from '../../shared/lead-report';
import * as a from '../ui/admin.css';
import * as s from './AdminReports.css';

/**
 * The picture that reads faster than the table: per month, requests and won jobs stacked by
 * channel (the five channels with most requests, the rest as "Other"); for the other groupings,
 * one bar per group with its won part drawn over its requests. Plain SVG and CSS, no chart
 * library. The drawings are hidden from screen readers: the table below holds every number.
 */

/** Colour-blind-safe series colours (Okabe-Ito, with the theme's brand blue first), and grey for Other. */
const SERIES = ['#1d5fbf', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#8a8f98'];
const TOP = 5;

/** A round top for the scale: 7 → 8, 23 → 25, 140 → 150. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((f) => f * magnitude >= value)!;
  return step * magnitude;
}
const whole = new Intl.NumberFormat('en-US');

/** "Mar" under a bar; the first month and each January carry the year ("Jan '26"). */
const shortMonth = (month: string, first: boolean) => {
  const [name, year] = monthLabel(month).split(' ') as [string, string];
  return first || month.endsWith('-01') ? `${name} '${year.slice(2)}` : name;
};

interface Series {
  key: string;
  label: string;
  color: string;
}

/** The months from the first to the last day of the range, "2026-01" … "2026-11". */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (let guard = 0; guard < 240; guard++) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= last) break;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

function StackedMonths({
  title,
  note,
  months,
  series,
  value,
}: {
  title: string;
  note: string;
  months: string[];
  series: Series[];
  /** The figure of one series in one month. */
  value: (month: string, series: Series) => number;
}) {
  const id = useId();
  const totals = months.map((month) => series.reduce((sum, one) => sum + value(month, one), 0));
  const top = niceMax(Math.max(0, ...totals));
  const width = months.length * 10;
  // Label every month while they fit, else every second, third … (a phone has room for about six).
  const every = Math.max(1, Math.ceil(months.length / 12));
  return (
    <figure className={s.chart} aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`} className={a.cardHeading}>
          {title}
        </h3>
        <p className={s.secondary}>{note}</p>
      </figcaption>
      <div className={s.plot} aria-hidden="true">
        <div className={a.chartAxis}>
          <span>{whole.format(top)}</span>
          <span>{whole.format(top / 2)}</span>
          <span>0</span>
        </div>
        <svg
          className={s.svg}
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {[0, 50, 100].map((y) => (
            <line key={y} className={a.chartGrid} x1="0" x2={width} y1={y} y2={y} vectorEffect="non-scaling-stroke" />
          ))}
          {months.map((month, i) => {
            let base = 100;
            return series.map((one) => {
              const height = (value(month, one) / top) * 100;
              if (height <= 0) return null;
              base -= height;
              return (
                <rect key={`${month}-${one.key}`} x={i * 10 + 1.5} width="7" y={base} height={height} fill={one.color}>
                  <title>{`${monthLabel(month)}, ${one.label}: ${value(month, one)}`}</title>
                </rect>
              );
            });
          })}
        </svg>
        <span />
        <div className={s.monthLabels}>
          {months.map((month, i) => (
            <span key={month} className={i % (every * 2) === 0 ? s.monthLabel : s.monthLabelMinor}>
              {i % every === 0 ? shortMonth(month, i === 0) : ''}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}

function MonthChannelCharts({ report }: { report: LeadReport }) {
  const byChannel = new Map<string, { requests: number; won: number; label: string }>();
  for (const row of report.rows) {
    const key = row.key ?? '';
    const sum = byChannel.get(key) ?? { requests: 0, won: 0, label: row.label };
    sum.requests += row.requests;
    sum.won += row.won;
    byChannel.set(key, sum);
  }
  const ranked = [...byChannel].sort((a, b) => b[1].requests - a[1].requests || b[1].won - a[1].won);
  const shown = ranked.slice(0, TOP).map(([key, sum], i) => ({ key, label: sum.label, color: SERIES[i]! }));
  const series: Series[] =
    ranked.length > TOP ? [...shown, { key: '\u0000other', label: 'Other channels', color: SERIES[TOP]! }] : shown;
  const shownKeys = new Set(shown.map((one) => one.key));
  const cell = new Map(report.rows.map((row) => [`${row.month}|${row.key ?? ''}`, row]));
  const figure = (field: 'requests' | 'won') => (month: string, one: Series) => {
    if (one.key !== '\u0000other') return cell.get(`${month}|${one.key}`)?.[field] ?? 0;
    return report.rows
      .filter((row) => row.month === month && !shownKeys.has(row.key ?? ''))
      .reduce((sum, row) => sum + row[field], 0);
  };
  const months = monthsOf(report.from, report.to);
  return (
    <>
      <ul className={s.legend} aria-hidden="true">
        {series.map((one) => (
          <li key={one.key} className={s.legendItem}>
            <span className={s.swatch} style={{ background: one.color }} />
            {one.label}
          </li>
        ))}
      </ul>
      <div className={s.charts}>
        <StackedMonths
          title="Requests per month"
          note="By the month each request arrived, stacked by channel."
          months={months}
          series={series}
          value={figure('requests')}
        />
        <StackedMonths
          title="Won per month"
          note={
            report.dates === 'won'
              ? 'By the month each job was won, stacked by channel.'
              : 'The requests of each month that were won, stacked by channel.'
          }
          months={months}
          series={series}
          value={figure('won')}
        />
      </div>
    </>
  );
}

function GroupBars({ rows }: { rows: LeadReportRow[] }) {
  const shown = [...rows].sort((a, b) => b.requests - a.requests || b.won - a.won).slice(0, 12);
  const top = Math.max(1, ...shown.map((row) => Math.max(row.requests, row.won)));
  return (
    <>
      <ul className={s.legend} aria-hidden="true">
        <li className={s.legendItem}>
          <span className={`${s.swatch} ${s.barRequests}`} style={{ position: 'static' }} />
          Requests
        </li>
        <li className={s.legendItem}>
          <span className={`${s.swatch} ${s.barWon}`} style={{ position: 'static' }} />
          Won
        </li>
      </ul>
      <ul className={s.bars} aria-hidden="true">
        {shown.map((row) => (
          <li key={row.key ?? ''} className={s.barRow}>
            <span className={s.barLabel}>{row.label}</span>
            <span className={s.barTrack}>
              <span className={s.barBox}>
                <span className={s.barRequests} style={{ width: `${(row.requests / top) * 100}%` }} />
                <span className={s.barWon} style={{ width: `${(row.won / top) * 100}%` }} />
              </span>
              <span className={s.barFigures}>
                {whole.format(row.won)} of {whole.format(row.requests)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {rows.length > shown.length && (
        <p className={s.secondary}>The 12 with most requests; the table lists all {rows.length}.</p>
      )}
    </>
  );
}

export function ReportChart({ report }: { report: LeadReport }) {
  if (report.rows.length === 0) return null;
  return report.group === 'month-channel' ? <MonthChannelCharts report={report} /> : <GroupBars rows={report.rows} />;
}
