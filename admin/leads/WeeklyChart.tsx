import { useId } from 'react';
import { primaryOffice } from '../../schema/office';
import { formatWeekLabel, weekEndLabel } from '../../shared/business-time';
import { useSite } from '../../ui/page-context';
import type { WeekCount } from '../trpc/outputs';
import * as a from '../ui/admin.css';
import * as s from './WeeklyChart.css';
import * as l from './leads.css';

/** A round top for the scale: 7 → 8, 23 → 25, 140 → 150. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((f) => f * magnitude >= value)!;
  return step * magnitude;
}

/**
 * Submissions per week for the last 12 weeks as bars (plain SVG). The drawing is hidden from
 * screen readers; the same numbers are in a table they read instead.
 */
export function WeeklyChart({ weekly }: { weekly: WeekCount[] | undefined }) {
  const id = useId();
  // Weeks are counted in the site's time zone, which is the primary office's local time.
  const clockTown = primaryOffice(useSite()).locality;
  const weeks = weekly ?? [];
  const top = niceMax(Math.max(0, ...weeks.map((w) => w.submissions)));
  const last = weeks.length - 1;
  return (
    <figure className={`${l.card} ${s.chart}`} aria-labelledby={`${id}-title`} aria-busy={!weekly}>
      <figcaption>
        <h2 id={`${id}-title`} className={a.cardHeading}>
          Submissions per Week
        </h2>
        <p className={a.secondary}>
          The last 12 weeks, Monday to Sunday, {clockTown} time. This week so far: {weeks[last]?.submissions ?? '…'}.
        </p>
      </figcaption>
      <div className={s.chartPlot}>
        <div className={a.chartAxis} aria-hidden="true">
          <span>{top}</span>
          <span>{top / 2}</span>
          <span>0</span>
        </div>
        <svg
          className={s.chartSvg}
          viewBox="0 0 120 100"
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {[0, 50, 100].map((y) => (
            <line key={y} className={a.chartGrid} x1="0" x2="120" y1={y} y2={y} vectorEffect="non-scaling-stroke" />
          ))}
          {weeks.map((week, i) => {
            const height = (week.submissions / top) * 100;
            return (
              <rect
                key={week.weekStart}
                className={i === last ? s.chartBarCurrent : s.chartBar}
                x={i * 10 + 1.5}
                width="7"
                y={100 - height}
                height={height}
              >
                <title>{`Week of ${formatWeekLabel(week.weekStart)}: ${week.submissions}`}</title>
              </rect>
            );
          })}
        </svg>
        <span />
        <div className={s.chartLabels} aria-hidden="true">
          {weeks.map((week, i) => (
            <span key={week.weekStart} className={(last - i) % 2 === 1 ? s.chartLabelMinor : undefined}>
              {formatWeekLabel(week.weekStart)}
            </span>
          ))}
        </div>
      </div>
      <table className="visually-hidden">
        <caption>Submissions per week, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Submissions</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">
                {formatWeekLabel(week.weekStart)} to {weekEndLabel(week.weekStart)}
              </th>
              <td>{week.submissions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
