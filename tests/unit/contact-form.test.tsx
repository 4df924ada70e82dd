import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { site } from '../support/site';
import { contactRequestSchemaForSite } from '../../schema/contact';
import { CONTACT_FIELDS, CONTACT_LIMITS, contactFormErrors, type ContactValues } from '../../shared/contact-rules';
import { renderPage } from '../support/render-page';
import contactFormBlock from '../../blocks/ContactForm';
import { contactFormSchema } from '../../blocks/ContactForm/schema';

const contactRequestSchema = contactRequestSchemaForSite(site);

const services = site.serviceChoices;
/** The opening tag of the control named `name`, whatever order its attributes come in. */
const control = (html: string, name: string) =>
  html.match(new RegExp(`<(?:input|textarea|select)[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
const seo = {
  title: 'Contact form test page',
  description: 'A page that holds the contact form block, for the unit tests of its markup only.',
};

/** Strings a visitor, a bot or a fuzzer might put in a field. */
const fieldValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    'Dana',
    'dana@example.com',
    '(918) 555-0142',
    '+1 913.555.0178 x12',
    'Roof Repair',
    'Other',
    'a\r\nb',
    '\u0000',
    '\uD800',
    '<script>x</script>',
  ),
  fc.integer({ min: 0, max: 6000 }).map((n) => 'x'.repeat(n)),
  fc.stringMatching(/^[a-z0-9._+-]{1,20}@[a-z0-9-]{1,15}\.[a-z]{2,6}$/),
);

describe('the contact form rules', () => {
  it('give the browser (no zod) and the server (zod) the same verdict and message on every field', () => {
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(CONTACT_FIELDS.map((f) => [f, fieldValue])) as Record<
            keyof ContactValues,
            typeof fieldValue
          >,
        ),
        (values) => {
          const browser = contactFormErrors(values, services);
          const server = contactRequestSchema.safeParse(values);
          const serverErrors = server.success
            ? {}
            : Object.fromEntries(server.error.issues.map((issue) => [issue.path[0], issue.message]));
          expect(serverErrors).toEqual(browser);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuse a service the site file does not offer, in the browser and on the server alike', () => {
    const ours = contactRequestSchemaForSite({ serviceChoices: ['Gutter Cleaning', 'Other'] });
    const values = { name: 'Dana', email: 'dana@example.com', serviceNeeded: 'Roof Repair' };
    const message = 'Please choose a service from the list';
    expect(contactFormErrors(values, ['Gutter Cleaning', 'Other']).serviceNeeded).toBe(message);
    expect(ours.safeParse(values).error?.issues.map((issue) => issue.message)).toEqual([message]);
    expect(ours.safeParse({ ...values, serviceNeeded: 'Gutter Cleaning' }).success).toBe(true);
  });

  it('accept the phone formats people write and refuse what is not a phone', () => {
    for (const phone of [
      '(918) 555-0142',
      '918-555-0142',
      '918.555.0142',
      '+1 918 555 0142',
      '9185550142',
      '(913) 555-0178 ext. 12',
    ]) {
      expect(contactFormErrors({ name: 'a', email: 'a@b.co', phone }, services), phone).toEqual({});
    }
    for (const phone of [
      'call me',
      '12345',
      '555-0142',
      '918-555-0142-918-555-0142',
      '+1 (918) 555-0142; drop table',
    ]) {
      expect(contactFormErrors({ name: 'a', email: 'a@b.co', phone }, services).phone, phone).toBeDefined();
    }
  });
});

describe('the ContactForm block', () => {
  it("offers the site file's service choices in its select, in their order, and no others", async () => {
    const choices = async (serviceChoices: string[]) => {
      const html = await renderPage(
        { path: '/contact', seo, blocks: [{ type: 'ContactForm' }] },
        {
          site: { ...site, serviceChoices },
        },
      );
      const select = html.match(/<select[^>]*name="serviceNeeded"[\s\S]*?<\/select>/)?.[0] ?? '';
      return [...select.matchAll(/<option value="([^"]+)">([^<]*)<\/option>/g)].map(([, value, shown]) => {
        expect(shown).toBe(value);
        return value;
      });
    };
    // The eleven the form offered when the list was written into shared/request-fields.ts.
    expect(await choices(site.serviceChoices)).toEqual([
      'Roof Repair',
      'Roof Replacement',
      'Storm Damage',
      'Emergency Roofing',
      'Roof Inspection',
      'New Installation',
      'Metal Roofing',
      'Asphalt Shingles',
      'Flat Roofing',
      'Commercial Roofing',
      'Other',
    ]);
    expect(await choices(['Gutter Cleaning', 'Other'])).toEqual(['Gutter Cleaning', 'Other']);
  });

  it('starts on the service its page names, in the static HTML, and the content gate refuses one the form does not offer', async () => {
    const html = await renderPage({
      path: '/have-storm-damage',
      seo,
      blocks: [{ type: 'ContactForm', service: 'Storm Damage' }],
    });
    const select = html.match(/<select[^>]*name="serviceNeeded"[\s\S]*?<\/select>/)?.[0] ?? '';
    expect([...select.matchAll(/<option[^>]*selected[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['Storm Damage']);

    const ctx = { site, page: { path: '/contact' }, index: 0, earlier: [] } as unknown as Parameters<
      NonNullable<typeof contactFormBlock.check>
    >[1];
    const form = contactFormSchema.parse({ type: 'ContactForm', service: 'Gutters' });
    expect(contactFormBlock.check!(form, ctx)).toEqual([
      expect.objectContaining({ at: 'service', message: expect.stringContaining('"Storm Damage"') }),
    ]);
    expect(contactFormBlock.check!({ ...form, service: 'Storm Damage' }, ctx)).toEqual([]);
  });

  it('is a real form posting to /api/contact, every field with a visible label, the honeypot hidden from people', async () => {
    const html = await renderPage({
      path: '/contact',
      seo,
      blocks: [{ type: 'ContactForm', heading: 'Tell us about your roof' }],
    });
    const form = html.match(/<form[^>]*>/)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/contact#request"');
    for (const [field, label] of [
      ['name', 'Name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['address', 'Address'],
      ['serviceNeeded', 'Service needed'],
      ['message', 'Message'],
    ]) {
      expect(html).toMatch(new RegExp(`<label for="request-${field}"[^>]*>${label}`));
      expect(control(html, field!)).toContain(`id="request-${field}"`);
    }
    expect(control(html, 'name')).toMatch(/required/);
    expect(control(html, 'email')).toMatch(/type="email".*required/);
    for (const service of services) expect(html).toContain(`<option value="${service}">${service}</option>`);
    expect(html).toMatch(
      /<div[^>]*aria-hidden="true"><label[^>]*>Leave this field empty<\/label><input[^>]*name="website"/,
    );
    expect(control(html, 'website')).toContain('tabindex="-1"');
    expect(html).toMatch(/<noscript><img src="\/api\/contact\/start.gif"/);
    expect(html).toContain('<button type="submit"');
    expect(html).toContain('Request my free inspection');
    expect(html).toContain('href="tel:+19185550142"');
    expect(html).toContain('href="tel:+19135550178"');
    expect(html).toContain(`href="mailto:${site.email}"`);
  });

  it('shows the server answer to a post without JavaScript: typed values, errors tied to their fields, the start time', async () => {
    const html = await renderPage(
      { path: '/contact', seo, blocks: [{ type: 'ContactForm' }] },
      {
        formPost: {
          formId: 'request',
          outcome: 'invalid',
          values: { name: '<b>Dana</b>', email: 'dana@', message: 'Hail' },
          errors: { email: 'Please enter a valid email address, like name@example.com' },
          hidden: { formToken: 'v1.token' },
        },
      },
    );
    expect(html).toContain('value="&lt;b&gt;Dana&lt;/b&gt;"');
    expect(control(html, 'email')).toContain('aria-invalid="true"');
    expect(control(html, 'email')).toContain('aria-describedby="request-email-error"');
    expect(html).toMatch(/<p id="request-email-error"[^>]*>.*Please enter a valid email address/);
    expect(html).toMatch(/role="status"[^>]*>Please correct one field: Email.</);
    expect(html).toContain('<textarea');
    expect(html).toContain('>Hail</textarea>');
    expect(html).toContain('name="formToken" value="v1.token"');
  });

  it('shows what happens next and both phones once a post without JavaScript is stored', async () => {
    const html = await renderPage(
      { path: '/contact', seo, blocks: [{ type: 'ContactForm' }] },
      { formPost: { formId: 'request', outcome: 'sent', values: { email: 'dana@example.com' }, errors: {} } },
    );
    expect(html).not.toContain('<form');
    expect(html).toContain('Thank you! Your request is in.');
    expect(html).toContain('A confirmation is on its way to dana@example.com.');
    expect(html).toContain('What happens next');
    expect(html).toContain('(918) 555-0142');
    expect(html).toContain('(913) 555-0178');
  });

  it('ignores an answer meant for another form on the page', async () => {
    const html = await renderPage(
      {
        path: '/',
        seo,
        blocks: [{ type: 'ContactForm', id: 'other', variant: 'compact', heading: 'Free hail inspection' }],
      },
      { formPost: { formId: 'request', outcome: 'sent', values: {}, errors: {} } },
    );
    expect(html).toContain('<form');
    expect(html).toMatch(/<section id="other"/);
  });

  it('asks whether water is coming in on every form, outside the storm questions a storm shows', async () => {
    const html = await renderPage({ path: '/contact', seo, blocks: [{ type: 'ContactForm' }] });
    expect(html).toMatch(/<label for="request-waterComingIn"[^>]*>Is water coming in now\?/);
    expect(control(html, 'waterComingIn')).toMatch(/^<select/);
    expect(html).toMatch(
      /name="waterComingIn"[^>]*>(?:(?!<\/select>).)*<option value="yes">Yes, water is coming in<\/option>/s,
    );
    // Before the storm fieldset, which CSS hides outside storm mode: in the HTML without JavaScript, and shown.
    const storm = html.indexOf('<fieldset');
    expect(storm).toBeGreaterThan(0);
    expect(html.indexOf('id="request-waterComingIn"')).toBeGreaterThan(0);
    expect(html.indexOf('id="request-waterComingIn"')).toBeLessThan(storm);
  });

  it('never cuts a field in the markup (no maxlength): the rules count and refuse over the limit instead', async () => {
    const html = await renderPage({ path: '/contact', seo, blocks: [{ type: 'ContactForm' }] });
    for (const field of ['name', 'email', 'phone', 'address', 'message'] as const) {
      expect(control(html, field)).not.toMatch(/maxlength/i);
      expect(contactFormErrors({ [field]: 'x'.repeat(CONTACT_LIMITS[field] + 1) }, services)[field]).toBeTruthy();
    }
  });
});
