import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { normalizeSearch } from '../../schema/submission-search';

/**
 * The table's search, kept in the URL (?search=…) so a reload or a shared link shows the same
 * view. `text` follows every keystroke; `search` follows it after a pause, and only `search`
 * reaches the server and the URL (replaced, not pushed: typing is not navigation). Back and
 * forward, or a link with another ?search=, are followed.
 */
export function useSearchParam(delayMs = 300): { text: string; setText: (text: string) => void; search: string } {
  const router = useRouter();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const fromUrl = new URLSearchParams(searchStr).get('search') ?? '';
  const [text, setText] = useState(fromUrl);
  const [search, setSearch] = useState(() => normalizeSearch(fromUrl));

  useEffect(() => {
    const timer = setTimeout(() => setSearch(normalizeSearch(text)), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if ((params.get('search') ?? '') === search) return;
    if (search) params.set('search', search);
    else params.delete('search');
    const query = params.toString();
    router.history.replace(`${window.location.pathname}${query ? `?${query}` : ''}`);
  }, [search, router]);

  const current = useRef(search);
  current.current = search;
  useEffect(() => {
    const wanted = normalizeSearch(fromUrl);
    if (wanted === current.current) return;
    setText(fromUrl);
    setSearch(wanted);
  }, [fromUrl]);

  return { text, setText, search };
}
