import { z } from 'zod';
import { text } from '../../schema/common';

/** The admin dashboard (/admin): access states, counters, email status, weekly chart, submissions. */
export const adminDashboardSchema = z.object({
  type: z.literal('AdminDashboard'),
  heading: text.default('Admin Dashboard'),
});
export type AdminDashboardProps = z.infer<typeof adminDashboardSchema>;
