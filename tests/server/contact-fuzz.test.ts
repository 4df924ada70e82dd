import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { site } from '../support/site';
import { contactRequestSchemaForSite } from '../../schema/contact';
import type { OutboxMail } from '../../server/db/types';
import { escapeHtml } from '../../shared/html-escape';
import { formToken, submitForm, submitJson } from '../support/contact';
import { testDatabaseKinds } from '../../testing/test-database';
import { testClock } from '../support/auth-app';
import { useServerApp } from '../support/server-app';

const contactRequestSchema = contactRequestSchemaForSite(site);

const services = site.serviceChoices;

// What people, bots and attackers put in a field.
const payloads = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "Robert'); DROP TABLE contact_submissions;--",
  'Dana\r\nBcc: victim@example.com',
  'dana@example.com\r\nBcc: victim@example.com',
  'dana@example.com, victim@example.com',
  '=HYPERLINK("http://evil.example")',
  '\u0000',
  '\uD800',
  '\u202Egnp.exe',
  'Zoë Ångström 王小明 🏠',
  '   ',
];
const text = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...payloads),
  fc.integer({ min: 100, max: 7_000 }).map((n) => 'x'.repeat(n)),
);
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 })),
);
const plausible = {
  name: fc.oneof(
    fc.constantFrom(
      'Dana Whitfield',
      'Zoë Ångström 王小明 🏠',
      "O'Brien & Sons <Roofing>",
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
    ),
    fc.string({ minLength: 1, maxLength: 120 }),
  ),
  email: fc.oneof(fc.emailAddress(), fc.constantFrom('dana@example.com', 'a.b+c@sub.example.co')),
  phone: fc.constantFrom('(918) 555-0142', '+1 913 555 0178 ext. 4', '918.555.0142', ''),
  address: fc.string({ maxLength: 300 }),
  serviceNeeded: fc.constantFrom(...services, '', 'Gutters'),
  message: fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 400 }),
    fc.constantFrom(...payloads, 'Line one\r\nLine two'),
  ),
};
const FIELDS = ['name', 'email', 'phone', 'address', 'serviceNeeded', 'message', 'website'] as const;
type Field = (typeof FIELDS)[number];
/** A request a person could send (HTML and unicode included), with up to three fields replaced by anything at all. */
function requests(hostile: fc.Arbitrary<unknown>) {
  const valid = fc.record({ ...plausible, website: fc.constant('') });
  const changes = fc.array(fc.tuple(fc.constantFrom(...FIELDS), hostile), { maxLength: 3 });
  return fc.tuple(valid, changes).map(([base, replaced]) => {
    const input: Record<string, unknown> = { ...base };
    for (const [field, value] of replaced) {
      if (value === undefined) delete input[field as Field];
      else input[field] = value;
    }
    return input;
  });
}
const anything = fc.oneof(
  { arbitrary: text, weight: 4 },
  { arbitrary: wrongType, weight: 2 },
  { arbitrary: fc.constant(undefined), weight: 1 },
);
// A form post carries strings only; a field sent twice arrives as a list.
const anythingInAForm = fc.oneof(
  { arbitrary: text, weight: 4 },
  { arbitrary: fc.array(fc.string({ maxLength: 20 }), { minLength: 2, maxLength: 3 }), weight: 1 },
  { arbitrary: fc.constant(undefined), weight: 1 },
);

/** A mail as the SMTP transport would build it: it must compile, with one recipient and no injected header. */
async function checkMail(mail: OutboxMail): Promise<void> {
  expect(mail.subject).not.toMatch(/[\r\n]/);
  const raw = (
    await new MailComposer({
      from: 'a@ridgeline.example',
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body,
    })
      .compile()
      .build()
  ).toString();
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).split(/\r\n(?![ \t])/);
  expect(headers.filter((h) => /^to:/i.test(h))).toEqual([`To: ${mail.recipient}`]);
  expect(headers.filter((h) => /^(bcc|cc):/i.test(h))).toEqual([]);
}

