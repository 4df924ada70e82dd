import { z } from 'zod';

/** The admin dashboard (/admin): access states, counters, email status, weekly chart, submissions. */
export const adminDashboardSchema = z.object({
  type: z.literal('AdminDashboard'),
});
export type AdminDashboardProps = z.infer<typeof adminDashboardSchema>;
