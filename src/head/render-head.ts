import type { HeadData } from './head-data';

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script> must not be able to close the tag or start a comment. */
export const serializeJsonLd = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The head tags of a prerendered page; each carries data-head so navigation can replace it. */
export function renderHead(head: HeadData): string {
  return [
    `<title>${escapeAttr(head.title)}</title>`,
    ...head.meta.map((m) => `<meta ${m.key}="${escapeAttr(m.value)}" content="${escapeAttr(m.content)}" data-head>`),
    `<link rel="canonical" href="${escapeAttr(head.canonical)}" data-head>`,
    ...head.jsonLd.map((obj) => `<script type="application/ld+json" data-head>${serializeJsonLd(obj)}</script>`),
  ].join('\n    ');
}
