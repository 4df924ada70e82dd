import type { FastifyInstance } from 'fastify';
import { leadReportSchema } from '../../schema/reports';
import { leadReport } from '../reports/lead-report';
import { reportCsv, reportCsvFilename } from '../reports/report-csv';
import type { AppServices } from '../services';
import { registerAdminDownload } from './admin-download';

export const REPORTS_CSV_PATH = '/api/admin/reports.csv';

/**
 * GET /api/admin/reports.csv?group=…&dates=…&from=…&to=…: the Reports view's table as a download,
 * from the same query string the view keeps in its address. Admin only, like every admin call. No
 * fresh second factor is asked (the customer list's download asks one): a report holds counts and
 * sums, no person's details.
 */
export function registerReportsCsv(app: FastifyInstance, services: AppServices): void {
  registerAdminDownload(app, services, {
    area: 'reports',
    path: REPORTS_CSV_PATH,
    what: 'reports',
    buttonOn: 'Reports',
    names: ['group', 'dates', 'from', 'to'],
    parse(query) {
      const parsed = leadReportSchema.safeParse({
        group: query.group || undefined,
        dates: query.dates || undefined,
        from: query.from || undefined,
        to: query.to || undefined,
      });
      return parsed.success
        ? { ok: true, params: parsed.data }
        : {
            ok: false,
            message: `${parsed.error.issues[0]?.message ?? 'The link is not valid'}. Fix the link, or use Download CSV on Reports.`,
          };
    },
    async answer(params) {
      const report = await leadReport(services.db, {
        ...params,
        now: services.now(),
        timeZone: services.site.timeZone,
        offices: services.site.offices,
      });
      return { filename: reportCsvFilename(report), body: reportCsv(report) };
    },
  });
}
