import { type ClientRequest, requestClientKey, requestNetworkKey } from './client-address';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Env } from '../env';
import type { RateLimitStore, RateLimitStoreKind } from './rate-limit-store';
import { describeWait } from './wait-time';

/** A per-IP limit on one tRPC procedure or route (several routes may share one, see RateLimits.check). */
export interface ProcedureLimit {
  /** Requests allowed per IP per window. */
  max: number;
  /** The window, in milliseconds; a minute unless said otherwise. */
  timeWindowMs?: number;
  /** What the person reads when refused, given the wait in seconds. */
  message?: (retryAfterSeconds: number) => string;
  /**
   * Who is counted: the client (an IPv6 /64, the default) or its wider network (an IPv6 /48, which
   * one person can rotate /64s inside; IPv4 is counted by its address either way).
   */
  per?: 'client' | 'network';
}

export type LimitCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

export interface RateLimits {
  /** Where the counters live: shared by all instances (postgres, redis) or this process (memory). */
  store: RateLimitStoreKind;
  /** Whether a limit is configured under this name (the tRPC middleware limits only those). */
  has(name: string): boolean;
  /**
   * Counts one request from this client against the named limit. The name is what actually runs
   * (the procedure tRPC resolved, or a route's own name), never text read from the raw URL, so
   * the shape of the request line cannot dodge it. A route outside tRPC counts under its own name
   * (POST /api/contact, with or without JavaScript, under `contact.submit`).
   */
  check(name: string, request: ClientRequest): Promise<LimitCheck>;
}

const tooManyAttempts = (seconds: number) =>
  `Too many attempts from your network. Please wait ${describeWait(seconds)} and try again.`;

/**
 * The limits of this site, per IP and minute, on tRPC procedures and routes alike. Each auth
 * mutation has its own allowance, so a person who mistypes a password can still ask for a reset link.
 */
export function rateLimitsFor(
  env: Pick<Env, 'RATE_LIMIT_AUTH' | 'RATE_LIMIT_CONTACT'>,
): Record<string, ProcedureLimit> {
  const auth: ProcedureLimit = { max: env.RATE_LIMIT_AUTH, message: tooManyAttempts };
  return {
    'auth.signIn': auth,
    'auth.signUp': auth,
    'auth.requestPasswordReset': auth,
    'auth.resetPassword': auth,
    'auth.verifyEmail': auth,
    // The second step and passkeys: each call may store a challenge, and codes must not be sprayed.
    'auth.completeSignIn': auth,
    'auth.secondStepPasskeyOptions': auth,
    'auth.passkeySignInOptions': auth,
    'auth.signInWithPasskey': auth,
    'account.stepUp': auth,
    // It checks the current password: a session left open must not become a way to guess it.
    'account.changePassword': auth,
    // The route answers a refused request in its own words: the phone of the form's office, whatever
    // the wait (contact/routes.ts, messages.tooManyRequests).
    'contact.submit': { max: env.RATE_LIMIT_CONTACT },
    // The same allowance for a whole /48: a tunnel broker's or a cloud's /48 holds 65,536 /64s,
    // and each post may mail a confirmation to whatever address was typed.
    'contact.network': { max: env.RATE_LIMIT_CONTACT, per: 'network' },
    // The review page's forms (/r/<token>): a token is 280 random bits, but a guesser is slowed anyway.
    'review.page': { max: 30, message: tooManyAttempts },
    // The widget's webhook: a sender with a wrong or replayed signature is slowed down like a guesser.
    'webhook.contact': { max: 60, message: tooManyAttempts },
  };
}

/** Counters for every limit, in the given store. */
export function createRateLimits(store: RateLimitStore, limits: Record<string, ProcedureLimit>): RateLimits {
  const counters = new Map(
    Object.entries(limits).map(([name, limit]) => {
      const seconds = Math.max(1, Math.round((limit.timeWindowMs ?? 60_000) / 1000));
      return [
        name,
        {
          limiter: store.limiter(name, limit.max, seconds),
          message: limit.message ?? tooManyAttempts,
          keyOf: limit.per === 'network' ? requestNetworkKey : requestClientKey,
        },
      ] as const;
    }),
  );
  return {
    store: store.kind,
    has: (name) => counters.has(name),
    async check(name, request) {
      const counter = counters.get(name);
      if (!counter) throw new Error(`No rate limit is configured for "${name}"; add it to rateLimitsFor()`);
      try {
        await counter.limiter.consume(counter.keyOf(request));
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        return { allowed: false, retryAfterSeconds, message: counter.message(retryAfterSeconds) };
      }
    },
  };
}
