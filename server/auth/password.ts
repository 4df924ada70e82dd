import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's second recommended profile (19 MiB, 2 passes, 1 lane): about 20-40 ms a
 * hash on a small server, slow enough to hurt an attacker, fast enough for sign-in bursts.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 /* argon2id */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows, verified when the email is unknown so timing does not tell. */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that no account has');
  await verifyPassword(await decoyHash, password);
  return false;
}
