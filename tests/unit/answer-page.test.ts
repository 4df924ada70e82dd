import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../support/site';
import { createAnswerPages } from '../../server/contact/answer-page';

// No built site there: the answer is the plain page.
const unbuilt = path.join(import.meta.dirname, 'no-built-site');
const sent = { formId: 'request', outcome: 'sent' as const, values: {}, errors: {} };

describe('the answer to a form posted without JavaScript, when the site is not built', () => {
  it("promises a reply within the site file's business days, not a fixed one", async () => {
    const html = await createAnswerPages(unbuilt, {
      ...site,
      turnaround: { ...site.turnaround, replyBusinessDays: 2 },
    }).render('/contact', sent);
    expect(html).toContain('Thank you! Your request is in.');
    expect(html).toContain('We call or email you within two business days.');
    expect(html).not.toContain('one business day');
  });
});
