import { useId, useState } from 'react';
import { AdminPage } from '../AdminPage';
import { AdminGate, type GateWords } from '../AdminGate';
import type { ReviewMonth, ReviewNote, ReviewQueue, ReviewQueueItem } from '../trpc/outputs';
import { useReviewChanges, useReviewNotes, useReviewQueue, useReviewReport } from './queries';
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import { monthLabel } from '../../shared/lead-report';
import { formatDay } from '../../shared/office-day';
import { button } from '../../ui/theme/primitives.css';
import { useSite } from '../../ui/page-context';
import { SiteLink } from '../../ui/SiteLink';
import * as s from './AdminReviews.css';

/** The request a testimonial or a note came from, on the dashboard. */
const requestHref = (submissionId: number) => `/admin?lead=${submissionId}`;

/** "Dave R., Rose District": how the testimonial is signed on the site. */
const signatureOf = (item: ReviewQueueItem) =>
  item.neighbourhood ? `${item.displayName}, ${item.neighbourhood}` : item.displayName;

/** The office's time zone: every date here is the office's day. */
function useSiteZone() {
  return useSite().timeZone;
}

function StatusPill({ item, cityName }: { item: ReviewQueueItem; cityName: string | null }) {
  if (item.withdrawnAt) return <span className={s.pill.withdrawn}>Withdrawn by the customer</span>;
  if (item.status === 'approved')
    return <span className={s.pill.approved}>On the site{cityName ? ` · ${cityName}` : ''}</span>;
  if (item.status === 'removed') return <span className={s.pill.removed}>Removed</span>;
  return <span className={s.pill.new}>New</span>;
}

const yesNo = (value: boolean) => <strong className={value ? s.yes : s.no}>{value ? 'yes' : 'no'}</strong>;

