import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { cityPages } from '../../../schema/owner-content/city-pages';
import { comparePageRevisions, pageRevisions, restorePageRevision } from '../../owner-content/page-history';
import { errorWithData, router, staffProcedure } from '../init';

export const pageSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a city page is named by lowercase words joined by hyphens, like broken-arrow');
const rev = z.number().int().positive();

const missing = (rev: number | null) =>
  new TRPCError({
    code: 'NOT_FOUND',
    message:
      rev === null
        ? 'This page has no history yet: it changes once its first draft is saved.'
        : `Revision ${rev} is not one of this page's: reload the history and pick again.`,
  });

/**
 * A city page's history (server/owner-content/page-history.ts): its revisions newest first, any two
 * compared field by field, and an earlier one made the draft again. Reading and restoring are the
 * drafts' (owner and office): a restore changes the draft only, the owner publishes it after.
 */
export const pageHistoryRouter = router({
  revisions: staffProcedure('drafts')
    .input(z.object({ slug: pageSlug }))
    .query(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      return pageRevisions(ctx.db, cityPages, input.slug);
    }),

  compare: staffProcedure('drafts')
    .input(z.object({ slug: pageSlug, from: rev, to: rev }))
    .query(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const compared = await comparePageRevisions(ctx.db, cityPages, input.slug, input.from, input.to);
      if (!compared.ok) throw missing(compared.rev);
      return { from: compared.from, to: compared.to, changes: compared.changes };
    }),

  /** Makes revision `rev` the draft again, on the version the editor had (another is STALE_DRAFT). */
  restore: staffProcedure('drafts')
    .input(z.object({ slug: pageSlug, rev, version: z.number().int().min(0) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const restored = await restorePageRevision(ctx.db, cityPages, {
        key: input.slug,
        rev: input.rev,
        version: input.version,
        authorId: ctx.session.user.id,
        now: ctx.now(),
      });
      if (restored.ok) return { version: restored.version, unchanged: restored.unchanged };
      if (restored.reason === 'missing') throw missing(restored.rev);
      throw errorWithData(
        'CONFLICT',
        `Not restored: someone saved this city page after you opened it (${restored.changes.map((change) => change.where).join('; ') || 'no field differs'}). Nothing was overwritten: reload the page, then restore again.`,
        { appCode: 'STALE_DRAFT', conflict: { version: restored.version, changes: restored.changes } },
      );
    }),
});
