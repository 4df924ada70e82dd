import { TRPCError } from '@trpc/server';
import {
  addNoteSchema,
  assignLeadSchema,
  changeStatusSchema,
  eraseLeadSchema,
  leadRefSchema,
  STALE_VERSION,
} from '../../../schema/leads';
import {
  addNote,
  assignLead,
  changeStatus,
  eraseLead,
  listAdmins,
  type Actor,
  type LeadOutcome,
} from '../../leads/changes';
import { getLead } from '../../leads/detail';
import { removeMailboxCopies } from '../../leads/mailbox-copies';
import { scrubErased } from '../../db/scrub';
import { adminProcedure, errorWithData, requireStepUp, router } from '../init';

const actorOf = (ctx: { session: { user: { id: string; email: string } } }): Actor => ({
  id: ctx.session.user.id,
  email: ctx.session.user.email,
});

/** A change's value, or its refusal as the error the dashboard shows (a stale version carries STALE_VERSION, so it reloads). */
function answer<T>(outcome: LeadOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  switch (outcome.reason) {
    case 'not-found':
      throw new TRPCError({ code: 'NOT_FOUND', message: outcome.message });
    case 'stale':
      throw errorWithData('CONFLICT', outcome.message, { appCode: STALE_VERSION });
    case 'not-admin':
      throw new TRPCError({ code: 'BAD_REQUEST', message: outcome.message });
  }
}

/**
 * Working a request: its detail, status, owner, notes, erase. Admin only (the role is checked on
 * every call), mutations same-origin only; each change carries the version it was made on.
 */
export const leadsRouter = router({
  /** One request with its notes, history and repeat requests. */
  get: adminProcedure.input(leadRefSchema).query(async ({ ctx, input }) => {
    const lead = await getLead(ctx.db, input.id, {
      now: ctx.now(),
      responseMinutes: ctx.env.LEAD_RESPONSE_HOURS * 60,
      clock: ctx.officeClock,
    });
    if (!lead)
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: `Request #${input.id} no longer exists: it may have been deleted permanently. Reload the list.`,
      });
    return lead;
  }),

  /** Who a request can be assigned to. */
  admins: adminProcedure.query(({ ctx }) => listAdmins(ctx.db)),

  setStatus: adminProcedure
    .input(changeStatusSchema)
    .mutation(async ({ ctx, input }) =>
      answer(await changeStatus(ctx.db, input, actorOf(ctx), ctx.now(), ctx.officeClock, ctx.site.timeZone)),
    ),

  assign: adminProcedure
    .input(assignLeadSchema)
    .mutation(async ({ ctx, input }) =>
      answer(await assignLead(ctx.db, input, actorOf(ctx), ctx.now(), ctx.site.timeZone)),
    ),

  addNote: adminProcedure
    .input(addNoteSchema)
    .mutation(async ({ ctx, input }) =>
      answer(await addNote(ctx.db, input, actorOf(ctx), ctx.now(), ctx.officeClock, ctx.site.timeZone)),
    ),

  /** Delete permanently: the request, its notes and its mails; the history keeps that it happened. Needs a step-up. */
  erase: adminProcedure.input(eraseLeadSchema).mutation(async ({ ctx, input }) => {
    await requireStepUp(ctx);
    const { id, mailIds } = answer(await eraseLead(ctx.db, input, actorOf(ctx), ctx.now(), ctx.site.timeZone));
    await removeMailboxCopies(ctx.mailTransport, mailIds);
    ctx.background.run('scrub erased request', async () => void (await scrubErased(ctx.db)));
    ctx.log.info({ lead: id, by: ctx.session.user.id }, 'request erased on request');
    return { id };
  }),
});
