import { WAIT_CLOCK_LABELS } from '../../../shared/emergency';
import { useRouter } from '@tanstack/react-router';
import type { StormView as StormViewData } from '../../trpc/outputs';
import { useMarkCalled, useStormView } from './queries';
import { formatBusinessMoment } from '../../../shared/business-time';
import { formatStormDate } from '../../../shared/storm';
import { telHref } from '../../../shared/phone';
import { button } from '../../../ui/theme/primitives.css';
import { useSite } from '../../../ui/page-context';
import { formatBusinessMinutes } from '../durations';
import { StatusBadge } from '../LeadBadges';
import * as a from '../../ui/admin.css';
import * as s from './StormView.css';

type Item = StormViewData['requests'][number];
type PastCustomer = StormViewData['pastCustomers'][number];

const number = new Intl.NumberFormat('en-US');

/**
 * The office's storm view (server/storm/queue.ts): the active storm's requests (its towns since its
 * date, server/storm/membership.ts), open leaks first,
 * then the longest waiting; its counters; and the past customers in its towns to call (folded). Shown
 * above the list while a storm is active, in the folded Overview once it has ended. Nothing when there
 * was never a storm.
 */
export function StormView() {
  const view = useStormView();
  const data = view.data;
  if (!data?.storm || !data.counters) return null;
  const { storm, counters } = data;
  const body = (
    <>
      <dl className={s.counters} aria-label="This storm in numbers">
        {(
          [
            ['Requests', counters.requests],
            ['Leaks', counters.leaks],
            ['Inspections booked', counters.inspections],
            ['Claims filed', counters.claimsFiled],
            ['Won', counters.won],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className={s.counter}>
            <dt className={s.counterLabel}>{label}</dt>
            <dd className={`${s.counterValue}${label === 'Leaks' && value ? ` ${s.leakValue}` : ''}`}>
              {number.format(value)}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className={s.sectionTitle}>Storm requests, leaks first</h3>
      <p className={s.line}>
        From {storm.cities.join(', ')} since {formatStormDate(storm.date)}, web and phone, with those sent while the
        storm was on and those added from a request ("Add to this storm").
      </p>
      {data.requests.length === 0 ? (
        <p className={s.empty}>No request from this storm yet.</p>
      ) : (
        <ol className={a.plainList} aria-label="Storm requests">
          {data.requests.map((item) => (
            <StormRequest key={item.id} item={item} />
          ))}
        </ol>
      )}
      {/* Folded: the storm's own requests are the calls to make first; the check-in calls to past
          customers come after, and five full-width "Mark called" rows pushed the list a screen down. */}
      <details className={s.past}>
        <summary className={s.pastSummary}>
          Past customers in {storm.cities.join(', ')}
          {data.pastCustomers.length > 0 && ` · ${pastCallsLeft(data.pastCustomers)}`}
        </summary>
        <p className={s.line}>
          Jobs we won before {formatStormDate(storm.date)} in the towns it hit: call to check on them.
        </p>
        {data.pastCustomers.length === 0 ? (
          <p className={s.empty}>No past customer in these towns.</p>
        ) : (
          <ul className={a.plainList} aria-label="Past customers to call">
            {data.pastCustomers.map((customer) => (
              <PastCustomerRow key={customer.id} stormId={storm.id} customer={customer} />
            ))}
          </ul>
        )}
      </details>
    </>
  );
  return (
    <section className={s.panel} aria-labelledby="storm-view-title">
      <div className={s.head}>
        <h2 id="storm-view-title" className={s.title}>
          {storm.active ? 'Storm: ' : 'Last storm: '}
          {storm.name}
        </h2>
        <p className={s.sub}>
          {formatStormDate(storm.date)} · {storm.cities.join(', ')}
          {storm.active
            ? ` · New requests are overdue after ${storm.responseHours} ${storm.responseHours === 1 ? 'hour' : 'hours'}, nights and weekends included`
            : ' · ended'}
        </p>
      </div>
      {storm.active ? (
        body
      ) : (
        <details>
          <summary>Show its requests and past customers</summary>
          {body}
        </details>
      )}
    </section>
  );
}

/** "2 of 5 to call", or once every one is called "all 5 called". */
function pastCallsLeft(customers: readonly PastCustomer[]): string {
  const left = customers.filter((customer) => customer.calledAt === null).length;
  if (left > 0) return `${left} of ${customers.length} to call`;
  return customers.length === 1 ? 'called' : `all ${customers.length} called`;
}

function StormRequest({ item }: { item: Item }) {
  const router = useRouter();
  const leak = item.waterComingIn === 'yes' && !['won', 'lost', 'spam'].includes(item.status);
  return (
    <li className={`${s.item}${leak ? ` ${s.leakItem}` : ''}`} data-storm-request={item.id}>
      <div className={s.who}>
        <button
          type="button"
          className={s.name}
          onClick={() => void router.navigate({ href: `/admin?lead=${item.id}` })}
        >
          {item.name}
        </button>
        <p className={s.line}>{[item.address, item.phone].filter(Boolean).join(' · ') || 'No address or phone'}</p>
      </div>
      <div className={s.badges}>
        {item.waterComingIn === 'yes' && <span className={s.leakBadge}>Water coming in</span>}
        <StatusBadge status={item.status} />
        {item.photoCount > 0 && (
          <span className={s.line}>
            {item.photoCount} {item.photoCount === 1 ? 'photo' : 'photos'}
          </span>
        )}
        {item.claimFiled === 'yes' && <span className={s.line}>Claim filed</span>}
      </div>
      {item.waitingMinutes !== null ? (
        <span className={`${s.wait}${item.overdue ? ` ${s.waitOverdue}` : ''}`}>
          {`${item.overdue ? 'Overdue · ' : ''}waiting ${formatBusinessMinutes(item.waitingMinutes)} (${WAIT_CLOCK_LABELS[item.waitClock]})`}
        </span>
      ) : (
        <span className={`${s.line} ${s.end}`}>answered</span>
      )}
    </li>
  );
}

function PastCustomerRow({ stormId, customer }: { stormId: number; customer: PastCustomer }) {
  const { timeZone } = useSite();
  const mark = useMarkCalled();
  const called = customer.calledAt !== null;
  return (
    <li className={s.item}>
      <div className={s.who}>
        <strong>{customer.name}</strong>
        <p className={s.line}>
          {customer.city}
          {customer.address ? ` · ${customer.address}` : ''}
        </p>
      </div>
      <div className={s.badges}>
        {customer.phone ? (
          <a href={telHref(customer.phone)}>{customer.phone}</a>
        ) : (
          <span className={s.line}>No phone</span>
        )}
        {called && (
          <span className={s.line}>
            Called {formatBusinessMoment(customer.calledAt!, timeZone)} by {customer.calledBy}
          </span>
        )}
      </div>
      <button
        type="button"
        className={`${button({ kind: called ? 'outline' : 'secondary' })} ${s.callButton}`}
        disabled={mark.isPending}
        onClick={() => mark.mutate({ stormId, id: customer.id, called: !called })}
      >
        {called ? 'Undo called' : 'Mark called'}
      </button>
    </li>
  );
}
