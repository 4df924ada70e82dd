import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordTooLong } from './auth-messages';
import { isCommonPassword } from './common-passwords';

/*
 * What makes a new password too easy to guess. The server decides (sign-up, reset, change, the
 * admin CLI); the account forms load this same file lazily for their strength meter, so the meter
 * and the server never disagree. It carries zxcvbn's dictionaries (megabytes): only a dynamic
 * import from admin/ may reach it, never a public page.
 */

/** zxcvbn's score from 0 to 4; 3 means about 10^8 guesses or more, far beyond an online attack and slow against argon2id offline. */
export const MIN_ZXCVBN_SCORE = 3;

/**
 * Passwords published as examples, which every cracking word list holds, and this site's own words
 * (NIST SP 800-63B asks for the service's name to be refused): zxcvbn scores a password built from
 * them as the guessable thing it is.
 */
const PUBLISHED_EXAMPLES = ['correcthorsebatterystaple', 'correct horse battery staple', 'troubador', 'tr0ub4dor&3'];
function siteWords(company: string): string[] {
  const words = company.split(/\s+/);
  return [
    ...new Set(
      [company, ...words, company.replace(/\W+/g, ''), `${words[0]}${words.at(-1)}`, `${words[0]} ${words.at(-1)}`]
        .map((w) => w.toLowerCase())
        .filter((w) => w.length >= 4),
    ),
  ];
}

/** The company's words and their stems ("roofing" → "roof"), longest first so "roofing" goes before "roof". */
function companyWordStems(company: string): string[] {
  const words = company
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 4);
  const stems = words.map((w) => w.replace(/(ing|s)$/, '')).filter((w) => w.length >= 4);
  return [...new Set([...words, ...stems])].sort((a, b) => b.length - a.length);
}

/** Letters a password still has once the company's words are taken out of it. */
const MIN_OWN_LETTERS = 6;

/**
 * True when the password is the company's own words joined up, with separators and a short
 * suffix ("RidgelineVeteran1", "Tulsa-Roofing-1", "Ridgeline Roof 99"): an attacker tries the
 * site's words first, in every combination, so such a password is worth a handful of guesses
 * whatever zxcvbn makes of the pieces.
 */
function isMostlyCompanyWords(password: string, company: string): boolean {
  let rest = password.toLowerCase();
  let found = false;
  for (const word of companyWordStems(company)) {
    if (rest.includes(word)) {
      found = true;
      rest = rest.split(word).join(' ');
    }
  }
  return found && rest.replace(/[^\p{L}]/gu, '').length < MIN_OWN_LETTERS;
}

let zxcvbn: ZxcvbnFactory | undefined;
/** Built on first use: ranking the dictionaries takes a moment the server only spends when someone picks a password. */
function estimator(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    // A name with "passwords" in it makes zxcvbn warn that the password is a commonly used one.
    dictionary: { ...commonDictionary, ...englishDictionary, 'passwords-published': PUBLISHED_EXAMPLES },
  });
  return zxcvbn;
}

/** zxcvbn's score and its own reasons (its warning, then its suggestions) when it finds the password guessable. */
function zxcvbnJudgement(
  password: string,
  person: { email: string; fullName: string },
  company: string,
): { score: number; reasons: string[] } {
  const result = estimator().check(password, [
    ...siteWords(company),
    person.email,
    ...person.email.split(/[@.]/),
    person.fullName,
  ]);
  if (result.score >= MIN_ZXCVBN_SCORE) return { score: result.score, reasons: [] };
  const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter((r): r is string => Boolean(r));
  return {
    score: result.score,
    reasons: reasons.length ? reasons : ['It would be guessed quickly: add more words that are less common.'],
  };
}

/** Runs this long or longer count as "repeated" or "a sequence". */
const RUN = 4;

const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function hasRepeatedCharacters(password: string): boolean {
  return (
    new RegExp(`(.)\\1{${RUN - 1},}`, 'u').test(password) || (password.length >= RUN && new Set(password).size <= 2)
  );
}

