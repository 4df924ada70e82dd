import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contactFieldsSchema } from '../../schema/contact';
import { isDatabaseUnavailable } from '../db/errors';
import type { AppServices } from '../services';
import { adminNotification } from './mails';
import { mailContext } from './submit';
import { storeContactRequest } from './submissions';

export const SIGNATURE_HEADER = 'x-contact-signature';

const webhookSchema = contactFieldsSchema.extend({
  /** The widget's own id for the submission: a redelivery of the same id is stored once. */
  submissionId: z.string().trim().min(1).max(200).optional(),
});

/** `sha256=<hex>` of the raw body under the shared secret, compared in constant time. */
export function signatureMatches(secret: string, rawBody: Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const given = Buffer.from(header.trim().replace(/^sha256=/i, ''), 'utf8');
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody).digest('hex'), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /api/hooks/contact: a third-party form widget reports a submission, signed with
 * CONTACT_WEBHOOK_SECRET (HMAC-SHA256 of the raw body, hex, in X-Contact-Signature). It is stored
 * in the same table as the site's own form (source `webhook`) so the dashboard sees it, and the
 * office is notified; the widget confirms to the visitor itself. Off (404) without a secret.
 */
export async function registerContactWebhook(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so this route reads the body raw.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post('/api/hooks/contact', async (request, reply) => {
      const secret = services.env.CONTACT_WEBHOOK_SECRET;
      if (!secret) return reply.code(404).send({ error: 'Not found: the contact webhook is off (CONTACT_WEBHOOK_SECRET is not set).' });
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!signatureMatches(secret, raw, request.headers[SIGNATURE_HEADER])) {
        return reply.code(401).send({ error: `Bad signature: send the hex HMAC-SHA256 of the raw body under the shared secret as "${SIGNATURE_HEADER}: sha256=<hex>".` });
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return reply.code(400).send({ error: 'The body is not JSON: send {"name", "email", "phone"?, "address"?, "serviceNeeded"?, "message"?, "submissionId"?}.' });
      }
      const parsed = webhookSchema.safeParse(json);
      if (!parsed.success) return reply.code(400).send({ error: 'Some fields are not accepted.', fieldErrors: z.flattenError(parsed.error).fieldErrors });

      const { submissionId, ...fields } = parsed.data;
      const ctx = mailContext(services);
      try {
        const { id } = await storeContactRequest(
          services.db,
          { ...fields, source: 'webhook', idempotencyKey: submissionId ? `webhook:${submissionId}` : null },
          (stored) => [adminNotification(stored, ctx)],
        );
        services.wakeMailWorker();
        return { id };
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        // The widget retries a 503; nothing was stored.
        return reply.code(503).header('Retry-After', '30').send({ error: 'Service temporarily unavailable, please try again' });
      }
    });
  });
}
