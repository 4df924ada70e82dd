import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LEAD_VIEWS, type LeadView } from '../../shared/lead-statuses';
import { normalizeSearch } from '../../shared/submission-search';

export interface ListParams {
  /** The search box as typed; `search` follows it after a pause. */
  text: string;
  setText: (text: string) => void;
  search: string;
  view: LeadView;
  setView: (view: LeadView) => void;
  mine: boolean;
  setMine: (mine: boolean) => void;
  /** Only one office's requests (its id), or null for every office's. */
  office: string | null;
  setOffice: (office: string | null) => void;
  /** The request whose detail is open (?lead=<id>), or null. */
  lead: number | null;
  setLead: (id: number | null) => void;
}

const viewOf = (value: string | null): LeadView =>
  (LEAD_VIEWS as readonly string[]).includes(value ?? '') ? (value as LeadView) : 'all';
const officeOf = (value: string | null, offices: readonly string[]): string | null =>
  value && offices.includes(value) ? value : null;
const leadOf = (value: string | null): number | null =>
  value && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) < 2 ** 31 ? Number(value) : null;

/**
 * The dashboard's view kept in the URL, so a reload or a shared link (the office mail's
 * /admin?lead=<id>) shows the same thing: ?search=, ?status= (a view: open, overdue, a status),
 * ?mine=1, ?office=<id> (one of `offices`, the site file's ids) and ?lead=<id>. `text` follows every keystroke and `search` follows it after a pause;
 * the URL is replaced, not pushed (filtering is not navigation). Back and forward, or a link with
 * other values, are followed.
 *
 * Not the router's `validateSearch` + `useSearch`: /admin is a page route built from the content
 * index like every other, so a per-route validator would make the router name one page; and the
 * router's search format JSON-encodes values, so a search for 918 would read ?search=%22918%22
 * instead of the plain ?search=918 the office mail's links and the CSV route use.
 */
export function useListParams(offices: readonly string[], delayMs = 300): ListParams {
  const router = useRouter();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const params = new URLSearchParams(searchStr);
  const fromUrl = {
    search: params.get('search') ?? '',
    view: viewOf(params.get('status')),
    mine: params.get('mine') === '1',
    office: officeOf(params.get('office'), offices),
    lead: leadOf(params.get('lead')),
  };

  const [text, setText] = useState(fromUrl.search);
  const [search, setSearch] = useState(() => normalizeSearch(fromUrl.search));
  const [view, setView] = useState(fromUrl.view);
  const [mine, setMine] = useState(fromUrl.mine);
  const [office, setOffice] = useState(fromUrl.office);
  const [lead, setLead] = useState(fromUrl.lead);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(normalizeSearch(text)), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  // State → URL.
  useEffect(() => {
    const next = new URLSearchParams(window.location.search);
    const put = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
    put('search', search);
    put('status', view === 'all' ? null : view);
    put('mine', mine ? '1' : null);
    put('office', office);
    put('lead', lead === null ? null : String(lead));
    const query = next.toString();
    if (query === window.location.search.replace(/^\?/, '')) return;
    router.history.replace(`${window.location.pathname}${query ? `?${query}` : ''}`);
  }, [search, view, mine, office, lead, router]);

  // URL → state, when the address changed from outside (back, forward, a link).
  const current = useRef({ search, view, mine, office, lead });
  current.current = { search, view, mine, office, lead };
  const { search: urlSearch, view: urlView, mine: urlMine, office: urlOffice, lead: urlLead } = fromUrl;
  useEffect(() => {
    const wanted = normalizeSearch(urlSearch);
    if (wanted !== current.current.search) {
      setText(urlSearch);
      setSearch(wanted);
    }
    if (urlView !== current.current.view) setView(urlView);
    if (urlMine !== current.current.mine) setMine(urlMine);
    if (urlOffice !== current.current.office) setOffice(urlOffice);
    if (urlLead !== current.current.lead) setLead(urlLead);
  }, [urlSearch, urlView, urlMine, urlOffice, urlLead]);

  return {
    text,
    setText,
    search,
    view,
    setView: useCallback((v: LeadView) => setView(v), []),
    mine,
    setMine,
    office,
    setOffice,
    lead,
    setLead,
  };
}
