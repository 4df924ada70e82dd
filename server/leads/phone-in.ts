import type { Kysely } from 'kysely';
import type { Channel } from '../../shared/channel';
import { toColumns, VISITOR_FIELDS } from '../../shared/request-field-sets';
import type { OfficeEntryValues, VisitorColumns } from '../../shared/request-fields';
import type { Database } from '../db/types';
import type { Actor } from './change-lead';

/** What channel_rules holds for a channel a person picked: no rule derived it, and a re-derivation leaves it alone. */
export const PICKED_CHANNEL = 'picked';

export type PhoneCall = OfficeEntryValues & {
  /** The channel of the caller's answer: "as they said" (`self-reported`), or `direct` when they did not say. */
  channel: Channel;
  /** The office that took the call. */
  office: string;
  /** The dashboard's key for this entry: a double click or a retry stores one request. */
  idempotencyKey: string;
};

/**
 * A request taken on the phone and entered from the dashboard: the same declared fields as the
 * web form (checked by the same rules before this), source "phone", the channel and office picked
 * by the admin. The call was the first response, so it starts Contacted with a response time of
 * zero; the history says who logged it. No mail: the caller has just spoken to the office.
 */
export function logPhoneCall(
  db: Kysely<Database>,
  call: PhoneCall,
  actor: Actor,
  now: Date,
): Promise<{ id: number; duplicate: boolean }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contact_submissions')
      .values({
        ...(toColumns(VISITOR_FIELDS, call) as Omit<VisitorColumns, 'email'> & { email: string | null }),
        source: 'phone',
        channel: call.channel,
        channel_rules: PICKED_CHANNEL,
        office: call.office,
        idempotency_key: `phone:${call.idempotencyKey}`,
        status: 'contacted',
        first_response_at: now,
        first_response_minutes: 0,
        version: 2,
        created_at: now,
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) {
      const existing = await trx
        .selectFrom('contact_submissions')
        .select('id')
        .where('idempotency_key', '=', `phone:${call.idempotencyKey}`)
        .executeTakeFirstOrThrow();
      return { id: existing.id, duplicate: true };
    }
    await trx
      .insertInto('lead_events')
      .values({
        submission_id: row.id,
        kind: 'logged',
        from_value: call.channel,
        to_value: call.office,
        actor_id: actor.id,
        actor: actor.email,
        version: 2,
        created_at: now,
      })
      .execute();
    return { id: row.id, duplicate: false };
  });
}
