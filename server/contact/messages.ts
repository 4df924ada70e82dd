import { primaryOffice } from '../../schema/office';
import type { Site } from '../../schema/site';
import { contactMessages } from '../../shared/contact-rules';

export type ContactMessages = ReturnType<typeof contactMessages>;

/**
 * The contact form's words as the server says them, with the number of the office the visitor's
 * form offers (the form sends its office's id, so a Kansas page's answers name the Kansas number
 * as its own form does); the primary office's for an unknown or missing id.
 */
export function contactMessagesFor(site: Pick<Site, 'offices'>): (officeId?: string) => ContactMessages {
  const byOffice = new Map(site.offices.map((office) => [office.id, contactMessages(office.phone)]));
  const fallback = contactMessages(primaryOffice(site).phone);
  return (officeId) => (officeId && byOffice.get(officeId)) || fallback;
}
