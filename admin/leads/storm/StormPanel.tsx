import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { StormOverview } from '../../trpc/outputs';
import { useEndStorm, useStormChanges, useStormOverview } from './queries';
import { Field } from '../../ui/Field';
import { failureText } from '../../ui/messages';
import * as a from '../../ui/admin.css';
import { formatBusinessMoment } from '../../../shared/business-time';
import { formatStormDate, listTowns } from '../../../shared/storm';
import { useSite } from '../../../ui/page-context';
import { button } from '../../../ui/theme/primitives.css';
import { FormActions } from '../../ui/FormActions';
import * as s from './StormPanel.css';

type Overview = StormOverview;
type ActiveStorm = NonNullable<Overview['active']>;

const EVENT_WORDS: Record<string, string> = {
  start: 'started',
  edit: 'changed',
  end: 'ended',
  expired: 'ended (until date passed)',
};

/**
 * Storm mode from the dashboard: start a storm (name, date, towns, until, hail, message), change it
 * or end it. The public site shows it at once on this server and within seconds on the others;
 * every change is listed under it with who made it.
 */
export function StormPanel() {
  const overview = useStormOverview();
  const [editing, setEditing] = useState(false);
  // With no storm the panel stays one line, so the day's requests stay on the first screen; the
  // form opens on demand.
  const [starting, setStarting] = useState(false);
  if (!overview.data) return null;
  const { active, history, cities } = overview.data;
  return (
    <section className={`${a.panel} ${s.panel}`} aria-labelledby="storm-panel-heading">
      <div className={s.head}>
        <h2 id="storm-panel-heading" className={s.heading}>
          Storm mode
        </h2>
        {active && <span className={s.live}>Active</span>}
        {!active && <span className={s.off}>No storm is active</span>}
      </div>
      {active && !editing ? (
        <ActiveView storm={active} history={history} onEdit={() => setEditing(true)} />
      ) : active || starting ? (
        <StormForm
          cities={cities}
          storm={editing ? active : null}
          onCancel={() => {
            setEditing(false);
            setStarting(false);
          }}
          onDone={() => {
            setEditing(false);
            setStarting(false);
            void overview.refetch();
          }}
        />
      ) : (
        <div>
          <button type="button" className={button({ kind: 'outline' })} onClick={() => setStarting(true)}>
            Start a storm…
          </button>
        </div>
      )}
    </section>
  );
}

function ActiveView({
  storm,
  history,
  onEdit,
}: {
  storm: ActiveStorm;
  history: Overview['history'];
  onEdit: () => void;
}) {
  const end = useEndStorm();
  // The office's clock, as everywhere on the dashboard, not the browser's (a laptop set to another zone).
  const zone = useSite().timeZone;
  return (
    <div className={s.stack}>
      <p className={s.summary}>
        <strong>{storm.name}</strong> · {formatStormDate(storm.date)}
        {storm.hail ? ` · hail up to ${storm.hail}` : ''} · {listTowns(storm.cities)}. Every public page shows the
        banner until the end of {formatStormDate(storm.until)}.
      </p>
      {storm.message && <p className={a.muted}>{storm.message}</p>}
      <div className={a.buttonRow}>
        <button type="button" className={button({ kind: 'outline' })} onClick={onEdit}>
          Change
        </button>
        <button
          type="button"
          className={button({ kind: 'secondary' })}
          disabled={end.isPending}
          onClick={() => {
            if (window.confirm(`End "${storm.name}"? The banner leaves the site at once.`)) end.mutate();
          }}
        >
          End storm
        </button>
        <a className={button({ kind: 'outline' })} href="/storm" target="_blank" rel="noopener">
          View /storm
        </a>
      </div>
      {end.error && (
        <p role="alert" className={a.fieldError}>
          {failureText(end.error)}
        </p>
      )}
      <details className={s.history}>
        <summary>History ({history.length})</summary>
        <ol>
          {history.map((event) => (
            <li key={event.id}>
              {formatBusinessMoment(event.at, zone)} · {EVENT_WORDS[event.kind] ?? event.kind} by {event.actor}
              {event.kind === 'edit' && `: ${Object.keys(event.detail).join(', ')}`}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}

function StormForm({
  cities,
  storm,
  onCancel,
  onDone,
}: {
  cities: Overview['cities'];
  storm: ActiveStorm | null;
  onCancel: () => void;
  onDone: () => void;
}) {
  const townsId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Opened by a button: the keyboard goes on in the form's first field.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);
  const { start, edit } = useStormChanges(onDone);
  const pending = start.isPending || edit.isPending;
  const error = start.error ?? edit.error;
  const chosen = new Set(storm?.cities.map((city) => city.slug) ?? []);
  const byState = new Map<string, Overview['cities']>();
  for (const city of cities) byState.set(city.state, [...(byState.get(city.state) ?? []), city]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const input = {
      name: text('name'),
      date: text('date'),
      until: text('until') || null,
      hail: text('hail') || null,
      message: text('message') || null,
      cities: form.getAll('cities').map(String),
    };
    if (storm) edit.mutate({ ...input, id: storm.id, version: storm.version });
    else start.mutate(input);
  };

  return (
    <form ref={formRef} className={a.form} onSubmit={submit}>
      {!storm && (
        <p className={a.muted}>
          Starting a storm puts a banner on every public page and opens /storm, without a rebuild.
        </p>
      )}
      <div className={s.row}>
        <Field label="Name" name="name" required maxLength={80} defaultValue={storm?.name} placeholder="Hail, Nov 24" />
        <Field label="Storm date" name="date" type="date" required defaultValue={storm?.date} />
        <Field label="Show until (default: 30 days)" name="until" type="date" defaultValue={storm?.until} />
        <Field
          label="Largest hail (optional)"
          name="hail"
          maxLength={20}
          defaultValue={storm?.hail ?? ''}
          placeholder="1.75 in"
        />
      </div>
      <Field label="Message (optional)" name="message" maxLength={280} defaultValue={storm?.message ?? ''} />
      <fieldset className={s.towns} aria-describedby={townsId}>
        <legend className={a.label}>Towns hit</legend>
        <p id={townsId} className={a.muted}>
          The city pages whose towns the storm hit.
        </p>
        {[...byState].map(([state, list]) => (
          <div key={state} className={s.townGroup}>
            <span className={s.state}>{state}</span>
            {list.map((city) => (
              <label key={city.slug} className={s.town}>
                <input type="checkbox" name="cities" value={city.slug} defaultChecked={chosen.has(city.slug)} />{' '}
                {city.name}
              </label>
            ))}
          </div>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className={a.fieldError}>
          {failureText(error)}
        </p>
      )}
      <FormActions submitLabel={storm ? 'Save changes' : 'Start storm mode'} busy={pending} onCancel={onCancel} />
    </form>
  );
}
