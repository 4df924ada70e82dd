import { sql, type Kysely } from 'kysely';
import { type EmergencyReason, emergencyOf, type WaitClock } from '../../shared/emergency';
import type { LeadStatus, LostReason } from '../../schema/leads';
import type { Database, LeadEventKind, ReviewAskSkip, ReviewAskStatus } from '../db/types';
import { DETAIL_COLUMNS, toDetail, type SubmissionDetail } from '../submissions/request-row';
import { waiting } from '../submissions/scope';
import type { LeadClocks } from './clock';

/** At most this many notes, history entries and repeat requests travel with one request. */
export const DETAIL_LIMIT = 100;
const REPEATS_LIMIT = 20;

export interface LeadNote {
  id: number;
  body: string;
  author: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

export interface LeadEvent {
  id: number;
  kind: LeadEventKind;
  from: string | null;
  to: string | null;
  actor: string;
  createdAt: string;
  /** A contact edit's old and new values (kept with the request, see lead_field_changes). */
  change?: { from: string | null; to: string | null };
}

export interface RepeatRequest {
  id: number;
  name: string;
  status: LeadStatus;
  createdAt: string;
  /** What the two have in common. */
  sameAs: ('phone' | 'email')[];
}

export interface LeadDetail extends SubmissionDetail {
  status: LeadStatus;
  version: number;
  assignedTo: { id: string; email: string } | null;
  firstResponseAt: string | null;
  firstResponseMinutes: number | null;
  /** Why it is an emergency (shared/emergency.ts), or null. */
  emergency: EmergencyReason | null;
  /** While New: minutes waited on its clock (`waitClock`); null once answered. */
  waitingMinutes: number | null;
  waitClock: WaitClock;
  overdue: boolean;
  notesCount: number;
  /** Newest first, DETAIL_LIMIT at most (notesCount says how many there are). */
  notes: LeadNote[];
  /** Newest first, DETAIL_LIMIT at most. */
  history: LeadEvent[];
  repeats: RepeatRequest[];
  /** The storm it arrived during, if one was active. */
  stormId: number | null;
  /** Photos of the damage sent with it (served to admins at /api/admin/photos/<id>). */
  photos: { id: number; width: number; height: number; bytes: number }[];
  /** The inspection (ISO 8601), or null. */
  appointmentAt: string | null;
  /** When the follow-up falls due (ISO 8601), and whether its reminder has gone out. */
  followUpAt: string | null;
  followUpReminded: boolean;
  /** The job's value in whole dollars, or null. */
  wonValue: number | null;
  /** Why it was lost (LOST_REASONS), or null. */
  lostReason: LostReason | null;
  /** The day the job was completed (YYYY-MM-DD), or null. */
  jobCompletedOn: string | null;
  /** Since when a complaint is open (ISO 8601), or null. */
  complaintAt: string | null;
  /** The review request (server/reviews/asks.ts), once it was due. */
  reviewAsk: {
    status: ReviewAskStatus;
    skipReason: ReviewAskSkip | null;
    sentAt: string | null;
    reminderSentAt: string | null;
    clickedAt: string | null;
  } | null;
}

/** One request with everything the detail view shows; each part is bounded, so its cost does not grow with the table. */
export async function getLead(db: Kysely<Database>, id: number, clocks: LeadClocks): Promise<LeadDetail | undefined> {
  const lead = await db
    .selectFrom('contact_submissions as c')
    .leftJoin('users as u', 'u.id', 'c.assigned_to')
    .select([
      'c.id',
      'c.created_at',
      ...DETAIL_COLUMNS.map((column) => `c.${column}` as const),
      'c.status',
      'c.version',
      'c.assigned_to',
      'u.email as assigned_email',
      'c.first_response_at',
      'c.first_response_minutes',
      'c.notes_count',
      'c.phone_key',
      'c.email_key',
      'c.storm_id',
      'c.appointment_at',
      'c.follow_up_at',
      'c.follow_up_reminded_at',
      'c.won_value',
      'c.lost_reason',
      'c.job_completed_on',
      'c.complaint_at',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!lead) return undefined;
  const [notes, history, repeats, photos, fieldChanges, ask] = await Promise.all([
    db
      .selectFrom('lead_notes')
      .select(['id', 'body', 'author_email', 'created_at'])
      .where('submission_id', '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(DETAIL_LIMIT)
      .execute(),
    db
      .selectFrom('lead_events')
      .select(['id', 'kind', 'from_value', 'to_value', 'actor', 'created_at'])
      .where('submission_id', '=', id)
      .orderBy('id', 'desc')
      .limit(DETAIL_LIMIT)
      .execute(),
    lead.phone_key || lead.email_key
      ? db
          .selectFrom('contact_submissions')
          .select([
            'id',
            'name',
            'status',
            'created_at',
            sql<boolean>`phone_key is not distinct from ${lead.phone_key} and phone_key is not null`.as('same_phone'),
            sql<boolean>`email_key is not distinct from ${lead.email_key} and email_key is not null`.as('same_email'),
          ])
          .where((eb) =>
            eb.or([
              ...(lead.phone_key ? [eb('phone_key', '=', lead.phone_key)] : []),
              ...(lead.email_key ? [eb('email_key', '=', lead.email_key)] : []),
            ]),
          )
          .where('id', '<>', id)
          .orderBy('created_at', 'desc')
          .limit(REPEATS_LIMIT)
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom('request_photos')
      .select(['id', 'width', 'height', 'bytes'])
      .where('submission_id', '=', id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('lead_field_changes')
      .select(['id', 'from_value', 'to_value'])
      .where('submission_id', '=', id)
      .orderBy('id', 'desc')
      .limit(DETAIL_LIMIT)
      .execute(),
    db
      .selectFrom('review_asks')
      .select(['status', 'skip_reason', 'sent_at', 'reminder_sent_at', 'clicked_at'])
      .where('submission_id', '=', id)
      .executeTakeFirst(),
  ]);
  const changeById = new Map(fieldChanges.map((c) => [String(c.id), { from: c.from_value, to: c.to_value }]));
  const iso = (date: Date) => new Date(date).toISOString();
  const detail = toDetail(lead);
  const emergency = emergencyOf(detail, clocks.emergencyServices);
  return {
    ...detail,
    emergency,
    status: lead.status,
    version: lead.version,
    assignedTo: lead.assigned_to && lead.assigned_email ? { id: lead.assigned_to, email: lead.assigned_email } : null,
    firstResponseAt: lead.first_response_at ? iso(lead.first_response_at) : null,
    firstResponseMinutes: lead.first_response_minutes,
    ...waiting(lead.status, new Date(lead.created_at), emergency !== null, clocks),
    notesCount: lead.notes_count,
    notes: notes.map((n) => ({ id: n.id, body: n.body, author: n.author_email, createdAt: iso(n.created_at) })),
    history: history.map((e) => ({
      id: e.id,
      kind: e.kind,
      from: e.from_value,
      to: e.to_value,
      actor: e.actor,
      createdAt: iso(e.created_at),
      ...(e.kind === 'contact' && e.to_value && changeById.has(e.to_value)
        ? { change: changeById.get(e.to_value) }
        : {}),
    })),
    repeats: repeats.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status,
      createdAt: iso(r.created_at),
      sameAs: [...(r.same_phone ? (['phone'] as const) : []), ...(r.same_email ? (['email'] as const) : [])],
    })),
    stormId: lead.storm_id,
    photos,
    appointmentAt: lead.appointment_at ? iso(lead.appointment_at) : null,
    followUpAt: lead.follow_up_at ? iso(lead.follow_up_at) : null,
    followUpReminded: lead.follow_up_reminded_at !== null,
    wonValue: lead.won_value,
    lostReason: lead.lost_reason as LostReason | null,
    jobCompletedOn: lead.job_completed_on,
    complaintAt: lead.complaint_at ? iso(lead.complaint_at) : null,
    reviewAsk: ask
      ? {
          status: ask.status,
          skipReason: ask.skip_reason,
          sentAt: ask.sent_at ? iso(ask.sent_at) : null,
          reminderSentAt: ask.reminder_sent_at ? iso(ask.reminder_sent_at) : null,
          clickedAt: ask.clicked_at ? iso(ask.clicked_at) : null,
        }
      : null,
  };
}
