import { z } from 'zod';
import { text } from '../../schema/common';

/** The System page (/admin/system): version, database, backups, mail, timed jobs, health and open alarms. */
export const adminSystemSchema = z.object({
  type: z.literal('AdminSystem'),
  heading: text.default('System'),
});
export type AdminSystemProps = z.infer<typeof adminSystemSchema>;
