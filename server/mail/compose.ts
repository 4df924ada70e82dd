import { escapeHtml } from '../../shared/html-escape';
import { type ThemeName, themes } from '../../shared/themes';

/** Who a mail is from and in which colours: the site file's company name and theme. */
export interface MailBrand {
  company: string;
  theme: ThemeName;
}

/** A mail's parts as plain strings; every one is escaped for the HTML body, so user input is safe. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A button in HTML, the bare URL on its own line in plain text. */
  action?: { label: string; url: string };
  /** Small print after the action, e.g. how long a link works and what to do if it was not you. */
  footnotes?: string[];
}

/**
 * The look every mail shares, in one place: the account mails (composeMail) and the contact mails
 * (contact/mails.ts) build their HTML from these pieces. Mail clients want inline styles and one
 * column; a handful of strings does that, so @react-email/render (React on the server to render
 * two kinds of mail) would add a dependency and a render pass without making them clearer.
 */
export const mailStyle = {
  heading: 'font-size:20px;margin:0 0 16px',
  subheading: 'font-size:18px;margin:24px 0 8px',
  paragraph: 'margin:0 0 16px',
  small: 'margin:0 0 12px;font-size:13px;color:#555555',
};

/** The action button in the brand colour of the site's theme. */
const buttonStyle = (theme: ThemeName) => {
  const { brand, onBrand } = themes[theme].color;
  return `background:${brand};color:${onBrand};padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block`;
};

/** A paragraph of HTML (escape what goes into it), in the shared style or another. */
export const mailParagraph = (html: string, style = mailStyle.paragraph) => `<p style="${style}">${html}</p>`;

/** A heading of plain text. */
export const mailHeading = (text: string, level: 1 | 2 = 2) =>
  `<h${level} style="${level === 1 ? mailStyle.heading : mailStyle.subheading}">${escapeHtml(text)}</h${level}>`;

/**
 * One plain-text and one HTML body from the same parts. Plain text comes first for mail readers
 * that show no HTML; the HTML is a single column with inline styles, which mail clients expect.
 */
export function composeMail(
  { company, theme }: MailBrand,
  content: MailContent,
): { subject: string; text: string; html: string } {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    ...(content.footnotes ?? []).flatMap((p) => [p, '']),
    `— ${company}`,
  ].join('\n');

  const p = (body: string, style = mailStyle.paragraph) => mailParagraph(escapeHtml(body), style);
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="${buttonStyle(theme)}">${escapeHtml(content.action.label)}</a></p>` +
      p(
        `If the button does not work, copy this address into your browser: ${content.action.url}`,
        `${mailStyle.small};word-break:break-all`,
      )
    : '';
  const html = htmlMail(theme, content.subject, [
    p(content.greeting),
    ...content.paragraphs.map((body) => p(body)),
    action,
    ...(content.footnotes ?? []).map((body) => p(body, mailStyle.small)),
    p(`— ${company}`, 'margin:24px 0 0'),
  ]);
  return { subject: content.subject, text, html };
}

/**
 * The HTML shell every mail shares: one white column on grey with inline styles, which mail
 * clients expect. `body` is HTML already: escape every piece of user input that goes into it.
 */
export function htmlMail(theme: ThemeName, subject: string, body: string[]): string {
  const { brand, surface, surfaceAlt, ink } = themes[theme].color;
  return [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:${surfaceAlt};font-family:Arial,Helvetica,sans-serif;color:${ink};line-height:1.5">`,
    `<div style="max-width:560px;margin:0 auto;background:${surface};padding:24px;border-radius:8px;border-top:4px solid ${brand}">`,
    ...body,
    '</div></body></html>',
  ].join('\n');
}
