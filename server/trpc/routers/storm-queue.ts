import { leadClocksOf } from '../../leads/clock';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { recordId } from '../../../schema/common';
import { inStorm, setStormMember } from '../../storm/membership';
import { markCalled, pastCustomers } from '../../storm/past-customers';
import { stormCounters, stormQueue } from '../../storm/queue';
import { activeStorm, findStorm, listStorms } from '../../storm/storms';
import { staffProcedure, router } from '../init';

const stormRef = z.object({ stormId: recordId.optional() });

/**
 * The office's storm view (admin only): a storm's requests with open leaks first and a tighter
 * response target while it is active, its counters, and the past customers in its towns to call.
 * The storm is the one asked for, else the active one, else the latest.
 */
export const stormQueueRouter = router({
  view: staffProcedure('leads')
    .input(stormRef)
    .query(async ({ ctx, input }) => {
      const now = ctx.now();
      const [active, storms] = await Promise.all([activeStorm(ctx.db, now), listStorms(ctx.db, 20)]);
      const storm = input.stormId ? await findStorm(ctx.db, input.stormId) : (active ?? storms[0]);
      const list = storms.map((s) => ({ id: s.id, name: s.name, date: s.date, active: s.id === active?.id }));
      if (input.stormId && !storm)
        throw new TRPCError({
          code: 'NOT_FOUND',
          message: `Storm #${input.stormId} does not exist. Pick one from the list.`,
        });
      if (!storm) return { storm: null, storms: list, counters: null, requests: [], pastCustomers: [] };
      const isActive = storm.id === active?.id;
      const [counters, requests, past] = await Promise.all([
        stormCounters(ctx.db, storm, ctx.site.timeZone),
        stormQueue(ctx.db, storm, {
          ...leadClocksOf(ctx, now),
          timeZone: ctx.site.timeZone,
          active: isActive,
          stormResponseMinutes: ctx.env.STORM_RESPONSE_HOURS * 60,
        }),
        pastCustomers(ctx.db, storm, ctx.site.timeZone),
      ]);
      return {
        storm: {
          id: storm.id,
          name: storm.name,
          date: storm.date,
          until: storm.until,
          cities: storm.cities.map((city) => city.name),
          active: isActive,
          responseHours: isActive ? ctx.env.STORM_RESPONSE_HOURS : null,
        },
        storms: list,
        counters,
        requests,
        pastCustomers: past,
      };
    }),

  /** A past customer called (or not) about this storm; who and when are kept. */
  markCalled: staffProcedure('leads')
    .input(z.object({ stormId: recordId, id: recordId, called: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const storm = await findStorm(ctx.db, input.stormId);
      if (!storm) throw new TRPCError({ code: 'NOT_FOUND', message: 'That storm does not exist. Reload the page.' });
      const exists = await ctx.db
        .selectFrom('contact_submissions')
        .select('id')
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (!exists)
        throw new TRPCError({
          code: 'NOT_FOUND',
          message: `Request #${input.id} no longer exists: it may have been deleted permanently. Reload the page.`,
        });
      return markCalled(ctx.db, input, { id: ctx.session.user.id, email: ctx.session.user.email }, ctx.now());
    }),

  /** "Add to this storm" (or, with `member: false`, "Remove from this storm") on a request. */
  setMember: staffProcedure('leads')
    .input(z.object({ stormId: recordId, id: recordId, member: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const storm = await findStorm(ctx.db, input.stormId);
      if (!storm) throw new TRPCError({ code: 'NOT_FOUND', message: 'That storm does not exist. Reload the page.' });
      const actor = { id: ctx.session.user.id, email: ctx.session.user.email };
      if (!(await setStormMember(ctx.db, { storm, id: input.id, member: input.member }, actor, ctx.now())))
        throw new TRPCError({
          code: 'NOT_FOUND',
          message: `Request #${input.id} no longer exists: it may have been deleted permanently. Reload the page.`,
        });
      return { member: input.member };
    }),

  /** The active storm (else the latest) and whether this request is one of its requests: the lead's "Add to this storm". */
  membership: staffProcedure('leads')
    .input(z.object({ id: recordId }))
    .query(async ({ ctx, input }) => {
      const now = ctx.now();
      const active = await activeStorm(ctx.db, now);
      const storm = active ?? (await listStorms(ctx.db, 1))[0];
      if (!storm) return { storm: null, member: false };
      const row = await ctx.db
        .selectFrom('contact_submissions as c')
        .select(inStorm(storm, ctx.site.timeZone).as('member'))
        .where('c.id', '=', input.id)
        .executeTakeFirst();
      return {
        storm: { id: storm.id, name: storm.name, date: storm.date, active: storm.id === active?.id },
        member: Boolean(row?.member),
      };
    }),
});
