import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const NOINDEX_FOLLOW = 'noindex, follow';

/**
 * The files the site publishes. Dot-files and dot-folders are never among them: build tools keep
 * their own records there (a bundler manifest naming every source file), not pages.
 */
function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.add('/' + path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return files;
}

/** Hashed assets never change; HTML is revalidated on every visit so a deploy shows at once. */
function cacheControlFor(file: string): string {
  if (file.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Picks the precompressed 404 page the client accepts (brotli, gzip, or plain). */
function notFoundBody(root: string) {
  const plain = readFileSync(path.join(root, '404.html'));
  const br = existsSync(path.join(root, '404.html.br')) ? readFileSync(path.join(root, '404.html.br')) : undefined;
  const gz = existsSync(path.join(root, '404.html.gz')) ? readFileSync(path.join(root, '404.html.gz')) : undefined;
  return (acceptEncoding: string) => {
    if (br && /\bbr\b/.test(acceptEncoding)) return { body: br, encoding: 'br' };
    if (gz && /\bgzip\b/.test(acceptEncoding)) return { body: gz, encoding: 'gzip' };
    return { body: plain, encoding: undefined };
  };
}

/**
 * Serves the prerendered site from `root` (dist/client): `/about` → about/index.html, files as
 * they are, brotli/gzip from the precompressed copies, the 404 page with a real 404 status, and
 * `X-Robots-Tag: noindex, follow` on any page asked for with a query string.
 */
export async function registerStaticSite(app: FastifyInstance, root: string): Promise<void> {
  const files = listFiles(root);
  const notFound = files.has('/404.html') ? notFoundBody(root) : undefined;

  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (res, filePath) => {
      const rel = '/' + path.relative(root, filePath).split(path.sep).join('/').replace(/\.(br|gz)$/, '');
      res.setHeader('Cache-Control', cacheControlFor(rel));
    },
  });

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (!notFound) return reply.code(404).type('text/plain').send('Not found');
    const { body, encoding } = notFound(String(request.headers['accept-encoding'] ?? ''));
    reply.code(404).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  };

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendNotFound(request, reply);
    }
    if (url.search) reply.header('X-Robots-Tag', NOINDEX_FOLLOW);
    if (pathname.length > 1 && pathname.endsWith('/')) return reply.redirect(pathname.replace(/\/+$/, '') + url.search, 301);
    const file = path.extname(pathname) ? pathname : pathname === '/' ? '/index.html' : `${pathname}/index.html`;
    if (!files.has(file) || file === '/404.html') return sendNotFound(request, reply);
    return reply.sendFile(file.slice(1));
  });
}
