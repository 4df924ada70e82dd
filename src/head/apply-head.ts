import type { HeadData } from '../../schema/head';
import { markQueryNoindex } from './mark-query-noindex';

/**
 * After client-side navigation: swap the previous page's head tags for this page's, and mark any
 * URL with a query string `noindex, follow` (the server sends the same as an X-Robots-Tag header).
 */
export function applyHead(head: HeadData, search: string): void {
  document.title = head.title;
  for (const el of Array.from(document.head.querySelectorAll('[data-head]'))) el.remove();
  const fragment = document.createDocumentFragment();
  for (const m of head.meta) {
    const meta = document.createElement('meta');
    meta.setAttribute(m.key, m.value);
    meta.content = m.content;
    meta.dataset.head = '';
    fragment.append(meta);
  }
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = head.canonical;
  link.dataset.head = '';
  fragment.append(link);
  if (head.manifest) {
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = head.manifest;
    manifest.dataset.head = '';
    fragment.append(manifest);
  }
  for (const obj of head.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(obj);
    script.dataset.head = '';
    fragment.append(script);
  }
  document.head.append(fragment);
  markQueryNoindex(search);
}
