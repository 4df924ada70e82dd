import { CONTACT_MIN_FILL_MS } from '../../shared/contact-rules';
import type { ContactRequest } from '../../schema/contact';
import type { ProvenanceValues } from '../../shared/request-fields';
import type { AppServices } from '../services';
import { countContact } from '../metrics/metrics';
import { decoyReference, requestReference } from './reference';
import { mailContext } from '../mail/context';
import { adminNotification, customerConfirmation } from './mails';
import { confirmationTopic, confirmationVerdict } from './confirmations';
import { type MailsFor, storeContactRequest, UsedAlready, type NewRequest } from './submissions';
import type { KeptPhoto } from '../storm/photos';

export type SubmitOutcome =
  /** Stored with its two mails queued (or stored before, under the same idempotency key); `reference` is what the visitor is told. */
  | { kind: 'stored'; id: number; reference: string }
  /** A bot: it is answered as if stored, with a reference of the same look, so it learns nothing; nothing is kept. */
  | { kind: 'ignored'; reference: string }
  /** No valid start time (page not fully loaded, token from a restarted server, a day old): send again with this one. */
  | { kind: 'token-needed'; token: string };

/**
 * The form's two mails: the office's notice always, the visitor's confirmation unless its address
 * or the site is past its cap (confirmations.ts); the request is stored either way.
 */
export function contactMails(services: Pick<AppServices, 'env' | 'site' | 'log'>): MailsFor {
  const ctx = mailContext(services);
  const caps = {
    perAddress: services.env.CONTACT_CONFIRMATIONS_PER_ADDRESS,
    perHour: services.env.CONTACT_CONFIRMATIONS_PER_HOUR,
  };
  return async (stored, trx) => {
    const notice = adminNotification(stored, ctx);
    const verdict = await confirmationVerdict(trx, stored.email, caps);
    if (verdict !== 'send') {
      services.log.warn({ requestId: stored.id, reason: verdict }, 'contact request stored without a confirmation');
      return [notice];
    }
    return [notice, { ...customerConfirmation(stored, ctx), topic: confirmationTopic(stored.id) }];
  };
}

/**
 * The one path a visitor's request takes (POST /api/contact, sent by the form with or without
 * JavaScript): spam checks, then store and queue the mails. Validation and the rate limit happen
 * before, in the route.
 */
export async function submitContactRequest(
  services: AppServices,
  request: ContactRequest,
  via: {
    source: 'form' | 'form-nojs';
    token: string | undefined;
    provenance?: ProvenanceValues;
    /** The active storm the request is tagged with, and its photos (re-encoded, server/storm/photos.ts). */
    storm?: { id: number | null; photos: readonly KeptPhoto[] };
  },
): Promise<SubmitOutcome> {
  if (request.website) {
    services.log.info({ reason: 'honeypot' }, 'contact request ignored as spam');
    countContact('honeypot');
    return { kind: 'ignored', reference: decoyReference() };
  }
  const token = services.formTokens.check(via.token);
  if (!token.ok) {
    countContact('token');
    return { kind: 'token-needed', token: services.formTokens.issue() };
  }
  if (token.ageMs < CONTACT_MIN_FILL_MS) {
    services.log.info({ reason: 'too fast', ageMs: token.ageMs }, 'contact request ignored as spam');
    countContact('too-fast');
    return { kind: 'ignored', reference: decoyReference() };
  }

  const { website: _honeypot, formToken: _token, idempotencyKey, ...fields } = request;
  const newRequest: NewRequest = {
    ...fields,
    ...via.provenance,
    source: via.source,
    stormId: via.storm?.id ?? null,
    photos: via.storm?.photos ?? [],
    // Without JavaScript there is no client key; the token is unique per form shown, so a
    // double-clicked or reloaded post is stored once.
    idempotencyKey: via.source === 'form' ? (idempotencyKey ?? null) : `nojs:${token.nonce}`,
    // With JavaScript the client's key makes retries safe, so the token itself is spent once:
    // a bot waits the two seconds once per request, not once a day.
    ...(via.source === 'form' ? { spends: { key: `form-token:${token.nonce}`, expiresAt: token.expiresAt } } : {}),
  };
  let id: number;
  try {
    ({ id } = await storeContactRequest(services.db, newRequest, contactMails(services), services.env.DATA_DIR));
  } catch (error) {
    if (error instanceof UsedAlready) {
      countContact('token');
      return { kind: 'token-needed', token: services.formTokens.issue() };
    }
    throw error;
  }
  countContact('stored');
  services.wakeMailWorker();
  return { kind: 'stored', id, reference: requestReference(id, services.env.FORM_TOKEN_SECRET) };
}
