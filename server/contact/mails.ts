import { officeLabel } from '../../schema/office-routing';
import { formatZonedDateTime } from '../../shared/business-time';
import { emergencyOf, urgentSubject } from '../../shared/emergency';
import { telHref, typedPhoneTelHref } from '../../shared/phone';
import { displayValue, fieldsShownIn, fieldValue } from '../../shared/request-field-sets';
import type { ProvenanceValues, RequestFieldSpec, VisitorValues } from '../../shared/request-fields';
import type { MailToSend } from '../mail/outbox';
import { composeMail, type MailRow } from '../mail/compose';
import type { MailContext } from '../mail/context';
import { headerText } from '../mail/header-text';

export interface StoredRequest extends VisitorValues, Partial<ProvenanceValues> {
  id: number;
  source: string;
  receivedAt: Date;
  /** Photos of the damage kept with it (storm mode); the office opens them on the dashboard. */
  photoCount?: number;
}

type ContactMailContext = MailContext<
  'company' | 'email' | 'offices' | 'hours' | 'nextSteps' | 'theme' | 'timeZone' | 'emergencyServices'
>;

/** The office a request belongs to, when the site file lists it. */
const officeOf = (request: StoredRequest, ctx: ContactMailContext) =>
  ctx.site.offices.find((office) => office.id === request.office);

/** A field's row in a mail: its label, its value in words (an office by its name), and a link where the value is one. */
function mailRows(fields: readonly RequestFieldSpec[], request: StoredRequest, ctx: ContactMailContext): MailRow[] {
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
      const shown = field.name === 'office' ? officeLabel(ctx.site, value) : displayValue(field, value);
      return { label: field.label, value: shown, href, multiline: field.format === 'multiline' };
    });
}

/** The office's notice of a new request: every field the declaration puts in it, and the way to the dashboard. */
export function adminNotification(request: StoredRequest, ctx: ContactMailContext): MailToSend {
  const rows = mailRows(fieldsShownIn('officeMail'), request, ctx);
  if (request.photoCount)
    rows.push({ label: 'Photos', value: `${request.photoCount} (on the dashboard)`, multiline: false });
  // Straight to this request's detail on the dashboard, where it is worked.
  const dashboard = `${ctx.siteUrl}/admin?lead=${request.id}`;
  // An emergency (a leak now, an emergency service) is read first in a full inbox: "URGENT: WATER COMING IN - …".
  const emergency = emergencyOf(request, ctx.site.emergencyServices);
  const brand = { company: ctx.site.company.name, theme: ctx.site.theme };
  const { subject, text, html } = composeMail(brand, {
    subject: headerText(urgentSubject(`New inspection request from ${request.name}`, emergency)),
    heading: `New contact request #${request.id}`,
    body: [
      `Received ${formatZonedDateTime(request.receivedAt, ctx.site.timeZone)}.`,
      { rows },
      'Open this request on the dashboard to set its status, assign it and add notes.',
    ],
    action: { label: 'Open this request', url: dashboard },
  });
  // The office the request belongs to reads it, where the site file gives it an address of its own;
  // a reply goes straight to the customer.
  const to = officeOf(request, ctx)?.email ?? ctx.adminTo;
  return { to, replyTo: request.email, subject, text, html, topic: `contact:${request.id}` };
}

/**
 * The visitor's confirmation: both phones, the hours and what happens next. It repeats only
 * their name of what they typed, so the form cannot be used to mail someone else a message.
 */
export function customerConfirmation(request: StoredRequest, ctx: ContactMailContext): MailToSend {
  const { company, offices: phones, hours, nextSteps } = ctx.site;
  const [either, every] = phones.length === 2 ? ['either', 'both'] : ['any', 'all'];
  // Only chosen values are repeated (see `customerMail` in shared/request-fields.ts), and only those given.
  const yours = mailRows(fieldsShownIn('customerMail'), request, ctx).filter((row) => row.value !== null);
  const brand = { company: company.name, theme: ctx.site.theme, url: ctx.siteUrl };
  const { subject, text, html } = composeMail(brand, {
    subject: headerText(`We received your request - ${company.name}`),
    greeting: `Hi ${request.name},`,
    body: [
      `Thank you for contacting ${company.name}. Your request for a free inspection is in.`,
      ...(yours.length ? [{ heading: 'Your request' }, { rows: yours }] : []),
      { heading: 'What happens next' },
      { steps: nextSteps },
      { heading: `Need us sooner? Call ${either} office` },
      { rows: phones.map((office) => ({ label: office.label, value: office.phone, href: telHref(office.phone) })) },
      { heading: 'Phone hours' },
      { rows: hours.phone.map((line) => ({ label: line.days, value: line.hours })) },
      `Storm emergencies are answered 24/7 on ${every} office lines.`,
    ],
    footnotes: ['If you did not send this request, you can ignore this email.'],
  });
  // A reply reaches the office the request belongs to (else the one that reads every request).
  const replyTo = officeOf(request, ctx)?.email ?? ctx.adminTo;
  return { to: request.email, replyTo, subject, text, html, topic: `contact:${request.id}` };
}
