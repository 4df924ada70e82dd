import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { site } from '../../pages/site';
import { contactRequestSchema } from '../../schema/contact';
import { CONTACT_FIELDS, CONTACT_LIMITS, FORM_TOKEN_FIELD, contactMessages } from '../../shared/contact-rules';
import type { FormPostAnswer } from '../../schema/form-post';
import { isDatabaseUnavailable } from '../db/errors';
import { cookiesSecure } from '../env';
import { isAllowedOrigin } from '../http/origin';
import type { AppServices } from '../services';
import type { AnswerPages } from './answer-page';
import { submitContactRequest } from './submit';

/** Holds the no-JavaScript form's signed start time; set by the pixel in the form's <noscript>. */
const START_COOKIE = 'rl_form_start';
// The smallest transparent GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const messages = contactMessages(site.offices.tulsa.phone);

/**
 * The contact form's HTTP side, beside tRPC: a fresh start time for the JavaScript form, the
 * <noscript> pixel that starts the clock without JavaScript, and POST /api/contact, the form
 * posted without JavaScript, answered with a real page. It shares the tRPC procedure's checks:
 * same origin, the same rate-limit budget, the same schema and the same submit path.
 */
export function registerContactRoutes(app: FastifyInstance, services: AppServices, answers: AnswerPages): void {
  const cookie = {
    path: '/api/contact',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: cookiesSecure(services.env),
  };

  app.get('/api/contact/token', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { token: services.formTokens.issue() };
  });

  app.get('/api/contact/start.gif', async (_request, reply) => {
    reply.setCookie(START_COOKIE, services.formTokens.issue(), { ...cookie, maxAge: 24 * 60 * 60 });
    return reply.header('Cache-Control', 'no-store').type('image/gif').send(PIXEL);
  });

  app.post('/api/contact', async (request, reply) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const text = (key: string, max: number) =>
      typeof body[key] === 'string' ? (body[key] as string).slice(0, max) : '';
    const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text(field, CONTACT_LIMITS[field] * 2)]));
    const formId = text('formId', 100) || 'request';
    const page = text('page', 300) || undefined;
    // The start time: the form's hidden field (an answer page carries one) or the pixel's cookie.
    const posted = text(FORM_TOKEN_FIELD, 300) || request.cookies[START_COOKIE];
    // What an answer's form carries on: the posted start time if still good, else a new one.
    const carry = () => ({
      [FORM_TOKEN_FIELD]: services.formTokens.check(posted).ok ? posted! : services.formTokens.issue(),
    });

    const answer = async (
      status: number,
      outcome: Omit<FormPostAnswer, 'formId' | 'values'>,
    ): Promise<FastifyReply> => {
      const html = await answers.render(page, { formId, values, ...outcome });
      return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
    };

    if (!isAllowedOrigin(request, services.env.SITE_URL)) {
      return answer(403, {
        outcome: 'failed',
        errors: {},
        message: 'This request did not come from our site. Reload the page and try again.',
      });
    }
    // The same allowance as contact.submit, however the form is sent.
    const verdict = await app.rateLimits.check('contact.submit', request);
    if (!verdict.allowed) {
      reply.header('Retry-After', String(verdict.retryAfterSeconds));
      return answer(429, { outcome: 'failed', errors: {}, message: verdict.message, hidden: carry() });
    }
    const parsed = contactRequestSchema.safeParse(body);
    if (!parsed.success) {
      const { fieldErrors } = z.flattenError(parsed.error);
      const errors: Record<string, string> = {};
      for (const field of CONTACT_FIELDS) if (fieldErrors[field]?.[0]) errors[field] = fieldErrors[field][0];
      const message = Object.keys(errors).length ? undefined : 'Reload the page and try again.';
      return answer(400, { outcome: 'invalid', errors, message, hidden: carry() });
    }

    try {
      const outcome = await submitContactRequest(services, parsed.data, { source: 'form-nojs', token: posted });
      if (outcome.kind === 'token-needed') {
        return answer(400, {
          outcome: 'invalid',
          errors: {},
          message: messages.sendAgain,
          hidden: { [FORM_TOKEN_FIELD]: outcome.token },
        });
      }
      // A second request from the same page view needs a new start time (see the Back button).
      reply.clearCookie(START_COOKIE, cookie);
      return answer(200, { outcome: 'sent', errors: {} });
    } catch (error) {
      // Whatever went wrong, a person gets the page back with what they typed and a phone number.
      const down = isDatabaseUnavailable(error);
      if (down) request.log.warn({ err: error }, 'contact form: database unavailable');
      else request.log.error({ err: error }, 'contact form failed');
      return answer(down ? 503 : 500, {
        outcome: 'failed',
        errors: {},
        message: down ? messages.unavailable : messages.sendFailed,
        hidden: carry(),
      });
    }
  });
}
