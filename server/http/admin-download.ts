import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { checkStaff, refusalText } from '../auth/admin-check';
import type { Area } from '../../shared/staff-roles';
import type { ValidSession } from '../auth/session';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '../db/errors';
import type { AppServices } from '../services';
import { readSession } from './session-cookie';

/** A query string read into a download's parameters, or the words saying what to fix in it. */
export type ParsedQuery<P> = { ok: true; params: P } | { ok: false; message: string };

export interface AdminDownload<P> {
  path: string;
  /** Who may download it: the roles of this area (shared/staff-roles.ts). */
  area: Area;
  /** What is downloaded, as the refusals name it: "submissions", "reports". */
  what: string;
  /** Where its Download CSV button is, for the refusals: "the dashboard", "Reports". */
  buttonOn: string;
  /** The query's parameters; a link naming one twice is refused. */
  names: readonly string[];
  /** A further refusal for this download after the admin check (a fresh second factor), or null. */
  refuse?: (session: ValidSession) => Promise<string | null>;
  parse: (query: Record<string, unknown>) => ParsedQuery<P>;
  /** The file: its name and its text (a stream starts only once its first rows are read). */
  answer: (params: P, session: ValidSession) => Promise<{ filename: string; body: string | Readable }>;
}

/**
 * An admin's CSV download as a plain GET, so the browser saves it straight to a file: the session
 * cookie authorises it like any admin procedure, and every refusal is a line of text saying what
 * to do (sign in, set up a second factor, fix the link), never a page of JSON.
 */
export function registerAdminDownload<P>(app: FastifyInstance, services: AppServices, download: AdminDownload<P>) {
  app.get(download.path, async (request, reply) => {
    const text = (code: number, message: string) =>
      reply.code(code).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(message);
    try {
      const admin = await checkStaff(services.db, await readSession(services, request, reply), download.area, {
        requireSecondFactor: services.env.REQUIRE_ADMIN_2FA,
      });
      if (!admin.ok && admin.reason === 'signed-out')
        return text(
          401,
          `Sign in to download ${download.what}: open /auth, sign in with an admin account, then download again.`,
        );
      if (!admin.ok && admin.reason === 'second-factor-required')
        return text(
          403,
          'Set up two-step sign-in (a passkey or an authenticator app) on your account page, /admin/account, then download again.',
        );
      if (!admin.ok) return text(403, refusalText(admin, `download ${download.what}`));
      const refused = await download.refuse?.(admin.session);
      if (refused) return text(403, refused);

      const query = request.query as Record<string, unknown>;
      const repeated = download.names.find((name) => Array.isArray(query[name]));
      if (repeated)
        return text(400, `The link names more than one ${repeated}. Use Download CSV on ${download.buttonOn} again.`);
      const parsed = download.parse(query);
      if (!parsed.ok) return text(400, parsed.message);

      const file = await download.answer(parsed.params, admin.session);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(file.body);
    } catch (error) {
      if (isDatabaseUnavailable(error)) return text(503, `${SERVICE_UNAVAILABLE_MESSAGE}.`);
      services.log.error({ err: error }, `${download.what} CSV export failed`);
      return text(500, 'The export failed on our side. Please try again in a minute.');
    }
  });
}
