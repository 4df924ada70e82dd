import { z } from 'zod';
import { LINE_BREAK_OR_TAB, UNSAFE_CHARACTERS } from '../shared/text-safety';

/**
 * The second factors' inputs, shared by the /auth and /admin/account pages and the server: the
 * second step of a sign-in, a step-up, adding, naming and removing a passkey or an authenticator app.
 */

/** A challenge or ticket the server handed out (`id.secret`); its checks happen on the server. */
const token = z.string().min(1).max(100);

/**
 * A WebAuthn answer as @simplewebauthn/browser serialises it. Only its outline is checked here;
 * @simplewebauthn/server verifies everything inside it.
 */
export const webAuthnResponse = z
  .object({
    id: z.string().min(1).max(1400),
    rawId: z.string().min(1).max(1400),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().max(40).optional(),
  })
  .loose();

/** The browser's answer as the API takes it (the library's own type has no index signature). */
export type PasskeyAnswer = z.input<typeof webAuthnResponse>;

export const totpCodeSchema = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .min(1, 'Enter the 6-digit code from your authenticator app')
  .max(20, 'Enter the 6-digit code from your authenticator app')
  .refine((code) => /^\d{6}$/.test(code.replace(/[\s-]/g, '')), 'The code is 6 digits, like 123 456');

export const recoveryCodeSchema = z
  .string({ error: 'Enter a recovery code' })
  .trim()
  .min(1, 'Enter one of your recovery codes')
  .max(40, 'A recovery code looks like abcde-23456')
  .refine(
    (code) => /^[a-z0-9]{10}$/i.test(code.replace(/[\s-]/g, '')),
    'A recovery code is 10 letters and digits, like abcde-23456',
  );

export const proofSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('passkey'), challengeId: token, response: webAuthnResponse }),
  z.object({ method: z.literal('totp'), code: totpCodeSchema }),
  z.object({ method: z.literal('recovery-code'), code: recoveryCodeSchema }),
]);
export type ProofInput = z.input<typeof proofSchema>;

export const completeSignInSchema = z.object({ ticket: token, proof: proofSchema });
export const ticketSchema = z.object({ ticket: token });
export const passkeySignInSchema = z.object({ challengeId: token, response: webAuthnResponse });
export const stepUpSchema = z.object({ proof: proofSchema });
/** The password typed again (an account without a second factor, before adding its first). */
export const confirmPasswordSchema = z.object({
  password: z
    .string({ error: 'Type your password' })
    .min(1, 'Type your password')
    .max(256, 'Password is too long (256 characters at most)'),
});
/** One of the account's own sessions, to sign it out. */
export const sessionRefSchema = z.object({ id: z.string().min(1).max(100) });

/** What a person calls a passkey or an app, to tell them apart in the list: one short line. */
export const factorNameSchema = z
  .string({ error: 'Give it a name' })
  .trim()
  .min(1, 'Give it a name, like "Office laptop" or "Pat’s phone"')
  .max(60, 'Keep the name under 60 characters')
  .refine((value) => !UNSAFE_CHARACTERS.test(value) && !LINE_BREAK_OR_TAB.test(value), 'Write the name on one line');

export const addPasskeySchema = z.object({ challengeId: token, response: webAuthnResponse, name: factorNameSchema });
export const passkeyRefSchema = z.object({ id: z.string().min(1).max(1400) });
export const renamePasskeySchema = passkeyRefSchema.extend({ name: factorNameSchema });
export const confirmTotpSchema = z.object({ setupId: token, code: totpCodeSchema, name: factorNameSchema });
export const renameTotpSchema = z.object({ name: factorNameSchema });

/** The appCodes the UI acts on. */
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';
/** An account without a second factor must type its password again before adding its first. */
export const PASSWORD_REQUIRED = 'PASSWORD_REQUIRED';
export const SECOND_FACTOR_SETUP_REQUIRED = 'SECOND_FACTOR_SETUP_REQUIRED';
export const SECOND_STEP_EXPIRED = 'SECOND_STEP_EXPIRED';
