import { initTRPC, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '../db/errors';
import type { AppServices } from '../services';
import { readSession } from '../http/session-cookie';
import { checkStaff, refusalText } from '../auth/admin-check';
import { type Area, AREA_LABELS } from '../../shared/staff-roles';
import type { ValidSession } from '../auth/session';
import { isAllowedOrigin } from '../http/origin';
import {
  factorAddNeeds,
  PASSWORD_REQUIRED,
  PASSWORD_REQUIRED_MESSAGE,
  STEP_UP_MESSAGE,
  stepUpSatisfied,
} from '../auth/step-up';
import { SECOND_FACTOR_SETUP_REQUIRED, STEP_UP_REQUIRED } from '../../schema/second-factors';

// 1. Context: what every procedure may use. The session is looked up on first use only, so
//    public procedures (the contact form) never touch the sessions table.
export function createContextFactory(services: AppServices) {
  return ({ req, res }: CreateFastifyContextOptions) => {
    let session: Promise<ValidSession | null> | undefined;
    return {
      ...services,
      req: req as FastifyRequest,
      res: res as FastifyReply,
      getSession: () => (session ??= readSession(services, req as FastifyRequest, res as FastifyReply)),
    };
  };
}
export type Context = Awaited<ReturnType<ReturnType<typeof createContextFactory>>>;

/** Field messages a form can show next to each input, from a failed zod parse. */
export interface ErrorData {
  fieldErrors?: Record<string, string[]>;
  formErrors?: string[];
  /** Extra machine-readable detail, e.g. the reasons a password was refused, or seconds to wait. */
  reasons?: string[];
  retryAfterSeconds?: number;
  /** A stable name for errors the UI treats specially, e.g. WEAK_PASSWORD. */
  appCode?: string;
  /** Each problem of a refused document, on its field as the form names it (schema/owner-content/owner-words.ts). */
  problems?: { path: string; where: string; message: string }[];
  /** A save made on an old version: the version now, and each field changed since, theirs and yours. */
  conflict?: { version: number; changes: { path: string; where: string; theirs: unknown; yours: unknown }[] };
}

// 2. Init. Stacks and internal messages never reach a client.
const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const data: ErrorData & typeof shape.data = { ...shape.data };
    delete (data as { stack?: string }).stack;
    if (error.cause instanceof z.ZodError) {
      const flat = z.flattenError(error.cause);
      data.fieldErrors = flat.fieldErrors as Record<string, string[]>;
      data.formErrors = flat.formErrors;
      const first = Object.values(flat.fieldErrors).flat()[0] ?? flat.formErrors[0];
      return { ...shape, message: (first as string | undefined) ?? 'Some fields need attention', data };
    }
    const extra = (error.cause as { errorData?: ErrorData } | undefined)?.errorData;
    if (extra) Object.assign(data, extra);
    return { ...shape, data };
  },
});

/** A TRPCError whose `data` carries extra detail for the UI (see ErrorData). */
export function errorWithData(code: TRPCError['code'], message: string, errorData: ErrorData): TRPCError {
  const cause = Object.assign(new Error(message), { errorData });
  return new TRPCError({ code, message, cause });
}

export const router = t.router;

// 3. Procedures.
/** Database outages become a 503 with words a person can act on; anything unexpected is logged and hidden. */
const guardErrors = t.middleware(async ({ ctx, next, path }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause ?? result.error;
    if (result.error.code === 'INTERNAL_SERVER_ERROR') {
      if (isDatabaseUnavailable(cause)) {
        ctx.req.log.warn({ route: `/trpc/${path}`, err: cause }, 'database unavailable');
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE });
      }
      ctx.req.log.error({ route: `/trpc/${path}`, err: cause }, 'procedure failed');
      throw new TRPCError({
        code: 'INTERNAL_SERVER_ERROR',
        message: 'Something went wrong on our side. Please try again, or call us.',
      });
    }
  }
  return result;
});

