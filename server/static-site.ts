import { NOINDEX_FOLLOW } from '../schema/head';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { htmlFileFor } from '../shared/html-file';
import { PAGE_DATA_DIR } from '../shared/page-data-path';
import type { SlotOffice } from '../shared/storm-html';
import { fillStormSlots, sitemapWithStormPage } from './storm/slot';
import type { StormWatch } from './storm/watch';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

/** One published file, read once at start with its precompressed copies and its response headers. */
interface SiteFile {
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  headers: Record<string, string>;
}

/**
 * Hashed assets never change; HTML is revalidated on every visit so a deploy shows at once, and so
 * are the pages' data files, whose addresses stay while their content changes (shared/page-data-path.ts).
 */
function cacheControlFor(file: string): string {
  if (file.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html') || file.startsWith(`/${PAGE_DATA_DIR}/`)) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Reads the published files into memory. Dot-files and dot-folders are never among them: build
 * tools keep their own records there (a bundler manifest naming every source file), not pages.
 * `.br`/`.gz` files are the copies the build wrote; they are served in place of their original,
 * never under their own name. A built site is a few megabytes, and serving it from memory with
 * headers worked out once is what lets one Node process keep up with a dedicated file server.
 */
function loadFiles(root: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  for (const relative of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const parts = relative.split(path.sep);
    if (parts.some((part) => part.startsWith('.'))) continue;
    const full = path.join(root, relative);
    const stat = statSync(full);
    if (stat.isDirectory()) continue;
    if (/\.(br|gz)$/.test(relative) && existsSync(full.slice(0, -3))) continue;
    const url = `/${parts.join('/')}`;
    const plain = readFileSync(full);
    const sibling = (ext: string) => (existsSync(full + ext) ? readFileSync(full + ext) : undefined);
    const br = sibling('.br');
    const gzip = sibling('.gz');
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': cacheControlFor(url),
      'last-modified': stat.mtime.toUTCString(),
    };
    if (br || gzip) headers.vary = 'Accept-Encoding';
    const etag = `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`;
    files.set(url, { plain, br, gzip, etag, headers });
  }
  return files;
}

/** The body the client accepts: brotli, gzip, or the file as it is. */
function pickEncoding(file: SiteFile, acceptEncoding: string): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (file.br && /\bbr\b/.test(acceptEncoding)) return { body: file.br, encoding: 'br' };
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.plain };
}

function send(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status = 200) {
  reply.code(status).headers(file.headers);
  if (status === 200) {
    reply.header('etag', file.etag);
    const inm = request.headers['if-none-match'];
    if (inm?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) return reply.code(304).send();
  }
  const { body, encoding } = pickEncoding(file, String(request.headers['accept-encoding'] ?? ''));
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** What the site needs to fill its runtime slots: the active storm and the offices' numbers. */
export interface StaticSiteOptions {
  storm?: { watch: StormWatch; offices: readonly SlotOffice[]; siteUrl: string };
}

/**
 * A page with the active storm's slots filled, made once per page and storm and kept until the
 * storm changes. Its ETag is the built page's with the storm's key appended, so a browser or CDN
 * revalidating (HTML is `no-cache`) gets the banner as soon as it appears and loses it when it
 * goes; its compressed copies are made from the filled page, never the build's .br/.gz of the
 * empty one; Last-Modified goes, since the file's date no longer dates what is sent.
 */
function stormVariants(options: NonNullable<StaticSiteOptions['storm']>) {
  let forKey = '';
  const made = new Map<string, SiteFile>();
  return (url: string, file: SiteFile, storm: { storm: Parameters<typeof fillStormSlots>[1]; key: string }) => {
    if (storm.key !== forKey) {
      made.clear();
      forKey = storm.key;
    }
    let variant = made.get(url);
    if (!variant) {
      const original = file.plain.toString('utf8');
      const filled =
        url === '/sitemap.xml'
          ? sitemapWithStormPage(original, options.siteUrl)
          : fillStormSlots(original, storm.storm, options.offices);
      if (filled === original) variant = file;
      else {
        const plain = Buffer.from(filled);
        const { 'last-modified': _dated, ...headers } = file.headers;
        variant = {
          plain,
          br: brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
          gzip: gzipSync(plain),
          etag: `${file.etag.slice(0, -1)}.${storm.key}"`,
          headers: { ...headers, vary: 'Accept-Encoding' },
        };
      }
      made.set(url, variant);
    }
    return variant;
  };
}

/**
 * Serves the prerendered site from `root` (dist/client): `/about` → about/index.html, files as
 * they are, brotli/gzip from the precompressed copies, ETag revalidation, the 404 page with a real
 * 404 status, `X-Robots-Tag: noindex, follow` on any page asked for with a query string, and the
 * active storm's runtime slots filled (server/storm/slot.ts).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  root: string,
  options: StaticSiteOptions = {},
): Promise<void> {
  const files = loadFiles(root);
  const variantFor = options.storm && stormVariants(options.storm);
  /** The page as sent now: with the storm's slots filled while one is active. */
  const current = async (url: string, file: SiteFile): Promise<SiteFile> => {
    if (!variantFor || !(url.endsWith('.html') || url === '/sitemap.xml')) return file;
    const storm = await options.storm!.watch.current();
    return storm ? variantFor(url, file, storm) : file;
  };
  const notFoundPage = files.get('/404.html');
  const notFound = notFoundPage && {
    ...notFoundPage,
    headers: { ...notFoundPage.headers, 'cache-control': 'no-cache' },
  };

  const sendNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!notFound) return reply.code(404).type('text/plain').send('Not found');
    return send(request, reply, await current('/404.html', notFound), 404);
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const queryAt = url.indexOf('?');
    const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
    let pathname: string;
    try {
      pathname = rawPath.includes('%') ? decodeURIComponent(rawPath) : rawPath;
    } catch {
      return sendNotFound(request, reply);
    }
    const search = queryAt === -1 ? '' : url.slice(queryAt);
    if (search.length > 1) reply.header('X-Robots-Tag', NOINDEX_FOLLOW);
    if (pathname.length > 1 && pathname.endsWith('/'))
      return reply.redirect(pathname.replace(/\/+$/, '') + (search.length > 1 ? search : ''), 301);
    // A clean URL names its page's folder: the same mapping the build wrote the files by.
    const key = path.posix.extname(pathname) ? pathname : htmlFileFor('/', pathname);
    const file = key === '/404.html' ? undefined : files.get(key);
    if (!file) return sendNotFound(request, reply);
    return send(request, reply, await current(key, file));
  };
  app.get('/*', handler);
}
