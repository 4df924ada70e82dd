import type { Site } from '../../schema/site';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { invalidateSession } from '../auth/session';
import { verificationLinkIsValid, verifyEmail } from '../auth/verify-email';
import { isDatabaseUnavailable } from '../db/errors';
import type { AppServices } from '../services';
import { isAllowedOrigin } from './origin';
import { readSession, startSessionCookie } from './session-cookie';
import { verifyEmailPage, verifyPageCss } from './verify-email-page';

/** Where a link that cannot be used sends the person: the sign-in page, which explains and offers what to do. */
export const VERIFY_FAILED_REDIRECT = '/auth?verify=expired';
export const VERIFY_UNAVAILABLE_REDIRECT = '/auth?verify=unavailable';

const page = (reply: FastifyReply, site: Site, token: string, problem?: string, status = 200) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(verifyEmailPage(site, token, problem));

/**
 * The link in the verification mail, /api/auth/verify?token=…: GET shows a page asking for the
 * account's password (nothing is used up); its POST confirms the address and signs the person in,
 * landing on the site root. A bad, expired or used link lands on /auth?verify=expired. Works
 * without JavaScript.
 */
export function registerVerifyEmailRoute(app: FastifyInstance, services: AppServices): void {
  const css = verifyPageCss(services.site.theme);
  app.get('/api/auth/verify.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(css));

  // Referrer-Policy stays the site's same-origin: the token in the address goes to no other site,
  // while no-referrer would make the browser post the form with `Origin: null`, which is refused.
  app.get<{ Querystring: { token?: string } }>('/api/auth/verify', async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    try {
      if (!(await verificationLinkIsValid(services.db, token, services.now())))
        return reply.redirect(VERIFY_FAILED_REDIRECT, 303);
      return page(reply, services.site, token);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      request.log.warn({ err: error, route: '/api/auth/verify' }, 'verification link: database unavailable');
      return reply.redirect(VERIFY_UNAVAILABLE_REDIRECT, 303);
    }
  });

  app.post<{ Body: { token?: unknown; password?: unknown } }>('/api/auth/verify', async (request, reply) => {
    const body = (request.body ?? {}) as { token?: unknown; password?: unknown };
    const token = typeof body.token === 'string' ? body.token.slice(0, 200) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 256) : '';
    if (!isAllowedOrigin(request, services.env.SITE_URL))
      return page(
        reply,
        services.site,
        token,
        'This form did not come from our site. Open the link from the email again.',
        403,
      );
    const limit = await services.rateLimits.check('auth.verifyEmail', request);
    if (!limit.allowed)
      return page(
        reply.header('retry-after', String(limit.retryAfterSeconds)),
        services.site,
        token,
        limit.message,
        429,
      );
    try {
      const result = await verifyEmail(services.db, { token, password }, services.now());
      if (!result.ok) {
        if (result.reason === 'invalid-link') return reply.redirect(VERIFY_FAILED_REDIRECT, 303);
        return page(
          reply,
          services.site,
          token,
          'That is not the password this account was created with. Try again, or use Forgot password below.',
          400,
        );
      }
      // The browser may hold someone's session already; it ends, as on any sign-in.
      const previous = await readSession(services, request, reply);
      if (previous) await invalidateSession(services.db, previous.id);
      await startSessionCookie(services, request, reply, result.session);
      return reply.redirect('/', 303);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      request.log.warn({ err: error, route: '/api/auth/verify' }, 'verification: database unavailable');
      return reply.redirect(VERIFY_UNAVAILABLE_REDIRECT, 303);
    }
  });
}
