import type { Kysely } from 'kysely';
import { OPEN_STATUSES, type LeadStatus } from '../../shared/lead-statuses';
import { parseDay, zonedMoment, zonedParts } from '../../shared/office-day';
import type { Database } from '../db/types';

/** At most this many of each: a day or a week of one office's inspections is far fewer. */
const AGENDA_LIMIT = 200;

export type AgendaRange = 'today' | 'week';

export interface AgendaItem {
  id: number;
  name: string;
  status: LeadStatus;
  /** ISO 8601: the appointment, or when the follow-up falls due. */
  at: string;
  address: string | null;
  phone: string | null;
  assignedTo: string | null;
}

export interface Agenda {
  range: AgendaRange;
  /** The office's days covered, YYYY-MM-DD, the last one included. */
  from: string;
  to: string;
  appointments: AgendaItem[];
  /** Open requests whose follow-up falls due in the range, or fell due before it. */
  followUps: AgendaItem[];
}

/** The day `days` after a YYYY-MM-DD day. */
function addDays(day: string, days: number): string {
  const { year, month, day: date } = parseDay(day)!;
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * The dashboard's "Today" and "This week" (today and the next six days), by the office's calendar:
 * the inspections booked in it, in time order, and the follow-ups due. Both read through partial
 * indexes on the two columns (migration 2026-11-25-1200), so the cost follows the day's entries,
 * not the table.
 */
export async function agenda(db: Kysely<Database>, range: AgendaRange, now: Date, timeZone: string): Promise<Agenda> {
  const from = zonedParts(now, timeZone).day;
  const to = addDays(from, range === 'today' ? 0 : 6);
  const start = zonedMoment(from, '00:00', timeZone)!;
  const end = zonedMoment(addDays(to, 1), '00:00', timeZone)!;
  const base = () =>
    db
      .selectFrom('contact_submissions as c')
      .leftJoin('users as u', 'u.id', 'c.assigned_to')
      .select(['c.id', 'c.name', 'c.status', 'c.address', 'c.phone', 'u.email as assigned_email']);
  const [appointments, followUps] = await Promise.all([
    base()
      .select('c.appointment_at as at')
      .where('c.appointment_at', '>=', start)
      .where('c.appointment_at', '<', end)
      .orderBy('c.appointment_at')
      .orderBy('c.id')
      .limit(AGENDA_LIMIT)
      .execute(),
    base()
      .select('c.follow_up_at as at')
      .where('c.follow_up_at', '<', end)
      .where('c.status', 'in', OPEN_STATUSES)
      .orderBy('c.follow_up_at')
      .orderBy('c.id')
      .limit(AGENDA_LIMIT)
      .execute(),
  ]);
  const item = (row: (typeof appointments)[number]): AgendaItem => ({
    id: row.id,
    name: row.name,
    status: row.status,
    at: new Date(row.at!).toISOString(),
    address: row.address,
    phone: row.phone,
    assignedTo: row.assigned_email,
  });
  return { range, from, to, appointments: appointments.map(item), followUps: followUps.map(item) };
}
