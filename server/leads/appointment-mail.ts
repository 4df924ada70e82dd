import { primaryOffice } from '../../schema/office';
import type { Office, Site } from '../../schema/site';
import { APPOINTMENT_MINUTES, formatAppointment } from '../../shared/office-day';
import { telHref } from '../../shared/phone';
import { composeMail } from '../mail/compose';
import type { MailContext } from '../mail/context';
import { headerText } from '../mail/header-text';
import type { MailToSend } from '../mail/outbox';
import { calendarFile } from './calendar';

export type AppointmentMailContext = MailContext<'company' | 'offices' | 'theme' | 'timeZone'>;

/** The office a request belongs to, else the primary office: its address, phone and reply address go in the mail. */
export function officeOfRequest(site: Pick<Site, 'offices'>, officeId: string | null): Office {
  return site.offices.find((office) => office.id === officeId) ?? primaryOffice(site);
}

/**
 * The customer's confirmation of a booked inspection: when (office time), where (their home: the
 * request's address, or plainly that the office still needs it), who to call to move it, and the
 * event as an .ics file (calendar.ts) whose UID stays the same for the request, so a moved
 * appointment replaces the first in the customer's calendar (SEQUENCE rises with the version).
 * Of what the customer typed it repeats their name and the address, which the office has read
 * before booking; never the office's address, which is not where the inspection happens.
 */
export function appointmentConfirmation(
  lead: { id: number; name: string; email: string; address: string | null; office: string | null; version: number },
  at: Date,
  now: Date,
  ctx: AppointmentMailContext,
): MailToSend {
  const { company, timeZone } = ctx.site;
  const office = officeOfRequest(ctx.site, lead.office);
  const address = lead.address?.trim() || null;
  const when = formatAppointment(at, timeZone);
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const subject = headerText(`Your roof inspection: ${when} - ${company.name}`);
  const where = address
    ? `at your home, ${address}`
    : 'at your home. We do not have your address yet: reply to this email with it, or call us';
  const change = `To change the time, call the ${office.label} at ${office.phone} or reply to this email.`;
  const home = 'Someone 18 or older should be home; we may need to get into the attic.';
  const calendar = calendarFile({
    uid: `inspection-${lead.id}@${new URL(ctx.siteUrl).hostname}`,
    sequence: lead.version,
    stamp: now,
    start: at,
    end: new Date(at.getTime() + APPOINTMENT_MINUTES * 60_000),
    summary: `Roof inspection - ${company.name}`,
    description: `Your free roof inspection with ${company.name}, ${where}. ${home} ${change}`,
    location: address,
    producer: company.name,
  });
  const { text, html } = composeMail(
    { company: company.name, theme: ctx.site.theme, url: ctx.siteUrl },
    {
      subject,
      greeting: `Hi ${lead.name},`,
      body: [
        `Your free roof inspection with ${company.name} is booked for ${when}${zone ? ` (${zone})` : ''}, ${where}.`,
        home,
        change,
        {
          rows: [
            { label: 'Where', value: address ?? 'Your home (address not given yet)' },
            // A phone row keeps the office's number one tap away in the HTML mail.
            { label: office.label, value: office.phone, href: telHref(office.phone) },
          ],
        },
      ],
      footnotes: ['The attached calendar file (inspection.ics) adds it to your calendar.'],
    },
  );
  return {
    to: lead.email,
    replyTo: office.email ?? ctx.adminTo,
    subject,
    text,
    html,
    calendar,
    topic: `appointment:${lead.id}`,
    submissionId: lead.id,
  };
}
