import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { recordId } from '../../../schema/common';
import { STALE_VERSION } from '../../../schema/leads';
import { JOB_PHOTO_STATUSES, PHOTO_CONSENTS } from '../../../shared/job-photos';
import {
  ALT_MAX,
  type CurationRefusal,
  createGalleryProject,
  jobCuration,
  setPhotoConsent,
  updateJobPhoto,
} from '../../job-photos/curation';
import { errorWithData, router, staffProcedure } from '../init';

/** A refusal as the error the dashboard shows, each problem on its field. */
function refused(outcome: CurationRefusal): never {
  if (outcome.reason === 'not-found') throw new TRPCError({ code: 'NOT_FOUND', message: outcome.message });
  throw errorWithData('BAD_REQUEST', outcome.message, outcome.fieldErrors ? { fieldErrors: outcome.fieldErrors } : {});
}

const actorOf = (ctx: { session: { user: { id: string; email: string } } }) => ({
  id: ctx.session.user.id,
  email: ctx.session.user.email,
});

const checklist = z.object({
  houseNumber: z.boolean(),
  streetSign: z.boolean(),
  licencePlate: z.boolean(),
  faces: z.boolean(),
});

/**
 * The office's curation of a job's photos (the request's dialog): the photos and the consent,
 * Showcase / Cover and descriptions, and "Create gallery project" (a draft the owner publishes in
 * the Gallery projects view) are the drafts area's; recording or withdrawing the homeowner's
 * consent is a change to the request (leads area), in its History.
 */
const citiesOf = (ctx: { cities: readonly { slug: string; name: string; state: string }[] }) =>
  ctx.cities.map((city) => ({ slug: city.slug, name: `${city.name}, ${city.state}` }));

export const jobPhotosRouter = router({
  /** The city pages a project may go on, by name (the Gallery projects view names each project's). */
  cities: staffProcedure('drafts').query(({ ctx }) => citiesOf(ctx)),

  forJob: staffProcedure('drafts')
    .input(z.object({ job: recordId }))
    .query(async ({ ctx, input }) => {
      const curation = await jobCuration(ctx.db, input.job, ctx.cities);
      if ('ok' in curation) refused(curation);
      return {
        ...curation,
        cities: citiesOf(ctx),
      };
    }),

  update: staffProcedure('drafts')
    .input(
      z.object({
        id: recordId,
        status: z.enum(JOB_PHOTO_STATUSES).optional(),
        alt: z
          .string()
          .max(ALT_MAX * 2)
          .nullable()
          .optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const outcome = await updateJobPhoto(ctx.db, input);
      if (!outcome.ok) refused(outcome);
      return outcome.photo;
    }),

  setConsent: staffProcedure('leads')
    .input(
      z.object({
        job: recordId,
        consent: z.enum(PHOTO_CONSENTS),
        note: z.string().max(300, 'Keep how it was given under 300 characters.').default(''),
        version: z.number().int().nonnegative().optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const outcome = await setPhotoConsent(ctx, input, actorOf(ctx));
      if (outcome.ok) {
        const { takenOff, ...value } = outcome.value;
        if (input.consent === 'given')
          return { ...value, message: 'Its photos may now go on the website in a gallery project.' };
        if (takenOff && !takenOff.ok)
          // Not INTERNAL_SERVER_ERROR, whose words the API hides: the office must know the site still shows them.
          throw new TRPCError({
            code: 'SERVICE_UNAVAILABLE',
            message:
              'The withdrawal is recorded, but the site could not be updated just now, so its projects are still shown. Withdraw again in a minute; the System page says why.',
          });
        return {
          ...value,
          message: takenOff?.changed
            ? 'Its gallery projects come off the site in a minute or two.'
            : 'It had no gallery project: nothing of it is on the site.',
        };
      }
      if (outcome.reason === 'refused') refused(outcome);
      if (outcome.reason === 'not-found') throw new TRPCError({ code: 'NOT_FOUND', message: outcome.message });
      if (outcome.reason === 'stale') throw errorWithData('CONFLICT', outcome.message, { appCode: STALE_VERSION });
      throw new TRPCError({ code: 'BAD_REQUEST', message: outcome.message });
    }),

  createProject: staffProcedure('drafts')
    .input(
      z.object({
        job: recordId,
        title: z.string().max(200),
        service: z.string().max(200),
        citySlug: z.string().max(80),
        neighbourhood: z.string().max(200).nullable().optional(),
        story: z.string().max(2000),
        photos: z.array(z.object({ id: recordId, alt: z.string().max(ALT_MAX * 2) })).max(20),
        cover: recordId,
        checklist,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const outcome = await createGalleryProject(ctx, input, actorOf(ctx));
      if (!outcome.ok) refused(outcome);
      return { id: outcome.id, message: `Saved as a draft: the owner publishes it from Gallery projects.` };
    }),
});