/** Mutations must come from our own pages: a cross-site form or script is refused (CSRF). */
const sameOriginMutations = t.middleware(({ ctx, type, next }) => {
  if (type === 'mutation' && !isAllowedOrigin(ctx.req, ctx.env.SITE_URL)) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'This request did not come from our site. Reload the page and try again.',
    });
  }
  return next();
});

/**
 * Per-IP limits count the procedure tRPC resolved (each call of a batch on its own), so no shape
 * of request line (absolute form, a `#`, odd encodings) can reach a procedure uncounted.
 */
const rateLimitedMutations = t.middleware(async ({ ctx, type, path, next }) => {
  if (type === 'mutation' && ctx.rateLimits.has(path)) {
    const verdict = await ctx.rateLimits.check(path, ctx.req);
    if (!verdict.allowed) {
      ctx.res.header('retry-after', String(verdict.retryAfterSeconds));
      throw errorWithData('TOO_MANY_REQUESTS', verdict.message, {
        retryAfterSeconds: verdict.retryAfterSeconds,
        appCode: 'RATE_LIMITED',
      });
    }
  }
  return next();
});

export const publicProcedure = t.procedure.use(guardErrors).use(sameOriginMutations).use(rateLimitedMutations);

export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await ctx.getSession();
  if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Auth session missing!' });
  return next({ ctx: { session } });
});

/** Why a call was refused for the caller's role (TRPC data.appCode): the area is not their role's. */
export const ROLE_REFUSED = 'ROLE_REFUSED';

/**
 * A procedure of one area (shared/staff-roles.ts ACCESS): a staff role that may use it, checked on
 * the server on every call (auth/admin-check.ts); with REQUIRE_ADMIN_2FA, also a passkey or an
 * authenticator app on the account. Every procedure of the dashboard is one of these.
 */
export const staffProcedure = (area: Area) =>
  authedProcedure.use(async ({ ctx, next }) => {
    const check = await checkStaff(ctx.db, ctx.session, area, { requireSecondFactor: ctx.env.REQUIRE_ADMIN_2FA });
    if (check.ok) return next({ ctx: { role: check.role } });
    if (check.reason === 'second-factor-required')
      throw errorWithData('FORBIDDEN', SECOND_FACTOR_SETUP_MESSAGE, { appCode: SECOND_FACTOR_SETUP_REQUIRED });
    if (check.reason === 'role')
      throw errorWithData('FORBIDDEN', refusalText(check, `use ${AREA_LABELS[area].toLowerCase()}`), {
        appCode: ROLE_REFUSED,
      });
    throw new TRPCError({ code: 'FORBIDDEN', message: "You don't have admin privileges to access this dashboard" });
  });

export const SECOND_FACTOR_SETUP_MESSAGE =
  'Set up two-step sign-in (a passkey or an authenticator app) on your account page before the dashboard opens.';

/**
 * Throws unless the session proved a second factor in the last ten minutes (auth/step-up.ts).
 * Called by the guarded procedures (erase, factor changes) before they change anything.
 */
export async function requireStepUp(ctx: Pick<Context, 'db' | 'now'> & { session: ValidSession }): Promise<void> {
  if (await stepUpSatisfied(ctx.db, ctx.session, ctx.now())) return;
  throw errorWithData('FORBIDDEN', STEP_UP_MESSAGE, { appCode: STEP_UP_REQUIRED });
}

/**
 * Throws unless this session may add a passkey or an authenticator app now: a fresh step-up when
 * the account has a factor, the password (or a sign-in) in the last five minutes when it has none
 * (auth/step-up.ts). Called when the setup starts and again when it is finished.
 */
export async function requireFactorAddAuth(
  ctx: Pick<Context, 'db' | 'now'> & { session: ValidSession },
): Promise<void> {
  const needs = await factorAddNeeds(ctx.db, ctx.session, ctx.now());
  if (needs === 'step-up') throw errorWithData('FORBIDDEN', STEP_UP_MESSAGE, { appCode: STEP_UP_REQUIRED });
  if (needs === 'password') throw errorWithData('FORBIDDEN', PASSWORD_REQUIRED_MESSAGE, { appCode: PASSWORD_REQUIRED });
}
