import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { businessDay } from '../../shared/business-time';
import { exportSubmissionsSchema } from '../../schema/submissions';
import { stepUpSatisfied } from '../auth/step-up';
import type { AppServices } from '../services';
import { submissionsCsv } from '../submissions/csv';
import { allSubmissions } from '../submissions/export';
import { leadClocksOf } from '../leads/clock';
import { registerAdminDownload } from './admin-download';

export const SUBMISSIONS_CSV_PATH = '/api/admin/submissions.csv';

/**
 * GET /api/admin/submissions.csv?search=…&status=…&mine=1: the submissions the dashboard's list
 * shows with the same search and filters, as a download.
 */
export function registerSubmissionsCsv(app: FastifyInstance, services: AppServices): void {
  registerAdminDownload(app, services, {
    area: 'leads',
    path: SUBMISSIONS_CSV_PATH,
    what: 'submissions',
    buttonOn: 'the dashboard',
    names: ['search', 'status', 'mine', 'office'],
    // The whole customer list leaves the site: a second factor in the last ten minutes first.
    async refuse(session) {
      return (await stepUpSatisfied(services.db, session, services.now()))
        ? null
        : 'Downloading every request needs a fresh second factor: on the dashboard, press Download CSV and confirm it is you with your passkey or a code.';
    },
    parse(query) {
      const parsed = exportSubmissionsSchema.safeParse({
        search: query.search ?? '',
        status: query.status || undefined,
        mine: query.mine || undefined,
        office: query.office || undefined,
      });
      return parsed.success
        ? { ok: true, params: parsed.data }
        : {
            ok: false,
            message: `${exportProblem(parsed.error.issues[0])} and download again, or use Download CSV on the dashboard.`,
          };
    },
    async answer({ search, status, mine, office }, session) {
      // The first page is read before any byte is sent, so a database outage is a clean 503
      // rather than a truncated file.
      const pages = allSubmissions(
        services.db,
        search,
        {
          view: status,
          ownerId: mine ? session.user.id : null,
          office: office ?? null,
          ...leadClocksOf(services, services.now()),
        },
        { timeZone: services.site.timeZone },
      );
      const first = await pages.next();
      async function* rest() {
        if (!first.done) yield first.value;
        yield* pages;
      }
      const stream = Readable.from(submissionsCsv(rest(), services.site));
      stream.on('error', (error) => services.log.error({ err: error }, 'submissions CSV export stopped part-way'));
      const filename = `submissions-${businessDay(services.now(), services.site.timeZone)}${status === 'all' ? '' : `-${status}`}${mine ? '-mine' : ''}${office ? `-${office}` : ''}${search ? '-search' : ''}.csv`;
      return { filename, body: stream };
    },
  });
}

/** What is wrong with the query string, and which part of it to fix. */
function exportProblem(issue: { path: PropertyKey[]; message: string } | undefined): string {
  const field = issue?.path[0];
  if (field === 'search') return `${issue!.message}. Shorten the search`;
  if (field === 'status') return `${issue!.message}. Fix the status in the link`;
  if (field === 'mine' || field === 'office') return `${issue!.message}. Fix the link`;
  return 'The download link is not valid. Fix it';
}
