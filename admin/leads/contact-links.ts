/**
 * Links built from what a visitor typed into a form: only a well-formed address becomes a
 * mailto: link and only a plausible phone number a tel: link (shared/phone.ts). Anything else is shown as text,
 * so a submission can never smuggle a link with extra parameters (`?cc=`, `?body=`) or a scheme.
 */
const EMAIL = /^[A-Za-z0-9._+'-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function mailtoHref(email: string): string | null {
  const address = email.trim();
  return address.length <= 254 && EMAIL.test(address) ? `mailto:${address}` : null;
}

/**
 * A Google Maps search for a typed address, for the crew's directions: a plain https link whose
 * query is the address, encoded, so nothing typed can change where the link goes.
 */
export function mapHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}
