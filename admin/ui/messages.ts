import { serverMessageOf } from '../trpc/errors';

/** The spec's words for a failure the server did not describe (a network error, a proxy's page). */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

export { PASSWORDS_DONT_MATCH, WEAK_PASSWORD } from '../../shared/auth-messages';

/** What a failure toast says: the server's message, or the spec's fallback. */
export function failureText(error: unknown): string {
  return serverMessageOf(error) ?? UNEXPECTED_ERROR;
}
