import type { ContactAnswer } from '../../schema/form-post';
import {
  CONTACT_FIELDS,
  CONTACT_MIN_FILL_MS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../../shared/contact-rules';
import { readVisit } from '../../shared/visit';
import { PHOTOS_FIELD } from '../../shared/storm-photos';

export type SendOutcome =
  | { kind: 'sent'; reference: string }
  | { kind: 'invalid'; errors: ContactErrors; photoError?: string }
  | { kind: 'failed'; message: string };

interface Token {
  value: string;
  receivedAt: number;
}

// Tokens last a day on the server; a tab left open longer fetches a new one first.
const TOKEN_REFRESH_MS = 23 * 60 * 60_000;
const TIMEOUT_MS = 20_000;
const UPLOAD_TIMEOUT_MS = 120_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 128 random bits as hex; crypto.randomUUID is missing on plain-http pages. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function fetchToken(): Promise<Token | undefined> {
  try {
    const response = await fetch('/api/contact/token', { cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = (await response.json()) as { token?: string };
    return body.token ? { value: body.token, receivedAt: Date.now() } : undefined;
  } catch {
    return undefined; // sent without one, the server answers `{ outcome: 'invalid', formToken }` and we send again with it
  }
}

/**
 * Sends the form as JSON to POST /api/contact, the route the form without JavaScript posts to
 * (its answer is schema/form-post.ts ContactAnswer), with a small fetch: public pages carry no API
 * client. The signed start time is fetched when the visitor first touches the form; a send never
 * leaves earlier than the server's minimum fill time after it, so a person is never mistaken for
 * a bot. `office` is the id of the office the form shows, so the server's answers name its number.
 */
export function createContactSender(messages: { sendFailed: string; unavailable: string }, office: string) {
  let token: Promise<Token | undefined> | undefined;
  const currentToken = async () => {
    token ??= fetchToken();
    const held = await token;
    if (held && Date.now() - held.receivedAt < TOKEN_REFRESH_MS) return held;
    token = fetchToken();
    return token;
  };

  const post = async (
    input: Record<string, string>,
    photos: readonly File[],
  ): Promise<{ status: number; answer?: ContactAnswer }> => {
    // With photos: multipart, as the form posts without JavaScript, asking for the JSON answer.
    let body: string | FormData = JSON.stringify(input);
    let headers: Record<string, string> = { 'content-type': 'application/json' };
    if (photos.length) {
      const form = new FormData();
      for (const [key, value] of Object.entries(input)) form.append(key, value);
      for (const photo of photos) form.append(PHOTOS_FIELD, photo, photo.name);
      body = form;
      headers = { accept: 'application/json' };
    }
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers,
      body,
      // Photos over a phone's connection take longer than a few fields.
      signal: AbortSignal.timeout(photos.length ? UPLOAD_TIMEOUT_MS : TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => undefined)) as ContactAnswer | undefined;
    return { status: response.status, answer: answer && typeof answer === 'object' ? answer : undefined };
  };

  return {
    /** Starts the clock: called on the first focus inside the form. */
    prepare() {
      token ??= fetchToken();
    },
    async send(
      values: ContactValues,
      extra: { website: string; idempotencyKey: string },
      photos: readonly File[] = [],
    ): Promise<SendOutcome> {
      try {
        for (let attempt = 0; attempt < 2; attempt++) {
          const held = await currentToken();
          if (held) await wait(held.receivedAt + CONTACT_MIN_FILL_MS + 250 - Date.now());
          const { status, answer } = await post(
            {
              ...values,
              ...extra,
              ...visitFields(),
              page: location.pathname,
              office,
              formToken: held?.value ?? '',
            },
            photos,
          );
          if (answer?.outcome === 'sent') return { kind: 'sent', reference: answer.reference };
          if (answer?.outcome === 'invalid' && answer.formToken) {
            // No valid start time yet: the server gave a new one; send again once it has run its course.
            token = Promise.resolve({ value: answer.formToken, receivedAt: Date.now() });
            continue;
          }
          if (answer?.outcome === 'invalid') {
            const errors: ContactErrors = {};
            for (const [field, message] of Object.entries(answer.errors)) {
              if ((CONTACT_FIELDS as readonly string[]).includes(field) && message)
                errors[field as ContactField] = message;
            }
            const photoError = answer.errors[PHOTOS_FIELD];
            if (Object.keys(errors).length || photoError) return { kind: 'invalid', errors, photoError };
          }
          if (status === 429 && answer?.outcome === 'failed') return { kind: 'failed', message: answer.message };
          if (status === 503) return { kind: 'failed', message: messages.unavailable };
          return { kind: 'failed', message: messages.sendFailed };
        }
        return { kind: 'failed', message: messages.sendFailed };
      } catch {
        return { kind: 'failed', message: messages.sendFailed };
      }
    },
  };
}

/** The visit's first touch and office, as the server reads them (it cleans them again). */
function visitFields(): Record<string, string> {
  const visit = readVisit();
  if (!visit) return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(visit.touch)) if (value !== null) fields[key] = value;
  if (visit.office) fields.visitOffice = visit.office;
  return fields;
}
