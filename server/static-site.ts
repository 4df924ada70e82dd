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
export interface SiteFile {
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
export function loadFiles(root: string): Map<string, SiteFile> {
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
    const sha = createHash('sha256').update(plain).digest('hex');
    files.set(url, siteFile(url, { plain, br: sibling('.br'), gzip: sibling('.gz') }, sha, stat.mtime));
  }
  return files;
}

/**
 * A file as served: its headers worked out once. The ETag is the SHA-256 of its bytes, so a file
 * a new build left as it was keeps its ETag (and browsers their copy) across generations.
 */
export function siteFile(
  url: string,
  bodies: { plain: Buffer; br?: Buffer; gzip?: Buffer },
  sha256Hex: string,
  modified: Date,
): SiteFile {
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[path.posix.extname(url).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControlFor(url),
    'last-modified': modified.toUTCString(),
  };
  if (bodies.br || bodies.gzip) headers.vary = 'Accept-Encoding';
  const etag = `"${Buffer.from(sha256Hex, 'hex').toString('base64url').slice(0, 27)}"`;
  return { ...bodies, etag, headers };
}

/**
 * What the site serves now: the live generation's files, and those of the few before it, from
 * which only hashed assets are served (a tab opened before a publish still loads its chunks).
 */
export interface ServedFiles {
  files: ReadonlyMap<string, SiteFile>;
  older: readonly ReadonlyMap<string, SiteFile>[];
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

/**
 * What the site needs to fill its runtime slots: the active storm and the offices' numbers (asked
 * each time a page is filled: they follow the owner's live facts).
 */
export interface StaticSiteOptions {
  storm?: { watch: StormWatch; offices: () => readonly SlotOffice[]; siteUrl: string };
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
    // By the file's ETag too: a new generation's page is filled again (with the offices' numbers as
    // they are now: a new number is a new generation), not served from the last one's.
    const madeKey = `${url}\0${file.etag}`;
    let variant = made.get(madeKey);
    if (!variant) {
      const original = file.plain.toString('utf8');
      const filled =
        url === '/sitemap.xml'
          ? sitemapWithStormPage(original, options.siteUrl)
          : fillStormSlots(original, storm.storm, options.offices());
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
      made.set(madeKey, variant);
    }
    return variant;
  };
}

/**
 * Serves the prerendered site (the live generation, live-site.ts; else dist/client): `/about` → about/index.html, files as
 * they are, brotli/gzip from the precompressed copies, ETag revalidation, the 404 page with a real
 * 404 status, `X-Robots-Tag: noindex, follow` on any page asked for with a query string, and the
 * active storm's runtime slots filled (server/storm/slot.ts).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  served: () => ServedFiles,
  options: StaticSiteOptions = {},
): Promise<void> {
  const variantFor = options.storm && stormVariants(options.storm);
  /** The page as sent now: with the storm's slots filled while one is active. */
  const current = async (url: string, file: SiteFile): Promise<SiteFile> => {
    if (!variantFor || !(url.endsWith('.html') || url === '/sitemap.xml')) return file;
    const storm = await options.storm!.watch.current();
    return storm ? variantFor(url, file, storm) : file;
  };
  /** Each generation's 404 page, served with a 404 status and revalidated like every page. */
  const notFoundPages = new WeakMap<ReadonlyMap<string, SiteFile>, SiteFile | null>();
  const notFoundOf = (files: ReadonlyMap<string, SiteFile>): SiteFile | undefined => {
    let page = notFoundPages.get(files);
    if (page === undefined) {
      const built = files.get('/404.html');
      page = built ? { ...built, headers: { ...built.headers, 'cache-control': 'no-cache' } } : null;
      notFoundPages.set(files, page);
    }
    return page ?? undefined;
  };

  const sendNotFound = async (request: FastifyRequest, reply: FastifyReply, files: ReadonlyMap<string, SiteFile>) => {
    const notFound = notFoundOf(files);
    if (!notFound) return reply.code(404).type('text/plain').send('Not found');
    return send(request, reply, await current('/404.html', notFound), 404);
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // One generation for the whole answer, whatever swaps while it is sent.
    const { files, older } = served();
    const url = request.url;
    const queryAt = url.indexOf('?');
    const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
    let pathname: string;
    try {
      pathname = rawPath.includes('%') ? decodeURIComponent(rawPath) : rawPath;
    } catch {
      return sendNotFound(request, reply, files);
    }
    const search = queryAt === -1 ? '' : url.slice(queryAt);
    if (search.length > 1) reply.header('X-Robots-Tag', NOINDEX_FOLLOW);
    if (pathname.length > 1 && pathname.endsWith('/'))
      return reply.redirect(pathname.replace(/\/+$/, '') + (search.length > 1 ? search : ''), 301);
    // A clean URL names its page's folder: the same mapping the build wrote the files by.
    const key = path.posix.extname(pathname) ? pathname : htmlFileFor('/', pathname);
    const file =
      key === '/404.html'
        ? undefined
        : (files.get(key) ?? (key.startsWith('/assets/') ? older.map((map) => map.get(key)).find(Boolean) : undefined));
    if (!file) return sendNotFound(request, reply, files);
    return send(request, reply, await current(key, file));
  };
  app.get('/*', handler);
}
