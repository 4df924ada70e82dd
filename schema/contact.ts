import { z } from 'zod';
import {
  CONTACT_LABELS,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  contactFieldError,
  normalizeContactValue,
  serviceOptions,
  type ContactField,
} from '../shared/contact-rules';

/**
 * A contact request as the server accepts it: the visitor's fields (each checked by the same
 * function the browser runs, see contact-rules.ts) plus the envelope the form adds: the
 * honeypot, the signed start time and the idempotency key that makes a retry safe.
 */
export function contactRequestSchemaFor(services: readonly string[]) {
  const field = (name: ContactField, typeError = `${CONTACT_LABELS[name]} must be text`) =>
    z
      .string({ error: typeError })
      .superRefine((value, ctx) => {
        const message = contactFieldError(name, value, services);
        if (message) ctx.addIssue({ code: 'custom', message });
      })
      .transform(normalizeContactValue);
  // A required field that passed its check is never empty, so never null.
  const required = (name: ContactField, missing: string) => field(name, missing).transform((value) => value as string);
  const optional = (name: ContactField) =>
    field(name)
      .nullish()
      .transform((value) => value ?? null);

  return z.object({
    name: required('name', 'Please enter your name'),
    email: required('email', 'Please enter your email address'),
    phone: optional('phone'),
    address: optional('address'),
    serviceNeeded: optional('serviceNeeded'),
    message: optional('message'),
    /** Hidden from people; anything in it marks a bot. */
    [HONEYPOT_FIELD]: z
      .string({ error: 'Reload the page and try again' })
      .max(1_000, 'Reload the page and try again')
      .optional(),
    [FORM_TOKEN_FIELD]: z
      .string({ error: 'Reload the page and try again' })
      .max(300, 'Reload the page and try again')
      .optional(),
    idempotencyKey: z
      .string({ error: 'Reload the page and try again' })
      .regex(/^[A-Za-z0-9_-]{16,100}$/, 'Reload the page and try again')
      .optional(),
  });
}

/** A site's form: services from the site file's service links, plus "Other". */
export function contactRequestSchemaForSite(site: { nav: { services: readonly { label: string }[] } }) {
  return contactRequestSchemaFor(serviceOptions(site.nav.services));
}
export type ContactRequestSchema = ReturnType<typeof contactRequestSchemaFor>;
export type ContactRequest = z.output<ContactRequestSchema>;

/** Only the visitor's fields (what the widget webhook sends). */
export function contactFieldsSchemaOf(request: ContactRequestSchema) {
  return request.pick({ name: true, email: true, phone: true, address: true, serviceNeeded: true, message: true });
}
export type ContactFields = z.output<ReturnType<typeof contactFieldsSchemaOf>>;
