import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types';

/** A request a person could have typed; override any field. */
export function validRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    phone: '(918) 555-0100',
    address: '1204 S Elm Pl, Broken Arrow, OK 74012',
    serviceNeeded: 'Roof Repair',
    message: 'Hail went through last Tuesday; a few shingles are on the lawn.',
    website: '',
    idempotencyKey: randomBytes(16).toString('hex'),
    ...overrides,
  };
}

export async function formToken(app: FastifyInstance): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/api/contact/token' })).json<{ token: string }>().token;
}

export function submitJson(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

export function submitForm(
  app: FastifyInstance,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: body.toString(),
  });
}

/** The id of the newest stored request: a sent answer names it by a reference, not its row id (review N15). */
export async function newestRequestId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('contact_submissions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return row.id;
}
