import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, PASSWORDS_DONT_MATCH, passwordTooLong } from '../shared/auth-messages';
import { LINE_BREAK_OR_TAB, UNSAFE_CHARACTERS } from '../shared/text-safety';

export { PASSWORDS_DONT_MATCH, WEAK_PASSWORD } from '../shared/auth-messages';

/**
 * The sign-in, sign-up, password-reset and change-password forms, shared by the /auth page and
 * the server so a rule is written once. Strength rules are in shared/password-strength.ts (they
 * need the common-password list, which only the strength meter loads in a browser); these check
 * every field filled, emails well-formed, a new password at most MAX_PASSWORD_LENGTH characters
 * and typed the same twice.
 */
const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com' }));

const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(256, 'Password is too long (256 characters at most)');

/**
 * A password being chosen. The sign-in field keeps the older limit (256): a password set before the
 * limit was 128 must still sign in.
 */
const newPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .refine((value) => [...value].length <= MAX_PASSWORD_LENGTH, {
    error: (issue) => passwordTooLong([...String(issue.input)].length),
  });

export const signInSchema = z.object({ email, password });
export type SignInInput = z.infer<typeof signInSchema>;

/** The account's name: it is printed in mails and in the admin's terminal, so one plain line. */
const fullName = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .max(120, 'Full name is too long (120 characters at most)')
  .refine(
    (value) => !UNSAFE_CHARACTERS.test(value),
    "Full name contains characters we can't accept (control characters). Please type it again.",
  )
  .refine((value) => !LINE_BREAK_OR_TAB.test(value), 'Please write your full name on one line, without tabs.');

const confirmPassword = z
  .string({ error: 'Please confirm your password' })
  .min(1, 'Please confirm your password')
  .max(256, 'Password is too long (256 characters at most)');

/** A form with a new password typed twice: they must agree, and a mismatch is told at the second. */
const passwordsMatch = (form: { password: string; confirmPassword: string }) => form.password === form.confirmPassword;
const mismatch = { message: PASSWORDS_DONT_MATCH, path: ['confirmPassword'] };

export const signUpSchema = z
  .object({ fullName, email, password: newPassword, confirmPassword })
  .refine(passwordsMatch, mismatch);
export type SignUpInput = z.infer<typeof signUpSchema>;

export const passwordResetRequestSchema = z.object({ email });

export const passwordResetSchema = z
  .object({
    token: z.string().min(1, 'The reset link is incomplete: open the link from the email again').max(200),
    password: newPassword,
    confirmPassword,
  })
  .refine(passwordsMatch, mismatch);

/** Change password while signed in: the current one proves it is the account's owner at the keyboard (ASVS 2.1.6). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Your current password is required' })
      .min(1, 'Your current password is required')
      .max(256, 'Password is too long (256 characters at most)'),
    password: newPassword,
    confirmPassword,
  })
  .refine(passwordsMatch, mismatch);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
