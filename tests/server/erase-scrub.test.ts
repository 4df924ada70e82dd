import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrubErased } from '../../server/db/scrub';
import { eraseRows } from '../../server/leads/changes';
import { removeMailboxCopies } from '../../server/leads/mailbox-copies';
import { DEFAULT_OUTBOX_OPTIONS, sendDueMails } from '../../server/mail/outbox';
import { createMailTransport, type MailTransport } from '../../server/mail/transport';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import { buildTestApp, testClock } from '../support/auth-app';
import { formToken, newestRequestId, submitJson, validRequest } from '../support/contact';

/** Every file under `dir` whose bytes contain `marker`, as the review grepped the data folder. */
function filesHolding(dir: string, marker: string): string[] {
  const found: string[] = [];
  const needle = Buffer.from(marker);
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const full = path.join(at, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else if (stat.isFile() && readFileSync(full).includes(needle)) found.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return found;
}

describe.each(testDatabaseKinds)('erase means gone, on %s', (kind) => {
  const clock = testClock(new Date());
  let database: TestDatabase;
  let app: FastifyInstance;
  let mailDir: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    mailDir = mkdtempSync(path.join(os.tmpdir(), 'rl-erase-'));
    app = await buildTestApp(database, { now: clock.now, env: { RATE_LIMIT_CONTACT: '10000' } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(mailDir, { recursive: true, force: true });
  });

  async function requestWith(marker: string): Promise<number> {
    const token = await formToken(app);
    clock.advance(2_500);
    const answer = await submitJson(
      app,
      validRequest({
        formToken: token,
        name: `Erin ${marker}`,
        email: `${marker.toLowerCase()}@victim.example`,
        message: `Secret ${marker}`,
      }),
    );
    expect(answer.statusCode).toBe(200);
    const id = await newestRequestId(database.db);
    await database.db
      .insertInto('lead_notes')
      .values({ submission_id: id, author_id: null, author_email: 'test@example.com', body: `Called ${marker}` })
      .execute();
    return id;
  }
  const erase = (id: number) =>
    database.db
      .transaction()
      .execute((trx) => eraseRows(trx, [id], { id: null, label: 'test' }, clock.now(), new Map()));

  // The review's N6 (b): 18 of 20 requests erased right after arrival kept their .eml files.
  it('leaves no mail file for a request erased while its mail was being written', async () => {
    const marker = `RACE${Date.now().toString(36).toUpperCase()}`;
    const id = await requestWith(marker);
    const folder = createMailTransport({ DATA_DIR: mailDir, MAIL_TRANSPORT: 'file' });
    // The erase lands after the worker claimed the mails and before it records them sent.
    const racing: MailTransport = {
      ...folder,
      async send(mail) {
        const copy = await folder.send(mail);
        if (mail.subject.includes(marker) || mail.to.includes(marker.toLowerCase())) {
          const mailIds = await erase(id).catch(() => []);
          await removeMailboxCopies(folder.info, mailIds);
        }
        return copy;
      },
    };
    await sendDueMails(database.db, racing, 'office@example.com', clock.now, DEFAULT_OUTBOX_OPTIONS);
    expect(filesHolding(mailDir, marker)).toEqual([]);
    expect(filesHolding(mailDir, marker.toLowerCase())).toEqual([]);
  });

  // The review's N6 (a): the embedded database runs no autovacuum, so erased words stayed in its files.
  // (On PostgreSQL the server's autovacuum and its own backups are the operator's.)
  if (kind === 'embedded')
    it("leaves no trace of the erased request's words in the database's files once scrubbed", async () => {
      const marker = `ERASEME${Date.now().toString(36).toUpperCase()}`;
      const id = await requestWith(marker);
      await database.db.selectFrom('contact_submissions').selectAll().execute(); // read: hint bits, as the site would
      expect(filesHolding(path.join(database.dataDir!, 'db'), marker).length).toBeGreaterThan(0);
      await erase(id);
      expect(await scrubErased(database.db)).toBe(true);
      expect(filesHolding(path.join(database.dataDir!, 'db'), marker)).toEqual([]);
      // The site goes on as before.
      expect(await requestWith(`AFTER${marker}`)).toBeGreaterThan(id);
    });
});
