import { responseClocksOf } from '../../leads/clock';
import { TRPCError } from '@trpc/server';
import type { OfficeEntryValues } from '../../../shared/request-fields';
import type { Context } from '../init';
import {
  addNoteSchema,
  assignLeadSchema,
  changeStatusSchema,
  eraseLeadSchema,
  leadRefSchema,
  STALE_VERSION,
} from '../../../schema/leads';
import { addNote, assignLead, changeStatus, eraseLead, listAdmins } from '../../leads/changes';
import type { Actor, LeadOutcome } from '../../leads/change-lead';
import { leadClocksOf } from '../../leads/clock';
import { getLead } from '../../leads/detail';
import { removeMailboxCopies } from '../../leads/mailbox-copies';
import { scrubErased } from '../../db/scrub';
import { removeRequestPhotos } from '../../storm/photos';
import { takeErasedJobsOffSite } from '../../owner-content/gallery-projects';
import { staffProcedure, errorWithData, requireStepUp, router } from '../init';
import {
  editContactSchema,
  logPhoneCallSchema,
  setAppointmentSchema,
  setFollowUpSchema,
  setComplaintSchema,
  setJobCompletedSchema,
  setWonValueSchema,
} from '../../../schema/office-day';
import { officeEntryFieldsOf } from '../../../schema/contact';
import { DONT_KNOW } from '../../../shared/contact-rules';
import { zonedMoment } from '../../../shared/office-day';
import { agenda } from '../../leads/agenda';
import { mailContext } from '../../mail/context';
import {
  editContact,
  followUpMoment,
  setAppointment,
  setComplaint,
  setFollowUp,
  setJobCompleted,
  setWonValue,
} from '../../leads/office-day';
import { logPhoneCall } from '../../leads/phone-in';
import { z } from 'zod';

/**
 * The visitor fields of a request the dashboard sends, checked by the web form's own rules but for
 * the e-mail, which a caller may not have (a phone number then); `partial` for an edit.
 */
function checkedFields<P extends boolean>(
  ctx: Context,
  values: Record<string, unknown>,
  partial: P,
): P extends true ? Partial<OfficeEntryValues> : OfficeEntryValues {
  const parsed = officeEntryFieldsOf(ctx.contactSchema, ctx.site.serviceChoices, partial).safeParse(values);
  // The formatter turns a zod error into the form's field messages (fieldErrors).
  if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
  return parsed.data as never;
}

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
    case 'not-won':
      throw new TRPCError({ code: 'BAD_REQUEST', message: outcome.message });
  }
}

/**
 * Working a request: its detail, status, owner, notes, erase. Admin only (the role is checked on
 * every call), mutations same-origin only; each change carries the version it was made on.
 */
