import { z } from 'zod';
import { text } from '../../schema/common';

/** The account page (/admin/account): passkeys, authenticator app, recovery codes, recent security activity. */
export const adminAccountSchema = z.object({
  type: z.literal('AdminAccount'),
  heading: text.default('Account & security'),
});
export type AdminAccountProps = z.infer<typeof adminAccountSchema>;
