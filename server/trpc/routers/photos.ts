import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { publishPhotos } from '../../owner-content/publish';
import { listCityPages } from '../../owner-content/city-pages';
import { type PhotoCity, readPhotos, savePhotosDraft } from '../../owner-content/photos';
import { type Context, staffProcedure, requireStepUp, router } from '../init';
import { answerPublish, answerSave, publishInput, type SavedThing } from './site-facts';

const NOT_READY =
  'The photos are not set up yet. Reload the page in a minute; if this stays, tell whoever runs the server.';
const PHOTOS: SavedThing = {
  what: 'the photos',
  notReady: NOT_READY,
  entries: 'photos',
  entry: 'slot',
  afterStale: 'reload to see theirs, then save again',
};

/**
 * The site's cities, for their own hero slots: none when the city files cannot be read now (the
 * other slots still open and save; a city's slot then waits for a reload).
 */
function citiesOf(ctx: Pick<Context, 'db' | 'citySources' | 'req'>): Promise<PhotoCity[]> {
  return listCityPages(ctx.db, ctx.citySources).catch((error: unknown) => {
    ctx.req.log.error({ err: (error as Error).message }, 'city files could not be read for the photo slots');
    return [];
  });
}

/**
 * The owner's photos in the site's picture slots (schema/owner-content/photos.ts): the slots with
 * the draft and the live photos, save a draft, publish it. Admin only, like the business facts: a
 * draft changes nothing on the site and needs no step-up; publishing does, and goes live only if
 * the whole site passes the content gate with it. Uploading is a plain multipart route
 * (server/media/routes.ts); a draft names an uploaded photo by its hash.
 */
export const photosRouter = router({
  get: staffProcedure('drafts').query(async ({ ctx }) => {
    await ctx.ownerContentReady();
    const view = await readPhotos(ctx.db, ctx.site, await citiesOf(ctx));
    if (!view) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_READY });
    return view;
  }),

  saveDraft: staffProcedure('drafts')
    .input(z.object({ version: z.number().int().positive(), data: z.unknown() }))
    .mutation(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const saved = await savePhotosDraft(
        ctx.db,
        ctx.site,
        {
          version: input.version,
          data: input.data,
          authorId: ctx.session.user.id,
          now: ctx.now(),
        },
        await citiesOf(ctx),
      );
      return answerSave(saved, PHOTOS);
    }),

  publish: staffProcedure('publish')
    .input(publishInput)
    .mutation(async ({ ctx, input }) => {
      await requireStepUp(ctx);
      await ctx.ownerContentReady();
      const published = await publishPhotos(ctx.db, {
        version: input.version,
        authorId: ctx.session.user.id,
        note: input.note || null,
        now: ctx.now,
        gate: ctx.contentGate,
        dataDir: ctx.env.DATA_DIR,
      });
      return answerPublish(ctx, published, PHOTOS);
    }),
});