describe.each(testDatabaseKinds)('contact requests against anything a client can send, on %s', (kind) => {
  const clock = testClock(new Date());
  const server = useServerApp(kind, { now: clock.now, env: { RATE_LIMIT_CONTACT: '65535' } });

  // Both branches must really be taken, or the property proves little.
  const outcomes = { stored: 0, refused: 0 };

  /** Either a 4xx with words for a person and nothing stored, or the request stored exactly as the schema reads it, with two sound mails. */
  async function expectCleanOutcome(
    input: Record<string, unknown>,
    status: number,
    message: string | undefined,
    rowsBefore: number,
  ) {
    expect(status, JSON.stringify(input)).toBeLessThan(500);
    const rows = await server.database.db.selectFrom('contact_submissions').selectAll().orderBy('id').execute();
    if (status !== 200 || (typeof input.website === 'string' && input.website !== '')) {
      if (status !== 200) {
        outcomes.refused++;
        expect([400, 413]).toContain(status);
        expect(message).toMatch(/\w/);
        expect(message).not.toMatch(/\bat \S+\.(ts|js)|ZodError|stack/i);
      }
      expect(rows).toHaveLength(rowsBefore);
      return;
    }
    outcomes.stored++;
    const parsed = contactRequestSchema.parse(input);
    expect(rows).toHaveLength(rowsBefore + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({
      name: parsed.name,
      email: parsed.email,
      phone: parsed.phone,
      address: parsed.address,
      service_needed: parsed.serviceNeeded,
      message: parsed.message,
    });
    const mails = await server.database.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('submission_id', '=', row.id)
      .orderBy('id')
      .execute();
    expect(mails).toHaveLength(2);
    for (const mail of mails) await checkMail(mail);
    const [notice, confirmation] = mails;
    for (const value of [
      parsed.name,
      parsed.email,
      parsed.phone,
      parsed.address,
      parsed.serviceNeeded,
      parsed.message,
    ]) {
      if (value === null) continue;
      expect(notice!.text_body).toContain(value);
      expect(notice!.html_body).toContain(escapeHtml(value));
    }
    expect(confirmation!.recipient).toBe(parsed.email);
    expect(confirmation!.html_body).toContain(escapeHtml(parsed.name));
  }

  it('answers the form sent as JSON with a clear 4xx or a clean store, never a 500 or a broken mail', async () => {
    Object.assign(outcomes, { stored: 0, refused: 0 });
    await fc.assert(
      fc.asyncProperty(requests(anything), async (input) => {
        const token = await formToken(server.app); // each form shown gets its own start time
        clock.advance(2_500);
        const rowsBefore = (await server.database.db.selectFrom('contact_submissions').select('id').execute()).length;
        const response = await submitJson(server.app, {
          ...input,
          formToken: token,
          idempotencyKey: randomBytes(16).toString('hex'),
        });
        // A ContactAnswer (schema/form-post.ts), or Fastify's own 4xx for a body it cannot read.
        const body = response.json() as { errors?: Record<string, string>; message?: string };
        const said = body.message ?? Object.values(body.errors ?? {}).join(' ');
        // JSON has no NaN or Infinity (they are sent as null): expect what the server receives.
        const received = JSON.parse(JSON.stringify(input)) as typeof input;
        await expectCleanOutcome(received, response.statusCode, said, rowsBefore);
      }),
      { numRuns: 300 },
    );
    expect(outcomes.stored).toBeGreaterThan(20);
    expect(outcomes.refused).toBeGreaterThan(20);
  }, 120_000);

  it('answers the no-JavaScript form the same way, with a page', async () => {
    Object.assign(outcomes, { stored: 0, refused: 0 });
    await fc.assert(
      fc.asyncProperty(requests(anythingInAForm), async (fields) => {
        const token = await formToken(server.app); // each form shown gets its own start time
        clock.advance(2_500);
        // URL encoding turns an unpaired surrogate into U+FFFD: expect what the server receives.
        const wellFormed = (value: string) =>
          value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
        const input = Object.fromEntries(
          Object.entries(fields as Record<string, string | string[]>).map(([key, value]) => [
            key,
            Array.isArray(value) ? value.map(wellFormed) : wellFormed(value),
          ]),
        );
        const rowsBefore = (await server.database.db.selectFrom('contact_submissions').select('id').execute()).length;
        const response = await submitForm(server.app, { ...input, formToken: token });
        if (response.statusCode < 500) expect(response.headers['content-type'], response.body).toMatch(/^text\/html/);
        const page = response.body.replace(/<[^>]+>/g, ' ');
        await expectCleanOutcome(
          input,
          response.statusCode,
          response.statusCode === 200 ? undefined : page,
          rowsBefore,
        );
        if (response.statusCode === 200 && !input.website) {
          const [row] = await server.database.db
            .selectFrom('contact_submissions')
            .select('source')
            .orderBy('id', 'desc')
            .limit(1)
            .execute();
          expect(row!.source).toBe('form-nojs');
        }
      }),
      { numRuns: 300 },
    );
    expect(outcomes.stored).toBeGreaterThan(20);
    expect(outcomes.refused).toBeGreaterThan(20);
  }, 120_000);
});
