import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../env';

/**
 * Authenticator-app secrets are encrypted at rest with AES-256-GCM, bound to their account (the
 * user id is the additional data, so a sealed secret copied to another row does not open). The
 * key comes from TOTP_ENCRYPTION_KEY. Without it:
 * - in production (NODE_ENV=production) authenticator apps are off: none can be added and stored
 *   ones cannot be read, so passkeys and recovery codes are the second factors;
 * - elsewhere a key is generated once into DATA_DIR/totp-encryption.key (owner-only), so a
 *   developer's codes keep working across restarts.
 */
export type SecretBox =
  | {
      available: true;
      /** Where the key came from, for the start-up log. */
      source: 'environment' | 'data-dir';
      seal(plain: Uint8Array, boundTo: string): string;
      /** The plaintext, or null when it does not open (wrong key, other account, tampered). */
      open(sealed: string, boundTo: string): Uint8Array | null;
    }
  | { available: false; reason: string };

export const KEY_FILE = 'totp-encryption.key';
export const MISSING_KEY_REASON =
  'Authenticator apps are off on this server: set TOTP_ENCRYPTION_KEY (64 hex characters, e.g. from "openssl rand -hex 32") and restart. Passkeys and recovery codes work without it.';

export function createSecretBox(env: Pick<Env, 'TOTP_ENCRYPTION_KEY' | 'NODE_ENV' | 'DATA_DIR'>): SecretBox {
  if (env.TOTP_ENCRYPTION_KEY) return boxWith(Buffer.from(env.TOTP_ENCRYPTION_KEY, 'hex'), 'environment');
  if (env.NODE_ENV === 'production') return { available: false, reason: MISSING_KEY_REASON };
  return boxWith(developmentKey(env.DATA_DIR), 'data-dir');
}

function developmentKey(dataDir: string): Buffer {
  const file = path.resolve(dataDir, KEY_FILE);
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written whole under another name, then linked into place: several instances starting on one
    // folder at once never read a key file that is there but not yet written.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, file);
    } catch (error) {
      // Another process put its key there first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  }
}

function boxWith(key: Buffer, source: 'environment' | 'data-dir'): SecretBox {
  if (key.length !== 32) throw new Error('The TOTP encryption key must be 32 bytes (64 hex characters).');
  return {
    available: true,
    source,
    seal(plain, boundTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(boundTo));
      const body = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
      return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed, boundTo) {
      const [version, iv, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !body) return null;
      try {
        const bytes = Buffer.from(body, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(boundTo));
        decipher.setAuthTag(bytes.subarray(bytes.length - 16));
        return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]));
      } catch {
        return null;
      }
    },
  };
}
