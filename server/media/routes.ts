import { once } from 'node:events';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import {
  MEDIA_FIELD,
  MEDIA_LIMITS,
  MEDIA_PATH,
  MEDIA_UPLOAD_PATH,
  STAND_IN_PATH,
  mediaMessages,
} from '../../shared/owner-photos';
import { checkStaff, refusalText } from '../auth/admin-check';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '../db/errors';
import { isAllowedOrigin } from '../http/origin';
import { readSession } from '../http/session-cookie';
import type { AppServices } from '../services';
import { fetchMissingMedia, mediaDir, mediaFileName, prepareMedia, storeMedia } from './store';

const root = path.resolve(import.meta.dirname, '../..');
/** What a multipart post may carry around its one file (boundaries, headers, a field or two). */
const ENVELOPE_BYTES = 64 * 1024;
/** A thumbnail's width: the dashboard shows it at about 160 px, at twice that on a sharp screen. */
const THUMB_WIDTH = 320;
/** A photo's answer is named by its content: kept a year by the admin's browser, never by a shared cache. */
export const PHOTO_CACHE = 'private, max-age=31536000, immutable';

/** The stand-in drawings (images/stand-ins.json): the only files the stand-in route serves. */
function standInNames(): Set<string> {
  const file = path.join(root, 'images/stand-ins.json');
  return new Set(existsSync(file) ? Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object) : []);
}

/**
 * The owner's photo library over HTTP, admins only (the session and role check of every admin
 * call; an upload must also come from the site's own pages, like every admin mutation):
 *
 * - POST /api/admin/media: one photo (multipart, field `photo`), checked by its bytes and kept
 *   re-encoded (server/media/store.ts); answers `{ media }` or `{ message }` in the owner's words.
 *   A post that says it is over the size cap is refused before its body is read; one that does not
 *   say is cut at the cap as it streams to a private temporary file, and refused.
 * - GET /api/admin/media/<sha256> (`?thumb` for a 320 px WebP): an unpublished photo is private,
 *   so no shared cache keeps it; the admin's browser does (`private, immutable`: the address names
 *   the bytes). A photo uploaded to another instance is fetched from the database first.
 * - GET /api/admin/media/stand-in/<drawing>: a stand-in drawing from images/, for the slot's thumbnail.
 */
