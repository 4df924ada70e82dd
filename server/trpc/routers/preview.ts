import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { ContentType } from '../../../schema/owner-content/content-type';
import { problemLine } from '../../../schema/owner-content/owner-words';
import { galleryProjects } from '../../../schema/owner-content/gallery-projects';
import { photos } from '../../../schema/owner-content/photos';
import { siteFacts } from '../../../schema/owner-content/site-facts';
import { type PreviewOutcome, readPreview, requestPreview } from '../../site-build/preview';
import { staffProcedure, errorWithData, router } from '../init';
import { fieldErrorsOf } from './site-facts';

/** The documents whose draft can be previewed, by the name the editors call them. */
const PREVIEWED: Record<'siteFacts' | 'photos' | 'galleryProjects', { type: ContentType; what: string }> = {
  siteFacts: { type: siteFacts, what: 'the business facts' },
  photos: { type: photos, what: 'the photos' },
  galleryProjects: { type: galleryProjects, what: 'the gallery projects' },
};

/**
 * The preview of a draft (server/site-build/preview.ts): `start` checks the draft the editor shows
 * with the content gate, as a publish would, and asks for its build; `status` is what the editor
 * polls until the preview is ready to open at its `url`. Admins only; a preview changes nothing on
 * the site, so it needs no step-up.
 */
export const previewRouter = router({
  start: staffProcedure('drafts')
    .input(
      z.object({ document: z.enum(['siteFacts', 'photos', 'galleryProjects']), version: z.number().int().positive() }),
    )
    .mutation(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const { type, what } = PREVIEWED[input.document];
      const outcome = await requestPreview(ctx.db, type, {
        version: input.version,
        authorId: ctx.session.user.id,
        now: ctx.now,
        gate: ctx.contentGate,
        dataDir: ctx.env.DATA_DIR,
        wakeJobs: ctx.wakeJobs,
      });
      if (outcome.ok) return { previewId: outcome.previewId };
      if (outcome.reason === 'unchecked')
        ctx.req.log.error({ err: outcome.message }, 'content gate did not run for a preview');
      throw previewRefusal(outcome, what);
    }),

  status: staffProcedure('drafts')
    .input(z.object({ id: z.number().int().positive() }))
    .query(async ({ ctx, input }) => {
      const preview = await readPreview(ctx.db, input.id);
      if (!preview) throw new TRPCError({ code: 'NOT_FOUND', message: 'There is no such preview: ask for one again.' });
      return preview;
    }),
});

/** Why a draft is not previewed, in the words the editors show (the gate's problems on their fields). */
function previewRefusal(outcome: Exclude<PreviewOutcome, { ok: true }>, what: string): TRPCError {
  switch (outcome.reason) {
    case 'missing':
      return new TRPCError({
        code: 'NOT_FOUND',
        message: `There is no draft of ${what} yet. Reload the page in a minute; if this stays, tell whoever runs the server.`,
      });
    case 'stale':
      return errorWithData(
        'CONFLICT',
        `No preview: someone saved ${what} after you opened them. Look at the draft as it is now, then preview again.`,
        { appCode: 'STALE_DRAFT', conflict: { version: outcome.version, changes: [] } },
      );
    case 'failed': {
      const fieldErrors = fieldErrorsOf(outcome.problems);
      const count = outcome.problems.length;
      const first = problemLine(outcome.problems[0]!);
      return errorWithData(
        'BAD_REQUEST',
        `No preview: the site's check found ${count === 1 ? `a problem: ${first}` : `${count} problems, the first: ${first}`}. What cannot go live is not previewed either; fix the draft and preview again.`,
        {
          fieldErrors,
          problems: outcome.problems.map(({ path, where, message }) => ({ path, where, message })),
          appCode: 'CONTENT_GATE_FAILED',
        },
      );
    }
    case 'unchecked':
      return new TRPCError({
        code: 'SERVICE_UNAVAILABLE',
        message:
          'No preview: the check every draft must pass could not run. Try again in a minute; if this stays, tell whoever runs the server.',
      });
  }
}
