import type { Kysely, Transaction } from 'kysely';
import { formatSubmissionDate } from '../../shared/business-time';
import { describeEvent, type LeadStatus } from '../../schema/leads';
import { ADMIN_ROLE } from '../auth/accounts';
import type { Database, LeadEventKind } from '../db/types';
import type { BusinessClock } from '../../shared/business-hours';
import { stageDates } from './stages';

/**
 * Every change an admin makes to a request: status, owner, note, erase. Each runs in one
 * transaction that locks the request, checks the version the admin saw, writes the change, raises
 * the version and records the history entry, so a change never exists without its entry, and two
 * admins cannot overwrite each other: the second one's change, made on the older version, is
 * refused with what the first one did.
 *
 * A refused change is a result, not an exception: callers (the tRPC router, a job, the admin
 * command line) decide how to answer it. Each refusal's message is written for the admin.
 */

/** Why a change was not made, with the words for the admin. */
export type LeadRefusal = {
  ok: false;
  /**
   * not-found: no such request (or erased); stale: changed since the admin saw it; not-admin: the
   * owner picked is no admin; not-won: a won value on a request that is not Won.
   */
  reason: 'not-found' | 'stale' | 'not-admin' | 'not-won';
  message: string;
};

export type LeadOutcome<T> = { ok: true; value: T } | LeadRefusal;

export const refuse = (reason: LeadRefusal['reason'], message: string): LeadRefusal => ({ ok: false, reason, message });

export interface Actor {
  id: string;
  email: string;
}

export interface ChangeResult {
  id: number;
  version: number;
}

export type Trx = Transaction<Database>;

export interface LockedLead {
  id: number;
  name: string;
  status: LeadStatus;
  assigned_to: string | null;
  version: number;
  created_at: Date;
  first_response_at: Date | null;
  won_value: number | null;
  appointment_at: Date | null;
  follow_up_at: Date | null;
}

/** A value in dollars as a history entry keeps it. */
export const dollarsText = (dollars: number | null | undefined) => (dollars == null ? null : String(dollars));

/** "Nov 23, 2026 at 2:54 PM" in the business's time zone, as the dashboard writes dates. */
function at(date: Date, timeZone: string): string {
  const { date: day, time } = formatSubmissionDate(date, timeZone);
  return `${day} at ${time}`;
}

async function notFound(trx: Trx, id: number, timeZone: string): Promise<LeadRefusal> {
  const erased = await trx
    .selectFrom('lead_events')
    .select(['actor', 'created_at'])
    .where('submission_id', '=', id)
    .where('kind', '=', 'erase')
    .executeTakeFirst();
  return refuse(
    'not-found',
    erased
      ? `This request was deleted permanently by ${erased.actor} on ${at(erased.created_at, timeZone)}. Reload the list.`
      : `There is no request #${id}. Reload the list.`,
  );
}

