import {
  CONTACT_FIELDS,
  CONTACT_MIN_FILL_MS,
  FORM_TOKEN_ERROR,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../../shared/contact-rules';

export type SendOutcome =
  | { kind: 'sent'; id: number }
  | { kind: 'invalid'; errors: ContactErrors }
  | { kind: 'failed'; message: string };

interface Token {
  value: string;
  receivedAt: number;
}

// Tokens last a day on the server; a tab left open longer fetches a new one first.
const TOKEN_REFRESH_MS = 23 * 60 * 60_000;
const TIMEOUT_MS = 20_000;

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
    return undefined; // sent without one, the server answers FORM_TOKEN and we fetch again
  }
}

interface TrpcError {
  message?: string;
  data?: { httpStatus?: number; appCode?: string; fieldErrors?: Record<string, string[]> };
}

/**
 * Sends the form to POST /trpc/contact.submit (tRPC's plain JSON format: the body is the input)
 * with a small fetch, so public pages carry no tRPC client. The signed start time is fetched when
 * the visitor first touches the form; a send never leaves earlier than the server's minimum fill
 * time after it, so a person is never mistaken for a bot.
 */
export function createContactSender(messages: { sendFailed: string; unavailable: string }) {
  let token: Promise<Token | undefined> | undefined;
  const currentToken = async () => {
    const held = await (token ??= fetchToken());
    if (held && Date.now() - held.receivedAt < TOKEN_REFRESH_MS) return held;
    token = fetchToken();
    return token;
  };

  const post = async (
    input: Record<string, string>,
  ): Promise<{ status: number; result?: { id: number }; error?: TrpcError }> => {
    const response = await fetch('/trpc/contact.submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { result?: { data?: { id: number } }; error?: TrpcError };
    return { status: response.status, result: body.result?.data, error: body.error };
  };

  return {
    /** Starts the clock: called on the first focus inside the form. */
    prepare() {
      token ??= fetchToken();
    },
    async send(values: ContactValues, extra: { website: string; idempotencyKey: string }): Promise<SendOutcome> {
      try {
        for (let attempt = 0; attempt < 2; attempt++) {
          const held = await currentToken();
          if (held) await wait(held.receivedAt + CONTACT_MIN_FILL_MS + 250 - Date.now());
          const reply = await post({ ...values, ...extra, formToken: held?.value ?? '' });
          if (reply.result) return { kind: 'sent', id: reply.result.id };
          const data = reply.error?.data;
          if (data?.appCode === FORM_TOKEN_ERROR) {
            token = fetchToken();
            continue;
          }
          if (reply.status === 400 && data?.fieldErrors) {
            const errors: ContactErrors = {};
            for (const [field, list] of Object.entries(data.fieldErrors)) {
              if ((CONTACT_FIELDS as readonly string[]).includes(field) && list[0])
                errors[field as ContactField] = list[0];
            }
            if (Object.keys(errors).length) return { kind: 'invalid', errors };
          }
          if (reply.status === 429 && reply.error?.message) return { kind: 'failed', message: reply.error.message };
          if (reply.status === 503) return { kind: 'failed', message: messages.unavailable };
          return { kind: 'failed', message: messages.sendFailed };
        }
        return { kind: 'failed', message: messages.sendFailed };
      } catch {
        return { kind: 'failed', message: messages.sendFailed };
      }
    },
  };
}
