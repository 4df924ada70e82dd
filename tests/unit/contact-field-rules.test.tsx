import { describe, expect, it } from 'vitest';
import { contactRequestSchemaForSite } from '../../schema/contact';
import { CONTACT_LIMITS, contactFormErrors, limitNote, type ContactField } from '../../shared/contact-rules';
import { isCallbackPhone } from '../../shared/phone';
import { VISITOR_FIELDS } from '../../shared/request-field-sets';
import { REQUEST_FIELDS, type RequestFieldSpec } from '../../shared/request-fields';
import { renderPage } from '../support/render-page';
import { site } from '../support/site';

/**
 * The contact form's defects in the t3 review (../shared/reviews/spec-ux-t3.md §2): long pastes
 * cut in silence (T3-18), phone numbers the office cannot call back (T3-19), services missing from
 * the select (T3-21) and bidirectional overrides (T3-28). Each rule is the declaration's
 * (shared/request-fields.ts), so the browser and the server are checked alike.
 */

const schema = contactRequestSchemaForSite(site);
const services = site.serviceChoices;
const seo = {
  title: 'Contact form test page',
  description: 'A page that holds the contact form block, for the unit tests of its markup only.',
};
const field = (name: string) => VISITOR_FIELDS.find((f) => f.name === name) as RequestFieldSpec;
const serverError = (values: Record<string, string>, name: string) => {
  const result = schema.safeParse({ name: 'Dana', email: 'dana@example.com', ...values });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === name)?.message;
};

describe('the Service select (T3-21)', () => {
  it('offers everything the site sells: emergencies and the metal and flat roof types too', async () => {
    const html = await renderPage({ path: '/contact', seo, blocks: [{ type: 'ContactForm' }] });
    const select = html.match(/<select[^>]*name="serviceNeeded"[\s\S]*?<\/select>/)?.[0] ?? '';
    for (const service of ['Emergency Roofing', 'Metal Roofing', 'Flat Roofing', 'Roof Repair', 'Other'])
      expect(select).toContain(`<option value="${service}">${service}</option>`);
  });

  it('is declared once: the browser and the server accept the same list', () => {
    expect(REQUEST_FIELDS.find((f) => f.name === 'serviceNeeded')!.options).toBe('services');
    const declared = site.serviceChoices;
    expect(declared).toContain('Emergency Roofing');
    for (const service of declared) {
      expect(contactFormErrors({ name: 'Dana', email: 'dana@example.com', serviceNeeded: service }, services)).toEqual(
        {},
      );
      expect(serverError({ serviceNeeded: service }, 'serviceNeeded')).toBeUndefined();
    }
    expect(serverError({ serviceNeeded: 'Chimney Sweeping' }, 'serviceNeeded')).toBe(
      'Please choose a service from the list',
    );
  });
});

describe('the phone rule (T3-19)', () => {
  const accepted = [
    '(918) 555-0142',
    '918-555-0142',
    '918.555.0100',
    '9185550100',
    '+1 918 555 0100',
    '1-918-555-0100',
    '+1 (913) 555-0178',
    '(918) 555-0100 ext 12',
    '918 555 0100 x7',
  ];
  const refused = [
    '555-0100', // no area code, in a business with two
    '918 555 01', // eight digits
    '555 01 00 0', // eight digits again
    '+44 20 7946 0958', // not a US number
    '+49 30 1234567',
    '011 44 20 7946 0958',
    '(118) 555-0100', // no US area code starts with 1
    '918-555-01000', // eleven digits not starting with 1
    '1-800-ROOFING',
  ];

  it.each(accepted)('accepts %s, in the browser and on the server', (phone) => {
    expect(isCallbackPhone(phone)).toBe(true);
    expect(contactFormErrors({ phone }, services).phone).toBeUndefined();
    expect(serverError({ phone }, 'phone')).toBeUndefined();
  });

  it.each(refused)('refuses %s, saying what is expected', (phone) => {
    const message = 'Please enter a US phone number with its area code, like (918) 555-0142, or leave it empty';
    expect(contactFormErrors({ phone }, services).phone).toBe(message);
    expect(serverError({ phone }, 'phone')).toBe(message);
  });
});

describe('long pastes (T3-18)', () => {
  it('are never cut by the markup, and the note counts down near the limit and says how much to cut past it', async () => {
    const message = field('message');
    expect(limitNote(message, 'x'.repeat(1000))).toBeUndefined();
    expect(limitNote(message, 'x'.repeat(4500))).toEqual({ text: '500 of 5,000 characters left', over: false });
    expect(limitNote(message, 'x'.repeat(5003))).toEqual({
      text: '3 characters over the limit of 5,000: please shorten it',
      over: true,
    });
    expect(limitNote(field('serviceNeeded'), 'x'.repeat(100))).toBeUndefined();

    const html = await renderPage(
      { path: '/contact', seo, blocks: [{ type: 'ContactForm' }] },
      {
        formPost: {
          formId: 'request',
          outcome: 'invalid',
          values: { name: 'N'.repeat(130), email: 'dana@example.com', message: 'Hail hit the '.repeat(350) },
          errors: { name: 'Please shorten your name to 120 characters' },
        },
      },
    );
    // The whole paste is kept in the field, with the note tied to it.
    expect(html).toContain(`value="${'N'.repeat(130)}"`);
    expect(html).toMatch(/<p id="request-name-count"[^>]*>10 characters over the limit of 120: please shorten it</);
    expect(html).toMatch(/<p id="request-message-count"[^>]*>[\d,]+ of 5,000 characters left</);
    expect(html).toMatch(
      /name="name"[^>]*aria-describedby="request-name-error request-name-count"|aria-describedby="request-name-error request-name-count"[^>]*name="name"/,
    );
  });

  it('over the limit are refused by the server with the declared limit stated', () => {
    for (const name of ['name', 'address', 'message'] as ContactField[]) {
      const limit = CONTACT_LIMITS[name];
      const message = serverError({ [name]: 'x'.repeat(limit + 5) }, name);
      expect(message).toContain(limit.toLocaleString('en-US'));
      expect(contactFormErrors({ [name]: 'x'.repeat(limit + 5) }, services)[name]).toBe(message);
    }
  });
});

describe('bidirectional controls (T3-28)', () => {
  const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
  const textFields = VISITOR_FIELDS.filter((f) => f.format !== 'choice').map((f) => f.name as ContactField);

  it('are refused in every field a visitor types, the message included, in the browser and on the server', () => {
    for (const name of textFields)
      for (const mark of BIDI) {
        const value = name === 'email' ? `dana${mark}@example.com` : `Evil${mark}gnp.exe 918 555 0100`;
        const browser = contactFormErrors({ [name]: value }, services)[name];
        expect(browser, `${name} with U+${mark.codePointAt(0)!.toString(16)}`).toMatch(/characters we can't accept/);
        expect(serverError({ [name]: value }, name)).toBe(browser);
      }
  });

  it('leave the plain direction marks a right-to-left name needs', () => {
    expect(contactFormErrors({ name: 'Dana \u200F\u05D3\u05E0\u05D4' }, services).name).toBeUndefined();
  });
});
