import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { businessDay } from '../../shared/business-time';
import { exportSubmissionsSchema } from '../../schema/submissions';
import { checkAdmin } from '../auth/admin-check';
import { stepUpSatisfied } from '../auth/step-up';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '../db/errors';
import type { AppServices } from '../services';
import { submissionsCsv } from '../submissions/csv';
import { allSubmissions } from '../submissions/export';
import { readSession } from './session-cookie';

export const SUBMISSIONS_CSV_PATH = '/api/admin/submissions.csv';

/**
 * GET /api/admin/submissions.csv?search=…&status=…&mine=1: the submissions the dashboard's list
 * shows with the same search and filters, as a download. A plain GET rather than a tRPC call so the browser streams it straight to a file;
 * the admin session cookie authorises it like any admin procedure.
 */
export function registerSubmissionsCsv(app: FastifyInstance, services: AppServices): void {
  app.get(SUBMISSIONS_CSV_PATH, async (request, reply) => {
    const text = (code: number, message: string) =>
      reply.code(code).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(message);
    try {
      const admin = await checkAdmin(services.db, await readSession(services, request, reply), {
        requireSecondFactor: services.env.REQUIRE_ADMIN_2FA,
      });
      if (!admin.ok && admin.reason === 'signed-out')
        return text(
          401,
          'Sign in to download submissions: open /auth, sign in with an admin account, then download again.',
        );
      if (!admin.ok && admin.reason === 'second-factor-required')
        return text(
          403,
          'Set up two-step sign-in (a passkey or an authenticator app) on your account page, /admin/account, then download again.',
        );
      if (!admin.ok)
        return text(403, "You don't have admin privileges to download submissions. Ask an admin to grant them.");
      const { session } = admin;
      // The whole customer list leaves the site: a second factor in the last ten minutes first.
      if (!(await stepUpSatisfied(services.db, session, services.now())))
        return text(
          403,
          'Downloading every request needs a fresh second factor: on the dashboard, press Download CSV and confirm it is you with your passkey or a code.',
        );

      const query = request.query as Record<string, unknown>;
      const repeated = ['search', 'status', 'mine'].find((name) => Array.isArray(query[name]));
      if (repeated)
        return text(400, `The link names more than one ${repeated}. Use Download CSV on the dashboard again.`);
      const parsed = exportSubmissionsSchema.safeParse({
        search: query.search ?? '',
        status: query.status || undefined,
        mine: query.mine || undefined,
      });
      if (!parsed.success)
        return text(
          400,
          `${exportProblem(parsed.error.issues[0])} and download again, or use Download CSV on the dashboard.`,
        );
      const { search, status, mine } = parsed.data;

      // The first page is read before any byte is sent, so a database outage is a clean 503
      // rather than a truncated file.
      const pages = allSubmissions(services.db, search, {
        view: status,
        ownerId: mine ? session.user.id : null,
        now: services.now(),
        responseMinutes: services.env.LEAD_RESPONSE_HOURS * 60,
        clock: services.officeClock,
      });
      const first = await pages.next();
      async function* rest() {
        if (!first.done) yield first.value;
        yield* pages;
      }
      const stream = Readable.from(submissionsCsv(rest(), services.site.timeZone));
      stream.on('error', (error) => services.log.error({ err: error }, 'submissions CSV export stopped part-way'));
      const filename = `submissions-${businessDay(services.now(), services.site.timeZone)}${status === 'all' ? '' : `-${status}`}${mine ? '-mine' : ''}${search ? '-search' : ''}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store')
        .send(stream);
    } catch (error) {
      if (isDatabaseUnavailable(error)) return text(503, `${SERVICE_UNAVAILABLE_MESSAGE}.`);
      services.log.error({ err: error }, 'submissions CSV export failed');
      return text(500, 'The export failed on our side. Please try again in a minute.');
    }
  });
}

/** What is wrong with the query string, and which part of it to fix. */
function exportProblem(issue: { path: PropertyKey[]; message: string } | undefined): string {
  const field = issue?.path[0];
  if (field === 'search') return `${issue!.message}. Shorten the search`;
  if (field === 'status') return `${issue!.message}. Fix the status in the link`;
  if (field === 'mine') return `${issue!.message}. Fix the link`;
  return 'The download link is not valid. Fix it';
}
