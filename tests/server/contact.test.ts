import { beforeEach, describe, expect, it } from 'vitest';
import { site } from '../support/site';
import { officeById } from '../../schema/office';
import { contactMessages } from '../../shared/contact-rules';
import { loadEnv } from '../../server/env';
import { requestReference } from '../../server/contact/reference';
import { signWebhook } from '../../server/contact/webhook';
import { testDatabaseKinds } from '../../testing/test-database';
import { testClock } from '../support/auth-app';
import { useServerApp } from '../support/server-app';
import { formToken, submitForm, submitJson, validRequest } from '../support/contact';

const SITE_URL = 'https://www.ridgelineroofing.example';
const SECRET = 'a-webhook-secret-of-some-length';

describe.each(testDatabaseKinds)('contact requests on %s', (kind) => {
  const clock = testClock(new Date());
  const server = useServerApp(kind, {
    now: clock.now,
    env: {
      SITE_URL,
      RATE_LIMIT_CONTACT: '10000',
      ADMIN_NOTIFY_TO: 'office@ridgeline.example',
      CONTACT_WEBHOOK_SECRET: SECRET,
    },
  });
  beforeEach(async () => {
    await server.database.db.deleteFrom('email_outbox').execute();
    await server.database.db.deleteFrom('contact_submissions').execute();
  });

  /** A token whose two seconds have passed. */
  async function agedToken() {
    const token = await formToken(server.app);
    clock.advance(2_500);
    return token;
  }
  const rows = () => server.database.db.selectFrom('contact_submissions').selectAll().orderBy('id').execute();
  const mails = () => server.database.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();

  // The review's L7: one start token used to store any number of requests for a day.
  it('spends the start token: a second request with it stores nothing and asks to press again; a retry of the first stays the first', async () => {
    const formToken = await agedToken();
    const first = validRequest({ formToken });
    const stored = await submitJson(server.app, first);
    expect(stored.statusCode).toBe(200);
    const again = await submitJson(server.app, validRequest({ formToken }));
    expect(again.statusCode).toBe(400);
    expect(again.json().formToken).toEqual(expect.any(String));
    const retry = await submitJson(server.app, first); // the same idempotency key: a network retry
    expect(retry.json().reference).toBe(stored.json().reference);
    expect(await rows()).toHaveLength(1);
    expect(await mails()).toHaveLength(2);
  });

  it('spends a token once even when requests race', async () => {
    const formToken = await agedToken();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => submitJson(server.app, validRequest({ formToken }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await rows()).toHaveLength(1);
  });

  it('stores the request and queues the office notice and the confirmation together, and returns its reference', async () => {
    const response = await submitJson(
      server.app,
      validRequest({ formToken: await agedToken(), address: '  1204 S Elm Pl  ', message: 'Two lines\r\nof text' }),
    );
    expect(response.statusCode).toBe(200);
    const { reference } = response.json();
    const [row] = await rows();
    const id = row!.id;
    expect(reference).toBe(requestReference(id, server.app.services.env.FORM_TOKEN_SECRET));
    expect(row).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      address: '1204 S Elm Pl',
      service_needed: 'Roof Repair',
      message: 'Two lines\nof text',
      source: 'form',
      status: 'new',
    });
    const queued = await mails();
    expect(queued.map((mail) => [mail.recipient, mail.topic])).toEqual([
      ['office@ridgeline.example', `contact:${id}`],
      ['dana@example.com', `confirmation:${id}`],
    ]);
    const [notice, confirmation] = queued;
    for (const value of [
      'Dana Whitfield',
      'dana@example.com',
      '(918) 555-0100',
      '1204 S Elm Pl',
      'Roof Repair',
      'Two lines\nof text',
      `${SITE_URL}/admin?lead=${id}`,
    ])
      expect(notice!.text_body).toContain(value);
    expect(notice!.html_body).toContain(`href="${SITE_URL}/admin?lead=${id}"`);
    for (const value of [
      ...site.offices.map((office) => office.phone),
      ...site.hours.phone.map((line) => line.hours),
      'What happens next',
    ]) {
      expect(confirmation!.text_body).toContain(value);
      expect(confirmation!.html_body).toContain(value);
    }
  });

  it('stores a retried request once, with one pair of mails, and answers it with the same reference', async () => {
    const request = validRequest({ formToken: await agedToken() });
    const answers = await Promise.all([
      submitJson(server.app, request),
      submitJson(server.app, request),
      submitJson(server.app, request),
    ]);
    const references = answers.map((answer) => answer.json().reference);
    expect(new Set(references).size).toBe(1);
    expect(await rows()).toHaveLength(1);
    expect(await mails()).toHaveLength(2);
  });

  it('escapes what a visitor typed in the HTML mails and keeps subjects on one line', async () => {
    const name = 'Eve <img src=x onerror=alert(1)> & "Co"';
    await submitJson(
      server.app,
      validRequest({ formToken: await agedToken(), name, message: '<script>alert("x")</script>' }),
    );
    for (const mail of await mails()) {
      expect(mail.html_body).not.toContain('<img src=x');
      expect(mail.html_body).not.toContain('<script>');
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    const [notice] = await mails();
    expect(notice!.html_body).toContain('Eve &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;');
    expect(notice!.html_body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('answers a bot that fills the honeypot or sends within two seconds as if stored, and stores nothing', async () => {
    const honeypot = await submitJson(
      server.app,
      validRequest({ formToken: await agedToken(), website: 'https://spam.example' }),
    );
    expect(honeypot.statusCode).toBe(200);
    const tooFast = await submitJson(server.app, validRequest({ formToken: await formToken(server.app) }));
    expect(tooFast.statusCode).toBe(200);
    expect(await rows()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
    // The review's N15: decoys had random ids from 1,000 to 1,000,000 while real ones counted up
    // from 1, so a bot knew it was caught. Every answer now has the same shape and the same keys.
    const real = await submitJson(server.app, validRequest({ formToken: await agedToken() }));
    const shape = (answer: { json: () => unknown }) => {
      const body = answer.json() as Record<string, unknown>;
      return { keys: Object.keys(body).sort(), reference: String(body.reference).replace(/[0-9A-Z]/g, 'x') };
    };
    expect(shape(real)).toEqual({ keys: ['outcome', 'reference'], reference: 'xxxx-xxxx' });
    expect(shape(honeypot)).toEqual(shape(real));
    expect(shape(tooFast)).toEqual(shape(real));
    expect(JSON.stringify(real.json())).not.toMatch(/"id"/);
  });

  it('asks to send again, storing nothing, when the start time is missing, forged or a day old', async () => {
    const real = await agedToken();
    const forged = real.replace(/\.(\d+)\./, (_, ms: string) => `.${Number(ms) - 60_000}.`);
    const old = await formToken(server.app);
    clock.advance(25 * 60 * 60_000);
    for (const token of [undefined, 'v1.not-a-token', forged, old]) {
      const response = await submitJson(server.app, validRequest({ formToken: token }));
      expect(response.statusCode, String(token)).toBe(400);
      expect(response.json().formToken).toEqual(expect.any(String));
      expect(response.json().message).toMatch(/press the button again/);
    }
    expect(await rows()).toHaveLength(0);
  });

  it('says what is wrong with each field, in words for a visitor', async () => {
    const response = await submitJson(
      server.app,
      validRequest({
        formToken: await agedToken(),
        name: ' ',
        email: 'dana@',
        phone: 'call me',
        serviceNeeded: 'Gutters',
        message: 'x'.repeat(5001),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      outcome: 'invalid',
      errors: {
        name: 'Please enter your name',
        email: 'Please enter a valid email address, like name@example.com',
        phone: 'Please enter a US phone number with its area code, like (918) 555-0142, or leave it empty',
        serviceNeeded: 'Please choose a service from the list',
        message: 'Please shorten your message to 5,000 characters (it has 5,001)',
      },
    });
    expect(await rows()).toHaveLength(0);
  });

  it('refuses line breaks in names and emails, so nothing can be added to a mail header', async () => {
    const token = await agedToken();
    const name = await submitJson(
      server.app,
      validRequest({ formToken: token, name: 'Dana\r\nBcc: victim@example.com' }),
    );
    const email = await submitJson(
      server.app,
      validRequest({ formToken: token, email: 'dana@example.com\nBcc: victim@example.com' }),
    );
    const two = await submitJson(
      server.app,
      validRequest({ formToken: token, email: 'dana@example.com, victim@example.com' }),
    );
    expect(name.json().errors.name).toBe('Please write your name on one line.');
    expect(email.json().errors.email).toBe('Please write your email on one line.');
    expect(two.statusCode).toBe(400);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a request from another site (CSRF), sent as JSON or as a form without JavaScript', async () => {
    const token = await agedToken();
    const json = await submitJson(server.app, validRequest({ formToken: token }), { origin: 'https://evil.example' });
    const form = await submitForm(
      server.app,
      { name: 'Dana', email: 'dana@example.com', formToken: token },
      { origin: 'https://evil.example' },
    );
    expect(json.statusCode).toBe(403);
    expect(json.json()).toEqual({
      outcome: 'failed',
      message: 'This request did not come from our site. Reload the page and try again.',
    });
    expect(form.statusCode).toBe(403);
    expect(form.body).toContain('did not come from our site');
    expect(await rows()).toHaveLength(0);
  });

  describe('without JavaScript (POST /api/contact)', () => {
    it('stores a form post and answers with a page saying it is in', async () => {
      const response = await submitForm(server.app, {
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        phone: '',
        serviceNeeded: 'Storm Damage',
        message: 'Hail',
        website: '',
        formToken: await agedToken(),
        formId: 'request',
        page: '/contact',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Your request is in');
      const [row] = await rows();
      expect(row).toMatchObject({
        name: 'Dana Whitfield',
        phone: null,
        service_needed: 'Storm Damage',
        source: 'form-nojs',
      });
      expect(row!.idempotency_key).toMatch(/^nojs:/);
      expect(await mails()).toHaveLength(2);
    });

    it('takes the start time from the cookie the <noscript> pixel sets, and clears it once sent', async () => {
      const pixel = await server.app.inject({ method: 'GET', url: '/api/contact/start.gif' });
      expect(pixel.headers['content-type']).toBe('image/gif');
      expect(pixel.headers['cache-control']).toBe('private, no-store');
      const cookie = pixel.cookies.find((c) => c.name === 'rl_form_start')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/contact' });
      clock.advance(2_500);
      const response = await submitForm(
        server.app,
        { name: 'Dana', email: 'dana@example.com' },
        { cookie: `rl_form_start=${cookie.value}` },
      );
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === 'rl_form_start')?.value).toBe('');
      // The same post again (a reload) is the same request: stored once.
      await submitForm(
        server.app,
        { name: 'Dana', email: 'dana@example.com' },
        { cookie: `rl_form_start=${cookie.value}` },
      );
      expect(await rows()).toHaveLength(1);
    });

    it('lets browsers send the Origin of a plain form post (Referrer-Policy same-origin, not no-referrer)', async () => {
      const page = await server.app.inject({ method: 'GET', url: '/api/contact/token' });
      expect(page.headers['referrer-policy']).toBe('same-origin');
    });

    it('answers a post without a start time with the form again and one, storing nothing yet', async () => {
      const first = await submitForm(server.app, { name: 'Dana', email: 'dana@example.com' });
      expect(first.statusCode).toBe(400);
      expect(first.body).toContain('press the button again');
      expect(await rows()).toHaveLength(0);
    });

    it('answers invalid fields with a 400 page naming each problem', async () => {
      const response = await submitForm(server.app, { name: '', email: 'nope', formToken: await agedToken() });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Please enter your name');
      expect(response.body).toContain('Please enter a valid email address');
    });
  });

  describe('the widget webhook (POST /api/hooks/contact)', () => {
    const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
    const sign = (body: string, secret = SECRET, at = nowSeconds()) => signWebhook(secret, body, at);
    const hook = (body: string, signature?: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/hooks/contact',
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-contact-signature': signature } : {}) },
        payload: body,
      });

    it('stores a signed submission as source webhook, notifies the office, and stores a redelivery once', async () => {
      const body = JSON.stringify({
        name: 'Widget Person',
        email: 'w@example.com',
        serviceNeeded: 'Roof Inspection',
        submissionId: 'wf-123',
      });
      const first = await hook(body, sign(body));
      const again = await hook(body, sign(body));
      expect(first.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const stored = await rows();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ name: 'Widget Person', source: 'webhook', idempotency_key: 'webhook:wf-123' });
      expect((await mails()).map((mail) => mail.recipient)).toEqual(['office@ridgeline.example']);
    });

    it('refuses a missing or wrong signature with 401 and a body changed after signing', async () => {
      const body = JSON.stringify({ name: 'Widget Person', email: 'w@example.com' });
      expect((await hook(body)).statusCode).toBe(401);
      expect((await hook(body, sign(body, 'another-secret-of-some-length'))).statusCode).toBe(401);
      expect((await hook(body.replace('Person', 'Persons'), sign(body))).statusCode).toBe(401);
      expect((await hook(body, sign(body).slice(0, -2))).statusCode).toBe(401);
      expect(await rows()).toHaveLength(0);
    });

    // The review's L1: a captured request replayed forever, each replay a new row and office mail.
    it('stores a replayed delivery once, and refuses one signed more than 5 minutes ago or ahead', async () => {
      const body = JSON.stringify({ name: 'Widget Person', email: 'widget@example.com', message: 'from the widget' });
      const signature = sign(body);
      const answers = [await hook(body, signature), await hook(body, signature), await hook(body, signature)];
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      expect(await rows()).toHaveLength(1);
      expect(await mails()).toHaveLength(1);
      for (const at of [nowSeconds() - 301, nowSeconds() + 301]) {
        const stale = await hook(
          body.replace('Person', 'Persona'),
          sign(body.replace('Person', 'Persona'), SECRET, at),
        );
        expect(stale.statusCode).toBe(401);
        expect(stale.json().error).toMatch(/more than 5 minutes from ours/);
      }
      clock.advance(301_000);
      expect((await hook(body, signature)).statusCode).toBe(401); // the captured one, later
      expect(await rows()).toHaveLength(1);
    });

    it('refuses the old body-only signature and accepts upper-case hex', async () => {
      const body = JSON.stringify({ name: 'Widget Person', email: 'w2@example.com' });
      const bodyOnly = `sha256=${signWebhook(SECRET, body, 0).split('v1=')[1]}`;
      expect((await hook(body, bodyOnly)).statusCode).toBe(401);
      const [t, v1] = sign(body).split(',');
      expect((await hook(body, `${t},${v1!.toUpperCase().replace('V1=', 'v1=')}`)).statusCode).toBe(200);
    });

    it('rate limits deliveries per address, wrong signatures included', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/hooks/contact',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `198.51.100.${kind === 'embedded' ? 7 : 8}`,
            'x-contact-signature': 't=1,v1=00',
          },
          payload: '{}',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true);
      expect(statuses[60]).toBe(429);
    });

    it('says which fields it refuses', async () => {
      const body = JSON.stringify({ name: 'x', email: 'not-an-email' });
      const response = await hook(body, sign(body));
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.email).toEqual(['Please enter a valid email address, like name@example.com']);
    });
  });
});

