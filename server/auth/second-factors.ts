import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { enqueueMail } from '../mail/outbox';
import { findUserById } from './accounts';
import { checkPasskey, relyingPartyFor, type RelyingParty } from './factors/passkeys';
import { matchRecoveryCode, recoveryCodesLeft } from './factors/recovery-codes';
import type { SecretBox } from './factors/secret-box';
import { matchTotpStep } from './factors/totp';
import type { MailBrand } from '../mail/compose';
import { describeSecurityEvent, securityMail, type SecurityEvent } from './mails';

type Db = Kysely<Database> | Transaction<Database>;

/** What the second-factor code needs besides the database. */
export interface FactorDeps {
  rp: RelyingParty;
  secrets: SecretBox;
  brand: MailBrand;
  siteUrl: string;
}

/** A second factor as the sign-in, a step-up or a factor change sends it. */
export type Proof =
  | { method: 'passkey'; challengeId: string; response: AuthenticationResponseJSON }
  | { method: 'totp'; code: string }
  | { method: 'recovery-code'; code: string };

export type ProofResult =
  | { ok: true; method: Proof['method']; recoveryCodeId?: number }
  /** `replayed`: an authenticator code that was right but had been used already (ASVS 2.8.5: logged, counted). */
  | { ok: false; reason: 'invalid' | 'expired'; replayed?: boolean };

/** Two-step sign-in is on for an account with a passkey or an authenticator app (recovery codes only back them up). */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb.exists(eb.selectFrom('passkeys').select('id').where('user_id', '=', userId)).as('passkey'),
      eb.exists(eb.selectFrom('totp_factors').select('user_id').where('user_id', '=', userId)).as('totp'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.passkey || row?.totp);
}

/** Which second factors the account can use now. */
export async function availableMethods(db: Db, userId: string) {
  const [passkeys, totp, codes] = await Promise.all([
    db.selectFrom('passkeys').select('id').where('user_id', '=', userId).execute(),
    db.selectFrom('totp_factors').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
    recoveryCodesLeft(db, userId),
  ]);
  return { passkey: passkeys.length > 0, totp: totp !== undefined, recoveryCode: codes.left > 0 };
}

/** The account page's list: every factor with its name and dates, and how many recovery codes are left. */
export async function listFactors(db: Db, userId: string) {
  const [passkeys, totp, recoveryCodes, events] = await Promise.all([
    db
      .selectFrom('passkeys')
      .select(['id', 'name', 'device_type', 'backed_up', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('totp_factors')
      .select(['name', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    recoveryCodesLeft(db, userId),
    db
      .selectFrom('account_events')
      .select(['id', 'kind', 'detail', 'actor', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(10)
      .execute(),
  ]);
  return {
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      synced: p.backed_up,
      createdAt: p.created_at.toISOString(),
      lastUsedAt: p.last_used_at?.toISOString() ?? null,
    })),
    totp: totp
      ? {
          name: totp.name,
          createdAt: totp.created_at.toISOString(),
          lastUsedAt: totp.last_used_at?.toISOString() ?? null,
        }
      : null,
    recoveryCodes,
    history: events.map((e) => ({ id: e.id, text: e.detail, by: e.actor, at: e.created_at.toISOString() })),
  };
}

/**
 * Checks a second factor of the account. A passkey's challenge is used up either way; an
 * authenticator code is remembered (its step) so it never works twice; a recovery code is only
 * matched here, and used up by the caller in the same transaction as what it unlocks.
 */
export async function proveSecondFactor(
  db: Kysely<Database>,
  deps: FactorDeps,
  userId: string,
  proof: Proof,
  now: Date,
): Promise<ProofResult> {
  if (proof.method === 'passkey') {
    const check = await checkPasskey(
      db,
      deps.rp,
      { challengeId: proof.challengeId, response: proof.response, userId },
      now,
    );
    return check.ok ? { ok: true, method: 'passkey' } : { ok: false, reason: check.reason };
  }
  if (proof.method === 'totp') {
    if (!deps.secrets.available) return { ok: false, reason: 'invalid' };
    const factor = await db
      .selectFrom('totp_factors')
      .select(['secret_encrypted', 'last_step'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const secret = factor && deps.secrets.open(factor.secret_encrypted, userId);
    if (!factor || !secret) return { ok: false, reason: 'invalid' };
    const lastStep = factor.last_step === null ? null : Number(factor.last_step);
    const step = matchTotpStep(secret, proof.code, now, lastStep);
    if (step === null)
      return { ok: false, reason: 'invalid', replayed: matchTotpStep(secret, proof.code, now, null) !== null };
    // One statement decides between two requests racing with the same code.
    const claimed = await db
      .updateTable('totp_factors')
      .set({ last_step: step, last_used_at: now })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
      .returning('user_id')
      .executeTakeFirst();
    // Losing the race means another request used this very code a moment earlier: a replay too.
    return claimed ? { ok: true, method: 'totp' } : { ok: false, reason: 'invalid', replayed: true };
  }
  const id = await matchRecoveryCode(db, userId, proof.code);
  return id === null ? { ok: false, reason: 'invalid' } : { ok: true, method: 'recovery-code', recoveryCodeId: id };
}

/** Writes the account's history line and mails its owner (unless `mail` is false), in the caller's transaction. */
export async function recordSecurityEvent(
  db: Db,
  deps: Pick<FactorDeps, 'brand' | 'siteUrl'>,
  userId: string,
  event: SecurityEvent,
  actor: string,
  now: Date,
  options: { mail?: boolean } = {},
): Promise<void> {
  const user = await findUserById(db as Kysely<Database>, userId);
  if (!user) return;
  await db
    .insertInto('account_events')
    .values({ user_id: userId, kind: event.kind, detail: describeSecurityEvent(event).text, actor, created_at: now })
    .execute();
  if (options.mail === false) return;
  await enqueueMail(
    db,
    securityMail(deps.brand, user.email, user.full_name, event, now, `${deps.siteUrl}/admin/account`),
  );
}

/** The factor code's dependencies from the server's services: the relying party from SITE_URL and the site's name. */
export function factorDepsFor(services: {
  env: { SITE_URL: string };
  site: { company: { name: string }; theme: MailBrand['theme'] };
  totpSecrets: SecretBox;
}): FactorDeps {
  return {
    rp: relyingPartyFor(services.env.SITE_URL, services.site.company.name),
    secrets: services.totpSecrets,
    brand: { company: services.site.company.name, theme: services.site.theme },
    siteUrl: services.env.SITE_URL,
  };
}
