import type { FastifyInstance } from 'fastify';
import { verifyEmail } from '../auth/verify-email';
import { isDatabaseUnavailable } from '../db/errors';
import type { AppServices } from '../services';
import { setSessionCookie } from './session-cookie';

/** Where a link that cannot be used sends the person: the sign-in page, which explains and offers what to do. */
export const VERIFY_FAILED_REDIRECT = '/auth?verify=expired';
export const VERIFY_UNAVAILABLE_REDIRECT = '/auth?verify=unavailable';

/**
 * GET /api/auth/verify?token=…: the link in the verification mail. A good link verifies the
 * email, signs the person in and lands on the site root; an expired or used one lands on
 * /auth?verify=expired. It answers with redirects only, so it works without JavaScript and the
 * token leaves the address bar at once.
 */
export function registerVerifyEmailRoute(app: FastifyInstance, services: AppServices): void {
  app.get<{ Querystring: { token?: string } }>('/api/auth/verify', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    try {
      const session = await verifyEmail(services.db, token, services.now());
      if (!session) return reply.redirect(VERIFY_FAILED_REDIRECT, 303);
      setSessionCookie(services, reply, session.token, session.expiresAt);
      return reply.redirect('/', 303);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      services.log.warn({ err: error }, 'verification link: database unavailable');
      return reply.redirect(VERIFY_UNAVAILABLE_REDIRECT, 303);
    }
  });
}
