import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The CSP source that allows an inline stylesheet with exactly this text. */
export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** A bundled stylesheet's text, to go inside a `<style>` element (which it must not be able to end). */
export function readInlineCss(clientDir: string, href: string): string {
  const css = readFileSync(path.join(clientDir, href), 'utf8');
  if (css.includes('</style')) throw new Error(`${href} contains "</style" and cannot be inlined`);
  return css;
}

/**
 * Puts the site's stylesheet inside each page so the first paint needs no second request. The CSP
 * allows inline styles only by hash, so the hash of each inlined stylesheet is returned for it.
 */
export function inlineStylesheets(template: string, clientDir: string): { html: string; hashes: string[] } {
  const hashes: string[] = [];
  const html = template.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (_tag, href: string) => {
      const css = readInlineCss(clientDir, href);
      hashes.push(styleHash(css));
      return `<style>${css}</style>`;
    },
  );
  return { html, hashes };
}
