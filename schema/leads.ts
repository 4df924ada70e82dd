import { z } from 'zod';

/**
 * A contact request as a lead the office works: its statuses, the list's filters, and the inputs of
 * every change. Client and server read the same lists and words from here.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'inspection_scheduled', 'estimate_sent', 'won', 'lost', 'spam'] as const;
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

/** Open = still being worked: everything but Won, Lost and Spam. */
export const OPEN_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'inspection_scheduled', 'estimate_sent'];

/** The list's status filter: every request, the open ones, the overdue New ones, or one status. */
export const LEAD_VIEWS = ['all', 'open', 'overdue', ...LEAD_STATUSES] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];
export const VIEW_LABELS: Record<LeadView, string> = { all: 'All', open: 'Open', overdue: 'Overdue', ...STATUS_LABELS };

export const leadViewSchema = z.enum(LEAD_VIEWS, { message: `Pick a status filter: ${LEAD_VIEWS.join(', ')}` });

/** PostgreSQL's integer: an id past it cannot exist, and would fail in the database rather than say so. */
export const MAX_ID = 2_147_483_647;
export const leadIdSchema = z
  .number({ message: 'The request id must be a number' })
  .int('The request id must be a whole number')
  .positive('The request id must be positive')
  .max(MAX_ID, 'There is no request with this id');

/** The version the change was made on: a change made on an older one is refused (see server/leads/changes.ts). */
const version = z.number().int().positive().max(MAX_ID);

export const NOTE_MAX_CHARS = 5000;

export const leadRefSchema = z.object({ id: leadIdSchema });

export const changeStatusSchema = z.object({
  id: leadIdSchema,
  version,
  status: z.enum(LEAD_STATUSES, { message: `Status must be one of: ${LEAD_STATUSES.map((s) => STATUS_LABELS[s]).join(', ')}` }),
});

export const assignLeadSchema = z.object({
  id: leadIdSchema,
  version,
  /** An admin's user id, or null for nobody. */
  userId: z.uuid({ message: 'Pick an admin from the list, or nobody' }).nullable(),
});

export const addNoteSchema = z.object({
  id: leadIdSchema,
  version,
  body: z
    .string()
    .trim()
    .min(1, 'Write the note before adding it')
    .max(NOTE_MAX_CHARS, `A note holds ${NOTE_MAX_CHARS.toLocaleString('en-US')} characters at most: shorten it or split it in two`),
});

export const eraseLeadSchema = z.object({ id: leadIdSchema, version });

/** Why a change was refused because someone else changed the request first (TRPC data.appCode). */
export const STALE_VERSION = 'STALE_VERSION';
