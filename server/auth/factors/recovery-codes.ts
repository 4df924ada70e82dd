import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { hashPassword, verifyPassword } from '../password';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code read off paper is typed right. 31 letters, 10 each: about 50 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

type Db = Kysely<Database> | Transaction<Database>;

function generateCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A code as typed: any case, spaces and dashes anywhere. Null when it cannot be one. */
export function normalizeRecoveryCode(code: string): string | null {
  const letters = code.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{10}$/.test(letters) ? `${letters.slice(0, 5)}-${letters.slice(5)}` : null;
}

/**
 * Ten new codes for the account, replacing any it had. Only their argon2id hashes are stored; the
 * codes themselves are returned once, to be shown once.
 */
export async function replaceRecoveryCodes(db: Db, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now })))
    .execute();
  return codes;
}

/** The unused code the typed one matches, or null. Does not use it up (see spendRecoveryCode). */
export async function matchRecoveryCode(db: Db, userId: string, typed: string): Promise<number | null> {
  const code = normalizeRecoveryCode(typed);
  if (!code) return null;
  const rows = await db
    .selectFrom('recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  for (const row of rows) if (await verifyPassword(row.code_hash, code)) return row.id;
  return null;
}

/** Marks a code used in one statement: true for exactly one of any requests racing with it. */
export async function spendRecoveryCode(db: Db, id: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<{ left: number; total: number }> {
  const rows = await db.selectFrom('recovery_codes').select('used_at').where('user_id', '=', userId).execute();
  return { left: rows.filter((row) => row.used_at === null).length, total: rows.length };
}
