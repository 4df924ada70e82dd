import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { VISITOR_FIELDS } from '../../shared/request-field-sets';
import { type ContactRequestSchema, contactFieldsSchemaOf } from '../../schema/contact';
import { isDatabaseUnavailable } from '../db/errors';
import type { AppServices } from '../services';
import { adminNotification } from './mails';
import { mailContext } from '../mail/context';
import { storeContactRequest } from './submissions';

export const SIGNATURE_HEADER = 'x-contact-signature';

const webhookSchemaOf = (request: ContactRequestSchema) =>
  contactFieldsSchemaOf(request).extend({
    /** The widget's own id for the submission: a redelivery of the same id is stored once. */
    submissionId: z.string().trim().min(1).max(200).optional(),
  });

/** How far a signature's time may be from ours: a captured request is useless after this. */
export const SIGNATURE_WINDOW_SECONDS = 5 * 60;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, as a sender computes it. */
export function signWebhook(secret: string, rawBody: string | Buffer, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.`).update(rawBody).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export type SignatureCheck = { ok: true; mac: string; unixSeconds: number } | { ok: false; message: string };

const HOW_TO_SIGN = `send "${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the shared secret>"`;

/**
 * Checks the signature over the timestamp and the exact body, in constant time, and that the
 * timestamp is within SIGNATURE_WINDOW_SECONDS of now. Hex is compared in lower case.
 */
export function checkSignature(secret: string, rawBody: Buffer, header: unknown, now: Date): SignatureCheck {
  if (typeof header !== 'string') return { ok: false, message: `Missing signature: ${HOW_TO_SIGN}.` };
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]));
  const t = parts.get('t');
  const v1 = parts.get('v1')?.toLowerCase();
  if (!t || !/^\d{1,12}$/.test(t) || !v1) return { ok: false, message: `Bad signature format: ${HOW_TO_SIGN}.` };
  const given = Buffer.from(v1, 'utf8');
  const expected = Buffer.from(signWebhook(secret, rawBody, Number(t)).split('v1=')[1]!, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, message: `Bad signature: ${HOW_TO_SIGN}.` };
  if (Math.abs(now.getTime() / 1000 - Number(t)) > SIGNATURE_WINDOW_SECONDS) {
    return {
      ok: false,
      message: `The signature's time is more than ${SIGNATURE_WINDOW_SECONDS / 60} minutes from ours: sign each delivery when sending it, with the current time.`,
    };
  }
  return { ok: true, mac: v1, unixSeconds: Number(t) };
}

/**
 * POST /api/hooks/contact: a third-party form widget reports a submission, signed with
 * CONTACT_WEBHOOK_SECRET over a timestamp and the raw body (see checkSignature), refused outside a
 * five-minute window, a replay stored once, every delivery rate limited per address. It is stored
 * in the same table as the site's own form (source `webhook`) so the dashboard sees it, and the
 * office is notified; the widget confirms to the visitor itself. Off (404) without a secret.
 */
export async function registerContactWebhook(app: FastifyInstance, services: AppServices): Promise<void> {
  const webhookSchema = webhookSchemaOf(services.contactSchema);
  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so this route reads the body raw.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post('/api/hooks/contact', async (request, reply) => {
      const secret = services.env.CONTACT_WEBHOOK_SECRET;
      if (!secret)
        return reply
          .code(404)
          .send({ error: 'Not found: the contact webhook is off (CONTACT_WEBHOOK_SECRET is not set).' });
      // Every delivery counts, signed or not, so guessing and replaying are slowed down alike.
      const verdict = await services.rateLimits.check('webhook.contact', request);
      if (!verdict.allowed)
        return reply
          .code(429)
          .header('retry-after', String(verdict.retryAfterSeconds))
          .send({ error: verdict.message });
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = checkSignature(secret, raw, request.headers[SIGNATURE_HEADER], services.now());
      if (!signature.ok) return reply.code(401).send({ error: signature.message });
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return reply.code(400).send({
          error: `The body is not JSON: send {${[...VISITOR_FIELDS.map((field) => `"${field.name}"${field.required ? '' : '?'}`), '"submissionId"?'].join(', ')}}.`,
        });
      }
      const parsed = webhookSchema.safeParse(json);
      if (!parsed.success)
        return reply
          .code(400)
          .send({ error: 'Some fields are not accepted.', fieldErrors: z.flattenError(parsed.error).fieldErrors });

      const { submissionId, ...fields } = parsed.data;
      const ctx = mailContext(services);
      try {
        // A delivery without the widget's id is identified by its signature: the same signed
        // request sent again (a replay inside the window) stores nothing more.
        const idempotencyKey = submissionId ? `webhook:${submissionId}` : `webhook-sig:${signature.mac}`;
        const { id } = await storeContactRequest(
          services.db,
          { ...fields, source: 'webhook', idempotencyKey },
          (stored) => [adminNotification(stored, ctx)],
        );
        services.wakeMailWorker();
        return { id };
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        // The widget retries a 503; nothing was stored.
        return reply
          .code(503)
          .header('Retry-After', '30')
          .send({ error: 'Service temporarily unavailable, please try again' });
      }
    });
  });
}
