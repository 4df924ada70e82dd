import { sql, type Kysely } from 'kysely';
import type { LeadStatus, LostReason } from '../../schema/leads';
import { ACCESS } from '../../shared/staff-roles';
import type { Database } from '../db/types';
import { minutesOnItsClock, type ResponseClocks } from './clock';
import {
  type Actor,
  type ChangeResult,
  changeLead,
  type LeadOutcome,
  type LockedLead,
  refuse,
  type Trx,
  withLockedLead,
} from './change-lead';
import { stageDates } from './stages';

/**
 * Every change an admin makes to a request: status, owner, note, erase. Each is a check and an
 * update on the request locked at the version the admin saw (change-lead.ts: the transaction, the
 * version check and the history entries, written once).
 */

/** A value in dollars as a history entry keeps it. */
export const dollarsText = (dollars: number | null | undefined) => (dollars == null ? null : String(dollars));

/** The first response fields, set once: the first move away from New or the first note; minutes on the request's own clock. */
export function firstResponse(lead: LockedLead, now: Date, clocks: ResponseClocks) {
  if (lead.first_response_at) return {};
  return {
    first_response_at: now,
    first_response_minutes: Math.round(minutesOnItsClock(lead, now, clocks)),
  };
}

export function changeStatus(
  db: Kysely<Database>,
  /** `wonValue` (whole dollars): asked on the move to Won (optional); recorded with it when given. */
  input: { id: number; version: number; status: LeadStatus; wonValue?: number | null; lostReason?: LostReason },
  actor: Actor,
  now: Date,
  clocks: ResponseClocks,
  /** The site file's zone, for the dates in messages. */
  timeZone: string,
): Promise<LeadOutcome<ChangeResult>> {
  return changeLead(db, input, actor, now, timeZone, (lead) => {
    if (lead.status === input.status) return { entries: [], value: {} };
    const won = input.status === 'won' && input.wonValue != null && input.wonValue !== lead.won_value;
    const lostReason = input.status === 'lost' ? (input.lostReason ?? null) : null;
    return {
      entries: [
        { kind: 'status', from: lead.status, to: input.status },
        ...(won
          ? [{ kind: 'won-value' as const, from: dollarsText(lead.won_value), to: dollarsText(input.wonValue) }]
          : []),
        ...(lostReason ? [{ kind: 'lost-reason' as const, from: lead.lost_reason, to: lostReason }] : []),
      ],
      set: {
        status: input.status,
        ...(won ? { won_value: input.wonValue } : {}),
        // A request taken out of Lost is no longer lost for that reason (its History keeps it).
        lost_reason: lostReason,
        ...(lead.status === 'new' ? firstResponse(lead, now, clocks) : {}),
        ...stageDates(input.status, now),
      },
      value: {},
    };
  });
}

/** The admins a request can be assigned to, by name. */
export function listAdmins(db: Kysely<Database> | Trx) {
  return db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.full_name as fullName'])
    .where('user_roles.role', 'in', ACCESS.leads)
    .orderBy('users.full_name')
    .orderBy('users.email')
    .execute();
}

export function assignLead(
  db: Kysely<Database>,
  input: { id: number; version: number; userId: string | null },
  actor: Actor,
  now: Date,
  /** The site file's zone, for the dates in messages. */
  timeZone: string,
): Promise<LeadOutcome<ChangeResult>> {
  return changeLead(db, input, actor, now, timeZone, async (lead, trx) => {
    if (lead.assigned_to === input.userId) return { entries: [], value: {} };
    const emails = new Map<string, string>();
    const ids = [lead.assigned_to, input.userId].filter((v): v is string => v !== null);
    if (ids.length) {
      for (const user of await trx.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute())
        emails.set(user.id, user.email);
    }
    if (input.userId) {
      const admin = await trx
        .selectFrom('user_roles')
        .select('user_id')
        .where('user_id', '=', input.userId)
        .where('role', 'in', ACCESS.leads)
        .executeTakeFirst();
      if (!admin)
        return refuse(
          'not-admin',
          'That account is not an admin any more, so it cannot be assigned. Pick someone else from the list.',
        );
    }
    const from = lead.assigned_to ? (emails.get(lead.assigned_to) ?? 'a removed account') : null;
    const to = input.userId ? emails.get(input.userId)! : null;
    return { entries: [{ kind: 'owner', from, to }], set: { assigned_to: input.userId }, value: {} };
  });
}

export function addNote(
  db: Kysely<Database>,
  input: { id: number; version: number; body: string },
  actor: Actor,
  now: Date,
  clocks: ResponseClocks,
  /** The site file's zone, for the dates in messages. */
  timeZone: string,
): Promise<LeadOutcome<ChangeResult & { noteId: number }>> {
  return changeLead(db, input, actor, now, timeZone, async (lead, trx) => {
    const note = await trx
      .insertInto('lead_notes')
      .values({
        submission_id: lead.id,
        author_id: actor.id,
        author_email: actor.email,
        body: input.body,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      entries: [{ kind: 'note', from: null, to: String(note.id) }],
      set: { notes_count: sql<number>`notes_count + 1`, ...firstResponse(lead, now, clocks) },
      value: { noteId: note.id },
    };
  });
}

/**
 * Removes requests, their notes (cascade) and their mails from the outbox, and leaves one history
 * entry per request saying it was erased, by whom and when. Returns the outbox ids removed, so mail
 * copies outside the database (the local mailbox folder) can follow.
 */
export async function eraseRows(
  trx: Trx,
  ids: number[],
  actor: { id: string | null; label: string },
  now: Date,
  versions: Map<number, number>,
): Promise<number[]> {
  if (!ids.length) return [];
  // Every mail about the request, by the column that says so (whatever its topic). The database
  // would cascade them anyway; deleted here to learn their ids for the mailbox copies.
  const mails = await trx.deleteFrom('email_outbox').where('submission_id', 'in', ids).returning('id').execute();
  await trx.deleteFrom('contact_submissions').where('id', 'in', ids).execute();
  await trx
    .insertInto('lead_events')
    .values(
      ids.map((id) => ({
        submission_id: id,
        kind: 'erase' as const,
        from_value: null,
        to_value: null,
        actor_id: actor.id,
        actor: actor.label,
        version: (versions.get(id) ?? 0) + 1,
        created_at: now,
      })),
    )
    .execute();
  return mails.map((mail) => mail.id);
}

export function eraseLead(
  db: Kysely<Database>,
  input: { id: number; version: number },
  actor: Actor,
  now: Date,
  /** The site file's zone, for the dates in messages. */
  timeZone: string,
): Promise<LeadOutcome<{ id: number; mailIds: number[] }>> {
  return withLockedLead(db, input, timeZone, async (trx, lead) => {
    const mailIds = await eraseRows(
      trx,
      [lead.id],
      { id: actor.id, label: actor.email },
      now,
      new Map([[lead.id, lead.version]]),
    );
    return { ok: true, value: { id: lead.id, mailIds } };
  });
}
