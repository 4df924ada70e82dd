import type { Site } from '../../schema/site';
import type { ContactFields } from '../../schema/contact';
import { formatZonedDateTime } from '../../shared/business-time';
import { escapeHtml } from '../../shared/html-escape';
import { telHref, typedPhoneTelHref } from '../../shared/phone';
import type { MailToSend } from '../mail/outbox';
import { htmlMail, mailHeading, mailParagraph, mailStyle } from '../mail/compose';
import { headerText } from '../mail/header-text';

export interface StoredRequest extends ContactFields {
  id: number;
  source: string;
  receivedAt: Date;
}

interface MailContext {
  site: Pick<Site, 'company' | 'email' | 'offices' | 'hours' | 'nextSteps' | 'theme' | 'timeZone'>;
  siteUrl: string;
  /** ADMIN_NOTIFY_TO, or the site's email when it is not set. */
  adminTo: string;
}

const SOURCES: Record<string, string> = {
  form: 'the website form',
  'form-nojs': 'the website form (without JavaScript)',
  webhook: 'the form widget',
};

/** The office's notice of a new request: every field, and the way to the dashboard. */
export function adminNotification(request: StoredRequest, ctx: MailContext): MailToSend {
  const rows: [string, string | null, string?][] = [
    ['Name', request.name],
    ['Email', request.email, `mailto:${request.email}`],
    ['Phone', request.phone, request.phone ? (typedPhoneTelHref(request.phone) ?? undefined) : undefined],
    ['Address', request.address],
    ['Service needed', request.serviceNeeded],
  ];
  // Straight to this request's detail on the dashboard, where it is worked.
  const dashboard = `${ctx.siteUrl}/admin?lead=${request.id}`;
  const subject = headerText(`New inspection request from ${request.name}`);
  const text = [
    `New contact request #${request.id} from ${SOURCES[request.source] ?? request.source}`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value ?? '(not given)'}`),
    'Message:',
    request.message ?? '(not given)',
    '',
    `Received: ${formatZonedDateTime(request.receivedAt, ctx.site.timeZone)}`,
    `Open this request: ${dashboard}`,
  ].join('\n');
  const cell = (value: string | null, href?: string) =>
    value === null
      ? '<em>not given</em>'
      : href
        ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>`
        : escapeHtml(value);
  const html = htmlMail(ctx.site.theme, subject, [
    mailHeading(`New contact request #${request.id}`, 1),
    mailParagraph(
      `From ${escapeHtml(SOURCES[request.source] ?? request.source)}, ${escapeHtml(formatZonedDateTime(request.receivedAt, ctx.site.timeZone))}.`,
    ),
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value, href]) => `<tr><th align="left" valign="top">${label}</th><td>${cell(value, href)}</td></tr>`,
    ),
    `<tr><th align="left" valign="top">Message</th><td style="white-space:pre-wrap">${cell(request.message)}</td></tr>`,
    '</table>',
    mailParagraph(
      `<a href="${escapeHtml(dashboard)}">Open this request on the dashboard</a> to set its status, assign it and add notes.`,
    ),
  ]);
  return { to: ctx.adminTo, subject, text, html, topic: `contact:${request.id}` };
}

/**
 * The visitor's confirmation: both phones, the hours and what happens next. It repeats only
 * their name of what they typed, so the form cannot be used to mail someone else a message.
 */
export function customerConfirmation(request: StoredRequest, ctx: MailContext): MailToSend {
  const { company, offices: phones, hours, nextSteps } = ctx.site;
  const [either, every] = phones.length === 2 ? ['either', 'both'] : ['any', 'all'];
  const subject = headerText(`We received your request - ${company.name}`);
  const text = [
    `Hi ${request.name},`,
    '',
    `Thank you for contacting ${company.name}. Your request for a free inspection is in.`,
    '',
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
  return { to: request.email, subject, text, html, topic: `contact:${request.id}` };
}
