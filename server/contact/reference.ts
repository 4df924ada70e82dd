import { createHmac, randomBytes } from 'node:crypto';

// Without FORM_TOKEN_SECRET each process keys its references with its own random key, like the form tokens.
const processKey = randomBytes(32);
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford's base 32: no I, L, O, U to misread

function format(bytes: Buffer): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += ALPHABET[bytes[i]! & 31];
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

/**
 * What a visitor is told their request is called: a keyed hash of its id, so it is the same for a
 * retried post (same id), reveals nothing of how many requests the business gets, and looks
 * exactly like the reference a bot is given (`decoyReference`), so a bot cannot tell it was caught.
 */
export function requestReference(id: number, secret: string | undefined): string {
  return format(
    createHmac('sha256', secret ?? processKey)
      .update(`contact-request:${id}`)
      .digest(),
  );
}

/** A reference for a request that was not stored (honeypot, too fast), indistinguishable from a real one. */
export function decoyReference(): string {
  return format(randomBytes(8));
}
