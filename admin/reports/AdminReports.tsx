import { useId } from 'react';
import { AdminPage } from '../AdminPage';
import { AdminGate, type GateWords } from '../AdminGate';
import { useLeadReport } from './queries';
import { useReportParams } from './use-report-params';
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import {
  REPORT_DATE_MODE_LABELS,
  REPORT_DATE_MODES,
  REPORT_GROUP_LABELS,
  REPORT_GROUPS,
  type ReportDateMode,
  type ReportGroup,
} from '../../shared/lead-report';
import { button } from '../../ui/theme/primitives.css';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';
import * as s from './AdminReports.css';
import { formatDayLabel } from '../../shared/business-time';
import { PAGE_CREDIT_RULE } from '../../shared/page-credit';

const MODE_NOTES: Record<ReportDateMode, string> = {
  request:
    'Every figure is about the requests that arrived in the range, each in the month it arrived: of the requests we got, how many did we inspect, quote and win, and for how much.',
  won: 'Won and won value count the jobs won in the range, in the month they were won, whenever the request came; requests, inspections, estimates and first response stay on the date each request arrived.',
};

/** How a grouping decides which row a request counts in, where that is not plain. */
const SAID =
  'Where nothing was tracked (no ad, search engine or link), the answer to “How did you hear about us?” decides: each answer is a row of its own, “Visitor said: …”.';
const GROUP_NOTES: Partial<Record<ReportGroup, string>> = {
  city: PAGE_CREDIT_RULE.city,
  service: PAGE_CREDIT_RULE.service,
  channel: SAID,
  'month-channel': SAID,
};

const CSV_PATH = '/api/admin/reports.csv';

function Reports({ heading }: { heading: string }) {
  const id = useId();
  const params = useReportParams();
  const { group, dates, from, to } = params;
  const report = useLeadReport({ group, dates, ...(from ? { from } : {}), ...(to ? { to } : {}) });
  const data = report.data;
  const csvQuery = new URLSearchParams({
    group,
    dates,
    ...(data ? { from: data.from, to: data.to } : {}),
  }).toString();
  const rangeWords = data ? `${formatDayLabel(data.from)} to ${formatDayLabel(data.to)}` : '';
  const caption = data
    ? `${REPORT_GROUP_LABELS[data.group]}, ${rangeWords}, ${REPORT_DATE_MODE_LABELS[data.dates].toLowerCase()}`
    : '';

  return (
    <div className={s.stack}>
      <div className={s.header}>
        <div>
          <h1 className={a.heading}>{heading}</h1>
          <p className={s.intro}>
            Where requests came from and what they became. Spam is left out; times are the office's (
            {data?.timeZone ?? 'business time'}).
          </p>
        </div>
      </div>

      <section className={s.card} aria-labelledby={`${id}-question`}>
        <h2 id={`${id}-question`} className="visually-hidden">
          What to show
        </h2>
        <div className={s.controls}>
          <label className={s.field}>
            <span className={s.label}>Group by</span>
            <select
              className={s.select}
              value={group}
              aria-describedby={GROUP_NOTES[group] ? `${id}-group-note` : undefined}
              onChange={(event) => params.set({ group: event.target.value as ReportGroup })}
            >
              {REPORT_GROUPS.map((one) => (
                <option key={one} value={one}>
                  {REPORT_GROUP_LABELS[one]}
                </option>
              ))}
            </select>
          </label>
          {GROUP_NOTES[group] && (
            <p id={`${id}-group-note`} className={s.groupNote}>
              <strong>{REPORT_GROUP_LABELS[group]}:</strong> {GROUP_NOTES[group]}
            </p>
          )}
          <div className={s.field}>
            <span id={`${id}-dates-label`} className={s.label}>
              Count won jobs
            </span>
            <div className={s.segmented} role="radiogroup" aria-labelledby={`${id}-dates-label`}>
              {REPORT_DATE_MODES.map((mode) => (
                <label key={mode} className={s.segment}>
                  <input
                    className={s.segmentInput}
                    type="radio"
                    name={`${id}-dates`}
                    value={mode}
                    checked={dates === mode}
                    onChange={() => params.set({ dates: mode })}
                  />
                  {REPORT_DATE_MODE_LABELS[mode]}
                </label>
              ))}
            </div>
          </div>
          <label className={s.field}>
            <span className={s.label}>From</span>
            <input
              className={s.dateInput}
              type="date"
              value={from ?? data?.from ?? ''}
              max={to ?? data?.to}
              onChange={(event) => params.set({ from: event.target.value || null })}
            />
          </label>
          <label className={s.field}>
            <span className={s.label}>To</span>
            <input
              className={s.dateInput}
              type="date"
              value={to ?? data?.to ?? ''}
              min={from ?? data?.from}
              onChange={(event) => params.set({ to: event.target.value || null })}
            />
          </label>
        </div>
        <p className={s.modeNote}>{MODE_NOTES[dates]}</p>
        <div className={a.buttonRow}>
          {(from || to) && (
            <button
              type="button"
              className={button({ kind: 'outline' })}
              onClick={() => params.set({ from: null, to: null })}
            >
              This year
            </button>
          )}
          <a className={button({ kind: 'secondary' })} href={`${CSV_PATH}?${csvQuery}`} download>
            Download CSV
          </a>
        </div>
        {report.error && (
          <p className={s.problem} role="alert">
            {failureText(report.error)}
          </p>
        )}
      </section>

      {!data ? (
        report.error ? null : (
          <div className={s.card}>
            <Loading label="Loading the report..." />
          </div>
        )
      ) : (
        <>
          {data.rows.length > 0 && (
            <section className={s.card} aria-labelledby={`${id}-chart`}>
              <div>
                <h2 id={`${id}-chart`} className={a.cardHeading}>
                  {data.group === 'month-channel'
                    ? 'Requests and won jobs by channel'
                    : `Won of requests, per ${REPORT_GROUP_LABELS[data.group].toLowerCase()}`}
                </h2>
                <p className={s.secondary}>{rangeWords}. The table below has every number.</p>
              </div>
              <ReportChart report={data} />
            </section>
          )}
          <section className={s.card} aria-labelledby={`${id}-table`}>
            <h2 id={`${id}-table`} className="visually-hidden">
              Figures
            </h2>
            <ReportTable report={data} caption={caption} busy={report.isFetching} />
            <p className={s.secondary}>
              Win rate: won ÷ requests. Value per request: won value ÷ requests. First response: office hours from
              arrival to the first status change or note (an emergency's around the clock), over the requests answered.
            </p>
          </section>
        </>
      )}
    </div>
  );
}

const REPORT_WORDS: GateWords = {
  loading: 'Loading reports...',
  signedOut: 'Please sign in to see the reports',
  notAdmin: "You don't have admin privileges to see the reports",
  opens: 'the reports',
};

/** The Reports view. Loaded lazily with the tRPC client. */
export function AdminReports() {
  const heading = 'Reports';
  return (
    <AdminPage>
      <AdminGate heading={heading} area="reports" words={REPORT_WORDS}>
        {() => <Reports heading={heading} />}
      </AdminGate>
    </AdminPage>
  );
}
