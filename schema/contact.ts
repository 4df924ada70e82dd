import { z } from 'zod';
import {
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  normalizeContactValue,
  officeEntryMessages,
  requestFieldError,
} from '../shared/contact-rules';
import { VISITOR_FIELD_NAMES, VISITOR_FIELDS } from '../shared/request-field-sets';
import type { RequestFieldSpec, VisitorValues } from '../shared/request-fields';

/** One declared field as zod: the shared check, then trimmed; an optional field left empty is null. */
function fieldSchema(field: RequestFieldSpec, services: readonly string[]): z.ZodType<string | null, unknown> {
  const checked = z
    .string({ error: field.required ?? `${field.label} must be text` })
    .superRefine((value, ctx) => {
      const message = requestFieldError(field, value, services);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform(normalizeContactValue);
  return field.required ? checked : checked.nullish().transform((value) => value ?? null);
}

/** Every visitor field of the declaration (shared/request-fields.ts), typed by it. */
function visitorFieldsShape(services: readonly string[]) {
  // A required field that passed its check is never empty, so its type is the declaration's.
  const shape = {} as { [K in keyof VisitorValues]-?: z.ZodType<Exclude<VisitorValues[K], undefined>, unknown> };
  const byName: Record<string, z.ZodType<string | null, unknown>> = shape;
  for (const field of VISITOR_FIELDS) byName[field.name] = fieldSchema(field, services);
  return shape;
}

/**
 * A contact request as the server accepts it: the visitor's fields (each checked by the same
 * function the browser runs, see contact-rules.ts) plus the envelope the form adds: the
 * honeypot, the signed start time and the idempotency key that makes a retry safe.
 */
export function contactRequestSchemaFor(services: readonly string[]) {
  return z.object({
    ...visitorFieldsShape(services),
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

/** A site's form: the service select offers the site file's `serviceChoices`. */
export function contactRequestSchemaForSite(site: { serviceChoices: readonly string[] }) {
  return contactRequestSchemaFor(site.serviceChoices);
}
export type ContactRequestSchema = ReturnType<typeof contactRequestSchemaFor>;
export type ContactRequest = z.output<ContactRequestSchema>;

/** Only the visitor's fields (what the widget webhook sends). */
export function contactFieldsSchemaOf(request: ContactRequestSchema) {
  return request.pick(
    Object.fromEntries(VISITOR_FIELD_NAMES.map((name) => [name, true])) as Record<keyof VisitorValues, true>,
  );
}
export type ContactFields = VisitorValues;

/**
 * The visitor's fields as the office enters them (a phone call, a correction): the web form's
 * checks, but the e-mail may be empty where there is a phone number (shared/contact-rules.ts
 * officeEntryErrors). With `partial`, only the fields given are checked, and the phone-or-e-mail
 * rule only when both are given.
 */
export function officeEntryFieldsOf(request: ContactRequestSchema, services: readonly string[], partial: boolean) {
  const base = contactFieldsSchemaOf(request).extend(
    Object.fromEntries(
      VISITOR_FIELDS.filter((field) => field.officeMayOmit).map((field) => [
        field.name,
        fieldSchema({ ...field, required: undefined }, services),
      ]),
    ) as { email: z.ZodType<string | null, unknown> },
  );
  return (partial ? base.partial() : base).strict().superRefine((values, ctx) => {
    const given = values as { email?: string | null; phone?: string | null };
    if (partial && !('email' in given && 'phone' in given)) return;
    if (!given.email && !given.phone)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: officeEntryMessages.reachBack });
  });
}
