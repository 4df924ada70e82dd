import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { htmlFileFor } from '../../shared/html-file';
import { checkStaff, refusalText } from '../auth/admin-check';
import { readSession } from '../http/session-cookie';
import type { AppServices } from '../services';
import { siteFile } from '../static-site';
import { PREVIEW_PATH, previewUrl } from './preview';
import { type Manifest, readBlobs } from './store';

/** Neither a search engine nor a shared cache may keep a preview: it is not the site. */
const PREVIEW_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'private, no-store',
  // The static HTML only: no script runs (the app would navigate out of the preview), no form is
  // sent; the bar's inline style is allowed; nothing may frame it.
  'Content-Security-Policy':
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self'; script-src 'none'; connect-src 'none'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
};

/** The editor each document type's preview goes back to. */
const EDITORS: Record<string, string> = { siteFacts: '/admin/site', photos: '/admin/photos' };

const BAR_STYLE = [
  'position:sticky',
  'top:0',
  'z-index:2147483647',
  'display:flex',
  'flex-wrap:wrap',
  'gap:0.25rem 1rem',
  'align-items:center',
  'justify-content:center',
  'padding:0.6rem 1rem',
  'background:#7a2e00',
  'color:#fff',
  'font:600 15px/1.4 system-ui,sans-serif',
  'text-align:center',
].join(';');

/**
 * A built page as the preview shows it: every address on the site (`href`, `src`, `srcset`,
 * `action`, `url(…)`) under the preview's own path, so following a link stays in the preview; the
 * app's scripts out (the static HTML is what goes live, and the app would navigate out); a robots
 * meta `noindex`; and a bar at the top saying it is a preview, not live, with a way back to the editor.
 */
export function previewHtml(html: string, base: string, editor: string): string {
  const inside = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url);
  const bar = `<div role="note" style="${BAR_STYLE}"><span>Preview — not live. Visitors still see the published site.</span><a href="${editor}" style="color:#fff">Back to the editor</a></div>`;
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(/<meta\b[^>]*\bname="robots"[^>]*>/gi, '')
    .replace(/(<head\b[^>]*>)/i, '$1<meta name="robots" content="noindex, nofollow">')
    .replace(/\b(href|src|action|poster)="([^"]*)"/g, (_all, name: string, url: string) => `${name}="${inside(url)}"`)
    .replace(
      /\b(srcset|imagesrcset)="([^"]*)"/g,
      (_all, name: string, list: string) =>
        `${name}="${list
          .split(',')
          .map((candidate) => candidate.replace(/^(\s*)(\S+)/, (_m, space: string, url: string) => space + inside(url)))
          .join(',')}"`,
    )
    .replace(
      /url\((['"]?)(\/[^)'"]*)\1\)/g,
      (_all, quote: string, url: string) => `url(${quote}${inside(url)}${quote})`,
    )
    .replace(/(<body\b[^>]*>)/i, `$1${bar}`);
}

/** A stylesheet of the preview: its site addresses (fonts, pictures) under the preview's path. */
const previewCss = (css: string, base: string) =>
  css.replace(
    /url\((['"]?)(\/[^/][^)'"]*)\1\)/g,
    (_all, quote: string, url: string) => `url(${quote}${base}${url}${quote})`,
  );

/**
 * Serves the preview of a draft (preview.ts) at `/_preview/<id>/…`, to signed-in admins only:
 * the pages of the preview's generation as they would go live, rewritten by previewHtml, with
 * `X-Robots-Tag: noindex` and no caching. Any instance serves it: the generation is in the
 * database; the newest preview's manifest is kept in memory, each file read when asked for.
 */
export function registerPreviewRoutes(app: FastifyInstance, services: AppServices): void {
  let kept: { id: number; manifest: Manifest; editor: string } | undefined;

  const text = (reply: FastifyReply, code: number, message: string) =>
    reply.code(code).headers(PREVIEW_HEADERS).type('text/plain; charset=utf-8').send(message);

  const manifestOf = async (id: number) => {
    if (kept?.id === id) return kept;
    const row = await services.db
      .selectFrom('previews')
      .innerJoin('generations', 'generations.preview_id', 'previews.id')
      .select(['previews.document_type', 'generations.manifest'])
      .where('previews.id', '=', id)
      .where('previews.status', '=', 'ready')
      .where('generations.status', '=', 'ready')
      .executeTakeFirst();
    if (!row) return undefined;
    const manifest = (typeof row.manifest === 'string' ? JSON.parse(row.manifest) : row.manifest) as Manifest;
    kept = { id, manifest, editor: EDITORS[row.document_type] ?? '/admin' };
    return kept;
  };

  const handler = async (request: FastifyRequest<{ Params: { id: string; '*'?: string } }>, reply: FastifyReply) => {
    const checked = await checkStaff(services.db, await readSession(services, request, reply), 'drafts', {
      requireSecondFactor: services.env.REQUIRE_ADMIN_2FA,
    });
    if (!checked.ok)
      return text(
        reply,
        checked.reason === 'signed-out' ? 401 : 403,
        checked.reason === 'signed-out'
          ? 'A preview is for the site’s admins: sign in at /auth, then open the preview again from the editor.'
          : checked.reason === 'role'
            ? refusalText(checked, 'see a preview of the draft')
            : 'Only admins see a preview of the draft. Ask an admin to grant you admin rights.',
      );
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) return text(reply, 404, 'There is no such preview.');
    const preview = await manifestOf(id);
    if (!preview) {
      const row = await services.db.selectFrom('previews').select('status').where('id', '=', id).executeTakeFirst();
      return text(
        reply,
        404,
        row?.status === 'queued' || row?.status === 'building'
          ? 'The preview is still being built: the editor says when it is ready.'
          : 'This preview is gone: a newer one replaced it. Ask for a preview again from the editor.',
      );
    }
    let pathname: string;
    try {
      pathname = `/${decodeURIComponent(request.params['*'] ?? '')}`;
    } catch {
      return text(reply, 404, 'There is no such page in the preview.');
    }
    const key = path.posix.extname(pathname) ? pathname : htmlFileFor('/', pathname.replace(/\/+$/, '') || '/');
    const entry = preview.manifest[key];
    const shown = entry ? key : '/404.html';
    const file = entry ?? preview.manifest['/404.html'];
    if (!file) return text(reply, 404, 'There is no such page in the preview.');
    const blob = (await readBlobs(services.db, [file.sha])).get(file.sha);
    if (!blob) return text(reply, 404, 'This preview is gone: a newer one replaced it. Ask for a preview again.');
    const base = previewUrl(id).slice(0, -1);
    const type = siteFile(shown, { plain: blob.plain }, file.sha, new Date(file.mtime)).headers['content-type']!;
    let body: Buffer | string = blob.plain;
    if (shown.endsWith('.html')) body = previewHtml(blob.plain.toString('utf8'), base, preview.editor);
    else if (shown.endsWith('.css')) body = previewCss(blob.plain.toString('utf8'), base);
    return reply
      .code(entry ? 200 : 404)
      .headers(PREVIEW_HEADERS)
      .type(type)
      .send(body);
  };

  app.get<{ Params: { id: string } }>(`${PREVIEW_PATH}/:id`, (request, reply) =>
    reply.redirect(previewUrl(Number(request.params.id) || 0), 302),
  );
  app.get<{ Params: { id: string; '*'?: string } }>(`${PREVIEW_PATH}/:id/*`, handler);
}
