import type { Site } from '../../schema/site';
import { formatZonedDateTime } from '../../shared/business-time';
import { escapeHtml } from '../../shared/html-escape';
import { telHref, typedPhoneTelHref } from '../../shared/phone';
import { displayValue, fieldsShownIn, fieldValue } from '../../shared/request-field-sets';
import type { ProvenanceValues, RequestFieldSpec, VisitorValues } from '../../shared/request-fields';
import type { MailToSend } from '../mail/outbox';
import { htmlMail, mailHeading, mailParagraph, mailStyle } from '../mail/compose';
import { headerText } from '../mail/header-text';

export interface StoredRequest extends VisitorValues, Partial<ProvenanceValues> {
  id: number;
  source: string;
  receivedAt: Date;
  /** Photos of the damage kept with it (storm mode); the office opens them on the dashboard. */
  photoCount?: number;
}

interface MailContext {
  site: Pick<Site, 'company' | 'email' | 'offices' | 'hours' | 'nextSteps' | 'theme' | 'timeZone'>;
  siteUrl: string;
  /** ADMIN_NOTIFY_TO, or the site's email when it is not set. */
  adminTo: string;
}

/** The office a request belongs to, when the site file lists it. */
const officeOf = (request: StoredRequest, ctx: MailContext) =>
  ctx.site.offices.find((office) => office.id === request.office);

/** A field's row in a mail: its label, its value in words, and a link where the value is one. */
interface MailRow {
  label: string;
  value: string | null;
  href?: string;
  multiline: boolean;
}

function mailRows(fields: readonly RequestFieldSpec[], request: StoredRequest): MailRow[] {
  // A storm question (group) only in a storm request: an ordinary one has none of them, and a list
  // of six "not given" would bury what was asked.
  const storm = fields.some((field) => field.group && fieldValue(request, field) !== null);
  return fields
    .filter((field) => !field.group || storm)
    .map((field) => {
      const value = fieldValue(request, field);
      const href =
        value === null
          ? undefined
          : field.format === 'email'
            ? `mailto:${value}`
            : field.format === 'phone'
              ? (typedPhoneTelHref(value) ?? undefined)
              : undefined;
      return { label: field.label, value: displayValue(field, value), href, multiline: field.format === 'multiline' };
    });
}

const textRow = (row: MailRow) =>
  row.multiline ? `${row.label}:\n${row.value ?? '(not given)'}` : `${row.label}: ${row.value ?? '(not given)'}`;

function htmlRows(rows: readonly MailRow[]): string[] {
  const cell = (row: MailRow) =>
    row.value === null
      ? '<em>not given</em>'
      : row.href
        ? `<a href="${escapeHtml(row.href)}">${escapeHtml(row.value)}</a>`
        : escapeHtml(row.value);
  return [
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      (row) =>
        `<tr><th align="left" valign="top">${escapeHtml(row.label)}</th><td${row.multiline ? ' style="white-space:pre-wrap"' : ''}>${cell(row)}</td></tr>`,
    ),
    '</table>',
  ];
}

