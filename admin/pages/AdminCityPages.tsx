import { useRouter } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import type { CityPageData } from '../../schema/owner-content/city-pages';
import { useSite } from '../../ui/page-context';
import { SiteLink } from '../../ui/SiteLink';
import { button } from '../../ui/theme/primitives.css';
import { AdminGate } from '../AdminGate';
import { AdminPage } from '../AdminPage';
import * as facts from '../site/AdminSiteFacts.css';
import { errorDataOf } from '../trpc/errors';
import type { CityPageListItem as Listed, PageZoneListItem } from '../trpc/outputs';
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import { editorHref, zoneEditorHref } from './paths';
import * as s from './CityPageEditor.css';
import { swapWords } from './preview-patch';
import { useCityPages, useFetchCityPage, usePageZones, useSaveCityPage } from './queries';

/** What the site shows of a city, in the owner's words. */
export function statusOf(page: Listed): Status {
  if (page.live === 'none') return { text: 'New, not published yet', tone: 'warning' };
  if (page.unpublished) return { text: 'Draft not published', tone: 'warning' };
  if (page.live === 'owner') return { text: 'Published', tone: 'success' };
  return { text: 'Site shows the file', tone: 'neutral' };
}

const PILL = { neutral: facts.pillNeutral, success: facts.pillSuccess, warning: facts.pillWarning } as const;

/** A page's address from a city's name: "Broken Arrow" → broken-arrow. */
export const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A new city: its name, state, county, address and pin, and a city of the same state whose words
 * it starts from (with the names swapped). Those words are the other city's: the site's check
 * refuses to publish a page that reads like another city's, so the owner rewrites them first.
 */
function AddCity({ pages }: { pages: readonly Listed[] }) {
  const site = useSite();
  const router = useRouter();
  const save = useSaveCityPage();
  const fetchPage = useFetchCityPage();
  const states = Object.entries(site.states).map(([code, state]) => ({ code, name: state?.name ?? code }));
  const [form, setForm] = useState({
    name: '',
    state: states[0]?.code ?? '',
    county: '',
    slug: '',
    lat: '',
    lng: '',
    from: '',
  });
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const templates = useMemo(() => pages.filter((page) => page.state === form.state), [pages, form.state]);
  const from = form.from && templates.some((page) => page.slug === form.from) ? form.from : templates[0]?.slug;
  const slug = slugTouched ? form.slug : slugOf(form.name);

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    if (!from) {
      setFailure('There is no city in this state to start from yet.');
      return;
    }
    try {
      const template = (await fetchPage(from)).draft as CityPageData;
      const swap = (text: string) =>
        swapWords(swapWords(text, template.name, form.name.trim()), template.county, form.county.trim());
      const words = JSON.parse(JSON.stringify(template), (_key, value) =>
        typeof value === 'string' ? swap(value) : value,
      ) as CityPageData;
      const data = {
        ...words,
        slug,
        name: form.name.trim(),
        state: form.state,
        county: form.county.trim(),
        coordinates: { lat: Number(form.lat), lng: Number(form.lng) },
        map: { zoom: template.map.zoom },
        eyebrow: undefined,
        beyondRadius: undefined,
      };
      await save.mutateAsync({ slug, version: 0, data, adding: true });
      await router.navigate({ href: editorHref(slug) });
    } catch (error) {
      const answer = errorDataOf(error);
      if (answer.fieldErrors) {
        // The address, the name and the pin are this form's; any other field is the template's.
        setErrors(answer.fieldErrors);
        const others = Object.entries(answer.fieldErrors).filter(
          ([key]) =>
            !['slug', 'name', 'county', 'state', 'coordinates', 'coordinates.lat', 'coordinates.lng'].includes(key),
        );
        if (others.length) setFailure(others.map(([key, messages]) => `${key}: ${messages.join(', ')}`).join('; '));
        return;
      }
      setFailure(failureText(error));
    }
  };

  const field = (key: string, label: string, input: ReactNode, help?: string) => {
    const messages = errors[key] ?? (key === 'lat' || key === 'lng' ? errors.coordinates : undefined);
    return (
      <div className={a.field}>
        <label htmlFor={`add-${key}`} className={a.label}>
          {label}
        </label>
        {input}
        {help && (
          <p id={`add-${key}-help`} className={a.secondary}>
            {help}
          </p>
        )}
        {messages?.map((message) => (
          <p key={message} id={`add-${key}-error`} className={a.fieldError}>
            {message}
          </p>
        ))}
      </div>
    );
  };
  const described = (key: string, help?: boolean) => {
    const ids = [help && `add-${key}-help`, errors[key] && `add-${key}-error`].filter(Boolean).join(' ');
    return { id: `add-${key}`, ...(ids && { 'aria-describedby': ids }), ...(errors[key] && { 'aria-invalid': true }) };
  };

  return (
    <section className={s.card} aria-labelledby="add-city-heading">
      <h2 id="add-city-heading" className={s.cardHeading}>
        Add a city
      </h2>
      <p className={a.muted}>
        The new page starts with the words of another city in the same state, names changed. Rewrite them for this city:
        the site will not publish a page that reads like another city's.
      </p>
      <form className={a.form} noValidate onSubmit={(event) => void submit(event)}>
        <div className={s.addGrid}>
          {field(
            'name',
            'City',
            <input {...described('name')} className={a.input} required value={form.name} onChange={set('name')} />,
          )}
          {field(
            'state',
            'State',
            <select {...described('state')} className={a.input} value={form.state} onChange={set('state')}>
              {states.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>,
          )}
          {field(
            'county',
            'County',
            <input
              {...described('county')}
              className={a.input}
              required
              value={form.county}
              onChange={set('county')}
            />,
          )}
          {field(
            'slug',
            'Address',
            <input
              {...described('slug', true)}
              className={a.input}
              required
              spellCheck={false}
              value={slug}
              onChange={(event) => {
                setSlugTouched(true);
                setForm((current) => ({ ...current, slug: event.target.value }));
              }}
            />,
            `the page will be /locations/${slug || '…'}`,
          )}
          {field(
            'lat',
            'Latitude',
            <input
              {...described('lat')}
              className={a.input}
              inputMode="decimal"
              required
              value={form.lat}
              onChange={set('lat')}
            />,
          )}
          {field(
            'lng',
            'Longitude',
            <input
              {...described('lng')}
              className={a.input}
              inputMode="decimal"
              required
              value={form.lng}
              onChange={set('lng')}
            />,
          )}
          {field(
            'from',
            'Start from the words of',
            <select {...described('from')} className={a.input} value={from ?? ''} onChange={set('from')}>
              {templates.map((page) => (
                <option key={page.slug} value={page.slug}>
                  {page.name}
                </option>
              ))}
            </select>,
          )}
        </div>
        {failure && (
          <p className={a.fieldError} role="alert">
            {failure}
          </p>
        )}
        <div className={a.buttonRow}>
          <button
            type="submit"
            className={`${button({ kind: 'primary' })} ${facts.bigButton}`}
            disabled={save.isPending}
          >
            {save.isPending ? 'Adding…' : 'Add and edit'}
          </button>
        </div>
      </form>
    </section>
  );
}

