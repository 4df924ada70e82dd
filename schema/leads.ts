import { z } from 'zod';
import { UNSAFE_CHARACTERS } from '../shared/text-safety';
import { MAX_RECORD_ID, recordId } from './common';
import { wonValueText } from './office-day';
import {
  LEAD_STATUSES,
  LEAD_VIEWS,
  LOST_REASON_LABELS,
  LOST_REASONS,
  NOTE_MAX_CHARS,
  STATUS_LABELS,
} from '../shared/lead-statuses';

/** The inputs of every change to a lead, checked by the server (the words are in lead-statuses.ts). */
export * from '../shared/lead-statuses';

export const leadViewSchema = z.enum(LEAD_VIEWS, { message: `Pick a status filter: ${LEAD_VIEWS.join(', ')}` });

/** A request id: past PostgreSQL's integer it cannot exist, and answers 400 rather than fail in the database. */
const leadIdSchema = recordId;

/** The version the change was made on: a change made on an older one is refused (see server/leads/changes.ts). */
const version = z.number().int().positive().max(MAX_RECORD_ID);

export const leadRefSchema = z.object({ id: leadIdSchema });

export const changeStatusSchema = z.object({
  id: leadIdSchema,
  version,
  status: z.enum(LEAD_STATUSES, {
    message: `Status must be one of: ${LEAD_STATUSES.map((s) => STATUS_LABELS[s]).join(', ')}`,
  }),
  /** Asked on the move to Won: dollars as typed, optional (schema/office-day.ts). */
  wonValue: wonValueText.optional(),
  /** Asked on the move to Lost (the dashboard always asks; a script may leave it out). */
  lostReason: z
    .enum(LOST_REASONS, {
      message: `Pick why it was lost: ${LOST_REASONS.map((r) => LOST_REASON_LABELS[r]).join(', ')}`,
    })
    .optional(),
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
    .max(
      NOTE_MAX_CHARS,
      `A note holds ${NOTE_MAX_CHARS.toLocaleString('en-US')} characters at most: shorten it or split it in two`,
    )
    // Line breaks and tabs are fine in a note; control characters (NUL, which the database refuses,
    // terminal escapes) and direction overrides are not.
    .refine(
      (body) => !UNSAFE_CHARACTERS.test(body),
      "The note contains characters we can't accept (control or direction characters, often from a paste): type it again.",
    ),
});

export const eraseLeadSchema = z.object({ id: leadIdSchema, version });
