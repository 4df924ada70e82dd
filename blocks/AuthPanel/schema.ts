import { z } from 'zod';
import { text } from '../../schema/common';

/** The sign-in and sign-up page (/auth): tabs, the forgot-password form, notes after a verification link. */
export const authPanelSchema = z.object({
  type: z.literal('AuthPanel'),
  heading: text.default('Admin Access'),
  intro: text.default('Staff sign in here to see contact requests.'),
});
export type AuthPanelProps = z.infer<typeof authPanelSchema>;
