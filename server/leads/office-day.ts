import type { Kysely } from 'kysely';
import { VISITOR_FIELDS } from '../../shared/request-field-sets';
import { FOLLOW_UP_HOUR, zonedMoment } from '../../shared/office-day';
import type { OfficeEntryValues } from '../../shared/request-fields';
import type { Database } from '../db/types';
import { enqueueMail } from '../mail/outbox';
import { type AppointmentMailContext, appointmentConfirmation } from './appointment-mail';
import { type Actor, type ChangeResult, changeLead, type LeadOutcome, refuse } from './change-lead';
import { dollarsText, firstResponse } from './changes';
import type { ResponseClocks } from './clock';
import { stageDates } from './stages';
import type { LeadStatus } from '../../shared/lead-statuses';

/**
 * The office's own changes to a request beyond status, owner and notes (issue 25, items 7-8):
 * contact details, the inspection appointment, the follow-up date and the won value. Each is a
 * check and an update through changeLead (change-lead.ts), like the others in changes.ts.
 */

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/**
 * Corrects the visitor's fields (a phone number said on the call, an address added). Only the
 * fields that changed are written; each gets a history entry, and its old and new values a row of
 * lead_field_changes that is deleted with the request (the history itself keeps no words of it).
 */
export function editContact(
  db: Kysely<Database>,
  input: { id: number; version: number; values: Partial<OfficeEntryValues> },
  actor: Actor,
  now: Date,
  timeZone: string,
): Promise<LeadOutcome<ChangeResult & { changed: string[] }>> {
  return changeLead(db, input, actor, now, timeZone, async (lead, trx) => {
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
    const entries = [];
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
      entries.push({ kind: 'contact' as const, from: change.field.name, to: String(row.id) });
    }
    return {
      entries,
      set: Object.fromEntries(changes.map((c) => [c.field.column, c.after])),
      value: { changed: changes.map((c) => c.field.name) },
    };
  });
}

/** Statuses a booking moves on to Inspection scheduled: the pipeline keeps its own facts in step. */
const BEFORE_INSPECTION: readonly LeadStatus[] = ['new', 'contacted'];

/**
 * Books (or moves, or cancels with null) the inspection. A booked or moved one queues the
 * customer's confirmation with the event as an .ics file, in the same transaction. Booking a New
 * or Contacted request moves it to Inspection scheduled (a line in its History, and a New one's
 * first response): the office had to set the status again by hand, and a request could sit at
 * Contacted with its inspection booked (t4 review, T4-17).
 */
export function setAppointment(
  db: Kysely<Database>,
  input: { id: number; version: number; at: Date | null },
  actor: Actor,
  now: Date,
  mail: AppointmentMailContext,
  clocks: ResponseClocks,
): Promise<LeadOutcome<ChangeResult & { mailed: boolean }>> {
  return changeLead<{ mailed: boolean }>(db, input, actor, now, mail.site.timeZone, (lead, trx) => {
    if (iso(lead.appointment_at) === iso(input.at)) return { entries: [], value: { mailed: false } };
    const booked = input.at;
    const advance = booked !== null && BEFORE_INSPECTION.includes(lead.status);
    return {
      entries: [
        ...(advance ? [{ kind: 'status' as const, from: lead.status, to: 'inspection_scheduled' }] : []),
        { kind: 'appointment', from: iso(lead.appointment_at), to: iso(booked) },
      ],
      set: {
        appointment_at: booked,
        ...(advance
          ? {
              status: 'inspection_scheduled' as const,
              ...stageDates('inspection_scheduled', now),
              ...(lead.status === 'new' ? firstResponse(lead, now, clocks) : {}),
            }
          : {}),
      },
      value: { mailed: false },
      after: booked
        ? async (version) => {
            const row = await trx
              .selectFrom('contact_submissions')
              .select(['name', 'email', 'address', 'office'])
              .where('id', '=', lead.id)
              .executeTakeFirstOrThrow();
            // A caller who gave no e-mail is told on the phone.
            if (!row.email) return { mailed: false };
            await enqueueMail(
              trx,
              appointmentConfirmation({ id: lead.id, version, ...row, email: row.email }, booked, now, mail),
            );
            return { mailed: true };
          }
        : undefined,
    };
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
  return changeLead(db, input, actor, now, timeZone, (lead) => {
    if (iso(lead.follow_up_at) === iso(input.at)) return { entries: [], value: {} };
    return {
      entries: [{ kind: 'follow-up', from: iso(lead.follow_up_at), to: iso(input.at) }],
      set: { follow_up_at: input.at, follow_up_reminded_at: null },
      value: {},
    };
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
  return changeLead(db, input, actor, now, timeZone, (lead) => {
    if (lead.status !== 'won' && input.dollars !== null)
      return refuse(
        'not-won',
        'A won value goes on a Won request: set the status to Won first (it asks for the value).',
      );
    if (lead.won_value === input.dollars) return { entries: [], value: {} };
    return {
      entries: [{ kind: 'won-value', from: dollarsText(lead.won_value), to: dollarsText(input.dollars) }],
      set: { won_value: input.dollars },
      value: {},
    };
  });
}

/**
 * The day the won job was completed (office calendar), or null to clear it: two days later the
 * customer gets the review request (server/reviews/asks.ts). Only a Won request has one.
 */
export function setJobCompleted(
  db: Kysely<Database>,
  input: { id: number; version: number; day: string | null },
  actor: Actor,
  now: Date,
  timeZone: string,
): Promise<LeadOutcome<ChangeResult>> {
  return changeLead(db, input, actor, now, timeZone, async (lead, trx) => {
    if (lead.status !== 'won' && input.day !== null)
      return refuse('not-won', 'A completion date goes on a Won request: set the status to Won first.');
    const row = await trx
      .selectFrom('contact_submissions')
      .select('job_completed_on')
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    if (row.job_completed_on === input.day) return { entries: [], value: {} };
    return {
      entries: [{ kind: 'job-completed', from: row.job_completed_on, to: input.day }],
      set: { job_completed_on: input.day },
      value: {},
    };
  });
}

/**
 * Records an open complaint (or refund question) on a request, or marks it resolved: while one is
 * open, no review request or reminder goes to the customer.
 */
export function setComplaint(
  db: Kysely<Database>,
  input: { id: number; version: number; open: boolean },
  actor: Actor,
  now: Date,
  timeZone: string,
): Promise<LeadOutcome<ChangeResult>> {
  return changeLead(db, input, actor, now, timeZone, async (lead, trx) => {
    const row = await trx
      .selectFrom('contact_submissions')
      .select('complaint_at')
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    if ((row.complaint_at !== null) === input.open) return { entries: [], value: {} };
    return {
      entries: [{ kind: 'complaint', from: input.open ? null : 'open', to: input.open ? 'open' : null }],
      set: { complaint_at: input.open ? now : null },
      value: {},
    };
  });
}
