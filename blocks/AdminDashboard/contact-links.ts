/**
 * Links built from what a visitor typed into a form: only a well-formed address becomes a
 * mailto: link and only a plausible phone number a tel: link. Anything else is shown as text,
 * so a submission can never smuggle a link with extra parameters (`?cc=`, `?body=`) or a scheme.
 */
const EMAIL = /^[A-Za-z0-9._+'-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const PHONE = /^\+?[\d\s().-]+(?:\s*(?:x|ext\.?)\s*(\d{1,6}))?$/i;

export function mailtoHref(email: string): string | null {
  const address = email.trim();
  return address.length <= 254 && EMAIL.test(address) ? `mailto:${address}` : null;
}

export function telHref(phone: string): string | null {
  const value = phone.trim();
  const match = PHONE.exec(value);
  if (!match) return null;
  const extension = match[1];
  const main = extension ? value.slice(0, value.search(/\s*(?:x|ext)/i)) : value;
  const digits = main.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  return `tel:${main.trim().startsWith('+') ? '+' : ''}${digits}${extension ? `;ext=${extension}` : ''}`;
}
