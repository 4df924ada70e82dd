import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  activeStorm,
  checkStormInput,
  editStorm,
  endStorm,
  listStorms,
  startStorm,
  stormHistory,
  type StormOutcome,
} from '../../storm/storms';
import { staffProcedure, router } from '../init';

const stormInputSchema = z.object({
  name: z.string().max(200),
  date: z.string().max(20),
  cities: z.array(z.string().max(80)).max(100),
  until: z.string().max(20).nullish(),
  hail: z.string().max(100).nullish(),
  message: z.string().max(1000).nullish(),
});

const actorOf = (ctx: { session: { user: { id: string; email: string } } }) => ({
  id: ctx.session.user.id,
  label: ctx.session.user.email,
});

/** A change's value; a refusal becomes the message the panel shows (which field, what to type). */
function answer<T>(outcome: StormOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new TRPCError({ code: outcome.reason === 'input' ? 'BAD_REQUEST' : 'CONFLICT', message: outcome.message });
}

/**
 * The storm panel of the dashboard: the active storm with its history, the towns it may name, the
 * last storms; start, edit and end. Admin only; every change is in the storm's history, and this
 * instance shows it at once (the others within seconds: storm/watch.ts).
 */
export const stormRouter = router({
  overview: staffProcedure('storm').query(async ({ ctx }) => {
    const now = ctx.now();
    const [active, recent] = await Promise.all([activeStorm(ctx.db, now), listStorms(ctx.db, 10)]);
    return {
      active: active ?? null,
      history: active ? await stormHistory(ctx.db, active.id) : [],
      recent,
      cities: ctx.cities,
      timeZone: ctx.site.timeZone,
    };
  }),

  start: staffProcedure('storm')
    .input(stormInputSchema)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const values = answer(checkStormInput(input, { cities: ctx.cities, timeZone: ctx.site.timeZone, now }));
      const storm = answer(await startStorm(ctx.db, values, actorOf(ctx), now, ctx.site.timeZone));
      ctx.storm.invalidate();
      return storm;
    }),

  edit: staffProcedure('storm')
    .input(stormInputSchema.extend({ id: z.number().int().positive(), version: z.number().int().positive() }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const values = answer(checkStormInput(input, { cities: ctx.cities, timeZone: ctx.site.timeZone, now }));
      const storm = answer(
        await editStorm(ctx.db, input.id, input.version, values, actorOf(ctx), now, ctx.site.timeZone),
      );
      ctx.storm.invalidate();
      return storm;
    }),

  end: staffProcedure('storm').mutation(async ({ ctx }) => {
    const ended = await endStorm(ctx.db, actorOf(ctx), ctx.now());
    ctx.storm.invalidate();
    return ended ?? null;
  }),
});
