import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import {
  JOB_PHOTO_FILE_PATH,
  JOB_PHOTO_LIMITS,
  JOB_PHOTO_PHASES,
  JOB_PHOTO_UPLOAD_PATH,
  type JobPhotoPhase,
  jobPhotoMessages,
  TAKEN_AT_HEADER,
  UPLOAD_KEY_HEADER,
} from '../../shared/job-photos';
import { CREW_ICONS, CREW_MANIFEST_PATH, CREW_PATH } from '../../shared/crew-page';
import type { StaffRole } from '../../shared/staff-roles';
import { themes } from '../../shared/themes';
import { checkStaff, refusalText } from '../auth/admin-check';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '../db/errors';
import { isAllowedOrigin } from '../http/origin';
import { readSession } from '../http/session-cookie';
import { fetchMissingMedia, mediaDir, mediaFileName, prepareMedia, storeMedia } from '../media/store';
import type { AppServices } from '../services';
import { mayFileUnder, maySeeJobPhoto } from './jobs';

/** The thumbnail's longest side: the crew page and the office's grid show it at about 200 px, twice that on a sharp screen. */
export const JOB_PHOTO_THUMB_SIDE = 400;
/** The kinds of body the upload reads as bytes (the phone sends JPEG; a PNG or WebP picked as-is also works). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];
/**
 * A job photo is a customer's home and its crew's access can end (a job leaves their list, a role
 * is taken away): no cache keeps it, the browser included, and every view is checked again.
 */
const JOB_PHOTO_CACHE = 'private, no-store';

interface Staff {
  userId: string;
  role: StaffRole;
}
const staffOf = new WeakMap<FastifyRequest, Staff>();

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * The crew's job photos over HTTP (shared/job-photos.ts has the contract):
 *
 * - POST /api/crew/photos?job=<id>&phase=before|during|after: one photo's bytes as the body, the
 *   SHA-256 of those bytes in x-upload-key. Staff of the crew area (owner, office, crew), from the
 *   site's own pages like every staff mutation; a crew member only for a job on their list (an
 *   appointment from JOB_PHOTO_LIMITS.lateDays days ago through today). The photo is re-encoded
 *   upright with no metadata (EXIF, GPS: server/media/store.ts), stored durably as a media row,
 *   and filed under the job once per key: `{ id, duplicate }`, 200 only once it is stored.
 * - GET /api/job-photos/<id>?size=thumb|full: the photo (thumb: a 400 px JPEG), to staff; to a
 *   crew member only while its job is on their list.
 *
 * In a scope of their own: the upload reads its body as raw bytes, with its own size limit.
 */
