import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, StormEventKind, StormsTable } from '../db/types';
import type { PublicStorm, StormCity } from '../../shared/storm';
import { addDaysTo, endOfDay, isDay, localToday } from './days';

/**
 * The storm record: declared by the owner (`npm run admin -- storm start` or the dashboard),
 * active from its start until it is ended or its `until` day has passed in the site's time zone.
 * One storm is open at a time. Every change writes a storm_events row with who made it.
 */

export interface Storm extends PublicStorm {
  expiresAt: Date;
  startedAt: Date;
  endedAt: Date | null;
  version: number;
}

/** Who changes a storm: an admin (id and email) or a command ("npm run admin"). */
export interface StormActor {
  id?: string | null;
  label: string;
}

/** What an owner types to declare or edit a storm, before it is checked. */
export interface StormInput {
  name: string;
  date: string;
  cities: string[];
  until?: string | null;
  hail?: string | null;
  message?: string | null;
}

/** A checked storm, ready to store. */
export interface StormValues {
  name: string;
  date: string;
  until: string;
  cities: StormCity[];
  hail: string | null;
  message: string | null;
}

export interface StormProblem {
  field: 'name' | 'date' | 'until' | 'cities' | 'hail' | 'message';
  message: string;
}

/** The days a banner shows when no `until` is given. */
export const DEFAULT_STORM_DAYS = 30;
const LIMITS = { name: 80, hail: 20, message: 280, cities: 40 } as const;
const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;

/**
 * Why a start or edit was not made, with the words for the owner. A refusal is a result, not an
 * exception (as a lead's change is, server/leads/change-lead.ts): the dashboard and the command line
 * each answer it their way.
 */
export type StormRefusal = StormInputRefusal | StormConflict;

/** What was typed: `problems` says which field and what to do; `message` is them all, one a line. */
export type StormInputRefusal = { ok: false; reason: 'input'; problems: StormProblem[]; message: string };

/** A start while a storm is open, or an edit made against an older version: `current` is the storm as it is. */
export type StormConflict = { ok: false; reason: 'conflict'; message: string; current: Storm | undefined };

export type StormOutcome<T, R extends StormRefusal = StormRefusal> = { ok: true; value: T } | R;

const conflict = (message: string, current: Storm | undefined): StormConflict => ({
  ok: false,
  reason: 'conflict',
  message,
  current,
});

/**
 * Checks what the owner typed against the site's city list and the calendar: every problem at once,
 * each naming its field and what to type instead (an unknown town lists the valid slugs).
 */
export function checkStormInput(
  input: StormInput,
  context: { cities: readonly StormCity[]; timeZone: string; now: Date },
): StormOutcome<StormValues, StormInputRefusal> {
  const problems: StormProblem[] = [];
  const today = localToday(context.now, context.timeZone);
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!name) problems.push({ field: 'name', message: 'The storm needs a name, e.g. --name "November 24 hail".' });
  else if (name.length > LIMITS.name)
    problems.push({ field: 'name', message: `The name is too long (${LIMITS.name} characters at most).` });
  else if (!ONE_LINE.test(name)) problems.push({ field: 'name', message: 'The name must be one line of text.' });

  const date = input.date.trim();
  if (!isDay(date))
    problems.push({ field: 'date', message: `The date "${date}" is not a day: write it YYYY-MM-DD, e.g. ${today}.` });
  else if (date > today)
    problems.push({
      field: 'date',
      message: `The date ${date} is in the future; a storm is declared once it has hit.`,
    });

  const until = input.until?.trim() || (isDay(date) ? addDaysTo(date, DEFAULT_STORM_DAYS) : '');
  if (input.until?.trim() && !isDay(until))
    problems.push({ field: 'until', message: `The until date "${until}" is not a day: write it YYYY-MM-DD.` });
  else if (isDay(until) && isDay(date) && until < date)
    problems.push({ field: 'until', message: `The until date ${until} is before the storm's date ${date}.` });
  else if (isDay(until) && until < today)
    problems.push({
      field: 'until',
      message: `The until date ${until} has passed (today is ${today}); the banner would never show.`,
    });

  const slugs = [...new Set(input.cities.map((slug) => slug.trim().toLowerCase()).filter(Boolean))];
  const known = new Map(context.cities.map((city) => [city.slug, city]));
  const unknown = slugs.filter((slug) => !known.has(slug));
  const valid = `Valid towns: ${[...known.keys()].sort().join(', ')}.`;
  if (slugs.length === 0) problems.push({ field: 'cities', message: `Name the towns the storm hit. ${valid}` });
  else if (unknown.length > 0)
    problems.push({
      field: 'cities',
      message: `${unknown.length === 1 ? 'No city page for' : 'No city pages for'} ${unknown.map((s) => `"${s}"`).join(', ')}. ${valid}`,
    });
  else if (slugs.length > LIMITS.cities) problems.push({ field: 'cities', message: `At most ${LIMITS.cities} towns.` });

  const hail = input.hail?.trim() || null;
  if (hail && (hail.length > LIMITS.hail || !ONE_LINE.test(hail)))
    problems.push({
      field: 'hail',
      message: `The hail size is one short line, e.g. "1.75 in" (${LIMITS.hail} at most).`,
    });
  const message = input.message?.trim().replace(/\s+/g, ' ') || null;
  if (message && message.length > LIMITS.message)
    problems.push({ field: 'message', message: `The message is too long (${LIMITS.message} characters at most).` });

  if (problems.length > 0)
    return { ok: false, reason: 'input', problems, message: problems.map((p) => p.message).join('\n') };
  return { ok: true, value: { name, date, until, cities: slugs.map((slug) => known.get(slug)!), hail, message } };
}

