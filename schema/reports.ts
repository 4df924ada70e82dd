import { z } from 'zod';
import { REPORT_DATE_MODES, REPORT_GROUPS } from '../shared/lead-report';

export * from '../shared/lead-report';

/** The longest range a report covers: ten years of months is already 120 rows per channel. */
export const MAX_REPORT_DAYS = 3_700;

const day = (which: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${which} date must look like 2026-03-01`)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      `The ${which} date is not a day of the calendar`,
    );

/**
 * The Reports view's question, in the words of its address (?group=…&dates=…&from=…&to=…), which
 * the tRPC call and the CSV download both take. Without dates: this year so far (business time).
 */
export const leadReportSchema = z
  .object({
    group: z
      .enum(REPORT_GROUPS, { message: `Group must be one of: ${REPORT_GROUPS.join(', ')}` })
      .default('month-channel'),
    dates: z.enum(REPORT_DATE_MODES, { message: 'Dates must be request or won' }).default('request'),
    from: day('from').optional(),
    to: day('to').optional(),
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    message: 'The from date is after the to date: swap them',
    path: ['from'],
  })
  .refine(
    (input) =>
      !input.from || !input.to || (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 <= MAX_REPORT_DAYS,
    { message: `The range is longer than ten years: pick a shorter one`, path: ['to'] },
  );
