const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
// SQLSTATE classes 08 (connection exception) and 57P0x (server shutting down / starting up).
const SQLSTATE = /^(08\d{3}|57P0[1-4])$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|terminating connection/i;

/** True when an error means "the database cannot be reached right now" rather than a bug or bad data. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

export const SERVICE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable, please try again';
