import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { jobPhotoMessages } from '../../../shared/job-photos';
import { crewDay, jobPhotos, mayFileUnder } from '../../job-photos/jobs';
import { router, staffProcedure } from '../init';

/**
 * The crew page (/crew): today's jobs with what the crew needs at the door (the name, the time, the
 * address and the job's own phone, the service) and each job's photos. Nothing else of a request
 * (no email, notes or history): a crew phone is easily lost.
 */
export const crewRouter = router({
  today: staffProcedure('crew').query(({ ctx }) => crewDay(ctx.db, ctx.now(), ctx.site.timeZone)),

  photos: staffProcedure('crew')
    .input(z.object({ job: z.number({ message: 'Pick a job from the list' }).int().positive() }))
    .query(async ({ ctx, input }) => {
      const access = await mayFileUnder(ctx.db, ctx.role, input.job, ctx.now(), ctx.site.timeZone);
      if (!access.ok)
        throw new TRPCError({
          code: access.status === 404 ? 'NOT_FOUND' : 'FORBIDDEN',
          message: jobPhotoMessages[access.reason],
        });
      return jobPhotos(ctx.db, input.job);
    }),
});