type StormRow = Selectable<StormsTable>;

/** jsonb comes back parsed from one driver and as text from the other. */
const fromJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

function toStorm(row: StormRow): Storm {
  return {
    id: row.id,
    name: row.name,
    date: row.storm_date,
    until: row.until_date,
    cities: fromJson(row.cities) as StormCity[],
    hail: row.hail,
    message: row.message,
    expiresAt: new Date(row.expires_at),
    startedAt: new Date(row.started_at),
    endedAt: row.ended_at ? new Date(row.ended_at) : null,
    version: row.version,
  };
}

/** The storm's public face: what the banner, the /storm page and the intake read. */
export function publicStorm(storm: Storm): PublicStorm {
  const { id, name, date, until, cities, hail, message } = storm;
  return { id, name, date, until, cities, hail, message };
}

/** The storm active at `now`: open, started, and its until day not yet over. */
export async function activeStorm(db: Kysely<Database>, now: Date): Promise<Storm | undefined> {
  const row = await db
    .selectFrom('storms')
    .selectAll()
    .where('ended_at', 'is', null)
    .where('started_at', '<=', now)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? toStorm(row) : undefined;
}

/** A storm by id, ended or not. */
export async function findStorm(db: Kysely<Database>, id: number): Promise<Storm | undefined> {
  const row = await db.selectFrom('storms').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStorm(row) : undefined;
}

/** Every storm, newest first. */
export async function listStorms(db: Kysely<Database>, limit = 100): Promise<Storm[]> {
  const rows = await db
    .selectFrom('storms')
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toStorm);
}

export interface StormEvent {
  id: number;
  kind: StormEventKind;
  detail: Record<string, unknown>;
  actor: string;
  at: Date;
}

/** A storm's history, oldest first. */
export async function stormHistory(db: Kysely<Database>, stormId: number): Promise<StormEvent[]> {
  const rows = await db
    .selectFrom('storm_events')
    .select(['id', 'kind', 'detail', 'actor', 'created_at'])
    .where('storm_id', '=', stormId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    detail: fromJson(row.detail) as Record<string, unknown>,
    actor: row.actor,
    at: new Date(row.created_at),
  }));
}

async function record(
  trx: Transaction<Database>,
  stormId: number,
  kind: StormEventKind,
  detail: object,
  actor: StormActor,
  now: Date,
) {
  await trx
    .insertInto('storm_events')
    .values({
      storm_id: stormId,
      kind,
      detail: JSON.stringify(detail),
      actor_id: actor.id ?? null,
      actor: actor.label,
      created_at: now,
    })
    .execute();
}

/**
 * Closes an open storm whose until day is over (it stopped showing at expires_at; this writes down
 * that it ended then), so a new storm can open.
 */
