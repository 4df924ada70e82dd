import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/types';

/** The topic a visitor's confirmation is queued under; the caps below count by it (and its indexes). */
export const confirmationTopic = (requestId: number) => `confirmation:${requestId}`;
const IS_CONFIRMATION = sql<boolean>`topic like 'confirmation:%'`;

export interface ConfirmationCaps {
  /** Confirmations to one address in a day (CONTACT_CONFIRMATIONS_PER_ADDRESS). */
  perAddress: number;
  /** Confirmations from the whole site in an hour (CONTACT_CONFIRMATIONS_PER_HOUR). */
  perHour: number;
}

export type ConfirmationVerdict = 'send' | 'address-cap' | 'site-budget';

/**
 * Whether a new request's confirmation may go to `to`. The form mails whatever address is typed,
 * so without caps it mails a stranger as often as anyone posts (review t4, N4-03). Past a cap only
 * the confirmation is skipped: the request is stored and the office told as always.
 *
 * Counted in the request's transaction by the database's clock (the outbox rows carry it), one
 * address at a time (an advisory lock until commit), so two posts at once cannot both take the
 * last place. The site's budget is not locked: a few over it in a burst do no harm, and one lock
 * would queue every request behind the others.
 */
export async function confirmationVerdict(
  trx: Transaction<Database>,
  to: string,
  caps: ConfirmationCaps,
): Promise<ConfirmationVerdict> {
  const address = to.trim().toLowerCase();
  await sql`select pg_advisory_xact_lock(hashtext(${`confirmation:${address}`}))`.execute(trx);
  const toAddress = await trx
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(IS_CONFIRMATION)
    .where(sql`lower(recipient)`, '=', address)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  if (Number(toAddress.n) >= caps.perAddress) return 'address-cap';
  return (await confirmationsInLastHour(trx)) >= caps.perHour ? 'site-budget' : 'send';
}

/** Confirmations queued site-wide in the last hour, by the database's clock (the alarm reads it too). */
export async function confirmationsInLastHour(db: Pick<Transaction<Database>, 'selectFrom'>): Promise<number> {
  const row = await db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(IS_CONFIRMATION)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
