/**
 * The contact form's rules, written once and free of zod so the browser can run them before
 * sending: the fields, their size caps, and each problem in words for the visitor.
 * `schema/contact.ts` builds the server's zod schema from these same functions, and a property
 * test checks the two never disagree.
 */
import { isPlausiblePhone } from './phone';
import { LINE_BREAK, UNSAFE_CHARACTERS } from './text-safety';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'address', 'serviceNeeded', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Size caps in characters, after trimming. The inputs carry the same numbers as maxlength. */
export const CONTACT_LIMITS: Record<ContactField, number> = {
  name: 120,
  email: 254,
  phone: 40,
  address: 300,
  serviceNeeded: 80,
  message: 5000,
};

export const CONTACT_LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  serviceNeeded: 'Service needed',
  message: 'Message',
};

/** The form's hidden fields: a honeypot people never see, and the server's signed start time. */
export const HONEYPOT_FIELD = 'website';
export const FORM_TOKEN_FIELD = 'formToken';
/** A request sent sooner than this after the form was first touched is a bot's. */
export const CONTACT_MIN_FILL_MS = 2_000;
export const OTHER_SERVICE = 'Other';

/** The service select's choices: the site's service links, then "Other". */
export function serviceOptions(serviceLinks: readonly { label: string }[]): string[] {
  return [...serviceLinks.map((link) => link.label), OTHER_SERVICE];
}

// Zod's own email pattern, so the browser and the server agree on what an address is. It also
// keeps out everything that could smuggle a second recipient or a header: spaces, commas,
// semicolons, angle brackets, quotes, CR and LF.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const MULTILINE: ReadonlySet<ContactField> = new Set(['message']);

const count = (n: number) => n.toLocaleString('en-US');

/** What is wrong with one field, in words for the visitor, or undefined when it is fine. */
export function contactFieldError(field: ContactField, raw: string, services: readonly string[]): string | undefined {
  const value = raw.trim();
  const limit = CONTACT_LIMITS[field];
  if (UNSAFE_CHARACTERS.test(value))
    return `${CONTACT_LABELS[field]} contains characters we can't accept. Please type it again.`;
  if (!MULTILINE.has(field) && LINE_BREAK.test(value))
    return `Please write your ${CONTACT_LABELS[field].toLowerCase()} on one line.`;
  switch (field) {
    case 'name':
      if (!value) return 'Please enter your name';
      if (value.length > limit) return `Please shorten your name to ${limit} characters`;
      return undefined;
    case 'email':
      if (!value) return 'Please enter your email address';
      if (value.length > limit) return `Please use an email address under ${limit} characters`;
      if (!EMAIL.test(value)) return 'Please enter a valid email address, like name@example.com';
      return undefined;
    case 'phone': {
      if (!value) return undefined;
      if (value.length > limit || !isPlausiblePhone(value)) {
        return 'Please enter a phone number like (918) 555-0142, or leave it empty';
      }
      return undefined;
    }
    case 'address':
      if (value.length > limit) return `Please shorten the address to ${limit} characters`;
      return undefined;
    case 'serviceNeeded':
      if (value && !services.includes(value)) return 'Please choose a service from the list';
      return undefined;
    case 'message':
      if (value.length > limit)
        return `Please shorten your message to ${count(limit)} characters (it has ${count(value.length)})`;
      return undefined;
  }
}

/** Every field's problem at once; an empty object means the form may be sent. */
export function contactFormErrors(values: Partial<ContactValues>, services: readonly string[]): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = contactFieldError(field, values[field] ?? '', services);
    if (message) errors[field] = message;
  }
  return errors;
}

/** What is stored: trimmed, Windows line ends made plain, an empty optional field as null. */
export function normalizeContactValue(raw: string): string | null {
  const value = raw.trim().replace(/\r\n?/g, '\n');
  return value === '' ? null : value;
}

/** Words the form and the server both use, with the office phone a person can call instead. */
export function contactMessages(phone: string) {
  return {
    tooManyRequests: `Too many requests. Please wait a minute and try again, or call us at ${phone}.`,
    sendFailed: `We could not send your request. Your details are still here: please press the button again in a moment, or call us at ${phone}.`,
    unavailable: `Our request system is down for a moment. Your details are still here: please try again in a few minutes, or call us at ${phone}.`,
    sendAgain: 'Almost done: please check your details and press the button again to send them.',
    fixFields: (labels: string[]) =>
      `Please correct ${labels.length === 1 ? 'one field' : `${labels.length} fields`}: ${labels.join(', ')}.`,
  };
}
