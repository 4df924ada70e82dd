import { createHash } from 'node:crypto';

/**
 * How a prerendered page brings in its app. The HTML is complete without JavaScript, so the app's
 * code must not compete with the first paint or the hero image: a small inline loader starts the
 * download once the page has loaded, its first contentful paint has been presented (the browser's
 * own paint entry: a frame callback can run before a busy compositor shows the frame) and the
 * browser is idle (at the latest 3 s after load, for a page that paints nothing),
 * or at once on the visitor's first interaction (a tap, a key, focus, a hover that may open the
 * services menu, a scroll), whichever comes first. It reads the files to import from its own
 * `data-entry` and `data-page` attributes, so every page carries the same bytes and the CSP allows
 * them by one hash.
 */
export const LOADER_SOURCE = [
  'const l=document.querySelector("script[data-entry]"),d=l.dataset,e=["pointerdown","pointerover","keydown","focusin","touchstart","scroll"];',
  'let s=0;',
  'const go=()=>{if(s)return;s=1;for(const t of e)removeEventListener(t,go,!0);if(d.page)import(d.page);import(d.entry)};',
  'for(const t of e)addEventListener(t,go,{capture:!0,passive:!0});',
  'const later=()=>setTimeout(()=>self.requestIdleCallback?requestIdleCallback(go,{timeout:2e3}):go(),0),fcp="first-contentful-paint";',
  'const idle=()=>{if(performance.getEntriesByName(fcp).length)return later();',
  'const o=new PerformanceObserver((list)=>{if(list.getEntriesByName(fcp).length){o.disconnect();later()}});o.observe({type:"paint",buffered:!0});setTimeout(go,3e3)};',
  'document.readyState==="complete"?idle():addEventListener("load",idle,{once:!0});',
].join('');

/** The CSP source that allows the loader (and nothing else inline). */
export const LOADER_HASH = `'sha256-${createHash('sha256').update(LOADER_SOURCE, 'utf8').digest('base64')}'`;

/** The loader tag for a page: its app entry and, when it has one, its own data chunk. */
export function loaderTag(entry: string, pageChunk?: string): string {
  const page = pageChunk ? ` data-page="${pageChunk}"` : '';
  return `<script type="module" data-entry="${entry}"${page}>${LOADER_SOURCE}</script>`;
}
