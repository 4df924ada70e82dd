import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { createChallenge, peekChallenge, takeChallenge } from './factors/challenges';
import { addPasskey } from './factors/passkeys';
import { replaceRecoveryCodes } from './factors/recovery-codes';
import { generateTotpSecret, matchTotpStep, totpSetupView } from './factors/totp';
import { hasSecondFactor, recordSecurityEvent, type FactorDeps } from './second-factors';
import { invalidateUserSessions } from './session';

/**
 * Adding, naming and removing an account's second factors. Every change is written to the
 * account's history and mailed to its owner. The first factor turns two-step sign-in on: ten
 * recovery codes are made (returned once, to show once) and every other session of the account
 * ends, so a session opened with the password alone does not outlive it. Removing the last one
 * turns it off: the recovery codes go and the other sessions end too.
 */

export interface Actor {
  userId: string;
  email: string;
  sessionId: string;
}

type Trx = Transaction<Database>;

export type FactorChange = { ok: true; recoveryCodes?: string[] } | { ok: false; reason: string };

async function afterFactorAdded(trx: Trx, actor: Actor, now: Date): Promise<string[] | undefined> {
  const [passkeys, totp] = await Promise.all([
    trx.selectFrom('passkeys').select('id').where('user_id', '=', actor.userId).execute(),
    trx.selectFrom('totp_factors').select('user_id').where('user_id', '=', actor.userId).execute(),
  ]);
  // The session that added it has just proved the factor: it counts as a fresh step-up.
  await trx.updateTable('sessions').set({ second_factor_at: now }).where('id', '=', actor.sessionId).execute();
  if (passkeys.length + totp.length !== 1) return undefined;
  await invalidateUserSessions(trx, actor.userId, actor.sessionId);
  return replaceRecoveryCodes(trx, actor.userId, now);
}

async function afterFactorRemoved(trx: Trx, actor: Actor): Promise<void> {
  if (await hasSecondFactor(trx, actor.userId)) return;
  await trx.deleteFrom('recovery_codes').where('user_id', '=', actor.userId).execute();
  await invalidateUserSessions(trx, actor.userId, actor.sessionId);
}

export const cleanName = (name: string) => name.trim().replace(/\s+/g, ' ');

/** Stores a new passkey from the browser's answer to a registration challenge. */
export async function finishPasskey(
  db: Kysely<Database>,
  deps: FactorDeps,
  actor: Actor,
  input: { challengeId: string; response: RegistrationResponseJSON; name: string },
  now: Date,
): Promise<FactorChange> {
  return db.transaction().execute(async (trx) => {
    const name = cleanName(input.name);
    const added = await addPasskey(trx, deps.rp, { ...input, name, userId: actor.userId }, now);
    if (!added.ok)
      return {
        ok: false,
        reason:
          added.reason === 'duplicate'
            ? 'This passkey is on your account already.'
            : added.reason === 'expired'
              ? 'The passkey prompt was open too long (five minutes). Try adding it again.'
              : 'The passkey could not be checked. Try again, or use another device.',
      };
    await recordSecurityEvent(trx, deps, actor.userId, { kind: 'passkey-added', name }, actor.email, now);
    return { ok: true, recoveryCodes: await afterFactorAdded(trx, actor, now) };
  });
}

export async function renamePasskey(db: Kysely<Database>, actor: Actor, id: string, name: string): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ name: cleanName(name) })
    .where('id', '=', id)
    .where('user_id', '=', actor.userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function removePasskey(
  db: Kysely<Database>,
  deps: FactorDeps,
  actor: Actor,
  id: string,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('passkeys')
      .where('id', '=', id)
      .where('user_id', '=', actor.userId)
      .returning('name')
      .executeTakeFirst();
    if (!row) return false;
    await recordSecurityEvent(trx, deps, actor.userId, { kind: 'passkey-removed', name: row.name }, actor.email, now);
    await afterFactorRemoved(trx, actor);
    return true;
  });
}

export type TotpSetup =
  | { ok: true; setupId: string; secret: string; uri: string; qr: { size: number; path: string } }
  | { ok: false; reason: string };

/** A new secret to show as a QR code and as text; it is stored (sealed) only once a code from it is typed back. */
export async function startTotpSetup(
  db: Kysely<Database>,
  deps: FactorDeps,
  actor: Actor,
  now: Date,
): Promise<TotpSetup> {
  if (!deps.secrets.available) return { ok: false, reason: deps.secrets.reason };
  const existing = await db
    .selectFrom('totp_factors')
    .select('name')
    .where('user_id', '=', actor.userId)
    .executeTakeFirst();
  if (existing)
    return {
      ok: false,
      reason: `Your account has an authenticator app already ("${existing.name}"). Remove it first to set up another.`,
    };
  const secret = generateTotpSecret();
  const setupId = await createChallenge(
    db,
    { purpose: 'totp-setup', userId: actor.userId, data: deps.secrets.seal(secret, actor.userId) },
    now,
  );
  return { ok: true, setupId, ...totpSetupView(secret, deps.brand.company, actor.email) };
}

