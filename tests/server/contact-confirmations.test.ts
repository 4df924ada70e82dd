import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabaseKinds } from '../../testing/test-database';
import { testClock } from '../support/auth-app';
import { formToken, submitJson, validRequest } from '../support/contact';
import { useServerApp } from '../support/server-app';
import { site } from '../support/site';

// N4-03 (security review t4): the form mailed a confirmation to any typed address, as often as
// anyone posted: 30 of 30 to one stranger in about 2 s.
describe.each(testDatabaseKinds)('confirmation mails are capped, on %s', (kind) => {
  const clock = testClock(new Date('2026-03-02T15:00:00Z'));
  const server = useServerApp(kind, {
    now: clock.now,
    env: {
      RATE_LIMIT_CONTACT: '1000',
      ADMIN_NOTIFY_TO: 'owner@roofer.example',
      CONTACT_CONFIRMATIONS_PER_ADDRESS: '3',
      CONTACT_CONFIRMATIONS_PER_HOUR: '6',
    },
  });
  afterEach(async () => {
    await sql`truncate alarms, alarm_digest, alarm_sightings, email_outbox, contact_submissions cascade`.execute(
      server.database.db,
    );
  });

  const send = async (email: string) => {
    const token = await formToken(server.app);
    clock.advance(3_000);
    const response = await submitJson(server.app, validRequest({ formToken: token, email }));
    expect(response.statusCode, response.body).toBe(200);
  };
  const mailsTo = async (recipient: string) =>
    (
      await server.database.db
        .selectFrom('email_outbox')
        .select('recipient')
        .where(sql<boolean>`lower(recipient) = ${recipient}`)
        .execute()
    ).length;
  const stored = async () => (await server.database.db.selectFrom('contact_submissions').select('id').execute()).length;

  it('mails one address at most CONTACT_CONFIRMATIONS_PER_ADDRESS confirmations a day, and stores every request', async () => {
    for (const email of ['victim@example.net', 'Victim@Example.net', 'victim@example.net ', 'VICTIM@example.net'])
      await send(email.trim());
    expect(await stored()).toBe(4);
    expect(await mailsTo('victim@example.net')).toBe(3);
    // The office hears of every one of them.
    expect(await mailsTo('owner@roofer.example')).toBe(4);
    // Another address is not held up by it.
    await send('dana@example.com');
    expect(await mailsTo('dana@example.com')).toBe(1);
  });

  it('stops confirmations at the hourly budget and mails the office an alarm', async () => {
    for (let i = 0; i < 8; i++) await send(`person${i}@example.org`);
    expect(await stored()).toBe(8);
    const confirmations = await server.database.db
      .selectFrom('email_outbox')
      .select('recipient')
      .where('topic', 'like', 'confirmation:%')
      .execute();
    expect(confirmations).toHaveLength(6);
    expect(await mailsTo('owner@roofer.example')).toBe(8);

    await server.app.jobs.runDue();
    const alarm = await server.database.db
      .selectFrom('email_outbox')
      .select(['recipient', 'subject', 'text_body'])
      .where('topic', 'like', 'alarm:%')
      .execute();
    expect(alarm).toMatchObject([
      {
        recipient: 'owner@roofer.example',
        subject: `${site.company.name} website: The contact form reached its hourly limit of confirmation mails`,
      },
    ]);
    expect(alarm[0]!.text_body).toContain('6 confirmation mails went to visitors in the last hour');
  });
});
