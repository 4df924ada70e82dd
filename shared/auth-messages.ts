/**
 * Words and codes of the account forms that the browser needs too. Free of zod, so the /auth
 * page can import them without shipping the schema library; schema/auth.ts uses the same ones.
 */
export const PASSWORDS_DONT_MATCH = 'Please make sure your passwords match';

/** The server's code for a refused password; `reasons` lists each rule it broke, in words. */
export const WEAK_PASSWORD = 'WEAK_PASSWORD';

/** ASVS 2.1.1: a new password has at least 12 characters (Unicode characters: an emoji counts once). */
export const MIN_PASSWORD_LENGTH = 12;
/**
 * ASVS 2.1.2: 64 characters or more are allowed, more than 128 refused. argon2id takes any length,
 * so this only bounds the work one request can ask of it.
 */
export const MAX_PASSWORD_LENGTH = 128;

/** The message for a new password past the limit; `length` in Unicode characters. */
export const passwordTooLong = (length: number) =>
  `It is too long: use at most ${MAX_PASSWORD_LENGTH} characters (this one has ${length}).`;
