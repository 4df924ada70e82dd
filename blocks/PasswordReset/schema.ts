import { z } from 'zod';
import { text } from '../../schema/common';

/** The page a password-reset mail links to (/auth/reset#token=…): a new password, twice. */
export const passwordResetSchema = z.object({
  type: z.literal('PasswordReset'),
  heading: text.default('Set a New Password'),
});
export type PasswordResetProps = z.infer<typeof passwordResetSchema>;
