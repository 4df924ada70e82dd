import { z } from 'zod';

/** The sign-in and sign-up page (/auth): tabs, the forgot-password form, notes after a verification link. */
export const authPanelSchema = z.object({
  type: z.literal('AuthPanel'),
});
export type AuthPanelProps = z.infer<typeof authPanelSchema>;
