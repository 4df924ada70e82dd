import type { FastifyInstance, FastifyRequest } from 'fastify';
import { site } from '../../pages/site';
import { contactMessages } from '../../schema/contact-rules';
import type { Env } from '../env';
import { describeWait } from './wait-time';

/** A per-IP limit on one tRPC procedure (or one shared bucket, see `bucket`). */
export interface ProcedureLimit {
  /** Requests allowed per IP per window. */
  max: number;
  /** The window, in milliseconds; a minute unless said otherwise. */
  timeWindowMs?: number;
  /** What the person reads when refused, given the wait in seconds. */
  message?: (retryAfterSeconds: number) => string;
}

export type LimitCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

export interface RateLimits {
  /**
   * Counts one request against a named limit and says whether it may go on. For routes outside
   * tRPC that share a procedure's bucket (the contact form's no-JavaScript post shares
   * `contact.submit`), so a person gets the same allowance however they send.
   */
  check(name: string, request: FastifyRequest): Promise<LimitCheck>;
}

const tooManyAttempts = (seconds: number) => `Too many attempts from your network. Please wait ${describeWait(seconds)} and try again.`;

/**
 * The limits of this site, per IP and minute. Each auth mutation has its own allowance, so a
 * person who mistypes a password can still ask for a reset link.
 */
export function procedureLimits(env: Pick<Env, 'RATE_LIMIT_AUTH' | 'RATE_LIMIT_CONTACT'>): Record<string, ProcedureLimit> {
  const auth: ProcedureLimit = { max: env.RATE_LIMIT_AUTH, message: tooManyAttempts };
  return {
    'auth.signIn': auth,
    'auth.signUp': auth,
    'auth.requestPasswordReset': auth,
    'auth.resetPassword': auth,
    // A person with a roof problem is offered the phone, whatever the wait.
    'contact.submit': { max: env.RATE_LIMIT_CONTACT, message: () => contactMessages(site.offices.tulsa.phone).tooManyRequests },
  };
}

/** The names a tRPC URL calls: `/trpc/a.b` or a batch `/trpc/a.b,c.d?batch=1`. */
function calledProcedures(url: string, prefix: string): { names: string[]; batch: boolean } | undefined {
  if (!url.startsWith(`${prefix}/`)) return undefined;
  const [pathPart = '', query = ''] = url.slice(prefix.length + 1).split('?', 2);
  try {
    return { names: decodeURIComponent(pathPart).split(','), batch: new URLSearchParams(query).get('batch') === '1' };
  } catch {
    return undefined; // a malformed path; tRPC answers it with a 404
  }
}

/** The body tRPC itself would send for a TOO_MANY_REQUESTS error, so the client shows the message. */
function trpcTooManyRequests(path: string, message: string, retryAfterSeconds: number) {
  return {
    error: {
      message,
      code: -32029,
      data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path, retryAfterSeconds, appCode: 'RATE_LIMITED' },
    },
  };
}

/**
 * Applies per-IP limits to tRPC procedures by name, with @fastify/rate-limit's counters (its
 * plugin must be registered first). All procedures share one Fastify route, so the route-level
 * `config.rateLimit` cannot tell them apart; this hook reads the procedure names from the URL and
 * counts each call, batched calls included. A refused request gets a 429 with a tRPC-shaped body
 * and Retry-After. Register it before the tRPC plugin.
 */
export function registerProcedureRateLimits(app: FastifyInstance, options: { prefix: string; limits: Record<string, ProcedureLimit> }): RateLimits {
  const checkers = new Map(
    Object.entries(options.limits).map(([name, limit]) => {
      const counter = app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindowMs ?? 60_000 });
      const message = limit.message ?? tooManyAttempts;
      const check = async (request: FastifyRequest): Promise<LimitCheck> => {
        const result = await counter(request);
        if (result.isAllowed || !result.isExceeded) return { allowed: true };
        return { allowed: false, retryAfterSeconds: Math.max(1, result.ttlInSeconds), message: message(result.ttlInSeconds) };
      };
      return [name, check] as const;
    }),
  );

  const limits: RateLimits = {
    async check(name, request) {
      const check = checkers.get(name);
      if (!check) throw new Error(`No rate limit is configured for "${name}"; add it to procedureLimits()`);
      return check(request);
    },
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return; // only mutations are limited; tRPC refuses them on GET
    const called = calledProcedures(request.url, options.prefix);
    if (!called) return;
    let refused: Extract<LimitCheck, { allowed: false }> | undefined;
    for (const name of called.names) {
      const check = checkers.get(name);
      if (!check) continue;
      const result = await check(request);
      if (!result.allowed && (!refused || result.retryAfterSeconds > refused.retryAfterSeconds)) refused = result;
    }
    if (!refused) return;
    const bodies = called.names.map((name) => trpcTooManyRequests(name, refused.message, refused.retryAfterSeconds));
    return reply
      .code(429)
      .header('retry-after', String(refused.retryAfterSeconds))
      .header('content-type', 'application/json')
      .send(called.batch ? bodies : bodies[0]);
  });

  return limits;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}