export function registerMediaRoutes(app: FastifyInstance, services: AppServices): void {
  const admin = async (request: FastifyRequest, reply: FastifyReply, what: string): Promise<string | null> => {
    const checked = await checkStaff(services.db, await readSession(services, request, reply), 'drafts', {
      requireSecondFactor: services.env.REQUIRE_ADMIN_2FA,
    });
    if (checked.ok) return checked.session.user.id;
    const message =
      checked.reason === 'role'
        ? refusalText(checked, what)
        : checked.reason === 'signed-out'
          ? `Sign in at /auth with an admin account to ${what}.`
          : checked.reason === 'second-factor-required'
            ? `Set up two-step sign-in on your account page, /admin/account, to ${what}.`
            : `Only admins ${what === 'upload photos' ? 'upload photos' : 'see the photo library'}. Ask an admin to grant you admin rights.`;
    await reply
      .code(checked.reason === 'signed-out' ? 401 : 403)
      .header('Cache-Control', 'no-store')
      .send({ message });
    return null;
  };

  app.post(MEDIA_UPLOAD_PATH, async (request, reply) => {
    const refuse = (code: number, message: string) =>
      reply.code(code).header('Cache-Control', 'no-store').send({ message });
    if (!isAllowedOrigin(request, services.env.SITE_URL))
      return refuse(403, 'This upload did not come from the dashboard: open /admin/photos and upload it there.');
    let folder: string | undefined;
    try {
      const userId = await admin(request, reply, 'upload photos');
      if (!userId) return reply;
      // Said too big by its own length: answered before a byte of the body is read, and the
      // connection closed, so a 200 MB post costs the server nothing but this answer.
      const length = Number(request.headers['content-length']);
      if (Number.isFinite(length) && length > MEDIA_LIMITS.bytes + ENVELOPE_BYTES) {
        reply.header('Connection', 'close');
        return refuse(413, mediaMessages.tooBig(length));
      }
      if (!request.isMultipart()) return refuse(400, mediaMessages.noFile);
      const part = await request.file({
        limits: { fileSize: MEDIA_LIMITS.bytes, files: 1, fields: 4, fieldSize: 1000, parts: 6 },
      });
      if (!part || part.fieldname !== MEDIA_FIELD) return refuse(400, mediaMessages.noFile);
      folder = await mkdtemp(path.join(os.tmpdir(), 'rl-media-'));
      const file = path.join(folder, 'upload');
      const out = createWriteStream(file, { mode: 0o600 });
      let sent = 0;
      try {
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          sent += chunk.length;
          if (!out.write(chunk)) await once(out, 'drain');
        }
      } finally {
        out.end();
        await finished(out);
      }
      if (part.file.truncated) {
        reply.header('Connection', 'close');
        return refuse(413, mediaMessages.tooBigUnknown);
      }
      if (sent === 0) return refuse(400, mediaMessages.noFile);
      const prepared = await prepareMedia(file);
      if (!prepared.ok) return refuse(prepared.status, prepared.message);
      const media = await storeMedia(services.db, services.env.DATA_DIR, prepared.media, {
        originalName: path.basename(part.filename || 'photo'),
        uploadedBy: userId,
        now: services.now(),
      });
      return reply.header('Cache-Control', 'no-store').send({ media });
    } catch (error) {
      if (isDatabaseUnavailable(error)) return refuse(503, `${SERVICE_UNAVAILABLE_MESSAGE}.`);
      request.log.error({ err: error }, 'photo upload failed');
      return refuse(500, 'The upload failed on our side. Try again in a minute.');
    } finally {
      if (folder) await rm(folder, { recursive: true, force: true });
    }
  });

  app.get<{ Params: { name: string } }>(`${STAND_IN_PATH}/:name`, async (request, reply) => {
    if (!(await admin(request, reply, 'see the photo library'))) return reply;
    const { name } = request.params;
    if (!standInNames().has(name)) return reply.code(404).type('text/plain; charset=utf-8').send('No such stand-in.');
    const data = await readFile(path.join(root, 'images', name));
    return reply
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type(name.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream')
      .send(data);
  });

  app.get<{ Params: { sha256: string }; Querystring: { thumb?: string } }>(
    `${MEDIA_PATH}/:sha256`,
    async (request, reply) => {
      if (!(await admin(request, reply, 'see the photo library'))) return reply;
      const { sha256 } = request.params;
      const text = (code: number, message: string) =>
        reply.code(code).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(message);
      if (!/^[0-9a-f]{64}$/.test(sha256)) return text(404, 'No such photo.');
      const row = await services.db
        .selectFrom('media')
        .select(['format'])
        .where('sha256', '=', sha256)
        .executeTakeFirst();
      if (!row) return text(404, 'No such photo in the library: upload it again.');
      const library = mediaDir(services.env.DATA_DIR);
      const name = mediaFileName(sha256, row.format);
      // Uploaded to another instance: this one fetches it from the database once, then has it.
      await fetchMissingMedia(services.db, library, [name]);
      const data = await readFile(path.join(library, name)).catch(() => undefined);
      if (!data)
        return text(404, 'The photo is missing from the database and this server’s data folder: upload it again.');
      // Named by the hash of its bytes, the answer never changes: the browser keeps it (privately:
      // an unpublished photo is the admin's alone, and no shared cache may hold it).
      reply.header('Cache-Control', PHOTO_CACHE);
      if (request.query.thumb !== undefined) {
        const thumb = await sharp(data)
          .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
          .webp({ quality: 70 })
          .toBuffer();
        return reply.type('image/webp').send(thumb);
      }
      return reply.type(`image/${row.format}`).send(data);
    },
  );
}