/** Turns the authenticator app on once the person types a code it shows. */
export async function confirmTotpSetup(
  db: Kysely<Database>,
  deps: FactorDeps,
  actor: Actor,
  input: { setupId: string; code: string; name: string },
  now: Date,
): Promise<FactorChange | { ok: false; reason: string; wrongCode: true }> {
  if (!deps.secrets.available) return { ok: false, reason: deps.secrets.reason };
  const setup = await peekChallenge(db, input.setupId, 'totp-setup', now);
  const secret = setup?.user_id === actor.userId && setup.data ? deps.secrets.open(setup.data, actor.userId) : null;
  if (!setup || !secret)
    return { ok: false, reason: 'This setup is older than five minutes. Start again to get a new QR code.' };
  const step = matchTotpStep(secret, input.code, now, null);
  if (step === null)
    return {
      ok: false,
      wrongCode: true,
      reason:
        'That code does not match. Type the 6 digits the app shows now (check the phone’s clock is set automatically).',
    };
  const name = cleanName(input.name);
  return db.transaction().execute(async (trx): Promise<FactorChange> => {
    if (!(await takeChallenge(trx, input.setupId, 'totp-setup', now)))
      return { ok: false, reason: 'This setup was finished already. Reload the page.' };
    const inserted = await trx
      .insertInto('totp_factors')
      .values({ user_id: actor.userId, name, secret_encrypted: setup.data!, last_step: step, created_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!inserted) return { ok: false, reason: 'Your account has an authenticator app already. Reload the page.' };
    await recordSecurityEvent(trx, deps, actor.userId, { kind: 'totp-added', name }, actor.email, now);
    return { ok: true, recoveryCodes: await afterFactorAdded(trx, actor, now) };
  });
}

export async function renameTotp(db: Kysely<Database>, actor: Actor, name: string): Promise<boolean> {
  const result = await db
    .updateTable('totp_factors')
    .set({ name: cleanName(name) })
    .where('user_id', '=', actor.userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function removeTotp(db: Kysely<Database>, deps: FactorDeps, actor: Actor, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('totp_factors')
      .where('user_id', '=', actor.userId)
      .returning('name')
      .executeTakeFirst();
    if (!row) return false;
    await recordSecurityEvent(trx, deps, actor.userId, { kind: 'totp-removed', name: row.name }, actor.email, now);
    await afterFactorRemoved(trx, actor);
    return true;
  });
}

/** Ten new recovery codes, the old ones void; only for an account with two-step sign-in on. */
export async function regenerateRecoveryCodes(
  db: Kysely<Database>,
  deps: FactorDeps,
  actor: Actor,
  now: Date,
): Promise<string[] | null> {
  if (!(await hasSecondFactor(db, actor.userId))) return null;
  return db.transaction().execute(async (trx) => {
    const codes = await replaceRecoveryCodes(trx, actor.userId, now);
    await recordSecurityEvent(trx, deps, actor.userId, { kind: 'recovery-codes-created' }, actor.email, now);
    return codes;
  });
}

/**
 * Break-glass, from the server's command line only: every factor of the account goes, every
 * session ends, the owner is mailed and the history keeps who did it.
 */
export async function resetSecondFactors(
  db: Kysely<Database>,
  deps: Pick<FactorDeps, 'brand' | 'siteUrl'>,
  userId: string,
  actor: string,
  now: Date,
): Promise<{ passkeys: number; totp: number; recoveryCodes: number; sessions: number }> {
  return db.transaction().execute(async (trx) => {
    const passkeys = await trx.deleteFrom('passkeys').where('user_id', '=', userId).executeTakeFirst();
    const totp = await trx.deleteFrom('totp_factors').where('user_id', '=', userId).executeTakeFirst();
    const codes = await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).executeTakeFirst();
    await trx.deleteFrom('auth_challenges').where('user_id', '=', userId).execute();
    const sessions = await invalidateUserSessions(trx, userId);
    await recordSecurityEvent(trx, deps, userId, { kind: 'second-factors-reset' }, actor, now);
    return {
      passkeys: Number(passkeys.numDeletedRows),
      totp: Number(totp.numDeletedRows),
      recoveryCodes: Number(codes.numDeletedRows),
      sessions,
    };
  });
}