export async function registerJobPhotoRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      PHOTO_TYPES,
      { parseAs: 'buffer', bodyLimit: JOB_PHOTO_LIMITS.bytes },
      (_r, body, done) => done(null, body),
    );
    const refuse = (reply: FastifyReply, code: number, message: string) =>
      reply.code(code).header('Cache-Control', 'no-store').send({ message });

    // Body over the limit with no length said (streamed): Fastify stops reading at the limit.
    scope.setErrorHandler(async (error: { code?: string; statusCode?: number }, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        reply.header('Connection', 'close');
        return refuse(reply, 413, jobPhotoMessages.tooBig(JOB_PHOTO_LIMITS.bytes + 1));
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
        return refuse(reply, 415, 'Send the photo itself as a JPEG, PNG or WebP: the crew page does this.');
      if (isDatabaseUnavailable(error)) return refuse(reply, 503, `${SERVICE_UNAVAILABLE_MESSAGE}.`);
      request.log.error({ err: error }, 'job photo route failed');
      return refuse(
        reply,
        error.statusCode && error.statusCode < 500 ? error.statusCode : 500,
        'The photo could not be handled on our side. The crew page tries again.',
      );
    });

    /** The session and role, before a byte of the body is read: a stranger's 25 MB costs nothing. */
    const staff = async (request: FastifyRequest, reply: FastifyReply, what: string): Promise<Staff | null> => {
      const checked = await checkStaff(services.db, await readSession(services, request, reply), 'crew', {
        requireSecondFactor: services.env.REQUIRE_ADMIN_2FA,
      });
      if (checked.ok) return { userId: checked.session.user.id, role: checked.role };
      await refuse(reply, checked.reason === 'signed-out' ? 401 : 403, refusalText(checked, what));
      return null;
    };

    scope.post<{ Querystring: { job?: string; phase?: string } }>(
      JOB_PHOTO_UPLOAD_PATH,
      {
        onRequest: async (request, reply) => {
          if (!isAllowedOrigin(request, services.env.SITE_URL))
            return refuse(reply, 403, 'This photo did not come from the crew page: open /crew and send it from there.');
          const who = await staff(request, reply, 'send job photos');
          if (!who) return reply;
          // Said too big by its own length: answered before the body is read, and the connection closed.
          const length = Number(request.headers['content-length']);
          if (Number.isFinite(length) && length > JOB_PHOTO_LIMITS.bytes) {
            reply.header('Connection', 'close');
            return refuse(reply, 413, jobPhotoMessages.tooBig(length));
          }
          staffOf.set(request, who);
        },
      },
      async (request, reply) => {
        const who = staffOf.get(request)!;
        const job = Number(request.query.job);
        if (!Number.isSafeInteger(job) || job <= 0) return refuse(reply, 404, jobPhotoMessages.noJob);
        const phase = request.query.phase as JobPhotoPhase;
        if (!JOB_PHOTO_PHASES.includes(phase)) return refuse(reply, 400, jobPhotoMessages.badPhase);
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0)
          return refuse(reply, 400, 'The photo arrived empty. The crew page sends it again.');
        const key = String(request.headers[UPLOAD_KEY_HEADER] ?? '').toLowerCase();
        if (!SHA256.test(key)) return refuse(reply, 400, jobPhotoMessages.noKey);
        if (createHash('sha256').update(body).digest('hex') !== key)
          return refuse(reply, 400, jobPhotoMessages.keyMismatch);
        const now = services.now();
        const access = await mayFileUnder(services.db, who.role, job, now, services.site.timeZone);
        if (!access.ok) return refuse(reply, access.status, jobPhotoMessages[access.reason]);

        // Sent before (its acknowledgement lost, or a second phone): the first one's answer, no second encode.
        const filed = async () =>
          services.db
            .selectFrom('job_photos')
            .select('id')
            .where('submission_id', '=', job)
            .where('upload_key', '=', key)
            .executeTakeFirst();
        const earlier = await filed();
        if (earlier) return reply.header('Cache-Control', 'no-store').send({ id: earlier.id, duplicate: true });

        const prepared = await prepareMedia(body);
        if (!prepared.ok) return refuse(reply, prepared.status, prepared.message);
        await storeMedia(services.db, services.env.DATA_DIR, prepared.media, {
          originalName: `job-${job}-${phase}.${prepared.media.format === 'jpeg' ? 'jpg' : prepared.media.format}`,
          uploadedBy: who.userId,
          now,
        });
        const takenAt = takenAtOf(request.headers[TAKEN_AT_HEADER]);
        const inserted = await services.db
          .insertInto('job_photos')
          .values({
            submission_id: job,
            phase,
            sha256: prepared.media.sha256,
            upload_key: key,
            taken_at: takenAt,
            uploaded_by: who.userId,
            uploaded_at: now,
          })
          .onConflict((conflict) => conflict.columns(['submission_id', 'upload_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        // Two sends of one photo at once: the other one's row won, and is the answer.
        if (!inserted) {
          const other = await filed();
          return reply.header('Cache-Control', 'no-store').send({ id: other!.id, duplicate: true });
        }
        return reply.header('Cache-Control', 'no-store').send({ id: inserted.id, duplicate: false });
      },
    );

    // The crew page's web app manifest, from the site file: installed, /crew opens full screen from the home screen.
    scope.get(CREW_MANIFEST_PATH, async (_request, reply) => {
      const { site } = services;
      const colour = themes[site.theme].color.brand;
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send({
          name: `${site.company.shortName} crew`,
          short_name: 'Crew',
          description: `Today's jobs and their photos, for ${site.company.name}'s crews.`,
          id: CREW_PATH,
          start_url: CREW_PATH,
          scope: CREW_PATH,
          display: 'standalone',
          orientation: 'portrait',
          theme_color: colour,
          background_color: '#ffffff',
          icons: CREW_ICONS,
        });
    });

    scope.get<{ Params: { id: string }; Querystring: { size?: string } }>(
      `${JOB_PHOTO_FILE_PATH}/:id`,
      async (request, reply) => {
        const text = (code: number, message: string) =>
          reply.code(code).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(message);
        const who = await staff(request, reply, 'see job photos');
        if (!who) return reply;
        const id = Number(request.params.id);
        const size = request.query.size ?? 'full';
        if (size !== 'thumb' && size !== 'full') return text(400, 'Ask for size=thumb or size=full.');
        if (!Number.isSafeInteger(id) || id <= 0) return text(404, 'No such job photo.');
        const seen = await maySeeJobPhoto(services.db, who.role, id, services.now(), services.site.timeZone);
        if (!seen.ok)
          return seen.status === 404
            ? text(404, 'No such job photo: it may have been removed with its job.')
            : text(403, 'This job is not on your list any more, so its photos are not either. Ask the office.');
        const library = mediaDir(services.env.DATA_DIR);
        const name = mediaFileName(seen.sha256, seen.format);
        // Sent to another instance: this one fetches it from the database once, then has it.
        await fetchMissingMedia(services.db, library, [name]);
        const data = await readFile(path.join(library, name)).catch(() => undefined);
        if (!data) return text(404, 'The photo is missing from the database and this server’s data folder.');
        reply.header('Cache-Control', JOB_PHOTO_CACHE);
        if (size === 'thumb') {
          const thumb = await sharp(data)
            .resize({
              width: JOB_PHOTO_THUMB_SIDE,
              height: JOB_PHOTO_THUMB_SIDE,
              fit: 'inside',
              withoutEnlargement: true,
            })
            .jpeg({ quality: 75 })
            .toBuffer();
          return reply.type('image/jpeg').send(thumb);
        }
        return reply.type(`image/${seen.format}`).send(data);
      },
    );
  });
}

/** The phone's "taken at" (ISO 8601), when it sent one that is a real moment not in the future by more than a day. */
function takenAtOf(header: string | string[] | undefined): Date | null {
  if (typeof header !== 'string' || header.length > 40) return null;
  const at = new Date(header);
  return Number.isNaN(at.getTime()) || at.getTime() > Date.now() + 86_400_000 ? null : at;
}
