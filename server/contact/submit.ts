import { randomInt } from 'node:crypto';
import { CONTACT_MIN_FILL_MS } from '../../shared/contact-rules';
import type { ContactRequest } from '../../schema/contact';
import type { ProvenanceValues } from '../../shared/request-fields';
import type { AppServices } from '../services';
import { adminNotification, customerConfirmation, type StoredRequest } from './mails';
import { storeContactRequest, UsedAlready, type NewRequest } from './submissions';

export type SubmitOutcome =
  /** Stored with its two mails queued (or stored before, under the same idempotency key). */
  | { kind: 'stored'; id: number }
  /** A bot: it is answered as if stored, so it learns nothing, and nothing is kept. */
  | { kind: 'ignored'; id: number }
  /** No valid start time (page not fully loaded, token from a restarted server, a day old): send again with this one. */
  | { kind: 'token-needed'; token: string };

/** Who is told about a request, and how the mails describe the site. */
export function mailContext(services: Pick<AppServices, 'env' | 'site'>) {
  const { site } = services;
  return { site, siteUrl: services.env.SITE_URL, adminTo: services.env.ADMIN_NOTIFY_TO ?? site.email };
}

export function contactMails(services: Pick<AppServices, 'env' | 'site'>) {
  const ctx = mailContext(services);
  return (stored: StoredRequest) => [adminNotification(stored, ctx), customerConfirmation(stored, ctx)];
}

/**
 * The one path a visitor's request takes (POST /api/contact, sent by the form with or without
 * JavaScript): spam checks, then store and queue the mails. Validation and the rate limit happen
 * before, in the route.
 */
export async function submitContactRequest(
  services: AppServices,
  request: ContactRequest,
  via: { source: 'form' | 'form-nojs'; token: string | undefined; provenance?: ProvenanceValues },
): Promise<SubmitOutcome> {
  if (request.website) {
    services.log.info({ reason: 'honeypot' }, 'contact request ignored as spam');
    return { kind: 'ignored', id: plausibleId() };
  }
  const token = services.formTokens.check(via.token);
  if (!token.ok) return { kind: 'token-needed', token: services.formTokens.issue() };
  if (token.ageMs < CONTACT_MIN_FILL_MS) {
    services.log.info({ reason: 'too fast', ageMs: token.ageMs }, 'contact request ignored as spam');
    return { kind: 'ignored', id: plausibleId() };
  }

  const { website: _honeypot, formToken: _token, idempotencyKey, ...fields } = request;
  const newRequest: NewRequest = {
    ...fields,
    ...via.provenance,
    source: via.source,
    // Without JavaScript there is no client key; the token is unique per form shown, so a
    // double-clicked or reloaded post is stored once.
    idempotencyKey: via.source === 'form' ? (idempotencyKey ?? null) : `nojs:${token.nonce}`,
    // With JavaScript the client's key makes retries safe, so the token itself is spent once:
    // a bot waits the two seconds once per request, not once a day.
    ...(via.source === 'form' ? { spends: { key: `form-token:${token.nonce}`, expiresAt: token.expiresAt } } : {}),
  };
  let id: number;
  try {
    ({ id } = await storeContactRequest(services.db, newRequest, contactMails(services)));
  } catch (error) {
    if (error instanceof UsedAlready) return { kind: 'token-needed', token: services.formTokens.issue() };
    throw error;
  }
  services.wakeMailWorker();
  return { kind: 'stored', id };
}

/** An id for an ignored bot that looks like a real one. */
function plausibleId(): number {
  return randomInt(1_000, 1_000_000);
}
