import { z } from 'zod';

/** The page a password-reset mail links to (/auth/reset#token=…): a new password, twice. */
export const passwordResetSchema = z.object({
  type: z.literal('PasswordReset'),
});
export type PasswordResetProps = z.infer<typeof passwordResetSchema>;
