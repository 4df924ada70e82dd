import { z } from 'zod';
import { HEARD_ANSWERS, officeEntryMessages } from '../shared/contact-rules';
import { parseDay, parseDollars } from '../shared/office-day';
import { MAX_RECORD_ID, recordId } from './common';

/**
 * The inputs of the office's own changes (server/leads/office-day.ts, phone-in.ts). The visitor
 * fields inside `values` are checked on the server by the site's own contact schema (the same
 * rules as the web form), so they travel here as a plain record.
 */
const version = z.number().int().positive().max(MAX_RECORD_ID);
const values = z.record(z.string().max(40), z.unknown());

const day = z
  .string()
  .refine((value) => parseDay(value) !== null, 'Pick a date from the calendar (year-month-day, e.g. 2026-12-01)');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Pick a time like 09:30 (24-hour, office time)');

export const logPhoneCallSchema = z.object({
  values,
  /** "How did they hear about us?": one of the web form's answers, or "Don't know". */
  heard: z
    .string({ error: officeEntryMessages.heard })
    .refine((answer) => HEARD_ANSWERS.includes(answer), officeEntryMessages.heard),
  office: z.string().max(40),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'Reload the page and try again'),
});

export const editContactSchema = z.object({ id: recordId, version, values });

/** A day and a time in the office's zone, or null to cancel. */
export const setAppointmentSchema = z.object({
  id: recordId,
  version,
  appointment: z.object({ day, time }).nullable(),
});

export const setFollowUpSchema = z.object({ id: recordId, version, day: day.nullable() });

/** Whole dollars as typed ("12500", "$12,500"); empty clears it. */
export const wonValueText = z
  .string()
  .max(30, 'Type the won value in dollars, like 12500')
  .transform((typed, ctx) => {
    const parsed = parseDollars(typed);
    if (parsed.ok) return parsed.dollars;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

export const setWonValueSchema = z.object({ id: recordId, version, wonValue: wonValueText });

/** The day a won job was completed, or null to clear it (the review request goes two days later). */
export const setJobCompletedSchema = z.object({ id: recordId, version, day: day.nullable() });

/** An open complaint on the request (no review request while it is open), or resolved. */
export const setComplaintSchema = z.object({ id: recordId, version, open: z.boolean() });
