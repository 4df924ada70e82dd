import { z } from 'zod';

/** The System page (/admin/system): version, database, backups, mail, timed jobs, health and open alarms. */
export const adminSystemSchema = z.object({
  type: z.literal('AdminSystem'),
});
export type AdminSystemProps = z.infer<typeof adminSystemSchema>;
