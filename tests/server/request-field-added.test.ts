import { Migrator, sql, type Kysely } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrations } from '../../server/db/migrations';
import { testDatabaseKinds } from '../../testing/test-database';
import { testClock } from '../support/auth-app';
import { formToken, newestRequestId, submitForm, submitJson, validRequest } from '../support/contact';
import { parseCsv } from '../support/csv';
import { renderPage } from '../support/render-page';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';

/**
 * "Adding a field is the declaration and a migration, nothing else": this file adds one field to
 * the declaration (and only there, through vi.mock) and its column through one migration, then
 * finds it in every place the declaration says it shows.
 */
vi.mock('../../shared/request-fields', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../shared/request-fields')>();
  const roofAge = {
    name: 'roofAge',
    column: 'roof_age',
    label: 'Age of the roof',
    setBy: 'visitor',
    limit: 40,
    format: 'choice',
    options: ['Under 5 years', '5 to 15 years', 'Over 15 years'],
    invalid: 'Please choose the roof’s age from the list',
    shows: { officeMail: true, customerMail: true, list: true, detail: true, csv: true },
  } as const;
  const fields = [...original.REQUEST_FIELDS];
  // Before the message, as an author would place it in the form.
  fields.splice(
    fields.findIndex((field) => field.name === 'message'),
    0,
    roofAge as unknown as (typeof fields)[number],
  );
  return { ...original, REQUEST_FIELDS: fields };
});

/** The one migration the new field needs. */
const addRoofAge = {
  up: async (db: Kysely<unknown>) => {
    await db.schema.alterTable('contact_submissions').addColumn('roof_age', 'text').execute();
  },
};

const seo = {
  title: 'Contact form test page',
  description: 'A page that holds the contact form block, for the test of a field added by its declaration.',
};

describe('a field added to the declaration', () => {
  it('is an input of the form, with its label and choices, with and without JavaScript', async () => {
    const html = await renderPage({ path: '/contact', seo, blocks: [{ type: 'ContactForm' }] });
    expect(html).toMatch(/<label for="request-roofAge"[^>]*>Age of the roof/);
    expect(html).toMatch(/<select[^>]*name="roofAge"/);
    expect(html).toContain('<option value="5 to 15 years">5 to 15 years</option>');
    // Placed where the declaration puts it: before the message.
    expect(html.indexOf('name="roofAge"')).toBeLessThan(html.indexOf('name="message"'));
  });
});

describe.each(testDatabaseKinds)('a field added to the declaration, on %s', (kind) => {
  const clock = testClock(new Date('2026-11-17T16:00:00Z'));
  const server = useServerApp(kind, { now: clock.now, env: { RATE_LIMIT_CONTACT: '1000' } });
  let admin: string;

  beforeAll(async () => {
    const migrator = new Migrator({
      db: server.database.db,
      provider: { getMigrations: async () => ({ ...migrations, '2026-12-01-0000-roof-age': addRoofAge }) },
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    admin = (await signedInUser(server.database.db, { email: 'owner@example.com', admin: true, now: clock.now() }))
      .cookie;
  });
  beforeEach(async () => {
    await server.database.db.deleteFrom('email_outbox').execute();
    await server.database.db.deleteFrom('contact_submissions').execute();
  });

  async function agedToken() {
    const token = await formToken(server.app);
    clock.advance(2_500);
    return token;
  }
  const storedRoofAge = async () =>
    (await sql<{ roof_age: string | null }>`select roof_age from contact_submissions`.execute(server.database.db)).rows;

  it('is checked, stored, mailed to the office and the customer, shown in the detail, the list and the CSV', async () => {
    const sent = await submitJson(server.app, validRequest({ formToken: await agedToken(), roofAge: 'Over 15 years' }));
    expect(sent.statusCode).toBe(200);
    const id = await newestRequestId(server.database.db);
    expect(await storedRoofAge()).toEqual([{ roof_age: 'Over 15 years' }]);

    const mails = await server.database.db
      .selectFrom('email_outbox')
      .select(['recipient', 'text_body', 'html_body'])
      .execute();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text_body, mail.recipient).toContain('Age of the roof: Over 15 years');
      expect(mail.html_body, mail.recipient).toContain('Age of the roof');
    }

    const detail = await server.app.inject({
      url: `/trpc/leads.get?input=${encodeURIComponent(JSON.stringify({ id }))}`,
      headers: { cookie: admin },
    });
    expect(detail.json().result.data).toMatchObject({ id, roofAge: 'Over 15 years', name: 'Dana Whitfield' });
    const list = await server.app.inject({
      url: `/trpc/submissions.list?input=${encodeURIComponent(JSON.stringify({}))}`,
      headers: { cookie: admin },
    });
    expect(list.json().result.data.items[0]).toMatchObject({ id, roofAge: 'Over 15 years' });

    const csv = await server.app.inject({ url: '/api/admin/submissions.csv', headers: { cookie: admin } });
    const [header, row] = parseCsv(csv.body.slice(1));
    const column = header!.indexOf('Age of the roof');
    expect(column).toBeGreaterThan(0);
    expect(row![column]).toBe('Over 15 years');
  });

  it('is posted without JavaScript too', async () => {
    const token = await agedToken();
    const response = await submitForm(
      server.app,
      {
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        roofAge: '5 to 15 years',
        formToken: token,
        formId: 'request',
        page: '/contact',
      },
      { origin: 'http://localhost:3000' },
    );
    expect(response.statusCode).toBe(200);
    expect(await storedRoofAge()).toEqual([{ roof_age: '5 to 15 years' }]);
  });

  it('refuses a value outside its choices with the declared words, and stores nothing', async () => {
    const response = await submitJson(
      server.app,
      validRequest({ formToken: await agedToken(), roofAge: 'x'.repeat(500) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ roofAge: 'Please choose the roof’s age from the list' });
    expect(await storedRoofAge()).toEqual([]);
  });
});
