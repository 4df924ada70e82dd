import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { listCityPages, openCityPage, publishCityPage, saveCityPageDraft } from '../../owner-content/city-pages';
import { requireStepUp, router, staffProcedure } from '../init';
import { answerPublish, answerSave, publishInput, type SavedThing } from './site-facts';

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a city page is named by lowercase words joined by hyphens, like broken-arrow');

const CITY: SavedThing = {
  what: 'this city page',
  notReady: 'There is no such city page: go back to the list of city pages and open it from there.',
  entries: 'fields',
  entry: 'field',
  afterStale: 'look at their values, then save again',
};

/** Said when the city files could not be read: the editor cannot open a city's file values without them. */
const FILES_UNREAD =
  'The city pages could not be read just now. Reload the page in a minute; if this stays, tell whoever runs the server.';

/**
 * The owner's city pages (schema/owner-content/city-pages.ts): the list, one page opened (its
 * draft, what is live and its file's values), a draft saved on the version it was opened at, a new
 * city added, and a page published through the content gate. Drafts are the office's and the
 * owner's; publishing is the owner's, with a second factor proved in the last ten minutes.
 */
export const cityPagesRouter = router({
  list: staffProcedure('drafts').query(async ({ ctx }) => {
    await ctx.ownerContentReady();
    return listCityPages(ctx.db, ctx.citySources).catch((error: unknown) => {
      ctx.req.log.error({ err: (error as Error).message }, 'city files could not be read');
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: FILES_UNREAD });
    });
  }),

  open: staffProcedure('drafts')
    .input(z.object({ slug }))
    .query(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const page = await openCityPage(ctx.db, ctx.citySources, input.slug);
      if (!page) throw new TRPCError({ code: 'NOT_FOUND', message: CITY.notReady });
      return page;
    }),

  /** Saves a draft; `adding` is a new city's first save (refused when its address is taken). */
  saveDraft: staffProcedure('drafts')
    .input(z.object({ slug, version: z.number().int().min(0), data: z.unknown(), adding: z.boolean().optional() }))
    .mutation(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const saved = await saveCityPageDraft(ctx.db, ctx.citySources, {
        slug: input.slug,
        version: input.version,
        data: input.data,
        authorId: ctx.session.user.id,
        now: ctx.now(),
        adding: input.adding,
      });
      return answerSave(saved, CITY);
    }),

  publish: staffProcedure('publish')
    .input(publishInput.extend({ slug }))
    .mutation(async ({ ctx, input }) => {
      await requireStepUp(ctx);
      await ctx.ownerContentReady();
      const published = await publishCityPage(ctx.db, input.slug, {
        version: input.version,
        authorId: ctx.session.user.id,
        note: input.note || null,
        now: ctx.now,
        gate: ctx.contentGate,
        dataDir: ctx.env.DATA_DIR,
      });
      return answerPublish(ctx, published, CITY);
    }),
});