describe('contact limits at their defaults', () => {
  const clock = testClock(new Date());
  const server = useServerApp('embedded', { now: clock.now });

  it('lets one address send RATE_LIMIT_CONTACT (5) a minute over both routes, then says to wait or call', async () => {
    expect(loadEnv({}).RATE_LIMIT_CONTACT).toBe(5);
    // One start token per form shown (a token is spent by the request it starts).
    const tokens = await Promise.all(Array.from({ length: 6 }, () => formToken(server.app)));
    const token = tokens[5]!;
    clock.advance(2_500);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await submitJson(server.app, validRequest({ formToken: tokens[i] }))).statusCode);
    for (let i = 0; i < 2; i++)
      statuses.push(
        (await submitForm(server.app, { name: 'Dana', email: 'dana@example.com', formToken: token })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200]);

    const limited = await submitJson(server.app, validRequest({ formToken: tokens[3] }));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Too many requests. Please wait a minute and try again, or call us at (918) 555-0142.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const limitedForm = await submitForm(server.app, { name: 'Dana', email: 'dana@example.com', formToken: token });
    expect(limitedForm.statusCode).toBe(429);
    expect(limitedForm.body).toContain('call us at (918) 555-0142');
    // A form that shows the Kansas office (a Kansas page) is offered the Kansas number, as its own words say.
    const kansas = officeById(site, 'kansas').phone;
    const limitedKansas = await submitJson(server.app, validRequest({ formToken: tokens[3], office: 'kansas' }));
    expect(limitedKansas.json().message).toBe(contactMessages(kansas).tooManyRequests);
    const limitedKansasForm = await submitForm(server.app, {
      name: 'Dana',
      email: 'dana@example.com',
      office: 'kansas',
    });
    expect(limitedKansasForm.body).toContain(`call us at ${kansas}`);
    // Another address has its own budget.
    expect(
      (await submitJson(server.app, validRequest({ formToken: tokens[4] }), { 'x-forwarded-for': '203.0.113.9' }))
        .statusCode,
    ).toBe(200);
    expect(await server.database.db.selectFrom('contact_submissions').select('id').execute()).toHaveLength(5); // the two form posts share one start time: one request
  });

  it('keeps the webhook off (404) without CONTACT_WEBHOOK_SECRET', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/hooks/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
