import { createHash } from 'node:crypto';

/**
 * How a prerendered page brings in its app. The HTML is complete without JavaScript, so the app's
 * code must not compete with the first paint or the hero image: a small inline loader starts the
 * download once the page has loaded, its first contentful paint has been presented (the browser's
 * own paint entry: a frame callback can run before a busy compositor shows the frame) and the
 * browser is idle (at the latest 3 s after load, for a page that paints nothing),
 * or at once on the visitor's first interaction (a tap, a key, focus, a hover that may open the
 * services menu, a scroll), whichever comes first. It then asks for every file at once (module
 * preloads) but evaluates them one after another, each in a task of its own: the chunks the
 * entry imports (`data-first`: React), the page's data, then the entry. Evaluated as one module
 * graph they held the main thread for one long task (~300 ms at a 4× slower CPU). The chunks of
 * the lazily loaded blocks the page uses (`data-blocks`) come last: the entry imports them before
 * hydrating, and they are already on their way. The router is not among them: the page hydrates
 * without it (src/entry-client.tsx). The loader reads the files from its own `data-*` attributes,
 * so every page carries the same bytes and the CSP allows them by one hash.
 */
export const LOADER_SOURCE = [
  'const d=document.querySelector("script[data-entry]").dataset,e=["pointerdown","pointerover","keydown","focusin","touchstart","scroll"],',
  'q=[...(d.first?d.first.split(" "):[]),...(d.page?[d.page]:[]),d.entry,...(d.blocks?d.blocks.split(" "):[])];',
  'let s=0;',
  'const next=()=>{const f=q.shift();if(f)import(f).then(()=>setTimeout(next,0))};',
  'const go=()=>{if(s)return;s=1;for(const t of e)removeEventListener(t,go,!0);',
  'for(const f of q){const p=document.createElement("link");p.rel="modulepreload";p.href=f;document.head.append(p)}next()};',
  'for(const t of e)addEventListener(t,go,{capture:!0,passive:!0});',
  'const later=()=>setTimeout(()=>self.requestIdleCallback?requestIdleCallback(go,{timeout:2e3}):go(),0),fcp="first-contentful-paint";',
  'const idle=()=>{if(performance.getEntriesByName(fcp).length)return later();',
  'const o=new PerformanceObserver((list)=>{if(list.getEntriesByName(fcp).length){o.disconnect();later()}});o.observe({type:"paint",buffered:!0});setTimeout(go,3e3)};',
  'document.readyState==="complete"?idle():addEventListener("load",idle,{once:!0});',
].join('');

/** The CSP source that allows the loader (and nothing else inline). */
export const LOADER_HASH = `'sha256-${createHash('sha256').update(LOADER_SOURCE, 'utf8').digest('base64')}'`;

/**
 * The loader tag for a page: its app entry, the chunks the entry imports in the order they are to
 * be evaluated (each after the ones it imports), when it has one the page's own data chunk, and the
 * chunks of the lazily loaded blocks it uses (each after the ones it imports).
 */
export function loaderTag(entry: string, pageChunk?: string, first: string[] = [], blocks: string[] = []): string {
  const before = first.length ? ` data-first="${first.join(' ')}"` : '';
  const page = pageChunk ? ` data-page="${pageChunk}"` : '';
  const after = blocks.length ? ` data-blocks="${blocks.join(' ')}"` : '';
  return `<script type="module" data-entry="${entry}"${before}${page}${after}>${LOADER_SOURCE}</script>`;
}
