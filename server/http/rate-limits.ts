import type { FastifyInstance, FastifyRequest } from 'fastify';

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };
/** Counts one attempt by the request's client and says whether it is still within the limit. */
export type RateLimiter = (request: FastifyRequest) => Promise<RateLimitVerdict>;

/**
 * A per-IP limiter over a one-minute window, built on @fastify/rate-limit (registered in app.ts
 * with `global: false`, so nothing is limited unless a handler asks). Called from inside a
 * handler or a tRPC middleware rather than as a route hook, so one limiter can guard several
 * entry points that do the same thing (the contact form's tRPC procedure and its no-JavaScript
 * route share one budget). Each limiter has its own counters.
 */
export function createRateLimiter(app: FastifyInstance, perMinute: number): RateLimiter {
  const check = app.createRateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: (request) => request.ip });
  return async (request) => {
    const result = await check(request);
    return result.isAllowed || !result.isExceeded ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
  };
}

/** Every limiter the app uses, sized from the environment (raised for load tests, never off by default). */
export interface RateLimits {
  /** The contact form, through tRPC and without JavaScript: RATE_LIMIT_CONTACT per minute per IP. */
  contact: RateLimiter;
}

export function createRateLimits(app: FastifyInstance, env: { RATE_LIMIT_CONTACT: number }): RateLimits {
  return { contact: createRateLimiter(app, env.RATE_LIMIT_CONTACT) };
}
