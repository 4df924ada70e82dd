import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_STATUSES, type LeadStatus } from '../../schema/leads';
import { SITE } from '../support/auth-app';
import { signedInUser } from '../support/sessions';
import { testDatabaseKinds } from '../../testing/test-database';
import { useServerApp } from '../support/server-app';

const NOW = new Date('2026-11-17T16:00:00Z');

type Change =
  | { admin: 0 | 1; kind: 'status'; status: LeadStatus }
  | { admin: 0 | 1; kind: 'assign'; to: 0 | 1 | null }
  | { admin: 0 | 1; kind: 'note'; body: string }
  /** The admin reloads the request (as the view does after a refusal). */
  | { admin: 0 | 1; kind: 'reload' };

const admin = fc.constantFrom<0 | 1>(0, 1);
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ admin, kind: fc.constant('status' as const), status: fc.constantFrom(...LEAD_STATUSES) }),
  fc.record({ admin, kind: fc.constant('assign' as const), to: fc.constantFrom<0 | 1 | null>(0, 1, null) }),
  fc.record({
    admin,
    kind: fc.constant('note' as const),
    body: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0),
  }),
  fc.record({ admin, kind: fc.constant('reload' as const) }),
);

/**
 * Two admins work one request, each from the version they last saw, in any order. Whatever the
 * sequence: a change made on the current version is applied, one made on an older version is
 * refused (409) and changes nothing; the request always equals the model built from the accepted
 * changes alone, and the history holds exactly one entry per accepted change, in order.
 */
describe.each(testDatabaseKinds)('two admins changing one request on %s', (kind) => {
  const server = useServerApp(kind, { now: () => NOW });
  let admins: { id: string; email: string; cookie: string }[];

  beforeAll(async () => {
    admins = [];
    for (const email of ['avery@ridgeline.example', 'blake@ridgeline.example'])
      admins.push({ email, ...(await signedInUser(server.database.db, { email, admin: true, now: NOW })) });
  });

  const call = async (path: string, input: unknown, cookie: string, method: 'GET' | 'POST') => {
    const response =
      method === 'GET'
        ? await server.app.inject({
            method,
            url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
            headers: { cookie },
          })
        : await server.app.inject({
            method,
            url: `/trpc/${path}`,
            headers: { cookie, origin: SITE, 'content-type': 'application/json' },
            payload: JSON.stringify(input),
          });
    return { status: response.statusCode, body: response.json() };
  };

  it('keeps the history complete and the state equal to the last accepted change', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 14 }), async (changes) => {
        await sql`truncate contact_submissions, lead_notes, lead_events cascade`.execute(server.database.db);
        const { id } = await server.database.db
          .insertInto('contact_submissions')
          .values({ name: 'Dana', email: 'dana@example.com', created_at: NOW })
          .returning('id')
          .executeTakeFirstOrThrow();
        const model = {
          status: 'new' as LeadStatus,
          owner: null as string | null,
          notes: [] as string[],
          version: 1,
          history: [] as string[],
        };
        const seen = [1, 1];
        for (const c of changes) {
          const who = admins[c.admin]!;
          if (c.kind === 'reload') {
            const detail = await call('leads.get', { id }, who.cookie, 'GET');
            seen[c.admin] = detail.body.result.data.version;
            continue;
          }
          const input =
            c.kind === 'status'
              ? { path: 'leads.setStatus', body: { id, version: seen[c.admin], status: c.status } }
              : c.kind === 'assign'
                ? {
                    path: 'leads.assign',
                    body: { id, version: seen[c.admin], userId: c.to === null ? null : admins[c.to]!.id },
                  }
                : { path: 'leads.addNote', body: { id, version: seen[c.admin], body: c.body } };
          const answer = await call(input.path, input.body, who.cookie, 'POST');
          if (seen[c.admin] !== model.version) {
            expect(answer.status).toBe(409);
            expect(answer.body.error.data.appCode).toBe('STALE_VERSION');
            continue;
          }
          expect(answer.status).toBe(200);
          // An accepted change that sets what is already there changes nothing and records nothing.
          const effective =
            c.kind === 'note' ||
            (c.kind === 'status' && c.status !== model.status) ||
            (c.kind === 'assign' && (c.to === null ? null : admins[c.to]!.email) !== model.owner);
          if (effective) {
            model.version++;
            if (c.kind === 'status') {
              model.history.push(`status ${model.status}→${c.status} by ${who.email}`);
              model.status = c.status;
            } else if (c.kind === 'assign') {
              const to = c.to === null ? null : admins[c.to]!.email;
              model.history.push(`owner ${model.owner}→${to} by ${who.email}`);
              model.owner = to;
            } else {
              model.history.push(`note by ${who.email}`);
              model.notes.push(c.body.trim());
            }
          }
          expect(answer.body.result.data.version).toBe(model.version);
          seen[c.admin] = model.version;
        }
        const detail = (await call('leads.get', { id }, admins[0]!.cookie, 'GET')).body.result.data;
        expect(detail.status).toBe(model.status);
        expect(detail.assignedTo?.email ?? null).toBe(model.owner);
        expect(detail.version).toBe(model.version);
        expect(detail.notes.map((n: { body: string }) => n.body).reverse()).toEqual(model.notes);
        const history = [...detail.history]
          .reverse()
          .map((e: { kind: string; from: string | null; to: string | null; actor: string }) =>
            e.kind === 'note' ? `note by ${e.actor}` : `${e.kind} ${e.from}→${e.to} by ${e.actor}`,
          );
        expect(history).toEqual(model.history);
      }),
      { numRuns: 25 },
    );
  });
});
