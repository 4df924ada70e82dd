// biome-ignore-all lint/a11y/noRedundantRoles: on small screens the table is laid out as cards (display: block), which drops the
// table's implicit roles in browsers; the explicit ones keep it a table for screen readers.
import { useEffect, useId } from 'react';
import { LEAD_VIEWS, VIEW_LABELS, type LeadView } from '../../shared/lead-statuses';
import { useToast } from '../toast/toast-context';
import { useSubmissionList } from './queries';
import { errorCodeOf } from '../trpc/errors';
import { button } from '../../ui/theme/primitives.css';
import * as a from '../ui/admin.css';
import { Loading } from '../ui/Spinner';
import { ChoiceSelect } from './ChoiceSelect';
import { LeadDialog } from './LeadDialog';
import { SubmissionRow } from './SubmissionRow';
import { useListParams } from './use-list-params';
import * as s from './SubmissionsTable.css';
import * as l from './leads.css';
import { LIST_CELLS } from './list-columns';
import { useStepUp } from '../auth/step-up-context';
import { useSite } from '../../ui/page-context';

const CSV_PATH = '/api/admin/submissions.csv';

/** The download takes the list's own URL words, so the file holds what the list shows. */
function csvLink(search: string, view: LeadView, mine: boolean, office: string | null): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (view !== 'all') params.set('status', view);
  if (mine) params.set('mine', '1');
  if (office) params.set('office', office);
  const query = params.toString();
  return query ? `${CSV_PATH}?${query}` : CSV_PATH;
}
const COLUMNS = LIST_CELLS.headers;
/** The office filter's "every office" choice (an office id never has a space). */
const ALL_OFFICES = 'all offices';
const VIEW_OPTIONS: Record<LeadView, string> = {
  ...VIEW_LABELS,
  all: 'All',
  open: 'Open (not Won, Lost or Spam)',
  overdue: 'Overdue (New, waiting too long)',
};
const count = (n: number) => n.toLocaleString('en-US');

/**
 * "Contact Form Submissions": open emergencies first, then newest first, searched on the server (the spec's rule) and filtered
 * by status, owner (Mine) and office, a page at a time with "Load more", each request's detail (where it is
 * worked) on demand, and the current search as a CSV. Search, filters and the open request are in the URL.
 */
