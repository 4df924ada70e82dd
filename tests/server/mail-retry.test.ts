import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_OUTBOX_OPTIONS, enqueueMail, sendDueMails, type DeliveryState } from '../../server/mail/outbox';
import { createMailTransport, type MailTransport, type OutgoingMail } from '../../server/mail/transport';
import { runScript } from '../../testing/processes';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';

/** A mail server that is down (connection refused), refuses one address, or takes everything. */
function fakeServer() {
  const state = { down: false, refuse: new Set<string>(), delivered: [] as OutgoingMail[] };
  const transport: MailTransport = {
    info: { kind: 'smtp', target: 'smtp://fake:587' },
    async send(mail) {
      if (state.down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:587'), { code: 'ESOCKET' });
      if (state.refuse.has(mail.to)) throw Object.assign(new Error('550 no such user'), { code: 'EENVELOPE' });
      state.delivered.push(mail);
    },
    close: () => undefined,
  };
  return { state, transport };
}

const mail = (to: string) => ({ to, subject: `For ${to}`, text: 'Body', html: '<p>Body</p>' });

describe.each(testDatabaseKinds)('mail is never stuck, on %s', (kind) => {
  let database: TestDatabase;
  // A minute ahead of the database's own clock, which stamps a queued mail due "now": the first
  // pass finds it due whatever the day the tests run (a fixed date failed once the real time passed it).
  let clock = new Date(Date.now() + 60_000);
  const now = () => clock;
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
  beforeAll(async () => {
    database = await createTestDatabase(kind, { share: true });
  });
  afterAll(() => database?.drop());
  beforeEach(async () => {
    await database.db.deleteFrom('email_outbox').execute();
  });
  const row = (id: number) =>
    database.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const options = { ...DEFAULT_OUTBOX_OPTIONS, maxAttempts: 3 };
  const pass = (transport: MailTransport, state: DeliveryState) =>
    sendDueMails(database.db, transport, 'office@example.com', now, options, state);

  // The review's N11: after 20 attempts (about 10 hours of outage) a mail was never tried again.
  it('keeps trying a mail whose backoff has run out, every hour, and sends it once the server is back', async () => {
    const server = fakeServer();
    const state = { outage: false };
    server.state.down = true;
    const id = await enqueueMail(database.db, mail('office@example.com'));
    for (let attempt = 1; attempt <= 3; attempt++) {
      await pass(server.transport, state);
      later(60 * 60_000);
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3 });
    await pass(server.transport, state); // an hour later: tried again, still down
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 4 });
    expect((await row(id)).next_attempt_at.getTime() - clock.getTime()).toBe(options.failedRetryMs);
    server.state.down = false;
    later(options.failedRetryMs);
    await pass(server.transport, state);
    expect(await row(id)).toMatchObject({ status: 'sent' });
    expect(server.state.delivered.map((m) => m.to)).toEqual(['office@example.com']);
  });

  it('sends every waiting mail at once when a send works again after an outage', async () => {
    const server = fakeServer();
    const state = { outage: false };
    server.state.down = true;
    const waiting = await enqueueMail(database.db, mail('first@example.com'));
    await pass(server.transport, state);
    expect((await row(waiting)).next_attempt_at > clock).toBe(true); // waiting out its backoff
    server.state.down = false;
    await enqueueMail(database.db, mail('new@example.com'));
    const result = await pass(server.transport, state);
    expect(result).toMatchObject({ sent: 1, revived: 1 });
    await pass(server.transport, state); // the same moment: the waiting mail is due now
    expect(await row(waiting)).toMatchObject({ status: 'sent' });
  });

  it('does not bring mails forward after a refused address (the mail server was up)', async () => {
    const server = fakeServer();
    const state = { outage: false };
    server.state.refuse.add('nobody@example.com');
    const refused = await enqueueMail(database.db, mail('nobody@example.com'));
    await pass(server.transport, state);
    await enqueueMail(database.db, mail('someone@example.com'));
    expect(await pass(server.transport, state)).toMatchObject({ sent: 1, revived: 0 });
    expect(await row(refused)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('npm run mail -- retry makes failed mails due now; status and list show them', async () => {
    const id = await enqueueMail(database.db, mail('late@example.com'));
    await database.db
      .updateTable('email_outbox')
      .set({ status: 'failed', attempts: 20, next_attempt_at: new Date(Date.now() + 3_600_000), last_error: 'timeout' })
      .where('id', '=', id)
      .execute();
    const env = database.url ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir };
    const status = await runScript('scripts/mail.ts', ['status'], env);
    expect(status.stdout).toMatch(/failed \(tried again every hour\): 1/);
    expect((await runScript('scripts/mail.ts', ['list'], env)).stdout).toMatch(
      /failed to late@example.com.*20 attempts.*timeout/,
    );
    const retry = await runScript('scripts/mail.ts', ['retry'], env);
    expect(retry.code).toBe(0);
    expect(retry.stdout).toMatch(/1 mail will be sent now/);
    const after = await row(id);
    expect(after.status).toBe('pending');
    expect(after.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await runScript('scripts/mail.ts', ['resend'], env)).stderr).toMatch(/Unknown command "resend"/);
  }, 120_000);
});

// The review's N12: an instance without SMTP_URL on a shared database wrote 457 real mails into its own files.
describe('the mailbox folder on a shared database', () => {
  const base = { DATA_DIR: '/tmp/rl-unused', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shared' };
  it('is refused without SMTP_URL, with a message naming both ways out', () => {
    expect(() => createMailTransport(base)).toThrow(/SMTP_URL is not[\s\S]*Set SMTP_URL[\s\S]*MAIL_TRANSPORT=file/);
  });
  it('is used when MAIL_TRANSPORT=file asks for it, and SMTP is used when SMTP_URL is set', () => {
    expect(createMailTransport({ ...base, MAIL_TRANSPORT: 'file' }).info.kind).toBe('mailbox-folder');
    expect(createMailTransport({ ...base, SMTP_URL: 'smtp://mail.example.com:587' }).info.kind).toBe('smtp');
    expect(createMailTransport({ DATA_DIR: '/tmp/rl-unused' }).info.kind).toBe('mailbox-folder');
  });
});
