import { z } from 'zod';

/** The account page (/admin/account): passkeys, authenticator app, recovery codes, recent security activity. */
export const adminAccountSchema = z.object({
  type: z.literal('AdminAccount'),
});
export type AdminAccountProps = z.infer<typeof adminAccountSchema>;
