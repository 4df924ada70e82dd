import { formatCalendarDay } from '../../shared/calendar-day';
import { primaryOffice } from '../../schema/office';
import { composeMail } from '../mail/compose';
import type { MailContext } from '../mail/context';
import { headerText } from '../mail/header-text';
import type { MailToSend } from '../mail/outbox';

/**
 * The review request, its one reminder and the owner's alert on a low private score. The words
 * ask for an honest review and offer nothing for one: no discount, gift or raffle (Google's rules
 * forbid incentives of any kind), and the private note is offered as the second choice, never
 * in place of the review (no gating).
 */

export interface AskedCustomer {
  submissionId: number;
  name: string;
  email: string;
  completedOn: string;
  /** The office the request belongs to (its id), whose address signs the mail. */
  office?: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'there';

/** The review page's address for a link token, and its unsubscribe page's. */
export const reviewLink = (siteUrl: string, token: string) => `${siteUrl}/r/${token}`;
export const unsubscribeLink = (siteUrl: string, token: string) => `${siteUrl}/r/${token}/unsubscribe`;

function signature(ctx: MailContext<'company' | 'offices'>, officeId?: string): string {
  const office = ctx.site.offices.find((candidate) => candidate.id === officeId) ?? primaryOffice(ctx.site);
  return `${ctx.site.company.name}, ${office.streetAddress}, ${office.locality}, ${office.region} ${office.postalCode} · ${office.phone}`;
}

function customerMail(
  ctx: MailContext<'company' | 'offices' | 'theme'>,
  customer: AskedCustomer,
  token: string,
  content: { subject: string; body: string[]; topic: string },
): MailToSend {
  const unsubscribe = unsubscribeLink(ctx.siteUrl, token);
  const mail = composeMail(
    { company: ctx.site.company.name, theme: ctx.site.theme, url: ctx.siteUrl },
    {
      subject: headerText(content.subject),
      greeting: `Hi ${firstName(customer.name)},`,
      body: content.body,
      action: { label: 'Share how it went', url: reviewLink(ctx.siteUrl, token) },
      footnotes: [
        `Rather not get mails like this? Unsubscribe here and we will not ask again: ${unsubscribe}`,
        signature(ctx, customer.office),
      ],
    },
  );
  return {
    to: customer.email,
    ...mail,
    topic: content.topic,
    submissionId: customer.submissionId,
    unsubscribeUrl: unsubscribe,
  };
}

/** The first mail, two days after the job was completed. */
export function reviewAskMail(
  ctx: MailContext<'company' | 'offices' | 'theme'>,
  customer: AskedCustomer,
  token: string,
): MailToSend {
  const company = ctx.site.company.name;
  return customerMail(ctx, customer, token, {
    subject: `How did we do on your roof, ${firstName(customer.name)}?`,
    topic: `review-ask:${customer.submissionId}`,
    body: [
      `Thank you for choosing ${company}. We finished your roof on ${formatCalendarDay(customer.completedOn)}, and we hope it is everything you expected.`,
      'Would you tell other homeowners how it went? A review on Google takes about a minute, and it is how neighbours find a roofer they can trust. Good or bad, we read every one.',
      'If something is not right, the same page lets you tell us privately too, and we will make it right.',
    ],
  });
}

/** The one reminder, five days after the first mail, only when its link was not opened. */
export function reviewReminderMail(
  ctx: MailContext<'company' | 'offices' | 'theme'>,
  customer: AskedCustomer,
  token: string,
): MailToSend {
  return customerMail(ctx, customer, token, {
    subject: `A minute for a review of your roof, ${firstName(customer.name)}?`,
    topic: `review-reminder:${customer.submissionId}`,
    body: [
      `Last week we asked how your new roof from ${ctx.site.company.name} turned out. If you have a minute, a review on Google helps your neighbours choose a roofer.`,
      'This is the only reminder we send.',
    ],
  });
}

/** To the office at once: a customer scored the job low on the review page. */
export function lowScoreMail(
  ctx: MailContext<'company' | 'theme'>,
  note: { submissionId: number; name: string; score: number; body: string | null },
): MailToSend {
  const mail = composeMail(
    { company: ctx.site.company.name, theme: ctx.site.theme },
    {
      subject: headerText(
        `Unhappy customer: ${note.name} scored the job ${note.score} of 5 (request #${note.submissionId})`,
      ),
      heading: `${note.name} is not happy with the job`,
      body: [
        `On the review page, ${note.name} scored the job ${note.score} of 5 and wrote to you privately:`,
        { rows: [{ label: 'Their note', value: note.body, multiline: true }] },
        'Call them today. They still saw the Google review button: nothing was hidden from them.',
      ],
      action: { label: 'Open the request on the dashboard', url: `${ctx.siteUrl}/admin?lead=${note.submissionId}` },
    },
  );
  return { to: ctx.adminTo, ...mail, topic: `review-note:${note.submissionId}`, submissionId: note.submissionId };
}
