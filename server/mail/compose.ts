import { escapeHtml } from '../../shared/html-escape';
import { type ThemeName, themes } from '../../shared/themes';

/** Who a mail is from and in which colours: the site file's company name and theme. */
export interface MailBrand {
  company: string;
  theme: ThemeName;
  /** The site's address, signed under the company name (a link in HTML) in mails to customers. */
  url?: string;
}

/** A line of a label/value table: a request's field, an office's phone, a day's hours. */
export interface MailRow {
  label: string;
  /** Null when the person left it empty: the mail says "not given". */
  value: string | null;
  /** Where the value links to in HTML (mailto:, tel:); plain text shows the value alone. */
  href?: string;
  /** Kept on lines of its own (a message): below its label in plain text, line breaks kept in HTML. */
  multiline?: boolean;
}

/**
 * One piece of a mail's body, in reading order: a string is a paragraph; the others are a
 * subheading ("Heading:" on its own line in plain text), a label/value table and a numbered list.
 */
export type MailBlock = string | { heading: string } | { rows: readonly MailRow[] } | { steps: readonly string[] };

/**
 * A mail's parts as plain strings; composeMail escapes every one for the HTML body, so user input
 * is safe and no caller writes HTML.
 */
export interface MailContent {
  subject: string;
  /** A title above everything, for mails the office reads (a new request) rather than ones to a person. */
  heading?: string;
  greeting?: string;
  body: readonly MailBlock[];
  /** A button in HTML, the bare URL on its own line in plain text. */
  action?: { label: string; url: string };
  /** Small print after the action, e.g. how long a link works and what to do if it was not you. */
  footnotes?: readonly string[];
}

/**
 * The look every mail shares, in one place. Mail clients want inline styles and one column; a
 * handful of strings does that, so @react-email/render (React on the server to render a few kinds
 * of mail) would add a dependency and a render pass without making them clearer.
 */
const style = {
  heading: 'font-size:20px;margin:0 0 16px',
  subheading: 'font-size:18px;margin:24px 0 8px',
  paragraph: 'margin:0 0 16px',
  list: 'margin:0 0 16px;padding-left:24px',
  small: 'margin:0 0 12px;font-size:13px;color:#555555',
  signature: 'margin:24px 0 0',
};

/** The action button in the brand colour of the site's theme. */
const buttonStyle = (theme: ThemeName) => {
  const { brand, onBrand } = themes[theme].color;
  return `background:${brand};color:${onBrand};padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block`;
};

const NOT_GIVEN = 'not given';

const isHeading = (block: MailBlock): block is { heading: string } => typeof block !== 'string' && 'heading' in block;

function textRow(row: MailRow): string {
  const value = row.value ?? `(${NOT_GIVEN})`;
  return row.multiline ? `${row.label}:\n${value}` : `${row.label}: ${value}`;
}

function textBlock(block: MailBlock): string[] {
  if (typeof block === 'string') return [block];
  if ('heading' in block) return [`${block.heading}:`];
  if ('rows' in block) return block.rows.map(textRow);
  return block.steps.map((step, index) => `${index + 1}. ${step}`);
}

/** A paragraph whose content is HTML already (only this module builds one). */
const paragraph = (html: string, css = style.paragraph) => `<p style="${css}">${html}</p>`;

const link = (href: string, text: string, css?: string) =>
  `<a href="${escapeHtml(href)}"${css ? ` style="${css}"` : ''}>${escapeHtml(text)}</a>`;

function htmlRow(row: MailRow): string {
  const cell =
    row.value === null ? `<em>${NOT_GIVEN}</em>` : row.href ? link(row.href, row.value) : escapeHtml(row.value);
  return `<tr><th align="left" valign="top">${escapeHtml(row.label)}</th><td${row.multiline ? ' style="white-space:pre-wrap"' : ''}>${cell}</td></tr>`;
}

function htmlBlock(block: MailBlock): string {
  if (typeof block === 'string') return paragraph(escapeHtml(block));
  if ('heading' in block) return `<h2 style="${style.subheading}">${escapeHtml(block.heading)}</h2>`;
  if ('rows' in block)
    return [
      '<table cellpadding="6" style="border-collapse:collapse;margin:0 0 16px">',
      ...block.rows.map(htmlRow),
      '</table>',
    ].join('\n');
  return `<ol style="${style.list}">${block.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`;
}

/**
 * One plain-text and one HTML body from the same parts, so both say the same. Plain text comes
 * first for mail readers that show no HTML; the HTML is a single column with inline styles, which
 * mail clients expect. Every mail ends with the same signature: "— company" and the site's address
 * when the brand gives one.
 */
export function composeMail(brand: MailBrand, content: MailContent): { subject: string; text: string; html: string } {
  const { company, theme, url } = brand;
  const text = [
    ...(content.heading ? [content.heading, ''] : []),
    ...(content.greeting ? [content.greeting, ''] : []),
    // A subheading stands right above what it names; every other block is followed by a blank line.
    ...content.body.flatMap((block) => [...textBlock(block), ...(isHeading(block) ? [] : [''])]),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    ...(content.footnotes ?? []).flatMap((note) => [note, '']),
    `— ${company}`,
    ...(url ? [url] : []),
  ].join('\n');

  const action = content.action
    ? [
        paragraph(link(content.action.url, content.action.label, buttonStyle(theme)), 'margin:24px 0'),
        paragraph(
          escapeHtml(`If the button does not work, copy this address into your browser: ${content.action.url}`),
          `${style.small};word-break:break-all`,
        ),
      ]
    : [];
  const { brand: brandColour, surface, surfaceAlt, ink } = themes[theme].color;
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:${surfaceAlt};font-family:Arial,Helvetica,sans-serif;color:${ink};line-height:1.5">`,
    `<div style="max-width:560px;margin:0 auto;background:${surface};padding:24px;border-radius:8px;border-top:4px solid ${brandColour}">`,
    ...(content.heading ? [`<h1 style="${style.heading}">${escapeHtml(content.heading)}</h1>`] : []),
    ...(content.greeting ? [paragraph(escapeHtml(content.greeting))] : []),
    ...content.body.map(htmlBlock),
    ...action,
    ...(content.footnotes ?? []).map((note) => paragraph(escapeHtml(note), style.small)),
    paragraph(`— ${escapeHtml(company)}${url ? `<br>${link(url, url)}` : ''}`, style.signature),
    '</div></body></html>',
  ].join('\n');
  return { subject: content.subject, text, html };
}
