import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { listPageZones, openPageZone, publishPageZone, savePageZoneDraft } from '../../owner-content/page-zones';
import { requireStepUp, router, staffProcedure } from '../init';
import { zoneKeyField } from './page-history';
import { answerPublish, answerSave, publishInput, type SavedThing } from './site-facts';

const ZONE: SavedThing = {
  what: 'this part of the page',
  notReady: 'The site has no such part of a page: go back to the list of pages and open it from there.',
  entries: 'fields',
  entry: 'field',
  afterStale: 'look at their values, then save again',
};

/** Said when the page files could not be read: the editor cannot open a zone without its declaration. */
const FILES_UNREAD =
  "The pages' text could not be read just now. Reload the page in a minute; if this stays, tell whoever runs the server.";

/**
 * The owner's words in the zones of the code-defined pages (schema/page-zones.ts; the About page's
 * `story`): the list, one zone opened (its allow-list, its draft, what is live and the code's
 * words), a draft saved on the version it was opened at, and a zone published through the content
 * gate. Drafts are the office's and the owner's; publishing is the owner's, with a second factor
 * proved in the last ten minutes.
 */
export const pageZonesRouter = router({
  list: staffProcedure('drafts').query(async ({ ctx }) => {
    await ctx.ownerContentReady();
    return listPageZones(ctx.db, ctx.zoneSources).catch((error: unknown) => {
      ctx.req.log.error({ err: (error as Error).message }, 'page zones could not be read');
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: FILES_UNREAD });
    });
  }),

  open: staffProcedure('drafts')
    .input(z.object({ key: zoneKeyField }))
    .query(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const zone = await openPageZone(ctx.db, ctx.zoneSources, input.key);
      if (!zone) throw new TRPCError({ code: 'NOT_FOUND', message: ZONE.notReady });
      return zone;
    }),

  saveDraft: staffProcedure('drafts')
    .input(z.object({ key: zoneKeyField, version: z.number().int().min(0), data: z.unknown() }))
    .mutation(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const saved = await savePageZoneDraft(ctx.db, ctx.zoneSources, {
        key: input.key,
        version: input.version,
        data: input.data,
        authorId: ctx.session.user.id,
        now: ctx.now(),
      });
      return answerSave(saved, ZONE);
    }),

  publish: staffProcedure('publish')
    .input(publishInput.extend({ key: zoneKeyField }))
    .mutation(async ({ ctx, input }) => {
      await requireStepUp(ctx);
      await ctx.ownerContentReady();
      const published = await publishPageZone(ctx.db, ctx.zoneSources, input.key, {
        version: input.version,
        authorId: ctx.session.user.id,
        note: input.note || null,
        now: ctx.now,
        gate: ctx.contentGate,
        dataDir: ctx.env.DATA_DIR,
      });
      return answerPublish(ctx, published, ZONE);
    }),
});
