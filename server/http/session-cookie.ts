import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookiesSecure, type Env } from '../env';
import type { AppServices } from '../services';
import {
  recordSessionClient,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  validateSessionToken,
  type ValidSession,
} from '../auth/session';
import { requestClientKey } from './client-address';

type CookieEnv = Pick<Env, 'COOKIE_SECURE' | 'SITE_URL'>;

function cookieOptions(services: { env: CookieEnv }) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: cookiesSecure(services.env), path: '/' };
}

/**
 * `__Host-rl_session` whenever the cookie is Secure (an https SITE_URL), since browsers refuse
 * the prefix on any other cookie; `rl_session` on plain http (development, tests).
 */
export function sessionCookieName(env: CookieEnv): string {
  return cookiesSecure(env) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function setSessionCookie(
  services: { env: CookieEnv },
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(sessionCookieName(services.env), token, { ...cookieOptions(services), expires: expiresAt });
}

export function clearSessionCookie(services: { env: CookieEnv }, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(services.env), cookieOptions(services));
}

/** A new session's cookie, and the browser and address it was started from (for the account page's list). */
export async function startSessionCookie(
  services: Pick<AppServices, 'env' | 'db'>,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
): Promise<void> {
  await recordSessionClient(services.db, session.token, {
    userAgent: request.headers['user-agent'],
    network: requestClientKey(request),
  });
  setSessionCookie(services, reply, session.token, session.expiresAt);
}

/**
 * The request's session, or null. A good session's cookie is set again with its new expiry (the
 * inactivity window slides); a cookie that names no valid session is cleared. Over https a browser
 * signed in before the cookie took its `__Host-` name still sends `rl_session`: it is read this
 * once, moved to the new name and cleared, so nobody is signed out by the rename.
 */
export async function readSession(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ValidSession | null> {
  const name = sessionCookieName(services.env);
  const legacy = name !== SESSION_COOKIE && !request.cookies[name] && Boolean(request.cookies[SESSION_COOKIE]);
  const token = legacy ? request.cookies[SESSION_COOKIE] : request.cookies[name];
  if (!token) return null;
  const session = await validateSessionToken(services.db, token, services.now());
  if (legacy) reply.clearCookie(SESSION_COOKIE, cookieOptions(services));
  if (session) setSessionCookie(services, reply, token, session.expiresAt);
  else if (!legacy) clearSessionCookie(services, reply);
  return session;
}
