import type { MailBrand } from '../mail/compose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { enqueueMail } from '../mail/outbox';
import { findUserByEmail, insertUser } from './accounts';
import { verificationLink, verificationMail } from './mails';
import { createMailToken, VERIFICATION_LIFETIME_MS } from './mail-tokens';
import { hashPassword } from './password';
import { sendResetLink } from './password-reset';
import { passwordWeaknesses } from '../../shared/password-strength';

export type SignUpResult = { ok: true } | { ok: false; reasons: string[] };

/**
 * Self sign-up: an unverified account (never an admin) and a verification mail, queued in one
 * transaction. An address that already has an account gets a mail saying so instead, and the
 * caller sees the same answer, so the form cannot be used to learn who has an account. The
 * password is hashed in both cases, so the time taken does not tell either.
 */
export async function signUp(
  db: Kysely<Database>,
  input: { fullName: string; email: string; password: string },
  context: MailBrand & { siteUrl: string; now: Date },
): Promise<SignUpResult> {
  const reasons = passwordWeaknesses(input.password, input, context.company);
  if (reasons.length > 0) return { ok: false, reasons };
  const passwordHash = await hashPassword(input.password); // outside the transaction: it takes tens of milliseconds

  await db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, { ...input, passwordHash, verifiedAt: null, now: context.now });
    if (!user) {
      const existing = await findUserByEmail(trx, input.email);
      if (existing) await sendResetLink(trx, existing, context, context.now, 'already-registered');
      return;
    }
    const token = await createMailToken(trx, 'email_verifications', user.id, context.now, VERIFICATION_LIFETIME_MS);
    const link = verificationLink(context.siteUrl, token);
    await enqueueMail(
      trx,
      verificationMail(context, user.email, user.full_name, link, VERIFICATION_LIFETIME_MS / 3_600_000),
    );
  });
  return { ok: true };
}
