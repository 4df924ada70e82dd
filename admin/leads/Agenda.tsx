import { useId, useState } from 'react';
import { useAgenda } from './use-office-day';
import { useOpenLead } from './open-lead';
import type { Agenda as AgendaData } from '../trpc/outputs';
import { primaryOffice } from '../../schema/office';
import { formatDay } from '../../shared/office-day';
import { button } from '../../ui/theme/primitives.css';
import { useSite } from '../../ui/page-context';
import { mapHref } from './contact-links';
import { agendaClashes, clashKey } from '../../shared/agenda-clashes';
import { telHref } from '../../shared/phone';
import * as a from '../ui/admin.css';
import * as s from './Agenda.css';
import * as l from './leads.css';

type Range = 'today' | 'week';
const RANGES: Record<Range, string> = { today: 'Today', week: 'This week' };

function Items({
  items,
  when,
  empty,
  label,
  checkClashes = false,
}: {
  items: AgendaData['appointments'];
  when: (iso: string) => string;
  empty: string;
  label: string;
  /** Inspections: warn when one person has two less than an hour apart (shared/agenda-clashes.ts). */
  checkClashes?: boolean;
}) {
  const openLead = useOpenLead();
  if (!items.length) return <p className={a.secondary}>{empty}</p>;
  // Only inspections clash: a follow-up is a call, made from anywhere.
  const clashes = checkClashes ? agendaClashes(items) : new Map<string, typeof items>();
  return (
    <ul className={s.agendaList} aria-label={label}>
      {items.map((item) => {
        const clash = clashes.get(clashKey(item));
        return (
          <li key={`${item.id}-${item.at}`} className={s.agendaItem}>
            <span className={s.agendaWhen}>{when(item.at)}</span>
            <span>
              <button type="button" className={l.nameButton} onClick={() => openLead(item.id)}>
                {item.name}
              </button>
              {item.address && (
                <>
                  {' · '}
                  <a href={mapHref(item.address)} target="_blank" rel="noopener noreferrer">
                    {item.address}
                    <span className="visually-hidden"> (map, opens in a new tab)</span>
                  </a>
                </>
              )}
              {item.phone && (
                <>
                  {' · '}
                  <a href={telHref(item.phone)} className={s.agendaPhone}>
                    {item.phone}
                  </a>
                </>
              )}
              {item.assignedTo && <span className={a.secondary}> · {item.assignedTo}</span>}
              {clash && (
                <span className={s.clash} data-agenda-clash="">
                  Clash: {item.assignedTo} also has{' '}
                  {clash.map((other) => `${other.name} at ${when(other.at)}`).join(' and ')}, less than an hour apart.
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The office's day: the inspections booked today or this week (today and the next six days), in
 * time order with a map link and the customer's phone each, a clash named when one person has two
 * less than an hour apart, and the follow-ups due. Times are the office's.
 */
export function Agenda() {
  const site = useSite();
  const headingId = useId();
  const [range, setRange] = useState<Range>('today');
  const agenda = useAgenda(range);
  const zone = site.timeZone;
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' });
  const dayAndTime = (iso: string) =>
    `${new Date(iso).toLocaleDateString('en-US', { timeZone: zone, weekday: 'short' })} ${time(iso)}`;
  const data = agenda.data;
  const town = primaryOffice(site).locality;
  return (
    <section className={s.agenda} aria-labelledby={headingId}>
      <div className={s.agendaHeader}>
        <h2 id={headingId} className={l.sectionHeading}>
          Inspections and follow-ups
        </h2>
        {/* biome-ignore lint/a11y/useSemanticElements: two toggle buttons named as a group; a fieldset would want a legend */}
        <div className={s.toggle} role="group" aria-label="Show">
          {(Object.keys(RANGES) as Range[]).map((option) => (
            <button
              key={option}
              type="button"
              className={button({ kind: option === range ? 'secondary' : 'outline' })}
              aria-pressed={option === range}
              onClick={() => setRange(option)}
            >
              {RANGES[option]}
            </button>
          ))}
        </div>
      </div>
      {!data ? (
        <p className={a.secondary} aria-busy="true">
          Loading…
        </p>
      ) : (
        <>
          <Items
            label={`Inspections ${RANGES[range].toLowerCase()}`}
            items={data.appointments}
            when={range === 'today' ? time : dayAndTime}
            empty={range === 'today' ? 'No inspections booked today.' : 'No inspections booked this week.'}
            checkClashes
          />
          {data.followUps.length > 0 && (
            <>
              <h3 className={l.fieldLabel}>Follow-ups due</h3>
              <Items
                label="Follow-ups due"
                items={data.followUps}
                when={(iso) => formatDay(iso, zone).replace(/, \d{4}$/, '')}
                empty=""
              />
            </>
          )}
          <p className={a.secondary}>
            {range === 'today'
              ? `${formatDay(`${data.from}T12:00:00Z`, 'UTC')}, ${town} time.`
              : `${formatDay(`${data.from}T12:00:00Z`, 'UTC')} to ${formatDay(`${data.to}T12:00:00Z`, 'UTC')}, ${town} time.`}
          </p>
        </>
      )}
    </section>
  );
}
