import { formatCalendarDay } from './calendar-day';
import { formatAppointment, formatDay, formatDollars } from './office-day';
import { REQUEST_FIELDS } from './request-fields';

const fieldLabels = new Map<string, string>(REQUEST_FIELDS.map((field) => [field.name, field.label]));

/**
 * A contact request as a lead the office works: its statuses and the list's filters, with their
 * words. Free of zod so the dashboard's browser code imports it; schema/leads.ts builds the
 * server's inputs from the same lists.
 */
export const LEAD_STATUSES = [
  'new',
  'contacted',
  'inspection_scheduled',
  'estimate_sent',
  'won',
  'lost',
  'spam',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  inspection_scheduled: 'Inspection scheduled',
  estimate_sent: 'Estimate sent',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/**
 * Why a job was lost, asked when a request is marked Lost: what the owner needs to change (prices,
 * follow-up, who gets sent out) shows only in the reasons, not in the count.
 */
export const LOST_REASONS = [
  'price',
  'competitor',
  'no_damage',
  'claim_denied',
  'waiting',
  'no_reply',
  'other',
] as const;
export type LostReason = (typeof LOST_REASONS)[number];
export const LOST_REASON_LABELS: Record<LostReason, string> = {
  price: 'Our price',
  competitor: 'Went with another roofer',
  no_damage: 'No damage found',
  claim_denied: 'Insurance claim denied',
  waiting: 'Decided to wait',
  no_reply: 'Stopped answering',
  other: 'Other, or they did not say',
};
const lostReasonLabel = (reason: string | null) =>
  reason ? (LOST_REASON_LABELS[reason as LostReason] ?? reason) : 'none';

/** Open = still being worked: everything but Won, Lost and Spam. */
export const OPEN_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'inspection_scheduled', 'estimate_sent'];

/** The list's status filter: every request, the open ones, the overdue New ones, or one status. */
export const LEAD_VIEWS = ['all', 'open', 'overdue', ...LEAD_STATUSES] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];
export const VIEW_LABELS: Record<LeadView, string> = { all: 'All', open: 'Open', overdue: 'Overdue', ...STATUS_LABELS };

/** Why a change was refused because someone else changed the request first (TRPC data.appCode). */
export const STALE_VERSION = 'STALE_VERSION';

/** The longest note an admin can add to a request; the dashboard's box carries it as maxlength. */
export const NOTE_MAX_CHARS = 5000;

export type LeadEventKind =
  | 'status'
  | 'owner'
  | 'note'
  | 'erase'
  /** A request an admin entered (a phone call): from its channel, to the office. */
  | 'logged'
  /** A contact field edited: from the field's name, to the lead_field_changes row with the values. */
  | 'contact'
  /** The inspection appointment: from and to are moments (ISO 8601), null when none. */
  | 'appointment'
  /** The follow-up's due moment (ISO 8601), or null. */
  | 'follow-up'
  /** The won value in whole dollars, or null. */
  | 'won-value'
  /** Added to a storm's view (to: the storm's name) or taken out of it (from: its name). */
  | 'storm'
  /** Why it was lost (LOST_REASONS), set on the move to Lost; from the reason before, if any. */
  | 'lost-reason'
  /** The day the job was completed (YYYY-MM-DD), or null: the review request is mailed two days after it. */
  | 'job-completed'
  /** An open complaint recorded (to: 'open') or resolved (from: 'open'): no review request while one is open. */
  | 'complaint'
  /** The homeowner's consent to photos of their home on the website: to 'given' or 'withdrawn' (from the one before). */
  | 'photo-consent';

const labelOf = (status: string | null) => (status ? (STATUS_LABELS[status as LeadStatus] ?? status) : 'none');

/** One history entry in words: "jo@x.com changed the status from New to Contacted". The timeline and the stale-change message both say it so. */
export function describeEvent(
  event: {
    kind: LeadEventKind;
    actor: string;
    from: string | null;
    to: string | null;
  },
  /** The office's zone, for the dates in appointment and follow-up entries. */
  timeZone = 'UTC',
): string {
  const moment = (iso: string | null, words: (iso: string, zone: string) => string) =>
    iso ? words(iso, timeZone) : 'none';
  const dollars = (value: string | null) => (value === null ? 'none' : formatDollars(Number(value)));
  switch (event.kind) {
    case 'logged':
      return `${event.actor} logged it from a phone call`;
    case 'contact':
      return `${event.actor} changed the ${(fieldLabels.get(event.from ?? '') ?? event.from ?? 'contact details').toLowerCase()}`;
    case 'appointment':
      return event.to
        ? `${event.actor} set the inspection to ${moment(event.to, formatAppointment)}${event.from ? ` (was ${moment(event.from, formatAppointment)})` : ''}`
        : `${event.actor} cancelled the inspection of ${moment(event.from, formatAppointment)}`;
    case 'follow-up':
      return event.to
        ? `${event.actor} set a follow-up for ${moment(event.to, formatDay)}`
        : `${event.actor} removed the follow-up`;
    case 'won-value':
      return `${event.actor} set the won value to ${dollars(event.to)}${event.from ? ` (was ${dollars(event.from)})` : ''}`;
    case 'lost-reason':
      return `${event.actor} gave the reason it was lost: ${lostReasonLabel(event.to)}${event.from ? ` (was ${lostReasonLabel(event.from)})` : ''}`;
    case 'job-completed':
      return event.to
        ? `${event.actor} marked the job completed on ${formatCalendarDay(event.to)}${event.from ? ` (was ${formatCalendarDay(event.from)})` : ''}`
        : `${event.actor} removed the completion date`;
    case 'complaint':
      return event.to
        ? `${event.actor} recorded an open complaint (no review request while it is open)`
        : `${event.actor} marked the complaint resolved`;
    case 'photo-consent':
      return event.to === 'given'
        ? `${event.actor} recorded the homeowner's consent to photos on the website`
        : `${event.actor} recorded that the homeowner withdrew consent to photos on the website (their projects come off the site)`;
    case 'status':
      return `${event.actor} changed the status from ${labelOf(event.from)} to ${labelOf(event.to)}`;
    case 'owner':
      return event.to
        ? `${event.actor} assigned it to ${event.to}`
        : `${event.actor} removed the assignment to ${event.from ?? 'nobody'}`;
    case 'note':
      return `${event.actor} added a note`;
    case 'erase':
      return `${event.actor} deleted it permanently`;
    case 'storm':
      return event.to
        ? `${event.actor} added it to the storm ${event.to}`
        : `${event.actor} took it out of the storm ${event.from ?? ''}`;
  }
}