/** What can be done with one testimonial: approve onto a city page, take it down, or why neither. */
function QueueActions({ item, cities }: { item: ReviewQueueItem; cities: ReviewQueue['cities'] }) {
  const timeZone = useSiteZone();
  const changes = useReviewChanges();
  const [city, setCity] = useState(item.suggestedCity ?? item.citySlug ?? '');
  const busy = changes.approve.isPending || changes.remove.isPending;
  if (item.status === 'approved')
    return (
      <div className={s.actions}>
        <button
          type="button"
          className={button({ kind: 'outline' })}
          disabled={busy}
          onClick={() => changes.remove.mutate({ id: item.id })}
        >
          {changes.remove.isPending ? 'Removing...' : 'Remove from the site'}
        </button>
      </div>
    );
  if (item.status === 'removed') return null;
  if (item.withdrawnAt)
    return (
      <p className={s.cannot}>
        Cannot be published: the customer withdrew their permission on {formatDay(item.withdrawnAt, timeZone)}.
      </p>
    );
  if (!item.consentPublic)
    return (
      <p className={s.cannot}>
        Cannot be published: the customer did not agree to have it on the website
        {item.consentInternal ? '. It may be used internally (training, the team).' : ', nor to internal use.'}
      </p>
    );
  return (
    <form
      className={s.actions}
      onSubmit={(event) => {
        event.preventDefault();
        if (city) changes.approve.mutate({ id: item.id, citySlug: city });
      }}
    >
      <label className={s.field}>
        <span className={s.label}>City page</span>
        <select className={s.select} value={city} required onChange={(event) => setCity(event.target.value)}>
          <option value="">Pick a city page…</option>
          {cities.map((one) => (
            <option key={one.slug} value={one.slug}>
              {one.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={button({ kind: 'secondary' })} disabled={busy || !city}>
        {changes.approve.isPending ? 'Publishing...' : 'Approve and publish'}
      </button>
      <button
        type="button"
        className={button({ kind: 'outline' })}
        disabled={busy}
        onClick={() => changes.remove.mutate({ id: item.id })}
      >
        Remove from the queue
      </button>
    </form>
  );
}

function QueueCard({ item, cities }: { item: ReviewQueueItem; cities: ReviewQueue['cities'] }) {
  const timeZone = useSiteZone();
  const cityName = cities.find((city) => city.slug === item.citySlug)?.name ?? item.citySlug;
  return (
    <li className={s.item}>
      <div className={s.itemTop}>
        <SiteLink href={requestHref(item.submissionId)} className={s.customer}>
          {item.customer}
        </SiteLink>
        <StatusPill item={item} cityName={cityName} />
      </div>
      <blockquote className={s.quote}>{item.body}</blockquote>
      <p className={s.signature}>Signed “{signatureOf(item)}”</p>
      <dl className={s.consent}>
        <dt className={s.consentTerm}>May publish on the website:</dt>
        <dd className={s.consentValue}>{yesNo(item.consentPublic && !item.withdrawnAt)}</dd>
        <dt className={s.consentTerm}>May use internally:</dt>
        <dd className={s.consentValue}>{yesNo(item.consentInternal && !item.withdrawnAt)}</dd>
      </dl>
      <p className={s.secondary}>
        Consent wording of {item.consentVersion}, given {formatDay(item.consentedAt, timeZone)}
        {item.withdrawnAt ? `; withdrawn ${formatDay(item.withdrawnAt, timeZone)}` : ''}.
        {item.reviewedBy && item.reviewedAt
          ? ` ${item.status === 'removed' ? 'Removed' : 'Approved'} by ${item.reviewedBy}, ${formatDay(item.reviewedAt, timeZone)}.`
          : ''}
      </p>
      <QueueActions item={item} cities={cities} />
    </li>
  );
}

function QueueSection() {
  const id = useId();
  const queue = useReviewQueue();
  const items = queue.data?.items ?? [];
  const waiting = items.filter((item) => item.status === 'new' && !item.withdrawnAt).length;
  return (
    <section className={s.section} aria-labelledby={`${id}-heading`}>
      <div className={s.sectionHead}>
        <h2 id={`${id}-heading`} className={a.cardHeading}>
          Review queue
        </h2>
        <p className={s.secondary}>
          Testimonials customers sent, newest first. Only those whose customer agreed to the website can be published;
          each goes on the city page you pick.
          {queue.data && items.length > 0 ? ` ${waiting} waiting for a decision.` : ''}
        </p>
      </div>
      {queue.error ? (
        <p className={s.problem} role="alert">
          {failureText(queue.error)}
        </p>
      ) : !queue.data ? (
        <Loading label="Loading the review queue..." />
      ) : items.length === 0 ? (
        <p className={s.empty}>No testimonials yet: customers are asked two days after a won job's completion date.</p>
      ) : (
        <ul className={s.list}>
          {items.map((item) => (
            <QueueCard key={`${item.id}-${item.status}`} item={item} cities={queue.data.cities} />
          ))}
        </ul>
      )}
    </section>
  );
}

function NoteCard({ note }: { note: ReviewNote }) {
  const timeZone = useSiteZone();
  const low = note.score !== null && note.score <= 3;
  return (
    <li className={low ? `${s.note} ${s.lowNote}` : s.note}>
      <div className={s.itemTop}>
        <SiteLink href={requestHref(note.submissionId)} className={s.customer}>
          {note.customer}
        </SiteLink>
        <span className={s.secondary}>{formatDay(note.createdAt, timeZone)}</span>
      </div>
      <p className={a.buttonRow}>
        <span className={s.score}>{note.score === null ? 'No score' : `Score ${note.score} of 5`}</span>
        {low && <span className={s.lowFlag}>Low score: call them</span>}
      </p>
      {note.body ? <p className={s.noteBody}>{note.body}</p> : <p className={s.secondary}>No words, just the score.</p>}
    </li>
  );
}

function NotesSection() {
  const id = useId();
  const notes = useReviewNotes();
  return (
    <section className={s.section} aria-labelledby={`${id}-heading`}>
      <div className={s.sectionHead}>
        <h2 id={`${id}-heading`} className={a.cardHeading}>
          Private notes
        </h2>
        <p className={s.secondary}>
          What customers told the office only, newest first. A score of 3 or less is flagged: worth a call.
        </p>
      </div>
      {notes.error ? (
        <p className={s.problem} role="alert">
          {failureText(notes.error)}
        </p>
      ) : !notes.data ? (
        <Loading label="Loading the private notes..." />
      ) : notes.data.length === 0 ? (
        <p className={s.empty}>No private notes yet: a customer can leave one from the review request's link.</p>
      ) : (
        <ul className={s.list}>
          {notes.data.map((note) => (
            <NoteCard key={note.id} note={note} />
          ))}
        </ul>
      )}
    </section>
  );
}

const REPORT_COLUMNS: { key: Exclude<keyof ReviewMonth, 'month'>; label: string }[] = [
  { key: 'won', label: 'Won jobs' },
  { key: 'asked', label: 'Asks sent' },
  { key: 'clicked', label: 'Links opened' },
  { key: 'notes', label: 'Private notes' },
  { key: 'testimonials', label: 'Testimonials received' },
  { key: 'approved', label: 'Approved' },
];

function ReportSection() {
  const id = useId();
  const report = useReviewReport();
  return (
    <section className={s.section} aria-labelledby={`${id}-heading`}>
      <div className={s.sectionHead}>
        <h2 id={`${id}-heading`} className={a.cardHeading}>
          Report
        </h2>
        <p className={s.secondary}>Each figure counts in the month it happened (office time): the last 12 months.</p>
      </div>
      {report.error ? (
        <p className={s.problem} role="alert">
          {failureText(report.error)}
        </p>
      ) : !report.data ? (
        <Loading label="Loading the report..." />
      ) : report.data.length === 0 ? (
        <p className={s.empty}>Nothing to count yet: no won jobs, review requests or replies in the last 12 months.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1).
        <section className={s.tableBox} aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table className={s.table}>
            <caption id={`${id}-caption`} className={s.caption}>
              Review requests and replies per month, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col" className={s.colHeadKey}>
                  Month
                </th>
                {REPORT_COLUMNS.map((column) => (
                  <th key={column.key} scope="col" className={s.colHead}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.data.map((row) => (
                <tr key={row.month}>
                  <th scope="row" className={s.rowHead}>
                    {monthLabel(row.month)}
                  </th>
                  {REPORT_COLUMNS.map((column) => (
                    <td key={column.key} className={s.num}>
                      {row[column.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function Reviews({ heading }: { heading: string }) {
  return (
    <div className={s.stack}>
      <div className={s.header}>
        <div>
          <h1 className={a.heading}>{heading}</h1>
          <p className={s.intro}>
            Two days after a won job's completion date the customer is mailed a request for a review. Their testimonials
            wait here for approval; their private notes are for the office only.
          </p>
        </div>
      </div>
      <QueueSection />
      <NotesSection />
      <ReportSection />
    </div>
  );
}

const REVIEW_WORDS: GateWords = {
  loading: 'Loading reviews...',
  signedOut: 'Please sign in to see the reviews',
  notAdmin: "You don't have admin privileges to see the reviews",
  opens: 'the reviews',
};

/** The Reviews view: the testimonial queue, the private notes and the monthly report. */
export function AdminReviews() {
  const heading = 'Reviews';
  return (
    <AdminPage>
      <AdminGate heading={heading} area="reviews" words={REVIEW_WORDS}>
        {() => <Reviews heading={heading} />}
      </AdminGate>
    </AdminPage>
  );
}
