import { randomBytes } from 'node:crypto';
import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { decodeHex, encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** `id.secret`: the id finds the row, the secret proves possession. 120 + 160 random bits. */
export function generateToken(): { id: string; secret: string; token: string } {
  const id = encodeBase32LowerCaseNoPadding(randomBytes(15));
  const secret = encodeBase32LowerCaseNoPadding(randomBytes(20));
  return { id, secret, token: `${id}.${secret}` };
}

export function splitToken(token: string): { id: string; secret: string } | null {
  const parts = token.split('.');
  if (parts.length !== 2 || !/^[a-z2-7]{24}$/.test(parts[0]!) || !/^[a-z2-7]{32}$/.test(parts[1]!)) return null;
  return { id: parts[0]!, secret: parts[1]! };
}

/** What the database keeps of a secret: its SHA-256, hex-encoded. */
export function hashSecret(secret: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(secret)));
}

export function secretMatches(secret: string, storedHash: string): boolean {
  let stored: Uint8Array;
  try {
    stored = decodeHex(storedHash);
  } catch {
    return false;
  }
  return constantTimeEqual(sha256(new TextEncoder().encode(secret)), stored);
}
