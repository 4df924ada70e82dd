import { z } from 'zod';

/** The Reports view (/admin/reports): where requests came from and what they became, per month and channel, city page, service page or office. */
export const adminReportsSchema = z.object({
  type: z.literal('AdminReports'),
});
export type AdminReportsProps = z.infer<typeof adminReportsSchema>;
