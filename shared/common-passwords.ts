import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common-password list of zxcvbn-ts (about 49,000 passwords from public breach corpora,
 * most common first), kept up by that project. Loaded on first use: the server only needs it when
 * someone chooses a password.
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common;
}

/** Character swaps people make to "strengthen" a word: P@ssw0rd is password. */
const UNLEET: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '0': 'o', $: 's', '5': 's', '7': 't', '!': 'i' };

/**
 * Whether a password is a well-known one, ignoring case, the usual letter-for-symbol swaps, and
 * digits or symbols tacked on at the end ("Dragon2024!" is "dragon" to an attacker's word list).
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  const unleet = [...lower].map((c) => UNLEET[c] ?? c).join('');
  const stripped = lower.replace(/[^a-z]+$/, '');
  const candidates = [lower, unleet, stripped, unleet.replace(/[^a-z]+$/, '')];
  return candidates.some((candidate) => candidate.length >= 4 && list.has(candidate)) || list.has(lower);
}