/** The office's notice of a new request: every field the declaration puts in it, and the way to the dashboard. */
export function adminNotification(request: StoredRequest, ctx: MailContext): MailToSend {
  const rows = mailRows(fieldsShownIn('officeMail'), request);
  if (request.photoCount)
    rows.push({ label: 'Photos', value: `${request.photoCount} (on the dashboard)`, multiline: false });
  // Straight to this request's detail on the dashboard, where it is worked.
  const dashboard = `${ctx.siteUrl}/admin?lead=${request.id}`;
  // A leak tonight is read first in a full inbox.
  const leak = request.waterComingIn === 'yes' ? 'WATER COMING IN: ' : '';
  const subject = headerText(`${leak}New inspection request from ${request.name}`);
  const text = [
    `New contact request #${request.id}`,
    '',
    ...rows.map(textRow),
    '',
    `Received: ${formatZonedDateTime(request.receivedAt, ctx.site.timeZone)}`,
    `Open this request: ${dashboard}`,
  ].join('\n');
  const html = htmlMail(ctx.site.theme, subject, [
    mailHeading(`New contact request #${request.id}`, 1),
    mailParagraph(`Received ${escapeHtml(formatZonedDateTime(request.receivedAt, ctx.site.timeZone))}.`),
    ...htmlRows(rows),
    mailParagraph(
      `<a href="${escapeHtml(dashboard)}">Open this request on the dashboard</a> to set its status, assign it and add notes.`,
    ),
  ]);
  // The office the request belongs to reads it, where the site file gives it an address of its own;
  // a reply goes straight to the customer.
  const to = officeOf(request, ctx)?.email ?? ctx.adminTo;
  return { to, replyTo: request.email, subject, text, html, topic: `contact:${request.id}` };
}

/**
 * The visitor's confirmation: both phones, the hours and what happens next. It repeats only
 * their name of what they typed, so the form cannot be used to mail someone else a message.
 */
export function customerConfirmation(request: StoredRequest, ctx: MailContext): MailToSend {
  const { company, offices: phones, hours, nextSteps } = ctx.site;
  const [either, every] = phones.length === 2 ? ['either', 'both'] : ['any', 'all'];
  // Only chosen values are repeated (see `customerMail` in shared/request-fields.ts), and only those given.
  const yours = mailRows(fieldsShownIn('customerMail'), request).filter((row) => row.value !== null);
  const subject = headerText(`We received your request - ${company.name}`);
  const text = [
    `Hi ${request.name},`,
    '',
    `Thank you for contacting ${company.name}. Your request for a free inspection is in.`,
    '',
    ...(yours.length ? ['Your request:', ...yours.map((row) => `  ${textRow(row)}`), ''] : []),
    'What happens next:',
    ...nextSteps.map((step, index) => `${index + 1}. ${step}`),
    '',
    `Need us sooner? Call ${either} office:`,
    ...phones.map((office) => `  ${office.label}: ${office.phone}`),
    '',
    'Phone hours:',
    ...hours.phone.map((line) => `  ${line.days}: ${line.hours}`),
    `Storm emergencies are answered 24/7 on ${every} office lines.`,
    '',
    `${company.name}`,
    `${ctx.siteUrl}`,
    '',
    'If you did not send this request, you can ignore this email.',
  ].join('\n');
  const html = htmlMail(ctx.site.theme, subject, [
    mailParagraph(`Hi ${escapeHtml(request.name)},`),
    mailParagraph(`Thank you for contacting ${escapeHtml(company.name)}. Your request for a free inspection is in.`),
    ...(yours.length ? [mailHeading('Your request'), ...htmlRows(yours)] : []),
    mailHeading('What happens next'),
    `<ol>${nextSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`,
    mailHeading('Need us sooner?'),
    mailParagraph(
      `${phones.map((office) => `${escapeHtml(office.label)}: <a href="${telHref(office.phone)}">${escapeHtml(office.phone)}</a>`).join('<br>')}`,
    ),
    mailHeading('Phone hours'),
    mailParagraph(
      `${hours.phone.map((line) => `${escapeHtml(line.days)}: ${escapeHtml(line.hours)}`).join('<br>')}<br>Storm emergencies are answered 24/7 on ${every} office lines.`,
    ),
    mailParagraph(`${escapeHtml(company.name)}<br><a href="${escapeHtml(ctx.siteUrl)}">${escapeHtml(ctx.siteUrl)}</a>`),
    mailParagraph('If you did not send this request, you can ignore this email.', mailStyle.small),
  ]);
  // A reply reaches the office the request belongs to (else the one that reads every request).
  const replyTo = officeOf(request, ctx)?.email ?? ctx.adminTo;
  return { to: request.email, replyTo, subject, text, html, topic: `contact:${request.id}` };
}
