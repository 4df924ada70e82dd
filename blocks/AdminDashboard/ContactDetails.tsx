import { typedPhoneTelHref } from '../../shared/phone';
import { mailtoHref } from './contact-links';
import * as s from './AdminDashboard.css';

/** Email as a mailto link, phone as a tel link (each only when well-formed), then the address. */
export function ContactDetails({
  email,
  phone,
  address,
}: {
  email: string;
  phone: string | null;
  address: string | null;
}) {
  const mailto = mailtoHref(email);
  const tel = phone ? typedPhoneTelHref(phone) : null;
  return (
    <div className={s.contactList}>
      {mailto ? <a href={mailto}>{email}</a> : <span>{email}</span>}
      {phone && (tel ? <a href={tel}>{phone}</a> : <span>{phone}</span>)}
      {address && <span className={s.secondary}>{address}</span>}
    </div>
  );
}
