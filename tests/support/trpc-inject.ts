import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types';
import { SESSION_COOKIE } from '../../server/auth/session';

export interface CallOptions {
  /** The session cookie's value to send. */
  session?: string;
  ip?: string;
  origin?: string;
}

function headers(options: CallOptions): Record<string, string> {
  const h: Record<string, string> = { 'content-type': 'application/json' };
  if (options.session) h.cookie = `${SESSION_COOKIE}=${options.session}`;
  if (options.ip) h['x-forwarded-for'] = options.ip;
  if (options.origin) h.origin = options.origin;
  return h;
}

/** A tRPC mutation through the real app, as the browser's client sends it. */
export function mutate(
  app: FastifyInstance,
  path: string,
  input: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: headers(options),
    payload: JSON.stringify(input ?? {}),
  });
}

export function query(app: FastifyInstance, path: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/trpc/${path}`, headers: headers(options) });
}

/** The session cookie a response sets: its value ('' when cleared) and its attributes. */
export function sessionCookie(response: LightMyRequestResponse, name = SESSION_COOKIE) {
  return response.cookies.find((cookie) => cookie.name === name) as
    | {
        name: string;
        value: string;
        httpOnly?: boolean;
        sameSite?: string;
        secure?: boolean;
        path?: string;
        expires?: Date;
        maxAge?: number;
      }
    | undefined;
}

/** The tRPC error of a response: message, HTTP status and the data the formatter adds. */
export function trpcError(response: LightMyRequestResponse) {
  const body = response.json() as { error?: { message: string; data: Record<string, unknown> } };
  if (!body.error) throw new Error(`Expected an error, got ${response.statusCode} ${response.body}`);
  return { status: response.statusCode, message: body.error.message, data: body.error.data };
}

export function trpcData<T = unknown>(response: LightMyRequestResponse): T {
  const body = response.json() as { result?: { data: T }; error?: { message: string } };
  if (!body.result) throw new Error(`Expected a result, got ${response.statusCode} ${response.body}`);
  return body.result.data;
}

/** Queued mails to an address, newest last. */
export async function mailsTo(db: Kysely<Database>, recipient: string) {
  return db.selectFrom('email_outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();
}

/** The first link in a mail's text that starts with the given prefix. */
export function linkIn(text: string, prefix: string): string {
  const link = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in:\n${text}`);
  return link;
}

/** The token of a verification link (?token=) or a reset link (#token=). */
export function tokenOf(link: string): string {
  const match = /[?#]token=([^&#\s]+)/.exec(link);
  if (!match) throw new Error(`No token in ${link}`);
  return decodeURIComponent(match[1]!);
}

/** Every text value in the database's account tables, to prove a secret is not stored anywhere. */
export async function dumpAuthTables(db: Kysely<Database>): Promise<string> {
  const tables = ['users', 'sessions', 'email_verifications', 'password_resets', 'auth_throttle'] as const;
  const rows = await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()));
  return JSON.stringify(rows);
}
