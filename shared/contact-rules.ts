/**
 * The contact form's rules, free of zod so the browser can run them before sending: the fields
 * (declared in request-fields.ts), their size caps, and each problem in words for the visitor.
 * `schema/contact.ts` builds the server's zod schema from these same functions, and a property
 * test checks the two never disagree.
 */
import { isCallbackPhone } from './phone';
import type { RequestFieldSpec, VisitorFieldName } from './request-fields';
import {
  ALL_GROUPS,
  type FieldGroups,
  VISITOR_FIELD_NAMES,
  VISITOR_FIELDS,
  visitorFieldsFor,
} from './request-field-sets';
import { LINE_BREAK, UNSAFE_CHARACTERS } from './text-safety';

export const CONTACT_FIELDS = VISITOR_FIELD_NAMES;
export type ContactField = VisitorFieldName;
/** What the form holds while a visitor types: every field as text. */
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Size caps in characters, after trimming. The inputs carry the same numbers as maxlength. */
export const CONTACT_LIMITS = Object.fromEntries(VISITOR_FIELDS.map((field) => [field.name, field.limit])) as Record<
  ContactField,
  number
>;

export const CONTACT_LABELS = Object.fromEntries(VISITOR_FIELDS.map((field) => [field.name, field.label])) as Record<
  ContactField,
  string
>;

/** The form's hidden fields: a honeypot people never see, and the server's signed start time. */
export const HONEYPOT_FIELD = 'website';
export const FORM_TOKEN_FIELD = 'formToken';
/** A request sent sooner than this after the form was first touched is a bot's. */
export const CONTACT_MIN_FILL_MS = 2_000;

// Zod's own email pattern, so the browser and the server agree on what an address is. It also
// keeps out everything that could smuggle a second recipient or a header: spaces, commas,
// semicolons, angle brackets, quotes, CR and LF.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The values a choice field allows: its own list, or the site file's `serviceChoices` (`services`). */
export function fieldOptions(field: RequestFieldSpec, services: readonly string[]): readonly string[] {
  return field.options === 'services' ? services : (field.options ?? []);
}

/**
 * What is wrong with one field, in words for the visitor, or undefined when it is fine. One rule
 * for every field, read from its declaration: characters, lines, required, size, then its format.
 */
export function requestFieldError(
  field: RequestFieldSpec,
  raw: string,
  services: readonly string[],
): string | undefined {
  const value = raw.trim();
  if (UNSAFE_CHARACTERS.test(value)) return `${field.label} contains characters we can't accept. Please type it again.`;
  if (field.format !== 'multiline' && LINE_BREAK.test(value))
    return `Please write your ${field.label.toLowerCase()} on one line.`;
  if (!value) return field.required;
  // A choice is right or wrong whatever its length: "too long" would puzzle someone who picked it.
  if (field.format === 'choice')
    return fieldOptions(field, services).includes(value)
      ? undefined
      : (field.invalid ?? `Please choose a ${field.label.toLowerCase()} from the list`);
  if (value.length > field.limit)
    return (
      field.tooLong?.(field.limit, value.length) ??
      `Please shorten your ${field.label.toLowerCase()} to ${field.limit} characters`
    );
  const invalid = field.invalid ?? `Please check your ${field.label.toLowerCase()}`;
  if (field.format === 'email' && !EMAIL.test(value)) return invalid;
  if (field.format === 'phone' && !isCallbackPhone(value)) return invalid;
  if (field.format === 'date' && !isCalendarDate(value)) return invalid;
  return undefined;
}

/** A day as a date input sends it (YYYY-MM-DD), that exists, in this century. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year < 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** From this share of a field's limit on, the form shows how many characters are left. */
export const LIMIT_NOTE_FROM = 0.8;

/**
 * The note under a text field near or over its size cap, or undefined when it is far below: the
 * form never cuts what a visitor pastes (no maxlength), it says how much is left or how much to cut,
 * and the server refuses the same lengths with the field's own message.
 */
export function limitNote(field: RequestFieldSpec, raw: string): { text: string; over: boolean } | undefined {
  if (field.format === 'choice') return undefined;
  const length = raw.trim().length;
  if (length < field.limit * LIMIT_NOTE_FROM) return undefined;
  const limit = field.limit.toLocaleString('en-US');
  if (length <= field.limit) {
    const left = field.limit - length;
    return { text: `${left.toLocaleString('en-US')} of ${limit} characters left`, over: false };
  }
  const over = (length - field.limit).toLocaleString('en-US');
  return {
    text: `${over} ${over === '1' ? 'character' : 'characters'} over the limit of ${limit}: please shorten it`,
    over: true,
  };
}

/**
 * Every field's problem at once; an empty object means the form may be sent. A group of questions
 * the form does not ask (storm, commercial) is not checked either.
 */
export function contactFormErrors(
  values: Partial<ContactValues>,
  services: readonly string[],
  groups: FieldGroups = ALL_GROUPS,
): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of visitorFieldsFor(groups)) {
    const name = field.name as ContactField;
    const message = requestFieldError(field, values[name] ?? '', services);
    if (message) errors[name] = message;
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

/**
 * The office's entries (a phone call, a correction of contact details): the web form's rules,
 * except that the e-mail may be left empty when there is a phone number. A caller without e-mail
 * is common; the office needs a name and one way to reach them back.
 */
export const officeEntryMessages = {
  reachBack: 'Type a phone number or an e-mail address: we need one of them to get back to the caller.',
  heard: 'Choose how they heard about us, or "Don\'t know".',
};

export function officeEntryErrors(
  values: Partial<ContactValues>,
  services: readonly string[],
  groups: FieldGroups = ALL_GROUPS,
): ContactErrors {
  const errors = contactFormErrors(values, services, groups);
  // The web form's "Please enter your email address" is not the office's rule.
  if (!values.email?.trim()) delete errors.email;
  if (!values.email?.trim() && !values.phone?.trim()) errors.phone = officeEntryMessages.reachBack;
  return errors;
}

/** "How did they hear about us?" on a phone call: the web form's answers, or that the caller did not say. */
export const DONT_KNOW = 'dont-know';
const HEARD_FIELD = VISITOR_FIELDS.find((field) => field.name === 'heardAbout');
export const HEARD_ANSWERS: readonly string[] = [...fieldOptions(HEARD_FIELD as RequestFieldSpec, []), DONT_KNOW];
export const heardAnswerLabel = (answer: string): string =>
  answer === DONT_KNOW ? "Don't know" : (HEARD_FIELD?.optionLabels?.[answer] ?? answer);
