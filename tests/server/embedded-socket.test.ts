import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { buildTestApp, testClock } from '../support/auth-app';
import { formToken, submitJson, validRequest } from '../support/contact';

// The review's N3: psql or pg_dump on the admin socket share the site's only database session.
describe('a client of the embedded database socket never changes what the site sees', () => {
  const clock = testClock(new Date());
  let database: TestDatabase;
  let app: FastifyInstance;
  let socket: { host: string; port: number };
  beforeAll(async () => {
    database = await createTestDatabase('embedded', { share: true });
    app = await buildTestApp(database, { now: clock.now, env: { RATE_LIMIT_CONTACT: '10000' } });
    socket = JSON.parse(readFileSync(path.join(database.dataDir!, 'db/owner.lock.json'), 'utf8')).shared;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const client = async () => {
    const c = new pg.Client({ ...socket, user: 'postgres', database: 'postgres' });
    c.on('error', () => undefined);
    await c.connect();
    return c;
  };
  const contactPost = async () => {
    const token = await formToken(app);
    clock.advance(2_500);
    return submitJson(app, validRequest({ formToken: token }));
  };

  it("keeps the site's search_path when a client empties its own (pg_dump's first statement), and the client keeps its own", async () => {
    const dump = await client();
    await dump.query(`select pg_catalog.set_config('search_path', '', false)`);
    expect((await contactPost()).statusCode).toBe(200);
    // The client still sees its own setting on its next statement.
    expect((await dump.query('show search_path')).rows[0].search_path).not.toMatch(/public/);
    await expect(dump.query('select count(*) from contact_submissions')).rejects.toThrow(/does not exist/);
    await dump.end();
    expect((await contactPost()).statusCode).toBe(200);
  });

  it('rolls back and disconnects a client that sits inside a transaction, so a contact post goes through', async () => {
    const idle = await client();
    const ended = new Promise<Error>((resolve) => idle.once('error', resolve));
    await idle.query('begin');
    await idle.query(
      `insert into contact_submissions (name, email, idempotency_key) values ('Idle Client', 'idle@example.com', 'idle-client-key-000001')`,
    );
    // The client never sends ROLLBACK or COMMIT; the post must not wait for it.
    const answer = await contactPost();
    expect(answer.statusCode).toBe(200);
    expect((await ended).message).toMatch(/idle in a transaction/);
    const rows = await database.db.selectFrom('contact_submissions').select('name').execute();
    expect(rows.map((row) => row.name)).not.toContain('Idle Client');
  });

  it('puts back settings a client sent in its start-up packet when it leaves', async () => {
    const odd = new pg.Client({ ...socket, user: 'postgres', database: 'postgres', options: '-c search_path=nowhere' });
    await odd.connect();
    await odd.query('select 1');
    await odd.end();
    expect((await contactPost()).statusCode).toBe(200);
  });
});
