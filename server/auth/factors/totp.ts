import { randomBytes } from 'node:crypto';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { qrMatrix } from '../../../shared/qr-matrix';

/** RFC 6238 as every authenticator app does it: 30-second steps, 6 digits, SHA-1. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side is accepted, for a phone's or a server's clock that is a little off. */
const GRACE_STEPS = 1;

/** 20 random bytes: the size RFC 4226 recommends for HMAC-SHA-1. */
export function generateTotpSecret(): Uint8Array {
  return new Uint8Array(randomBytes(20));
}

export const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** A code as a person may type it: spaces and dashes dropped. Null when it cannot be a code. */
export function normalizeTotpCode(code: string): string | null {
  const digits = code.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The time step a code belongs to, or null. Steps up to and including `lastStep` are refused, so
 * a code that worked once (or one older than it) never works again on this account. Computed with
 * the server's clock (not the library's), so tests can move time.
 */
export function matchTotpStep(secret: Uint8Array, code: string, now: Date, lastStep: number | null): number | null {
  const typed = normalizeTotpCode(code);
  if (!typed) return null;
  const current = stepAt(now);
  const wanted = new TextEncoder().encode(typed);
  let match: number | null = null;
  for (let step = current - GRACE_STEPS; step <= current + GRACE_STEPS; step++) {
    const expected = new TextEncoder().encode(generateHOTP(secret, BigInt(step), TOTP_DIGITS));
    // Every candidate is compared, so the time taken does not tell which step matched.
    if (constantTimeEqual(expected, wanted) && match === null && (lastStep === null || step > lastStep)) match = step;
  }
  return match;
}

/** What the setup screen shows: the otpauth:// link as a QR code, and the secret to type by hand. */
export function totpSetupView(secret: Uint8Array, issuer: string, accountName: string) {
  const uri = createTOTPKeyURI(issuer, accountName, secret, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
  const text = encodeBase32UpperCaseNoPadding(secret);
  return {
    uri,
    /** In groups of four, as apps that take a typed key show it. */
    secret: text.match(/.{1,4}/g)!.join(' '),
    qr: qrMatrix(uri),
  };
}
