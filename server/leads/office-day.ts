import type { Kysely } from 'kysely';
import { VISITOR_FIELDS } from '../../shared/request-field-sets';
import { FOLLOW_UP_HOUR, zonedMoment } from '../../shared/office-day';
import type { VisitorValues } from '../../shared/request-fields';
import type { Database } from '../db/types';
import { enqueueMail } from '../mail/outbox';
import { type AppointmentMailContext, appointmentConfirmation } from './appointment-mail';
import {
  type Actor,
  type ChangeResult,
  dollarsText,
  type LeadOutcome,
  lockCurrent,
  record,
  refuse,
  refused,
} from './changes';

/**
 * The office's own changes to a request beyond status, owner and notes (issue 25, items 7-8):
 * contact details, the inspection appointment, the follow-up date and the won value. Each runs
 * like the others in changes.ts: one transaction, the request locked, the version checked, the
 * history entry written with the change.
 */

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/**
 * Corrects the visitor's fields (a phone number said on the call, an address added). Only the
 * fields that changed are written; each gets a history entry, and its old and new values a row of
 * lead_field_changes that is deleted with the request (the history itself keeps no words of it).
 */
export function editContact(
  db: Kysely<Database>,
  input: { id: number; version: number; values: Partial<VisitorValues> },
  actor: Actor,
  now: Date,
  timeZone: string,
): Promise<LeadOutcome<ChangeResult & { changed: string[] }>> {
  return db.transaction().execute(async (trx) => {
    const lead = await lockCurrent(trx, input.id, input.version, timeZone);
    if (refused(lead)) return lead;
    const fields = VISITOR_FIELDS.filter((field) => field.name in input.values);
    const current = (await trx
      .selectFrom('contact_submissions')
      .select(fields.map((field) => field.column as never))
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow()) as Record<string, string | null>;
    const changes = fields.flatMap((field) => {
      const before = current[field.column] ?? null;
      const after = (input.values as Record<string, string | null>)[field.name] ?? null;
      return before === after ? [] : [{ field, before, after }];
    });
    if (!changes.length) return { ok: true, value: { id: lead.id, version: lead.version, changed: [] } };
    let version = lead.version;
    for (const change of changes) {
      const row = await trx
        .insertInto('lead_field_changes')
        .values({
          submission_id: lead.id,
          field: change.field.name,
          from_value: change.before,
          to_value: change.after,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      version = await record(trx, lead, actor, now, 'contact', change.field.name, String(row.id));
    }
    await trx
      .updateTable('contact_submissions')
      .set({ ...Object.fromEntries(changes.map((c) => [c.field.column, c.after])), version })
      .where('id', '=', lead.id)
      .execute();
    return { ok: true, value: { id: lead.id, version, changed: changes.map((c) => c.field.name) } };
  });
}

/**
 * Books (or moves, or cancels with null) the inspection. A booked or moved one queues the
 * customer's confirmation with the event as an .ics file, in the same transaction.
 */
export function setAppointment(
  db: Kysely<Database>,
  input: { id: number; version: number; at: Date | null },
  actor: Actor,
  now: Date,
  mail: AppointmentMailContext,
): Promise<LeadOutcome<ChangeResult & { mailed: boolean }>> {
  return db.transaction().execute(async (trx) => {
    const lead = await lockCurrent(trx, input.id, input.version, mail.site.timeZone);
    if (refused(lead)) return lead;
    if (iso(lead.appointment_at) === iso(input.at))
      return { ok: true, value: { id: lead.id, version: lead.version, mailed: false } };
    const version = await record(trx, lead, actor, now, 'appointment', iso(lead.appointment_at), iso(input.at));
    await trx
      .updateTable('contact_submissions')
      .set({ appointment_at: input.at, version })
      .where('id', '=', lead.id)
      .execute();
    if (!input.at) return { ok: true, value: { id: lead.id, version, mailed: false } };
    const row = await trx
      .selectFrom('contact_submissions')
      .select(['name', 'email', 'office'])
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    await enqueueMail(trx, appointmentConfirmation({ id: lead.id, version, ...row }, input.at, now, mail));
    return { ok: true, value: { id: lead.id, version, mailed: true } };
  });
}

/** The moment a follow-up day falls due: the day at FOLLOW_UP_HOUR, office time. */
export function followUpMoment(day: string, timeZone: string): Date | null {
  return zonedMoment(day, `${String(FOLLOW_UP_HOUR).padStart(2, '0')}:00`, timeZone);
}

/** Sets (or removes with null) the follow-up; a new date gets a reminder of its own, so the sent mark is cleared. */
export function setFollowUp(
  db: Kysely<Database>,
  input: { id: number; version: number; at: Date | null },
  actor: Actor,
  now: Date,
  timeZone: string,
): Promise<LeadOutcome<ChangeResult>> {
  return db.transaction().execute(async (trx) => {
    const lead = await lockCurrent(trx, input.id, input.version, timeZone);
    if (refused(lead)) return lead;
    if (iso(lead.follow_up_at) === iso(input.at)) return { ok: true, value: { id: lead.id, version: lead.version } };
    const version = await record(trx, lead, actor, now, 'follow-up', iso(lead.follow_up_at), iso(input.at));
    await trx
      .updateTable('contact_submissions')
      .set({ follow_up_at: input.at, follow_up_reminded_at: null, version })
      .where('id', '=', lead.id)
      .execute();
    return { ok: true, value: { id: lead.id, version } };
  });
}

/** The won value (whole dollars), or null to clear it; only a Won request has one. */
export function setWonValue(
  db: Kysely<Database>,
  input: { id: number; version: number; dollars: number | null },
  actor: Actor,
  now: Date,
  timeZone: string,
): Promise<LeadOutcome<ChangeResult>> {
  return db.transaction().execute(async (trx) => {
    const lead = await lockCurrent(trx, input.id, input.version, timeZone);
    if (refused(lead)) return lead;
    if (lead.status !== 'won' && input.dollars !== null)
      return refuse(
        'not-won',
        'A won value goes on a Won request: set the status to Won first (it asks for the value).',
      );
    if (lead.won_value === input.dollars) return { ok: true, value: { id: lead.id, version: lead.version } };
    const version = await record(
      trx,
      lead,
      actor,
      now,
      'won-value',
      dollarsText(lead.won_value),
      dollarsText(input.dollars),
    );
    await trx
      .updateTable('contact_submissions')
      .set({ won_value: input.dollars, version })
      .where('id', '=', lead.id)
      .execute();
    return { ok: true, value: { id: lead.id, version } };
  });
}
