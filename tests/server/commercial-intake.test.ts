import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/test-database';
import { testClock } from '../support/auth-app';
import { formToken, submitForm, submitJson, validRequest } from '../support/contact';
import { useServerApp } from '../support/server-app';

// 10:00 in Tulsa on Tuesday, November 17, 2026.
const NOW = new Date('2026-11-17T16:00:00Z');
const building = { company: 'Riverside Plaza LLC', buildingType: 'retail', roofSize: '25k-50k' };

describe.each(testDatabaseKinds)('commercial intake, on %s', (kind) => {
  const clock = testClock(NOW);
  const server = useServerApp(kind, { now: clock.now, env: { RATE_LIMIT_CONTACT: '1000' } });

  beforeEach(async () => {
    await server.database.db.deleteFrom('email_outbox').execute();
    await server.database.db.deleteFrom('contact_submissions').execute();
  });
  async function agedToken() {
    const token = await formToken(server.app);
    clock.advance(2_500);
    return token;
  }
  const stored = () =>
    server.database.db.selectFrom('contact_submissions').select(['company', 'building_type', 'roof_size']).execute();
  const officeMail = async () =>
    (await server.database.db.selectFrom('email_outbox').select(['recipient', 'text_body']).execute()).find((mail) =>
      mail.text_body.includes('Riverside'),
    );

  it('keeps the company, building and roof size sent from a commercial page, and tells the office', async () => {
    const sent = await submitJson(
      server.app,
      validRequest({ formToken: await agedToken(), page: '/commercial/commercial-roofing', ...building }),
    );
    expect(sent.statusCode).toBe(200);
    expect(await stored()).toEqual([{ company: 'Riverside Plaza LLC', building_type: 'retail', roof_size: '25k-50k' }]);
    const mail = await officeMail();
    expect(mail?.text_body).toContain('Retail or strip center');
    expect(mail?.text_body).toContain('25,000 to 50,000 sq ft');
  });

  it('drops them from any other page, unchecked: a question not asked is not the visitor’s problem', async () => {
    const sent = await submitJson(
      server.app,
      validRequest({ formToken: await agedToken(), page: '/contact', company: 'Riverside', buildingType: 'castle' }),
    );
    expect(sent.statusCode).toBe(200);
    expect(await stored()).toEqual([{ company: null, building_type: null, roof_size: null }]);
  });

  it('refuses a building type not on the list with words to act on, and keeps every typed value', async () => {
    const answer = await submitJson(
      server.app,
      validRequest({
        formToken: await agedToken(),
        page: '/commercial/tpo-roofing',
        ...building,
        buildingType: 'castle',
      }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({
      buildingType: 'Please choose the type of building from the list, or leave it empty',
    });
    expect(await stored()).toEqual([]);
  });

  it('takes them from a form posted without JavaScript on a commercial page', async () => {
    const sent = await submitForm(
      server.app,
      validRequest({ formToken: await agedToken(), page: '/commercial/epdm-roofing', ...building }) as Record<
        string,
        string
      >,
    );
    expect(sent.statusCode).toBe(200);
    expect(await stored()).toEqual([{ company: 'Riverside Plaza LLC', building_type: 'retail', roof_size: '25k-50k' }]);
  });
});
