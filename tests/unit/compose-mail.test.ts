import { describe, expect, it } from 'vitest';
import { composeMail } from '../../server/mail/compose';

const brand = { company: 'Ridgeline & Sons', theme: 'ridgeline' as const, url: 'https://roof.example/?a=1&b=2' };
const hostile = '<script>alert("x")</script> & more';

describe('composeMail', () => {
  const mail = composeMail(brand, {
    subject: `Request from ${hostile}`,
    heading: 'New contact request #7',
    greeting: `Hi ${hostile},`,
    body: [
      `You wrote: ${hostile}`,
      { heading: 'Your request' },
      {
        rows: [
          { label: 'Name <b>', value: hostile, href: 'mailto:a@b.example?x=<y>&z' },
          { label: 'Message', value: `line one\n${hostile}`, multiline: true },
          { label: 'Phone', value: null },
        ],
      },
      { steps: [`Call ${hostile}`, 'Inspect'] },
    ],
    action: { label: 'Open & see', url: 'https://roof.example/admin?lead=7&x=<y>' },
    footnotes: [`Not you? ${hostile}`],
  });

  it('escapes every piece it is given in the HTML: paragraphs, rows, links, steps, action and signature', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<y>');
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more';
    expect(mail.html).toContain(`<title>Request from ${escaped}</title>`);
    expect(mail.html).toContain(`You wrote: ${escaped}`);
    expect(mail.html).toContain(`<th align="left" valign="top">Name &lt;b&gt;</th>`);
    expect(mail.html).toContain(`<a href="mailto:a@b.example?x=&lt;y&gt;&amp;z">${escaped}</a>`);
    expect(mail.html).toContain(`line one\n${escaped}`);
    expect(mail.html).toContain('<em>not given</em>');
    expect(mail.html).toContain(`<li>Call ${escaped}</li>`);
    expect(mail.html).toContain('href="https://roof.example/admin?lead=7&amp;x=&lt;y&gt;"');
    expect(mail.html).toContain('>Open &amp; see</a>');
    expect(mail.html).toContain('— Ridgeline &amp; Sons<br><a href="https://roof.example/?a=1&amp;b=2">');
  });

  it('writes the same words in the plain text, unescaped, in the same order', () => {
    expect(mail.text).toBe(
      [
        'New contact request #7',
        '',
        `Hi ${hostile},`,
        '',
        `You wrote: ${hostile}`,
        '',
        'Your request:',
        `Name <b>: ${hostile}`,
        `Message:\nline one\n${hostile}`,
        'Phone: (not given)',
        '',
        `1. Call ${hostile}`,
        '2. Inspect',
        '',
        'Open & see:',
        'https://roof.example/admin?lead=7&x=<y>',
        '',
        `Not you? ${hostile}`,
        '',
        '— Ridgeline & Sons',
        'https://roof.example/?a=1&b=2',
      ].join('\n'),
    );
    expect(mail.subject).toBe(`Request from ${hostile}`);
  });
});
