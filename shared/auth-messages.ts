/**
 * Words and codes of the account forms that the browser needs too. Free of zod, so the /auth
 * page can import them without shipping the schema library; schema/auth.ts uses the same ones.
 */
export const PASSWORDS_DONT_MATCH = 'Please make sure your passwords match';

/** The server's code for a refused password; `reasons` lists each rule it broke, in words. */
export const WEAK_PASSWORD = 'WEAK_PASSWORD';
