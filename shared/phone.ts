/**
 * Every phone rule in one place, free of zod so browser code can import it: the business's own
 * numbers (written `(918) 555-0142` in the site file) and numbers visitors type into a form.
 *
 * Kept by hand rather than libphonenumber-js: the business and its callers are North American,
 * the site needs only "is this plausible" and "make a tel: link", and libphonenumber-js's smallest
 * build adds about 80 kB of metadata to every public page that shows the contact form.
 */

/** How the site file writes a phone number. */
export const DISPLAY_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;
export const DISPLAY_PHONE_EXAMPLE = '(918) 555-0142';

/** A typed number: digits with the usual separators, an optional +, and an optional extension. */
export const TYPED_PHONE = /^\+?[\d\s().\-/]+(?:\s*(?:x|ext\.?|#)\s*(\d{1,6}))?$/i;
const EXTENSION = /\s*(?:x|ext\.?|#)\s*\d{1,6}$/i;

/** The digits of a number, without an extension. */
export function phoneDigits(phone: string): string {
  return phone.replace(EXTENSION, '').replace(/\D/g, '');
}

/** The ten digits of a North American number, with or without its leading 1 (for comparing numbers). */
export function nationalDigits(phone: string): string {
  return phoneDigits(phone).replace(/^1(?=\d{10}$)/, '');
}

/**
 * A number the office can call back: a US number with its area code, ten digits (an area code
 * starting 2-9), optionally after +1 or 1, written with the usual separators and perhaps an
 * extension. Seven digits leave out the area code in a business with two; anything else is not a
 * US number. The contact form's phone field checks this in the browser and on the server.
 */
export function isCallbackPhone(typed: string): boolean {
  const value = typed.trim();
  if (!TYPED_PHONE.test(value)) return false;
  const digits = phoneDigits(value);
  if (value.startsWith('+') && !digits.startsWith('1')) return false;
  return /^1?[2-9]\d{9}$/.test(digits);
}

/** A typed number has a plausible length: 7 to 15 digits (E.164's longest): enough for a link to a number already stored. */
export function isPlausiblePhone(typed: string): boolean {
  const value = typed.trim();
  const digits = phoneDigits(value).length;
  return TYPED_PHONE.test(value) && digits >= 7 && digits <= 15;
}

/** The business's own number as a tel: link: `(918) 555-0142` → `tel:+19185550142`. */
export function telHref(displayPhone: string): string {
  return `tel:+1${nationalDigits(displayPhone)}`;
}

/** The business's own number as structured data writes it: `(918) 555-0142` → `+1-918-555-0142`. */
export function internationalPhone(displayPhone: string): string {
  return `+1-${nationalDigits(displayPhone).replace(/(\d{3})(\d{3})(\d{4})/, '$1-$2-$3')}`;
}

/**
 * A tel: link from a number a visitor typed, or null when it is not a plausible number (so a
 * submission can never smuggle a link). Ten digits without a + are taken as North American;
 * an extension is kept (`;ext=`).
 */
export function typedPhoneTelHref(typed: string): string | null {
  const value = typed.trim();
  if (!isPlausiblePhone(value)) return null;
  const extension = TYPED_PHONE.exec(value)?.[1];
  const digits = phoneDigits(value);
  const number = value.startsWith('+') ? `+${digits}` : digits.length === 10 ? `+1${digits}` : digits;
  return `tel:${number}${extension ? `;ext=${extension}` : ''}`;
}
