import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The contact form's start time, signed by the server so a bot cannot claim it waited. The page
 * is static, so the token comes from GET /api/contact/token (JavaScript) or is put into the form
 * the server renders back (no JavaScript). Format: `v1.<issued ms>.<nonce>.<HMAC-SHA256>`; the
 * nonce makes each token unique, so it doubles as the idempotency key of a form posted without
 * JavaScript.
 */
export type TokenCheck =
  | {
      ok: true;
      ageMs: number;
      nonce: string /** After this it is refused for its age (so a single-use record can go). */;
      expiresAt: Date;
    }
  | { ok: false; reason: 'missing' | 'malformed' | 'signature' | 'expired' };

export interface FormTokens {
  issue(): string;
  check(token: string | undefined): TokenCheck;
}

const MAX_AGE_MS = 24 * 60 * 60_000;
// A clock a little behind another instance's must not refuse its fresh tokens.
const CLOCK_SKEW_MS = 60_000;

export function createFormTokens(secret: string | undefined, now: () => Date): FormTokens {
  // Without a configured secret each process signs with its own: fine for one instance; a token
  // from another instance or before a restart is simply re-issued (the form asks to press again).
  const key = secret ?? randomBytes(32).toString('base64url');
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue() {
      const payload = `v1.${now().getTime()}.${randomBytes(12).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },
    check(token) {
      if (!token) return { ok: false, reason: 'missing' };
      const match = /^v1\.(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return { ok: false, reason: 'malformed' };
      const [, issued, nonce, signature] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(sign(`v1.${issued}.${nonce}`));
      if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: 'signature' };
      const ageMs = now().getTime() - Number(issued);
      if (ageMs > MAX_AGE_MS || ageMs < -CLOCK_SKEW_MS) return { ok: false, reason: 'expired' };
      return { ok: true, ageMs, nonce, expiresAt: new Date(Number(issued) + MAX_AGE_MS + CLOCK_SKEW_MS) };
    },
  };
}
