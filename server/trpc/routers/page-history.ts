import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { cityPages } from '../../../schema/owner-content/city-pages';
import { pageZones } from '../../../schema/owner-content/page-zones';
import { ZONE_KEY } from '../../../schema/page-zones';
import { comparePageRevisions, pageRevisions, restorePageRevision } from '../../owner-content/page-history';
import { errorWithData, router, staffProcedure } from '../init';

export const pageSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a city page is named by lowercase words joined by hyphens, like broken-arrow');
const rev = z.number().int().positive();

/** A zone of a code-defined page, by its page and id: `/about#story`. */
export const zoneKeyField = z
  .string()
  .regex(ZONE_KEY, 'a part of a page is named by its page and zone, like /about#story');

/** The page whose history or lock is asked for: a city page by its slug, or a zone by its key. */
export const pageRefFields = { slug: pageSlug.optional(), zone: zoneKeyField.optional() };
export const onePage = (ref: { slug?: string; zone?: string }) => Boolean(ref.slug) !== Boolean(ref.zone);
export const ONE_PAGE = { message: 'name one page: a city page (slug) or a part of a page (zone)' };

/** The document a page reference names: a city page's, or a zone's. */
export const documentOf = (ref: { slug?: string; zone?: string }) =>
  ref.zone ? { contentType: pageZones, key: ref.zone } : { contentType: cityPages, key: ref.slug! };

const missing = (rev: number | null) =>
  new TRPCError({
    code: 'NOT_FOUND',
    message:
      rev === null
        ? 'This page has no history yet: it changes once its first draft is saved.'
        : `Revision ${rev} is not one of this page's: reload the history and pick again.`,
  });

/**
 * A city page's or a zone's history (server/owner-content/page-history.ts): its revisions newest first, any two
 * compared field by field, and an earlier one made the draft again. Reading and restoring are the
 * drafts' (owner and office): a restore changes the draft only, the owner publishes it after.
 */
export const pageHistoryRouter = router({
  revisions: staffProcedure('drafts')
    .input(z.object(pageRefFields).refine(onePage, ONE_PAGE))
    .query(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const { contentType, key } = documentOf(input);
      return pageRevisions(ctx.db, contentType, key);
    }),

  compare: staffProcedure('drafts')
    .input(z.object({ ...pageRefFields, from: rev, to: rev }).refine(onePage, ONE_PAGE))
    .query(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const { contentType, key } = documentOf(input);
      const compared = await comparePageRevisions(ctx.db, contentType, key, input.from, input.to);
      if (!compared.ok) throw missing(compared.rev);
      return { from: compared.from, to: compared.to, changes: compared.changes };
    }),

  /** Makes revision `rev` the draft again, on the version the editor had (another is STALE_DRAFT). */
  restore: staffProcedure('drafts')
    .input(z.object({ ...pageRefFields, rev, version: z.number().int().min(0) }).refine(onePage, ONE_PAGE))
    .mutation(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const { contentType, key } = documentOf(input);
      const restored = await restorePageRevision(ctx.db, contentType, {
        key,
        rev: input.rev,
        version: input.version,
        authorId: ctx.session.user.id,
        now: ctx.now(),
      });
      if (restored.ok) return { version: restored.version, unchanged: restored.unchanged };
      if (restored.reason === 'missing') throw missing(restored.rev);
      throw errorWithData(
        'CONFLICT',
        `Not restored: someone saved this page after you opened it (${restored.changes.map((change) => change.where).join('; ') || 'no field differs'}). Nothing was overwritten: reload the page, then restore again.`,
        { appCode: 'STALE_DRAFT', conflict: { version: restored.version, changes: restored.changes } },
      );
    }),
});