export const leadsRouter = router({
  /** One request with its notes, history and repeat requests. */
  get: staffProcedure('leads')
    .input(leadRefSchema)
    .query(async ({ ctx, input }) => {
      const lead = await getLead(ctx.db, input.id, leadClocksOf(ctx, ctx.now()));
      if (!lead)
        throw new TRPCError({
          code: 'NOT_FOUND',
          message: `Request #${input.id} no longer exists: it may have been deleted permanently. Reload the list.`,
        });
      return lead;
    }),

  /** Who a request can be assigned to. */
  admins: staffProcedure('leads').query(({ ctx }) => listAdmins(ctx.db)),

  setStatus: staffProcedure('leads')
    .input(changeStatusSchema)
    .mutation(async ({ ctx, input }) =>
      answer(
        await changeStatus(
          ctx.db,
          {
            ...input,
            wonValue: input.status === 'won' ? input.wonValue : undefined,
            lostReason: input.status === 'lost' ? input.lostReason : undefined,
          },
          actorOf(ctx),
          ctx.now(),
          responseClocksOf(ctx),
          ctx.site.timeZone,
        ),
      ),
    ),

  /** A request taken on the phone: the web form's fields and rules (a phone or an e-mail), source Phone, how they heard and the office. */
  logPhoneCall: staffProcedure('leads')
    .input(logPhoneCallSchema)
    .mutation(async ({ ctx, input }) => {
      const values = checkedFields(ctx, input.values, false);
      if (!ctx.site.offices.some((office) => office.id === input.office))
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: `Pick the office that took the call: ${ctx.site.offices.map((o) => o.label).join(' or ')}.`,
        });
      const { id } = await logPhoneCall(
        ctx.db,
        {
          ...values,
          // The one question is "how did they hear about us?": the answer is stored as the web form
          // stores it, and the channel is "as they said" (nothing is tracked on a call), or Direct
          // when they did not say.
          heardAbout: input.heard === DONT_KNOW ? null : input.heard,
          channel: input.heard === DONT_KNOW ? 'direct' : 'self-reported',
          office: input.office,
          idempotencyKey: input.idempotencyKey,
        },
        actorOf(ctx),
        ctx.now(),
      );
      return { id };
    }),

  /** Corrects contact details; each changed field's old and new value goes in the history. */
  editContact: staffProcedure('leads')
    .input(editContactSchema)
    .mutation(async ({ ctx, input }) => {
      const values = checkedFields(ctx, input.values, true);
      return answer(
        await editContact(
          ctx.db,
          { id: input.id, version: input.version, values },
          actorOf(ctx),
          ctx.now(),
          ctx.site.timeZone,
        ),
      );
    }),

  /** Books, moves or (null) cancels the inspection, in the office's time zone; the customer is mailed the time with an .ics. */
  setAppointment: staffProcedure('leads')
    .input(setAppointmentSchema)
    .mutation(async ({ ctx, input }) => {
      const at = input.appointment
        ? zonedMoment(input.appointment.day, input.appointment.time, ctx.site.timeZone)
        : null;
      const result = answer(
        await setAppointment(
          ctx.db,
          { id: input.id, version: input.version, at },
          actorOf(ctx),
          ctx.now(),
          mailContext(ctx),
          responseClocksOf(ctx),
        ),
      );
      if (result.mailed) ctx.wakeMailWorker();
      return result;
    }),

  /** Sets or (null) removes the follow-up day; its reminder mail goes out on the day (server/leads/follow-up-reminders.ts). */
  setFollowUp: staffProcedure('leads')
    .input(setFollowUpSchema)
    .mutation(async ({ ctx, input }) =>
      answer(
        await setFollowUp(
          ctx.db,
          { id: input.id, version: input.version, at: input.day ? followUpMoment(input.day, ctx.site.timeZone) : null },
          actorOf(ctx),
          ctx.now(),
          ctx.site.timeZone,
        ),
      ),
    ),

  /** Corrects the won value of a Won request (or clears it with an empty value). */
  setWonValue: staffProcedure('leads')
    .input(setWonValueSchema)
    .mutation(async ({ ctx, input }) =>
      answer(
        await setWonValue(
          ctx.db,
          { id: input.id, version: input.version, dollars: input.wonValue },
          actorOf(ctx),
          ctx.now(),
          ctx.site.timeZone,
        ),
      ),
    ),

  /** The day a Won job was completed (the review request goes two days later), or null to clear it. */
  setJobCompleted: staffProcedure('leads')
    .input(setJobCompletedSchema)
    .mutation(async ({ ctx, input }) =>
      answer(await setJobCompleted(ctx.db, input, actorOf(ctx), ctx.now(), ctx.site.timeZone)),
    ),

  /** An open complaint (no review request while it is open), or resolved. */
  setComplaint: staffProcedure('leads')
    .input(setComplaintSchema)
    .mutation(async ({ ctx, input }) =>
      answer(await setComplaint(ctx.db, input, actorOf(ctx), ctx.now(), ctx.site.timeZone)),
    ),

  /** Today's or this week's inspections and due follow-ups, by the office's calendar. */
  agenda: staffProcedure('leads')
    .input(z.object({ range: z.enum(['today', 'week'], { message: 'Pick Today or This week' }) }))
    .query(({ ctx, input }) => agenda(ctx.db, input.range, ctx.now(), ctx.site.timeZone)),

  assign: staffProcedure('leads')
    .input(assignLeadSchema)
    .mutation(async ({ ctx, input }) =>
      answer(await assignLead(ctx.db, input, actorOf(ctx), ctx.now(), ctx.site.timeZone)),
    ),

  addNote: staffProcedure('leads')
    .input(addNoteSchema)
    .mutation(async ({ ctx, input }) =>
      answer(await addNote(ctx.db, input, actorOf(ctx), ctx.now(), responseClocksOf(ctx), ctx.site.timeZone)),
    ),

  /**
   * Delete permanently: the request, its notes, its mails and its photos, and its gallery projects
   * off the site; the history keeps that it happened. Needs a step-up.
   */
  erase: staffProcedure('leads')
    .input(eraseLeadSchema)
    .mutation(async ({ ctx, input }) => {
      await requireStepUp(ctx);
      const { id, mailIds } = answer(await eraseLead(ctx.db, input, actorOf(ctx), ctx.now(), ctx.site.timeZone));
      await removeMailboxCopies(ctx.mailTransport, mailIds);
      await removeRequestPhotos(ctx.env.DATA_DIR, [id]);
      const stuck = await takeErasedJobsOffSite(ctx.db, [id], {
        authorId: ctx.session.user.id,
        now: ctx.now(),
        gate: ctx.contentGate,
        dataDir: ctx.env.DATA_DIR,
        wakeJobs: ctx.wakeJobs,
      });
      if (stuck.length)
        ctx.log.error(
          { lead: id, why: stuck[0]!.why },
          "the erased request's gallery projects could not be taken off the site: the projects' next publish refuses them",
        );
      ctx.background.run('scrub erased request', async () => void (await scrubErased(ctx.db)));
      ctx.log.info({ lead: id, by: ctx.session.user.id }, 'request erased on request');
      return { id };
    }),
});
