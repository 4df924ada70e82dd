import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { problemLine } from '../../../schema/owner-content/owner-words';
import type { FastifyBaseLogger } from 'fastify';
import { listReleases, publishSiteFacts, type RollbackOutcome, rollbackSiteFacts } from '../../owner-content/publish';
import { readSiteFacts, saveSiteFactsDraft } from '../../owner-content/site-facts';
import { adminProcedure, errorWithData, requireStepUp, router } from '../init';

/** Said when the document is not there yet: the content migrations have not run on this database. */
const NOT_READY =
  'The business facts are not set up yet. Reload the page in a minute; if this stays, tell whoever runs the server.';

/**
 * The business facts the owner keeps (schema/owner-content/site-facts.ts): read the draft and the
 * live facts, save a draft, publish it. Admin only; a draft changes nothing on the site, so it needs
 * no step-up; publishing does. A save names the version it was made on: a stale one is refused with
 * what changed, a wrong value with each problem on its field. A publish names the version the owner
 * looked at, and goes live only if the whole site passes the content gate with it.
 */
export const siteFactsRouter = router({
  get: adminProcedure.query(async ({ ctx }) => {
    await ctx.ownerContentReady();
    const facts = await readSiteFacts(ctx.db);
    if (!facts) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_READY });
    return facts;
  }),

  saveDraft: adminProcedure
    .input(z.object({ version: z.number().int().positive(), data: z.unknown() }))
    .mutation(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const saved = await saveSiteFactsDraft(ctx.db, {
        version: input.version,
        data: input.data,
        authorId: ctx.session.user.id,
        now: ctx.now(),
      });
      if (saved.ok) return { version: saved.version, unchanged: saved.unchanged };
      switch (saved.reason) {
        case 'missing':
          throw new TRPCError({ code: 'NOT_FOUND', message: NOT_READY });
        case 'invalid': {
          const fieldErrors: Record<string, string[]> = {};
          for (const problem of saved.problems)
            fieldErrors[problem.path] = [...(fieldErrors[problem.path] ?? []), problem.message];
          const count = saved.problems.length;
          throw errorWithData(
            'BAD_REQUEST',
            count === 1
              ? `Not saved: ${problemLine(saved.problems[0]!)}`
              : `Not saved: ${count} fields need attention, the first: ${problemLine(saved.problems[0]!)}`,
            { fieldErrors, problems: saved.problems, appCode: 'INVALID_DRAFT' },
          );
        }
        case 'stale':
          throw errorWithData(
            'CONFLICT',
            `Not saved: someone saved the business facts after you opened them (${saved.changes.map((change) => change.where).join('; ') || 'no field differs'}). Nothing was overwritten: look at their values, then save again.`,
            { appCode: 'STALE_DRAFT', conflict: { version: saved.version, changes: saved.changes } },
          );
      }
    }),

  publish: adminProcedure
    .input(
      z.object({
        version: z.number().int().positive(),
        note: z.string().trim().max(500, 'keep the note under 500 characters').optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await requireStepUp(ctx);
      await ctx.ownerContentReady();
      const published = await publishSiteFacts(ctx.db, {
        version: input.version,
        authorId: ctx.session.user.id,
        note: input.note || null,
        now: ctx.now,
        gate: ctx.contentGate,
        dataDir: ctx.env.DATA_DIR,
      });
      if (published.ok) return { releaseId: published.releaseId, rev: published.rev };
      throw refusal(published, ctx.req.log);
    }),

  /** The releases, newest first: live, superseded (each one to go back to), failed with their problems. */
  releases: adminProcedure.query(async ({ ctx }) => {
    await ctx.ownerContentReady();
    return listReleases(ctx.db);
  }),

  /** Back to an earlier release: published again, checked by the gate like any publish; the draft becomes it too. */
  rollback: adminProcedure
    .input(
      z.object({
        releaseId: z.number().int().positive(),
        note: z.string().trim().max(500, 'keep the note under 500 characters').optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await requireStepUp(ctx);
      await ctx.ownerContentReady();
      const restored = await rollbackSiteFacts(ctx.db, {
        releaseId: input.releaseId,
        authorId: ctx.session.user.id,
        note: input.note || null,
        now: ctx.now,
        gate: ctx.contentGate,
        dataDir: ctx.env.DATA_DIR,
      });
      if (restored.ok) return { releaseId: restored.releaseId, rev: restored.rev };
      throw refusal(restored, ctx.req.log);
    }),
});

/** Why a publish or a rollback did not go live, as the error the dashboard shows. */
function refusal(outcome: Exclude<RollbackOutcome, { ok: true }>, log: FastifyBaseLogger): TRPCError {
  switch (outcome.reason) {
    case 'no-release':
      return new TRPCError({ code: 'NOT_FOUND', message: 'There is no such release: reload the list of releases.' });
    case 'never-live':
      return errorWithData(
        'BAD_REQUEST',
        `That release never went live (it is ${outcome.status}): go back to one the site showed.`,
        { appCode: 'NEVER_LIVE' },
      );
    case 'missing':
      return new TRPCError({ code: 'NOT_FOUND', message: NOT_READY });
    case 'stale':
      return errorWithData(
        'CONFLICT',
        'Not published: someone saved the business facts after you opened them. Look at the draft as it is now, then publish again.',
        { appCode: 'STALE_DRAFT', conflict: { version: outcome.version, changes: [] } },
      );
    case 'unchanged':
      return errorWithData('BAD_REQUEST', 'Nothing to publish: the site already has these business facts.', {
        appCode: 'NOTHING_TO_PUBLISH',
      });
    case 'failed': {
      const fieldErrors: Record<string, string[]> = {};
      for (const problem of outcome.problems)
        if (problem.path) fieldErrors[problem.path] = [...(fieldErrors[problem.path] ?? []), problem.message];
      const count = outcome.problems.length;
      const first = problemLine(outcome.problems[0]!);
      return errorWithData(
        'BAD_REQUEST',
        `Not published: the site's check found ${count === 1 ? `a problem: ${first}` : `${count} problems, the first: ${first}`}. The site still shows what it showed; fix the draft and publish again.`,
        {
          fieldErrors,
          problems: outcome.problems.map(({ path, where, message }) => ({ path, where, message })),
          appCode: 'CONTENT_GATE_FAILED',
        },
      );
    }
    case 'unchecked':
      log.error({ releaseId: outcome.releaseId, err: outcome.message }, 'content gate did not run');
      return new TRPCError({
        code: 'SERVICE_UNAVAILABLE',
        message:
          'Not published: the check every publish must pass could not run, so the site still shows what it showed. Try again in a minute; if this stays, tell whoever runs the server.',
      });
    case 'superseded':
      return errorWithData(
        'CONFLICT',
        'Not published: another publish went live while this one was being checked, and it stays live. Look at the business facts as they are now.',
        { appCode: 'SUPERSEDED' },
      );
  }
}
