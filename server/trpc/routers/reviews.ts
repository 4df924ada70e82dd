import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { recordId } from '../../../schema/common';
import type { TestimonialsPublishOutcome } from '../../owner-content/testimonials';
import {
  approveTestimonial,
  privateNotes,
  publishTestimonials,
  removeTestimonial,
  reviewQueue,
  reviewReport,
} from '../../reviews/queue';
import { staffProcedure, router } from '../init';

/** What a publish after an approval or removal means for the office, in words. */
function published(outcome: TestimonialsPublishOutcome, done: string): { message: string; live: boolean } {
  if (outcome.ok) return { message: `${done} The site updates in a minute or two.`, live: true };
  switch (outcome.reason) {
    case 'unchanged':
      return { message: done, live: true };
    case 'failed':
    case 'invalid':
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: `The site's content check refused the testimonials, so the site did not change: ${outcome.problems
          .map((problem) =>
            'where' in problem && problem.where ? `${problem.where}: ${problem.message}` : problem.message,
          )
          .join('; ')}`,
      });
    default:
      throw new TRPCError({
        code: 'INTERNAL_SERVER_ERROR',
        message: 'Saved, but the site could not be updated just now. Try again in a minute; the System page says why.',
      });
  }
}

/** The review queue, the customers' private notes and the review report (the dashboard's Reviews view). */
export const reviewsRouter = router({
  queue: staffProcedure('reviews').query(async ({ ctx }) => ({
    items: await reviewQueue(ctx.db, ctx.cities),
    cities: ctx.cities.map((city) => ({ slug: city.slug, name: `${city.name}, ${city.state}` })),
  })),

  notes: staffProcedure('reviews').query(({ ctx }) => privateNotes(ctx.db)),

  report: staffProcedure('reviews').query(({ ctx }) => reviewReport(ctx.db, ctx.site.timeZone)),

  /** Puts a testimonial on a city page and publishes it. */
  approve: staffProcedure('reviews')
    .input(z.object({ id: recordId, citySlug: z.string().max(80) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const done = await approveTestimonial(ctx.db, input, ctx.cities, ctx.session.user.email, ctx.now());
      if (!done.ok) throw new TRPCError({ code: 'BAD_REQUEST', message: done.message });
      const outcome = await publishTestimonials(ctx, ctx.session.user.id, `Testimonial ${input.id} approved`);
      return published(outcome, 'Approved: it goes on the city page.');
    }),

  /** Takes a testimonial off the site at once (a takedown request), or out of the queue. */
  remove: staffProcedure('reviews')
    .input(z.object({ id: recordId }))
    .mutation(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const done = await removeTestimonial(ctx.db, input.id, ctx.session.user.email, ctx.now());
      if (!done.ok) throw new TRPCError({ code: 'BAD_REQUEST', message: done.message });
      if (!done.wasLive) return { message: 'Removed from the queue. It was never on the site.', live: false };
      const outcome = await publishTestimonials(ctx, ctx.session.user.id, `Testimonial ${input.id} removed`);
      return published(outcome, 'Removed: it comes off the site.');
    }),
});
