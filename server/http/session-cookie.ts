import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookiesSecure } from '../env';
import type { AppServices } from '../services';
import { SESSION_COOKIE, validateSessionToken, type ValidSession } from '../auth/session';

function cookieOptions(services: Pick<AppServices, 'env'>) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: cookiesSecure(services.env), path: '/' };
}

export function setSessionCookie(
  services: Pick<AppServices, 'env'>,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(services), expires: expiresAt });
}

export function clearSessionCookie(services: Pick<AppServices, 'env'>, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(services));
}

/**
 * The request's session, or null. A good session's cookie is set again with its new expiry (the
 * inactivity window slides); a cookie that names no valid session is cleared.
 */
export async function readSession(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ValidSession | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await validateSessionToken(services.db, token, services.now());
  if (session) setSessionCookie(services, reply, token, session.expiresAt);
  else clearSessionCookie(services, reply);
  return session;
}
