import { serverMessageOf } from '../../src/trpc/errors';

/** The spec's words for a failure the server did not describe (a network error, a proxy's page). */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/**
 * Also in schema/auth.ts, which the server parses with; repeated here because importing that
 * module would ship zod to the browser. tests/unit/admin-messages.test.ts keeps the two equal.
 */
export const PASSWORDS_DONT_MATCH = 'Please make sure your passwords match';
export const WEAK_PASSWORD = 'WEAK_PASSWORD';

/** What a failure toast says: the server's message, or the spec's fallback. */
export function failureText(error: unknown): string {
  return serverMessageOf(error) ?? UNEXPECTED_ERROR;
}