type Status = { text: string; tone: 'neutral' | 'success' | 'warning' };

/** A table of pages the owner edits: two columns of its own, then what the site shows of each. */
function PagesTable({
  heads,
  rows,
}: {
  heads: [string, string];
  rows: { key: string; data: Record<`data-${string}`, string>; cells: [ReactNode, ReactNode]; status: Status }[];
}) {
  return (
    <div className={a.dataTableBox}>
      <table className={s.table}>
        <thead>
          <tr>
            {[...heads, 'Status'].map((head) => (
              <th key={head} scope="col" className={s.headCell}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={s.row} {...row.data}>
              <td className={s.cell}>{row.cells[0]}</td>
              <td className={s.cell}>{row.cells[1]}</td>
              <td className={s.cell}>
                <span className={PILL[row.status.tone]}>{row.status.text}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the site shows of a page's zone, in the owner's words. */
function zoneStatusOf(zone: PageZoneListItem): Status {
  if (zone.unpublished) return { text: 'Draft not published', tone: 'warning' };
  if (zone.live === 'owner') return { text: 'Published', tone: 'success' };
  return { text: "Site shows the code's words", tone: 'neutral' };
}

/** The parts of the site's other pages the owner writes (the About page's story, …). */
function PageText() {
  const list = usePageZones();
  if (list.isPending) return <Loading label="Loading the pages' text..." />;
  if (list.isError)
    return (
      <div className={a.note.warning} role="alert">
        <p className={a.noteText}>{failureText(list.error)}</p>
      </div>
    );
  return (
    <section className={s.card} aria-labelledby="page-text-heading">
      <h2 id="page-text-heading" className={s.cardHeading}>
        Other pages' text <span className={a.secondary}>({list.data.length})</span>
      </h2>
      <p className={a.muted}>
        The parts of the site's other pages that are yours to write. The rest of each page is the site's own.
      </p>
      <PagesTable
        heads={['Page', 'Part']}
        rows={list.data.map((zone) => ({
          key: zone.key,
          data: { 'data-zone': zone.key },
          cells: [
            <>
              {zone.pageLabel}{' '}
              <span className={a.secondary} translate="no">
                {zone.page}
              </span>
            </>,
            <SiteLink key="link" href={zoneEditorHref(zone.key)} className={s.cityLink}>
              {zone.label}
            </SiteLink>,
          ],
          status: zoneStatusOf(zone),
        }))}
      />
    </section>
  );
}

function PagesBody() {
  const list = useCityPages();
  if (list.isPending) return <Loading label="Loading the city pages..." />;
  if (list.isError)
    return (
      <div className={a.note.warning} role="alert">
        <p className={a.noteText}>{failureText(list.error)}</p>
      </div>
    );
  const pages = list.data;
  return (
    <>
      <section className={s.card} aria-labelledby="city-list-heading">
        <h2 id="city-list-heading" className={s.cardHeading}>
          City pages <span className={a.secondary}>({pages.length})</span>
        </h2>
        <PagesTable
          heads={['City', 'State']}
          rows={pages.map((page) => ({
            key: page.slug,
            data: { 'data-city': page.slug },
            cells: [
              <SiteLink key="link" href={editorHref(page.slug)} className={s.cityLink}>
                {page.name}
              </SiteLink>,
              page.state,
            ],
            status: statusOf(page),
          }))}
        />
      </section>
      <AddCity pages={pages} />
      <PageText />
    </>
  );
}

/** `/admin/pages`: the city pages, what the site shows of each, a new city added, and the other pages' text. */
export function AdminCityPages() {
  const heading = 'Pages';
  return (
    <AdminPage>
      <AdminGate heading={heading} area="drafts">
        {() => (
          <div className={facts.stack}>
            <div>
              <h1 className={a.heading}>{heading}</h1>
              <p className={facts.subline}>
                Each city's page on the website (its heading, story, selling points and questions) and the parts of the
                other pages that are yours to write. Open one to edit it.
              </p>
            </div>
            <PagesBody />
          </div>
        )}
      </AdminGate>
    </AdminPage>
  );
}