/** Locks the request for this transaction and checks the version; a stale one is refused with what changed since. */
export async function lockCurrent(
  trx: Trx,
  id: number,
  seenVersion: number,
  timeZone: string,
): Promise<LockedLead | LeadRefusal> {
  const lead = await trx
    .selectFrom('contact_submissions')
    .select([
      'id',
      'name',
      'status',
      'assigned_to',
      'version',
      'created_at',
      'first_response_at',
      'won_value',
      'appointment_at',
      'follow_up_at',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!lead) return notFound(trx, id, timeZone);
  if (lead.version === seenVersion) return lead;
  const since = await trx
    .selectFrom('lead_events')
    .select(['kind', 'actor', 'from_value', 'to_value', 'created_at'])
    .where('submission_id', '=', id)
    .where('version', '>', seenVersion)
    .orderBy('id')
    .execute();
  const shown = since
    .slice(-3)
    .map(
      (event) =>
        `${describeEvent({ ...event, from: event.from_value, to: event.to_value }, timeZone)} (${at(event.created_at, timeZone)})`,
    );
  const what = shown.length
    ? `${since.length > 3 ? `${since.length} changes were made, the last: ` : ''}${shown.join('; ')}`
    : 'Someone changed this request';
  return refuse(
    'stale',
    `${what} while you had it open. Your change was not saved; the request now shows the latest version. Make your change again if it is still needed.`,
  );
}

export const refused = (lead: LockedLead | LeadRefusal): lead is LeadRefusal => 'ok' in lead;

export async function record(
  trx: Trx,
  lead: LockedLead,
  actor: Actor,
  now: Date,
  kind: LeadEventKind,
  from: string | null,
  to: string | null,
): Promise<number> {
  const version = lead.version + 1;
  await trx
    .insertInto('lead_events')
    .values({
      submission_id: lead.id,
      kind,
      from_value: from,
      to_value: to,
      actor_id: actor.id,
      actor: actor.email,
      version,
      created_at: now,
    })
    .execute();
  return version;
}

/** The first response fields, set once: the first move away from New or the first note. */
export function firstResponse(lead: LockedLead, now: Date, clock: BusinessClock) {
  if (lead.first_response_at) return {};
  return {
    first_response_at: now,
    first_response_minutes: Math.round(clock.minutesBetween(lead.created_at, now)),
  };
}

export function changeStatus(
  db: Kysely<Database>,
  /** `wonValue` (whole dollars): asked on the move to Won (optional); recorded with it when given. */
  input: { id: number; version: number; status: LeadStatus; wonValue?: number | null },
  actor: Actor,
  now: Date,
  clock: BusinessClock,
  /** The site file's zone, for the dates in messages. */
  timeZone: string,
): Promise<LeadOutcome<ChangeResult>> {
  return db.transaction().execute(async (trx) => {
    const lead = await lockCurrent(trx, input.id, input.version, timeZone);
    if (refused(lead)) return lead;
    if (lead.status === input.status) return { ok: true, value: { id: lead.id, version: lead.version } };
    const version = await record(trx, lead, actor, now, 'status', lead.status, input.status);
    const won = input.status === 'won' && input.wonValue != null && input.wonValue !== lead.won_value;
    if (won) await record(trx, lead, actor, now, 'won-value', dollarsText(lead.won_value), dollarsText(input.wonValue));
    await trx
      .updateTable('contact_submissions')
      .set({
        status: input.status,
        version,
        ...(won ? { won_value: input.wonValue } : {}),
        ...(lead.status === 'new' ? firstResponse(lead, now, clock) : {}),
        ...stageDates(input.status, now),
      })
      .where('id', '=', lead.id)
      .execute();
    return { ok: true, value: { id: lead.id, version } };
  });
}

/** The admins a request can be assigned to, by name. */
export function listAdmins(db: Kysely<Database> | Trx) {
  return db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.full_name as fullName'])
    .where('user_roles.role', '=', ADMIN_ROLE)
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
  return db.transaction().execute(async (trx) => {
    const lead = await lockCurrent(trx, input.id, input.version, timeZone);
    if (refused(lead)) return lead;
    if (lead.assigned_to === input.userId) return { ok: true, value: { id: lead.id, version: lead.version } };
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
        .where('role', '=', ADMIN_ROLE)
        .executeTakeFirst();
      if (!admin)
        return refuse(
          'not-admin',
          'That account is not an admin any more, so it cannot be assigned. Pick someone else from the list.',
        );
    }
    const from = lead.assigned_to ? (emails.get(lead.assigned_to) ?? 'a removed account') : null;
    const to = input.userId ? emails.get(input.userId)! : null;
    const version = await record(trx, lead, actor, now, 'owner', from, to);
    await trx
      .updateTable('contact_submissions')
      .set({ assigned_to: input.userId, version })
      .where('id', '=', lead.id)
      .execute();
    return { ok: true, value: { id: lead.id, version } };
  });
}

export function addNote(
  db: Kysely<Database>,
  input: { id: number; version: number; body: string },
  actor: Actor,
  now: Date,
  clock: BusinessClock,
  /** The site file's zone, for the dates in messages. */
  timeZone: string,
): Promise<LeadOutcome<ChangeResult & { noteId: number }>> {
  return db.transaction().execute(async (trx) => {
    const lead = await lockCurrent(trx, input.id, input.version, timeZone);
    if (refused(lead)) return lead;
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
    const version = await record(trx, lead, actor, now, 'note', null, String(note.id));
    await trx
      .updateTable('contact_submissions')
      .set((eb) => ({ version, notes_count: eb('notes_count', '+', 1), ...firstResponse(lead, now, clock) }))
      .where('id', '=', lead.id)
      .execute();
    return { ok: true, value: { id: lead.id, version, noteId: note.id } };
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
  return db.transaction().execute(async (trx) => {
    const lead = await lockCurrent(trx, input.id, input.version, timeZone);
    if (refused(lead)) return lead;
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