export function SubmissionsTable({ total }: { total: number | undefined }) {
  const headingId = useId();
  const searchId = useId();
  const viewId = useId();
  const officeId = useId();
  const { toast } = useToast();
  const site = useSite();
  const officeChoices = [ALL_OFFICES, ...site.offices.map((o) => o.id)];
  const officeLabels: Record<string, string> = Object.fromEntries([
    [ALL_OFFICES, 'All offices'],
    ...site.offices.map((o) => [o.id, o.label]),
  ]);
  const params = useListParams(site.offices.map((o) => o.id));
  const { text, setText, search, view, setView, mine, setMine, office, setOffice } = params;
  const { lead: openId, setLead: setOpenId } = params;
  const filtered = view !== 'all' || mine || office !== null;
  // While a new search runs, the previous rows stay (dimmed) instead of flashing a spinner.
  const list = useSubmissionList({ search, view, mine, office });

  // The spec's toast, once per failure. A refusal for want of a session or role is not shown:
  // the dashboard is about to switch to its Access Denied state, which says it better.
  // biome-ignore lint/correctness/useExhaustiveDependencies: errorUpdatedAt tells one failure from the next
  useEffect(() => {
    if (!list.error) return;
    const code = errorCodeOf(list.error);
    if (code === 'UNAUTHORIZED' || code === 'FORBIDDEN') return;
    toast({
      variant: 'destructive',
      title: 'Error fetching submissions',
      description: 'Failed to load contact submissions',
    });
  }, [list.error, list.errorUpdatedAt, toast]);

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const searching = list.isPlaceholderData && list.isFetching;
  const filterWords = [
    view !== 'all' ? VIEW_LABELS[view] : '',
    mine ? 'assigned to you' : '',
    office ? (officeLabels[office] ?? office) : '',
  ]
    .filter(Boolean)
    .join(', ');
  const summary = !list.data
    ? ''
    : search || filtered
      ? `${count(items.length)}${list.hasNextPage ? '+' : ''} ${items.length === 1 && !list.hasNextPage ? 'submission matches' : 'submissions match'}${search ? ` “${search}”` : ''}${filterWords ? `${search ? ' and' : ''} the filter: ${filterWords}` : ''}`
      : `Showing ${count(items.length)}${total !== undefined ? ` of ${count(total)}` : ''} submissions, open emergencies first, then newest first`;
  const csvHref = csvLink(search, view, mine, office);
  // The whole list leaves the site: a second factor in the last ten minutes first.
  const stepUp = useStepUp();
  const csvWhat =
    search || filtered
      ? ` of the submissions${search ? ` matching “${search}”` : ''}${filterWords ? `${search ? ' and' : ''} in the filter: ${filterWords}` : ''}`
      : ' of all submissions';

  return (
    <section className={l.card} aria-labelledby={headingId}>
      <div className={s.tableHeader}>
        <h2 id={headingId} className={a.cardHeading}>
          Contact Form Submissions
        </h2>
        <a className={button({ kind: 'outline' })} href={csvHref} download onClick={stepUp.guardLink}>
          Download CSV<span className="visually-hidden">{csvWhat}</span>
        </a>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some screen readers; the role says the same */}
      <div className={s.searchRow} role="search">
        <div className={s.searchBox}>
          <label htmlFor={searchId} className="visually-hidden">
            Search submissions
          </label>
          <svg className={s.searchIcon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            id={searchId}
            type="search"
            className={s.searchInput}
            placeholder="Search submissions..."
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className={s.filterRow}>
          <label htmlFor={viewId} className={s.filterField}>
            Filter by status
            <ChoiceSelect id={viewId} value={view} choices={LEAD_VIEWS} labels={VIEW_OPTIONS} onChange={setView} />
          </label>
          {site.offices.length > 1 && (
            <label htmlFor={officeId} className={s.filterField}>
              Filter by office
              <ChoiceSelect
                id={officeId}
                value={office ?? ALL_OFFICES}
                choices={officeChoices}
                labels={officeLabels}
                onChange={(choice) => setOffice(choice === ALL_OFFICES ? null : choice)}
              />
            </label>
          )}
          <label className={l.checkLabel}>
            <input
              type="checkbox"
              className={l.checkbox}
              checked={mine}
              onChange={(event) => setMine(event.target.checked)}
            />
            Mine
          </label>
        </div>
      </div>
      <p className={s.summary} role="status">
        {searching && <span className={a.spinnerSmall} aria-hidden="true" />}
        {searching ? 'Searching...' : summary}
      </p>

      {list.isPending ? (
        <Loading label="Loading submissions..." />
      ) : list.isError && !list.data ? (
        <div className={s.empty}>
          <p className={a.noteText}>The submissions could not be loaded.</p>
          <button type="button" className={button({ kind: 'outline' })} onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className={s.empty}>
          {search
            ? 'No submissions match your search'
            : filtered
              ? 'No submissions match these filters'
              : 'No submissions yet'}
        </p>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table} role="table" aria-labelledby={headingId} aria-busy={searching}>
            <thead className={s.head} role="rowgroup">
              <tr role="row">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" role="columnheader" className={s.columnHeader}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={s.body} role="rowgroup">
              {items.map((item) => (
                <SubmissionRow key={item.id} item={item} onOpen={setOpenId} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {list.hasNextPage && (
        <div className={s.tableFooter}>
          <button
            type="button"
            className={button({ kind: 'outline' })}
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </button>
        </div>
      )}
      {openId !== null && <LeadDialog key={openId} id={openId} onOpen={setOpenId} onClose={() => setOpenId(null)} />}
    </section>
  );
}