/** "1234", "abcd", "dcba", "qwer", "lkjh": each next character one step along the alphabet or a keyboard row. */
function hasSequence(password: string): boolean {
  const lower = password.toLowerCase();
  for (let i = 0; i + RUN <= lower.length; i++) {
    const chunk = lower.slice(i, i + RUN);
    const codes = [...chunk].map((c) => c.charCodeAt(0));
    const steps = codes.slice(1).map((code, k) => code - codes[k]!);
    if (/^[a-z0-9]+$/.test(chunk) && (steps.every((s) => s === 1) || steps.every((s) => s === -1))) return true;
    const reversed = [...chunk].reverse().join('');
    if (KEYBOARD_ROWS.some((row) => row.includes(chunk) || row.includes(reversed))) return true;
  }
  return false;
}

/** Words of a name or an email's local part worth looking for: three letters or more. */
function personalParts(email: string, fullName: string): { emailParts: string[]; nameParts: string[] } {
  const local = email.toLowerCase().split('@')[0] ?? '';
  const emailParts = [local, ...local.split(/[^\p{L}\p{N}]+/u)].filter((part) => part.length >= 3);
  const name = fullName.toLowerCase().trim();
  const nameParts = [name.replace(/\s+/g, ''), ...name.split(/[^\p{L}\p{N}]+/u)].filter((part) => part.length >= 3);
  return { emailParts, nameParts };
}

/**
 * Every reason a password is too easy to guess, as sentences a person can act on; empty when it
 * is fine. The rules: long enough, not on the common-password list, not built from the person's
 * own email or name, no runs like "aaaa" or "1234", and zxcvbn's estimate at MIN_ZXCVBN_SCORE or more.
 */
export function passwordWeaknesses(
  password: string,
  person: { email: string; fullName: string },
  /** The company's name: its words are refused too. */
  company: string,
): string[] {
  return judgePassword(password, person, company).reasons;
}

/**
 * The reasons (as passwordWeaknesses) and a score from 0 to 4 for the strength meter: zxcvbn's
 * when every plain rule passes, else 0 for a password too short and 1 for one that breaks a rule.
 * Accepted means at least MIN_ZXCVBN_SCORE.
 */
export function judgePassword(
  password: string,
  person: { email: string; fullName: string },
  company: string,
): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH)
    reasons.push(`It is too short: use at least ${MIN_PASSWORD_LENGTH} characters (this one has ${length}).`);
  if (length > MAX_PASSWORD_LENGTH) reasons.push(passwordTooLong(length));
  if (isCommonPassword(password)) reasons.push('It is on a list of commonly used passwords that attackers try first.');
  const lower = password.toLowerCase();
  const { emailParts, nameParts } = personalParts(person.email, person.fullName);
  if (emailParts.some((part) => lower.includes(part))) reasons.push('It contains your email address or part of it.');
  if (nameParts.some((part) => lower.includes(part))) reasons.push('It contains your name.');
  if (hasRepeatedCharacters(password)) reasons.push('It repeats the same character (like "aaaa").');
  if (hasSequence(password)) reasons.push('It contains an easy sequence (like "1234", "abcd" or "qwerty").');
  if (isMostlyCompanyWords(password, company))
    reasons.push(`It is mostly our company's name (${company}): add words of your own.`);
  // The rules above name the common mistakes plainly; zxcvbn then judges the rest as an attacker
  // would (site words, dates, patterns, words with swapped letters).
  if (reasons.length > 0) return { score: length < MIN_PASSWORD_LENGTH ? 0 : 1, reasons };
  return zxcvbnJudgement(password, person, company);
}

/** The sentence shown with the list: what to do, then why. */
export function weakPasswordMessage(reasons: string[]): string {
  return `Please choose a stronger password. ${reasons.join(' ')}`;
}
