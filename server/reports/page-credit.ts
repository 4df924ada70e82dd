import { sql, type Kysely } from 'kysely';
import { pageCredit } from '../../shared/page-credit';
import type { Database } from '../db/types';
import type { PageIndex } from '../site-index';

/**
 * Credits the requests stored before Reports credited landing pages (migration
 * 2026-11-29-0200-report-credit gave them their form page's city and service only) with the city
 * and service page they landed on, by the rule a new request gets on arrival
 * (shared/page-credit.ts). Run at start-up, once: the migration leaves a row in
 * report_credit_pending, and this empties it in the transaction that does the work (a second server
 * starting at the same moment waits on that row, then finds nothing to do).
 *
 * Without a built site there is no page index to read landing pages against: nothing is done and
 * the work waits for a start with one. Updates go one per distinct form page and landing page (a
 * few hundred at most), so the rollups' triggers follow each as one statement.
 *
 * Returns how many requests changed.
 */
export async function creditLandingPages(db: Kysely<Database>, pages: PageIndex): Promise<number> {
  if (pages.size === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const pending = await sql`delete from report_credit_pending returning only_row`.execute(trx);
    if (!pending.rows.length) return 0;
    const { rows } = await sql<{ page_city: string | null; page_service: string | null; landing_page: string }>`
      select distinct page_city, page_service, landing_page from contact_submissions
      where landing_page is not null`.execute(trx);
    let changed = 0;
    for (const row of rows) {
      const credit = pageCredit(
        { city: row.page_city, service: row.page_service },
        pages.get(row.landing_page) ?? null,
      );
      const result = await sql`
        update contact_submissions set credit_city = ${credit.creditCity}, credit_service = ${credit.creditService}
        where landing_page = ${row.landing_page}
          and page_city is not distinct from ${row.page_city} and page_service is not distinct from ${row.page_service}
          and (credit_city is distinct from ${credit.creditCity} or credit_service is distinct from ${credit.creditService})`.execute(
        trx,
      );
      changed += Number(result.numAffectedRows ?? 0);
    }
    return changed;
  });
}
