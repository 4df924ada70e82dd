import { NOINDEX_FOLLOW } from '../schema/head';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { htmlFileFor } from '../shared/html-file';

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

/** Hashed assets never change; HTML is revalidated on every visit so a deploy shows at once. */
function cacheControlFor(file: string): string {
  if (file.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
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

/**
 * Serves the prerendered site from `root` (dist/client): `/about` → about/index.html, files as
 * they are, brotli/gzip from the precompressed copies, ETag revalidation, the 404 page with a real
 * 404 status, and `X-Robots-Tag: noindex, follow` on any page asked for with a query string.
 */
export async function registerStaticSite(app: FastifyInstance, root: string): Promise<void> {
  const files = loadFiles(root);
  const notFoundPage = files.get('/404.html');
  const notFound = notFoundPage && {
    ...notFoundPage,
    headers: { ...notFoundPage.headers, 'cache-control': 'no-cache' },
  };

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (!notFound) return reply.code(404).type('text/plain').send('Not found');
    return send(request, reply, notFound, 404);
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
    return send(request, reply, file);
  };
  app.get('/*', handler);
}