async function closeExpired(trx: Transaction<Database>, now: Date): Promise<void> {
  const expired = await trx
    .updateTable('storms')
    .set((eb) => ({ ended_at: eb.ref('expires_at'), version: eb('version', '+', 1) }))
    .where('ended_at', 'is', null)
    .where('expires_at', '<=', now)
    .returning(['id'])
    .execute();
  for (const { id } of expired) await record(trx, id, 'expired', {}, { label: 'the until date' }, now);
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

const describeOpen = (storm: Storm) =>
  `"${storm.name}" (${storm.date}, showing until ${storm.until}) is active. One storm runs at a time: end it first with "npm run admin -- storm end", or change it in the dashboard (Storm).`;

/** Opens a storm; refused while another is open (an expired one is closed first). */
export async function startStorm(
  db: Kysely<Database>,
  values: StormValues,
  actor: StormActor,
  now: Date,
  timeZone: string,
): Promise<StormOutcome<Storm, StormConflict>> {
  try {
    return await db.transaction().execute(async (trx): Promise<StormOutcome<Storm, StormConflict>> => {
      await closeExpired(trx, now);
      const open = await trx.selectFrom('storms').selectAll().where('ended_at', 'is', null).executeTakeFirst();
      // Only a storm that has not expired is still open here: the refusal writes nothing.
      if (open) return conflict(describeOpen(toStorm(open)), toStorm(open));
      const row = await trx
        .insertInto('storms')
        .values({
          name: values.name,
          storm_date: values.date,
          until_date: values.until,
          expires_at: endOfDay(values.until, timeZone),
          cities: JSON.stringify(values.cities),
          hail: values.hail,
          message: values.message,
          started_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await record(trx, row.id, 'start', { ...values, cities: values.cities.map((c) => c.slug) }, actor, now);
      return { ok: true, value: toStorm(row) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const open = await activeStorm(db, now);
      return conflict(
        open
          ? describeOpen(open)
          : 'Another storm was started a moment ago; see it with "npm run admin -- storm list".',
        open,
      );
    }
    throw error;
  }
}

/**
 * Changes an open storm. `version` is the one the editor saw: an edit made against an older one is
 * refused (two admins on the same storm), with the current storm to show.
 */
export async function editStorm(
  db: Kysely<Database>,
  id: number,
  version: number,
  values: StormValues,
  actor: StormActor,
  now: Date,
  timeZone: string,
): Promise<StormOutcome<Storm, StormConflict>> {
  return db.transaction().execute(async (trx): Promise<StormOutcome<Storm, StormConflict>> => {
    const before = await trx.selectFrom('storms').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before || before.ended_at)
      return conflict('That storm has ended; start a new one instead.', before && toStorm(before));
    const current = toStorm(before);
    if (current.version !== version)
      return conflict(
        'Someone changed this storm since you opened it; here it is as it is now. Make your change again.',
        current,
      );
    const row = await trx
      .updateTable('storms')
      .set({
        name: values.name,
        storm_date: values.date,
        until_date: values.until,
        expires_at: endOfDay(values.until, timeZone),
        cities: JSON.stringify(values.cities),
        hail: values.hail,
        message: values.message,
        version: version + 1,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const changes: Record<string, [unknown, unknown]> = {};
    const slugs = (cities: StormCity[]) => cities.map((c) => c.slug).join(',');
    const pairs: [string, unknown, unknown][] = [
      ['name', current.name, values.name],
      ['date', current.date, values.date],
      ['until', current.until, values.until],
      ['cities', slugs(current.cities), slugs(values.cities)],
      ['hail', current.hail, values.hail],
      ['message', current.message, values.message],
    ];
    for (const [field, from, to] of pairs) if (from !== to) changes[field] = [from, to];
    if (Object.keys(changes).length > 0) await record(trx, id, 'edit', changes, actor, now);
    return { ok: true, value: toStorm(row) };
  });
}

/** Ends the open storm (active or expired-but-not-closed); undefined when none is open. */
export async function endStorm(db: Kysely<Database>, actor: StormActor, now: Date): Promise<Storm | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('storms')
      .set((eb) => ({ ended_at: now, version: eb('version', '+', 1) }))
      .where('ended_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    await record(trx, row.id, 'end', {}, actor, now);
    return toStorm(row);
  });
}
