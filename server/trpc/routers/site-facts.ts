import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { problemLine } from '../../../schema/owner-content/owner-words';
import { readSiteFacts, saveSiteFactsDraft } from '../../owner-content/site-facts';
import { adminProcedure, errorWithData, router } from '../init';

/** Said when the document is not there yet: the content migrations have not run on this database. */
const NOT_READY =
  'The business facts are not set up yet. Reload the page in a minute; if this stays, tell whoever runs the server.';

/**
 * The business facts the owner keeps (schema/owner-content/site-facts.ts): read the draft and the
 * live facts, save a draft. Admin only; a draft changes nothing on the site, so it needs no step-up
 * (publishing will). A save names the version it was made on: a stale one is refused with what
 * changed, a wrong value with each problem on its field.
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
});
