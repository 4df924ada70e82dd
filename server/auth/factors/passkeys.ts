import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { createChallenge, takeChallenge } from './challenges';

type Db = Kysely<Database> | Transaction<Database>;

/** Who we are to an authenticator: the RP ID and origin both come from SITE_URL, the name from the site file. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyFor(siteUrl: string, company: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: company };
}

const TIMEOUT_MS = 5 * 60_000;
const transportsOf = (text: string) => (text ? (text.split(',') as AuthenticatorTransport[]) : undefined);

/**
 * Options for adding a passkey: a discoverable credential (so it can sign in without the email)
 * that verifies the person (PIN, fingerprint, face). The account's passkeys are excluded, so the
 * same authenticator is not added twice.
 */
export async function passkeyRegistrationOptions(
  db: Db,
  rp: RelyingParty,
  user: { id: string; email: string; fullName: string },
  now: Date,
) {
  const existing = await db
    .selectFrom('passkeys')
    .select(['id', 'transports'])
    .where('user_id', '=', user.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.fullName,
    userID: new TextEncoder().encode(user.id),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challengeId = await createChallenge(
    db,
    { purpose: 'passkey-register', userId: user.id, challenge: options.challenge },
    now,
  );
  return { challengeId, options };
}

export type NewPasskey = { ok: true; id: string } | { ok: false; reason: 'expired' | 'invalid' | 'duplicate' };

/** Checks the authenticator's answer to a registration challenge (used up either way) and stores the passkey. */
export async function addPasskey(
  db: Db,
  rp: RelyingParty,
  input: { userId: string; challengeId: string; response: RegistrationResponseJSON; name: string },
  now: Date,
): Promise<NewPasskey> {
  const challenge = await takeChallenge(db, input.challengeId, 'passkey-register', now);
  if (!challenge || challenge.user_id !== input.userId || !challenge.challenge) return { ok: false, reason: 'expired' };
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!verified.verified) return { ok: false, reason: 'invalid' };
  const info = verified.registrationInfo;
  const row = await db
    .insertInto('passkeys')
    .values({
      id: info.credential.id,
      user_id: input.userId,
      name: input.name,
      public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: (info.credential.transports ?? []).join(','),
      device_type: info.credentialDeviceType,
      backed_up: info.credentialBackedUp,
      created_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? { ok: true, id: row.id } : { ok: false, reason: 'duplicate' };
}

/**
 * Options for signing in with a passkey: for one account (its passkeys listed; the second step,
 * a step-up) or for anyone (none listed: the browser offers the passkeys it holds for this site).
 */
export async function passkeyAuthenticationOptions(db: Db, rp: RelyingParty, userId: string | null, now: Date) {
  const allow = userId
    ? await db.selectFrom('passkeys').select(['id', 'transports']).where('user_id', '=', userId).execute()
    : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: TIMEOUT_MS,
    userVerification: 'required',
    allowCredentials: allow.map((row) => ({ id: row.id, transports: transportsOf(row.transports) })),
  });
  const challengeId = await createChallenge(db, { purpose: 'passkey-auth', userId, challenge: options.challenge }, now);
  return { challengeId, options, hasPasskeys: allow.length > 0 };
}

export type PasskeyCheck =
  | { ok: true; userId: string; passkeyId: string }
  | { ok: false; reason: 'expired' | 'invalid'; userId?: string };

/**
 * Checks a signed challenge. The challenge is used up whatever the outcome. A passkey whose
 * signature counter is 0 (synced passkeys keep it there) is accepted; a non-zero counter that did
 * not go up means a cloned authenticator and is refused (SimpleWebAuthn's rule).
 */
export async function checkPasskey(
  db: Db,
  rp: RelyingParty,
  input: { challengeId: string; response: AuthenticationResponseJSON; userId: string | null },
  now: Date,
): Promise<PasskeyCheck> {
  const challenge = await takeChallenge(db, input.challengeId, 'passkey-auth', now);
  if (!challenge?.challenge || challenge.user_id !== input.userId) return { ok: false, reason: 'expired' };
  const passkey = await db.selectFrom('passkeys').selectAll().where('id', '=', input.response.id).executeTakeFirst();
  if (!passkey || (input.userId !== null && passkey.user_id !== input.userId)) return { ok: false, reason: 'invalid' };
  try {
    const verified = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey.transports),
      },
    });
    if (!verified.verified) return { ok: false, reason: 'invalid', userId: passkey.user_id };
    await db
      .updateTable('passkeys')
      .set({
        counter: verified.authenticationInfo.newCounter,
        backed_up: verified.authenticationInfo.credentialBackedUp,
        last_used_at: now,
      })
      .where('id', '=', passkey.id)
      .execute();
  } catch {
    return { ok: false, reason: 'invalid', userId: passkey.user_id };
  }
  return { ok: true, userId: passkey.user_id, passkeyId: passkey.id };
}
