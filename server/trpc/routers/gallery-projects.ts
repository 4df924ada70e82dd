import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { problemLine } from '../../../schema/owner-content/owner-words';
import {
  type GalleryPublishOutcome,
  publishGalleryProjects,
  readGalleryProjects,
  saveGalleryProjectsDraft,
  updateGalleryProject,
} from '../../owner-content/gallery-projects';
import { mediaSha256 } from '../../../schema/owner-content/photos';
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
 * job's photos (the curation screen calls saveGalleryProjectsDraft), lists them, edits one and
 * takes one out of the draft; the owner publishes, with the step-up like every publish, and only projects whose
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

  /**
   * Changes a project already made (its words, the day finished, its photos' descriptions, cover
   * and order) in the draft. Refused on its fields like a new project, and refused whole when the
   * project was saved by someone else since `version`; the id, the request and the city page are
   * not accepted at all.
   */
  update: staffProcedure('drafts')
    .input(
      z.strictObject(
        {
          id: z.string().min(1).max(80),
          version: z.number().int().positive().optional(),
          title: z.string().max(200).optional(),
          service: z.string().max(200).optional(),
          neighbourhood: z.string().max(200).nullable().optional(),
          story: z.string().max(2000).optional(),
          completedOn: z.string().max(20).optional(),
          photos: z
            .array(z.object({ media: mediaSha256, alt: z.string().max(400), cover: z.boolean() }))
            .max(20)
            .optional(),
        },
        {
          error: (issue) =>
            issue.code === 'unrecognized_keys'
              ? `Not saved: ${issue.keys.join(', ')} cannot be changed on a project once it is made (the id names its public photos; the request and city page make it that job's). Remove the project and make it again from the request's Job photos instead.`
              : undefined,
        },
      ),
    )
    .mutation(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const outcome = await updateGalleryProject(ctx.db, input, { authorId: ctx.session.user.id, now: ctx.now() });
      if (outcome.ok) return { version: outcome.version, project: outcome.project };
      switch (outcome.reason) {
        case 'missing':
          throw new TRPCError({
            code: 'NOT_FOUND',
            message: 'That project is not in the draft any more (someone removed it): reload the list.',
          });
        case 'invalid':
          throw refusedProjects('saved', outcome.problems);
        case 'stale':
          throw errorWithData(
            'CONFLICT',
            `Not saved: someone else saved this project after you opened it (${outcome.changes.map((change) => change.where).join('; ') || 'the project'}). Nothing was overwritten: Cancel, open the project again to see their version, and make your change again.`,
            { appCode: 'STALE_DRAFT', conflict: { version: outcome.version, changes: outcome.changes } },
          );
      }
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
