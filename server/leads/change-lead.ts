import type { Kysely, Transaction, UpdateObject } from 'kysely';
import { formatSubmissionDate } from '../../shared/business-time';
import { describeEvent, type LeadStatus } from '../../schema/leads';
import type { Database, LeadEventKind } from '../db/types';

/**
 * The one way a request changes (changes.ts, office-day.ts): in one transaction, the request locked,
 * the version the admin saw checked, the history entries written with the change and the version
 * raised, so a change never exists without its entry, and two admins cannot overwrite each other:
 * the second one's change, made on the older version, is refused with what the first one did.
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

/** The request a change is made to, at the version the admin saw. */
export interface LeadRef {
  id: number;
  version: number;
}

export interface ChangeResult {
  id: number;
  version: number;
}

export type Trx = Transaction<Database>;

/** The request as a change sees it, locked for its transaction. */
export interface LockedLead {
  id: number;
  name: string;
  status: LeadStatus;
  assigned_to: string | null;
  version: number;
  created_at: Date;
  first_response_at: Date | null;
  /** With `water_coming_in`: whether it is an emergency, whose first response counts on the plain clock. */
  service_needed: string | null;
  water_coming_in: string | null;
  won_value: number | null;
  lost_reason: string | null;
  appointment_at: Date | null;
  follow_up_at: Date | null;
}

/** One history entry: what changed, from what to what (as lead_events keeps them). */
export interface HistoryEntry {
  kind: LeadEventKind;
  from: string | null;
  to: string | null;
}

/**
 * What a change does to the locked request: its history entries and the columns it sets. No
 * entries: nothing changed, and the request keeps its version.
 */
export interface LeadEdit<T> {
  entries: readonly HistoryEntry[];
  set?: Omit<UpdateObject<Database, 'contact_submissions'>, 'version'>;
  /** What the caller learns besides the id and the new version. */
  value: T;
  /** Work in the same transaction once the request holds its new version (a mail that names it). */
  after?: (version: number) => Promise<Partial<T>>;
}

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
async function lockCurrent(trx: Trx, ref: LeadRef, timeZone: string): Promise<LockedLead | LeadRefusal> {
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
      'service_needed',
      'water_coming_in',
      'won_value',
      'lost_reason',
      'appointment_at',
      'follow_up_at',
    ])
    .where('id', '=', ref.id)
    .forUpdate()
    .executeTakeFirst();
  if (!lead) return notFound(trx, ref.id, timeZone);
  if (lead.version === ref.version) return lead;
  const since = await trx
    .selectFrom('lead_events')
    .select(['kind', 'actor', 'from_value', 'to_value', 'created_at'])
    .where('submission_id', '=', ref.id)
    .where('version', '>', ref.version)
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

const refused = (lead: LockedLead | LeadRefusal): lead is LeadRefusal => 'ok' in lead;

/**
 * Runs `work` in a transaction on the request locked at the version the admin saw; a request gone
 * or changed since is refused before `work` runs. `timeZone` (the site file's) dates the refusals.
 */
export function withLockedLead<T>(
  db: Kysely<Database>,
  ref: LeadRef,
  timeZone: string,
  work: (trx: Trx, lead: LockedLead) => Promise<LeadOutcome<T>>,
): Promise<LeadOutcome<T>> {
  return db.transaction().execute(async (trx) => {
    const lead = await lockCurrent(trx, ref, timeZone);
    return refused(lead) ? lead : work(trx, lead);
  });
}

/**
 * A change to a request: `change` looks at the locked request and refuses, or says what to write.
 * Its history entries are recorded (each with the new version) and its columns set with the version
 * raised by one; with no entries nothing is written.
 */
export function changeLead<T extends object>(
  db: Kysely<Database>,
  ref: LeadRef,
  actor: Actor,
  now: Date,
  timeZone: string,
  change: (lead: LockedLead, trx: Trx) => Promise<LeadEdit<T> | LeadRefusal> | LeadEdit<T> | LeadRefusal,
): Promise<LeadOutcome<ChangeResult & T>> {
  return withLockedLead(db, ref, timeZone, async (trx, lead) => {
    const edit = await change(lead, trx);
    if ('ok' in edit) return edit;
    if (!edit.entries.length) return { ok: true, value: { id: lead.id, version: lead.version, ...edit.value } };
    const version = lead.version + 1;
    await trx
      .insertInto('lead_events')
      .values(
        edit.entries.map((entry) => ({
          submission_id: lead.id,
          kind: entry.kind,
          from_value: entry.from,
          to_value: entry.to,
          actor_id: actor.id,
          actor: actor.email,
          version,
          created_at: now,
        })),
      )
      .execute();
    await trx
      .updateTable('contact_submissions')
      .set({ ...edit.set, version })
      .where('id', '=', lead.id)
      .execute();
    const later = edit.after ? await edit.after(version) : {};
    return { ok: true, value: { id: lead.id, version, ...edit.value, ...later } };
  });
}
