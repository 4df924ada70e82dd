import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { checkStaff, refusalText } from '../auth/admin-check';
import { readSession } from '../http/session-cookie';
import type { AppServices } from '../services';

export const PHOTO_PATH = '/api/admin/photos';

/**
 * GET /api/admin/photos/<id>: one photo of a request, to admins only (the same session and role
 * check as every admin call). Never cached by a shared cache: it is a customer's house.
 */
export function registerPhotoRoute(app: FastifyInstance, services: AppServices): void {
  app.get<{ Params: { id: string } }>(`${PHOTO_PATH}/:id`, async (request, reply) => {
    const text = (code: number, message: string) =>
      reply.code(code).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(message);
    const admin = await checkStaff(services.db, await readSession(services, request, reply), 'leads', {
      requireSecondFactor: services.env.REQUIRE_ADMIN_2FA,
    });
    if (!admin.ok)
      return text(admin.reason === 'signed-out' ? 401 : 403, refusalText(admin, 'see the photos sent with requests'));
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return text(404, 'No such photo.');
    const photo = await services.db.selectFrom('request_photos').select('file').where('id', '=', id).executeTakeFirst();
    if (!photo) return text(404, 'This photo is gone: its request may have been deleted permanently.');
    const data = await readFile(path.resolve(services.env.DATA_DIR, photo.file)).catch(() => undefined);
    if (!data) return text(404, 'The photo file is missing from this server’s data folder.');
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `inline; filename="request-photo-${id}.jpg"`)
      .type('image/jpeg')
      .send(data);
  });
}
