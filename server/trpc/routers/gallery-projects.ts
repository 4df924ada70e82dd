import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { problemLine } from '../../../schema/owner-content/owner-words';
import {
  type GalleryPublishOutcome,
  publishGalleryProjects,
  readGalleryProjects,
  saveGalleryProjectsDraft,
} from '../../owner-content/gallery-projects';
import { errorWithData, requireStepUp, router, staffProcedure } from '../init';
import { answerPublish, fieldErrorsOf, type PublishedThing } from './site-facts';

const GALLERY: PublishedThing = {
  what: 'the gallery projects',
  notReady: 'There is no gallery project yet: create one from a job’s photos first.',
};

/** A save or a publish refused for the projects themselves (a missing consent, a field the type refuses), in the owner's words. */
function refusedProjects(verb: 'saved' | 'published', problems: { path: string; where: string; message: string }[]) {
  const first = problemLine(problems[0]!);
  return errorWithData(
    'BAD_REQUEST',
    problems.length === 1
      ? `Not ${verb}: ${first}`
      : `Not ${verb}: ${problems.length} problems need attention, the first: ${first}`,
    { fieldErrors: fieldErrorsOf(problems), problems, appCode: 'INVALID_DRAFT' },
  );
}

/**
 * The gallery projects (schema/owner-content/gallery-projects.ts): the office makes them from a
 * job's photos (the curation screen calls saveGalleryProjectsDraft), lists them and takes one out
 * of the draft; the owner publishes, with the step-up like every publish, and only projects whose
 * homeowner gave their photo consent go live. A withdrawn consent takes a job off the site from
 * the request (takeJobOffSite), not from here.
 */
export const galleryProjectsRouter = router({
  /** Every project of the draft and of the site, each live, changed, new or removed, and the version a publish names. */
  list: staffProcedure('drafts').query(async ({ ctx }) => {
    await ctx.ownerContentReady();
    return readGalleryProjects(ctx.db);
  }),

  /** Takes a project out of the draft; the site keeps showing it until the owner publishes. */
  remove: staffProcedure('drafts')
    .input(z.object({ id: z.string().min(1).max(80) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      let found = false;
      const saved = await saveGalleryProjectsDraft(
        ctx.db,
        (items) => {
          found = items.some((item) => item.id === input.id);
          return items.filter((item) => item.id !== input.id);
        },
        { authorId: ctx.session.user.id, now: ctx.now() },
      );
      if (!saved.ok) throw refusedProjects('saved', saved.problems);
      if (!found)
        throw new TRPCError({
          code: 'NOT_FOUND',
          message: 'That project is not in the draft any more: reload the list.',
        });
      return { version: saved.version };
    }),

  /** Publishes the draft (the version the owner looked at, or the current one): checked by the gate, consent checked. */
  publish: staffProcedure('publish')
    .input(
      z.object({
        version: z.number().int().positive().optional(),
        note: z.string().trim().max(500, 'keep the note under 500 characters').optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await requireStepUp(ctx);
      await ctx.ownerContentReady();
      const published: GalleryPublishOutcome = await publishGalleryProjects(ctx.db, {
        version: input.version,
        authorId: ctx.session.user.id,
        note: input.note || null,
        now: ctx.now,
        gate: ctx.contentGate,
        dataDir: ctx.env.DATA_DIR,
      });
      if (!published.ok && published.reason === 'invalid') throw refusedProjects('published', published.problems);
      return answerPublish(ctx, published, GALLERY);
    }),
});
