import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
  type Hmac,
} from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { appendFile, open } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * How a backup file is stored on disk. Without BACKUP_ENCRYPTION_KEY: gzip'd lines of JSON, which
 * anyone holding the file can read (zcat). With it: the same gzip'd lines encrypted with
 * AES-256-GCM, streamed (a backup is never held in memory), and the lines themselves end with an
 * HMAC-SHA256 of every line before it; a restore checks both before it writes anything, so a
 * backup someone changed (rows edited and the manifest's checksums made again) is refused.
 *
 * Encrypted layout: MAGIC, a 12-byte IV, the ciphertext, GCM's 16-byte tag. The file key and the
 * HMAC key are derived from BACKUP_ENCRYPTION_KEY with HKDF, one purpose each.
 */
export const ENCRYPTED_MAGIC = Buffer.from('ridgeline-backup aes-256-gcm 1\n');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

export class BackupError extends Error {
  override name = 'BackupError';
}

export const KEY_HELP =
  'BACKUP_ENCRYPTION_KEY must be 64 hex characters (32 bytes); make one with: openssl rand -hex 32';

export interface BackupKeys {
  cipher: Buffer;
  mac: Buffer;
}

/** The two keys of a BACKUP_ENCRYPTION_KEY (64 hex characters); undefined when there is none. */
export function backupKeys(hex: string | undefined): BackupKeys | undefined {
  if (!hex) return undefined;
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new BackupError(KEY_HELP);
  const key = Buffer.from(hex, 'hex');
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), purpose, 32));
  return { cipher: derive('ridgeline backup file'), mac: derive('ridgeline backup lines') };
}

export const newLineMac = (keys: BackupKeys): Hmac => createHmac('sha256', keys.mac);

/** The HMAC a reader computed equals the one the file ends with. */
export function sameMac(mac: Hmac, stated: string): boolean {
  const want = mac.digest();
  const got = Buffer.from(stated, 'hex');
  return got.length === want.length && timingSafeEqual(got, want);
}

/**
 * A sink for a backup's text: gzip, then (with keys) AES-256-GCM, into `file` (created 0600).
 * `done` settles once every byte is in the file, the GCM tag appended; it rejects with the first
 * write error (a full disk), and is already observed, so an error never goes unhandled.
 */
export function backupSink(file: string, keys: BackupKeys | undefined): { input: Writable; done: Promise<void> } {
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  let done: Promise<void>;
  if (!keys) done = pipeline(gzip, out);
  else {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', keys.cipher, iv);
    out.write(Buffer.concat([ENCRYPTED_MAGIC, iv]));
    done = pipeline(gzip, cipher, out).then(() => appendFile(file, cipher.getAuthTag()));
  }
  done.catch(() => undefined);
  return { input: gzip, done };
}

/** Whether `file` is an encrypted backup (the reader then needs the key). */
export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(ENCRYPTED_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(ENCRYPTED_MAGIC);
  } finally {
    await handle.close();
  }
}

/**
 * The backup's text as a stream (decrypted and gunzipped). Refuses, in words, an encrypted file
 * without the key and, with a key, a file that is not encrypted: with a key set, only backups
 * made with it are trusted. A wrong key or a changed file fails as the stream is read: GCM's tag at
 * its end, or before it the decompression of what did not decrypt (readErrorMessage says which).
 */
export async function openBackupText(
  file: string,
  keys: BackupKeys | undefined,
): Promise<{ text: Readable; encrypted: boolean }> {
  const handle = await open(file, 'r');
  let head: Buffer;
  let size: number;
  let tag: Buffer | undefined;
  try {
    size = (await handle.stat()).size;
    head = Buffer.alloc(Math.min(size, ENCRYPTED_MAGIC.length + IV_BYTES));
    await handle.read(head, 0, head.length, 0);
    if (head.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC) && size >= head.length + TAG_BYTES) {
      tag = Buffer.alloc(TAG_BYTES);
      await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    }
  } finally {
    await handle.close();
  }
  if (tag) {
    if (!keys) {
      throw new BackupError(
        `${file} is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was made with (kept apart from the backups), then run again.`,
      );
    }
    const decipher = createDecipheriv('aes-256-gcm', keys.cipher, head.subarray(ENCRYPTED_MAGIC.length));
    decipher.setAuthTag(tag);
    const body = createReadStream(file, { start: head.length, end: size - TAG_BYTES - 1 });
    const gunzip = createGunzip();
    // pipeline destroys every stream with the first error; the reader sees it on `gunzip`.
    pipeline(body, decipher, gunzip).catch(() => undefined);
    return { text: gunzip, encrypted: true };
  }
  if (!head.subarray(0, 2).equals(GZIP_MAGIC)) {
    throw new BackupError(`${file} is not a readable backup (neither gzip'd nor encrypted by npm run backup).`);
  }
  if (keys) {
    throw new BackupError(
      `${file} is not encrypted, so nothing shows it was not changed; with BACKUP_ENCRYPTION_KEY set only backups made with that key are restored. To restore this older, unencrypted backup, run the command with BACKUP_ENCRYPTION_KEY= (empty).`,
    );
  }
  const gunzip = createGunzip();
  pipeline(createReadStream(file), gunzip).catch(() => undefined);
  return { text: gunzip, encrypted: false };
}

/**
 * A read error in words. In an encrypted file any failure to read is the key's or a change's: with
 * the wrong key the "plaintext" is noise, which gunzip refuses before GCM's tag is reached.
 */
export function readErrorMessage(file: string, error: Error, encrypted = false): string {
  if (encrypted || /unable to authenticate/i.test(error.message)) {
    return `${file} does not open with this BACKUP_ENCRYPTION_KEY: it was made with another key, or it was changed since it was written.`;
  }
  return `${file} is not a readable backup (${error.message}).`;
}
