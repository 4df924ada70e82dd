import { escapeHtml } from '../../shared/html-escape';
import type { HeadData } from '../../schema/head';

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
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map((m) => `<meta ${m.key}="${escapeHtml(m.value)}" content="${escapeHtml(m.content)}" data-head>`),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-head>`,
    ...(head.manifest ? [`<link rel="manifest" href="${escapeHtml(head.manifest)}" data-head>`] : []),
    ...head.jsonLd.map((obj) => `<script type="application/ld+json" data-head>${serializeJsonLd(obj)}</script>`),
  ].join('\n    ');
}
