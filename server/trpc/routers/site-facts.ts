import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { problemLine } from '../../../schema/owner-content/owner-words';
import type { FastifyBaseLogger } from 'fastify';
import { mediaDir } from '../../media/store';
import { serverChecklists } from '../../owner-content/checklist';
import { requestSiteBuild } from '../../site-build/job';
import { listReleases, publishSiteFacts, type RollbackOutcome, rollbackSiteFacts } from '../../owner-content/publish';
import { releaseHistory } from '../../owner-content/release-history';
import { readSiteFacts, saveSiteFactsDraft } from '../../owner-content/site-facts';
import { staffProcedure, errorWithData, requireStepUp, router } from '../init';

/** Said when the document is not there yet: the content migrations have not run on this database. */
const NOT_READY =
  'The business facts are not set up yet. Reload the page in a minute; if this stays, tell whoever runs the server.';

/** What a publish names: the draft's version the owner looked at, and a note for the history. */
export const publishInput = z.object({
  version: z.number().int().positive(),
  note: z.string().trim().max(500, 'keep the note under 500 characters').optional(),
});

/**
 * The business facts the owner keeps (schema/owner-content/site-facts.ts): read the draft and the
 * live facts, save a draft, publish it. Admin only; a draft changes nothing on the site, so it needs
 * no step-up; publishing does. A save names the version it was made on: a stale one is refused with
 * what changed, a wrong value with each problem on its field. A publish names the version the owner
 * looked at, and goes live only if the whole site passes the content gate with it.
 */
export const siteFactsRouter = router({
  get: staffProcedure('drafts').query(async ({ ctx }) => {
    await ctx.ownerContentReady();
    const facts = await readSiteFacts(ctx.db);
    if (!facts) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_READY });
    return facts;
  }),

  saveDraft: staffProcedure('drafts')
    .input(z.object({ version: z.number().int().positive(), data: z.unknown() }))
    .mutation(async ({ ctx, input }) => {
      await ctx.ownerContentReady();
      const saved = await saveSiteFactsDraft(ctx.db, {
        version: input.version,
        data: input.data,
        authorId: ctx.session.user.id,
        now: ctx.now(),
      });
      return answerSave(saved, FACTS);
    }),

  publish: staffProcedure('publish')
    .input(publishInput)
    .mutation(async ({ ctx, input }) => {
      await requireStepUp(ctx);
      await ctx.ownerContentReady();
      const published = await publishSiteFacts(ctx.db, {
        version: input.version,
        authorId: ctx.session.user.id,
        note: input.note || null,
        now: ctx.now,
        gate: ctx.contentGate,
        dataDir: ctx.env.DATA_DIR,
      });
      return answerPublish(ctx, published, FACTS);
    }),

  /** The releases, newest first: live, superseded (each one to go back to), failed with their problems. */
  releases: staffProcedure('drafts').query(async ({ ctx }) => {
    await ctx.ownerContentReady();
    return listReleases(ctx.db);
  }),

  /** The releases as the editor's history shows them: who made each, and what it changed, field by field. */
  history: staffProcedure('drafts').query(async ({ ctx }) => {
    await ctx.ownerContentReady();
    return releaseHistory(ctx.db);
  }),

  /** The launch checklist: what the site still shows as a stand-in, and what the owner has done. */
  checklist: staffProcedure('drafts').query(async ({ ctx }) => {
    await ctx.ownerContentReady();
    const view = await serverChecklists(ctx.db, ctx.now(), mediaDir(ctx.env.DATA_DIR)).catch((error: unknown) => {
      ctx.req.log.error({ err: (error as Error).message }, 'launch checklist did not run');
      throw new TRPCError({
        code: 'SERVICE_UNAVAILABLE',
        message:
          'The launch checklist could not be worked out just now. Reload the page in a minute; if this stays, tell whoever runs the server.',
      });
    });
    if (!view) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_READY });
    return view;
  }),

  /** Back to an earlier release: published again, checked by the gate like any publish; the draft becomes it too. */
  rollback: staffProcedure('publish')
    .input(
      z.object({
        releaseId: z.number().int().positive(),
        note: z.string().trim().max(500, 'keep the note under 500 characters').optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await requireStepUp(ctx);
      await ctx.ownerContentReady();
      const restored = await rollbackSiteFacts(ctx.db, {
        releaseId: input.releaseId,
        authorId: ctx.session.user.id,
        note: input.note || null,
        now: ctx.now,
        gate: ctx.contentGate,
        dataDir: ctx.env.DATA_DIR,
      });
      return answerPublish(ctx, restored, FACTS);
    }),
});

/** How the refusals name what was published. */
export interface PublishedThing {
  /** "the business facts", "the photos". */
  what: string;
  /** Said when its document is not there yet. */
  notReady: string;
}

const FACTS: SavedThing = {
  what: 'the business facts',
  notReady: NOT_READY,
  entries: 'fields',
  entry: 'field',
  afterStale: 'look at their values, then save again',
};

/** How a refused save names what was saved, beside what its publish says. */
export interface SavedThing extends PublishedThing {
  /** What needs attention when a save finds several problems: "fields", "photos". */
  entries: string;
  /** One of them, in "no field differs". */
  entry: string;
  /** What to do after a stale save: "look at their values, then save again". */
  afterStale: string;
}

/** A save of a draft as the API answers it: any owner document's save has these outcomes. */
type DraftSaved =
  | { ok: true; version: number; unchanged: boolean }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'invalid'; problems: Parameters<typeof problemLine>[0][] }
  | {
      ok: false;
      reason: 'stale';
      version: number;
      changes: { path: string; where: string; theirs: unknown; yours: unknown }[];
    };

/**
 * A draft save's answer: the new version, or the refusal in the owner's words, each problem keyed
 * by its field's path (`fieldErrors`), a stale save with the changes someone else made.
 */
/** Problems by the path of the field they belong to, as the editors put them on their fields; one without a field is left to the message. */
export function fieldErrorsOf(problems: readonly { path: string; message: string }[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const problem of problems)
    if (problem.path) fieldErrors[problem.path] = [...(fieldErrors[problem.path] ?? []), problem.message];
  return fieldErrors;
}

export function answerSave(saved: DraftSaved, thing: SavedThing): { version: number; unchanged: boolean } {
  if (saved.ok) return { version: saved.version, unchanged: saved.unchanged };
  switch (saved.reason) {
    case 'missing':
      throw new TRPCError({ code: 'NOT_FOUND', message: thing.notReady });
    case 'invalid': {
      const fieldErrors = fieldErrorsOf(saved.problems);
      const count = saved.problems.length;
      throw errorWithData(
        'BAD_REQUEST',
        count === 1
          ? `Not saved: ${problemLine(saved.problems[0]!)}`
          : `Not saved: ${count} ${thing.entries} need attention, the first: ${problemLine(saved.problems[0]!)}`,
        { fieldErrors, problems: saved.problems, appCode: 'INVALID_DRAFT' },
      );
    }
    case 'stale':
      throw errorWithData(
        'CONFLICT',
        `Not saved: someone saved ${thing.what} after you opened them (${saved.changes.map((change) => change.where).join('; ') || `no ${thing.entry} differs`}). Nothing was overwritten: ${thing.afterStale}.`,
        { appCode: 'STALE_DRAFT', conflict: { version: saved.version, changes: saved.changes } },
      );
  }
}

/** Why a publish or a rollback did not go live, as the error the dashboard shows. */
/**
 * A publish's (or rollback's) answer: the release, with the site's build made due so every instance
 * serves it, or the refusal in the owner's words.
 */
export async function answerPublish(
  ctx: {
    db: Parameters<typeof requestSiteBuild>[0];
    now: () => Date;
    wakeJobs: (at: Date) => void;
    req: { log: FastifyBaseLogger };
  },
  outcome: RollbackOutcome,
  thing: PublishedThing,
): Promise<{ releaseId: number; rev: number }> {
  if (!outcome.ok) throw publishRefusal(outcome, ctx.req.log, thing);
  await requestSiteBuild(ctx.db, ctx.now(), ctx.wakeJobs);
  return { releaseId: outcome.releaseId, rev: outcome.rev };
}

export function publishRefusal(
  outcome: Exclude<RollbackOutcome, { ok: true }>,
  log: FastifyBaseLogger,
  { what, notReady }: PublishedThing,
): TRPCError {
  switch (outcome.reason) {
    case 'no-release':
      return new TRPCError({ code: 'NOT_FOUND', message: 'There is no such release: reload the list of releases.' });
    case 'never-live':
      return errorWithData(
        'BAD_REQUEST',
        `That release never went live (it is ${outcome.status}): go back to one the site showed.`,
        { appCode: 'NEVER_LIVE' },
      );
    case 'missing':
      return new TRPCError({ code: 'NOT_FOUND', message: notReady });
    case 'stale':
      return errorWithData(
        'CONFLICT',
        `Not published: someone saved ${what} after you opened them. Look at the draft as it is now, then publish again.`,
        { appCode: 'STALE_DRAFT', conflict: { version: outcome.version, changes: [] } },
      );
    case 'unchanged':
      return errorWithData('BAD_REQUEST', `Nothing to publish: the site already shows ${what} as they are.`, {
        appCode: 'NOTHING_TO_PUBLISH',
      });
    case 'failed': {
      const fieldErrors = fieldErrorsOf(outcome.problems);
      const count = outcome.problems.length;
      const first = problemLine(outcome.problems[0]!);
      return errorWithData(
        'BAD_REQUEST',
        `Not published: the site's check found ${count === 1 ? `a problem: ${first}` : `${count} problems, the first: ${first}`}. The site still shows what it showed; fix the draft and publish again.`,
        {
          fieldErrors,
          problems: outcome.problems.map(({ path, where, message }) => ({ path, where, message })),
          appCode: 'CONTENT_GATE_FAILED',
        },
      );
    }
    case 'unchecked':
      log.error({ releaseId: outcome.releaseId, err: outcome.message }, 'content gate did not run');
      return new TRPCError({
        code: 'SERVICE_UNAVAILABLE',
        message:
          'Not published: the check every publish must pass could not run, so the site still shows what it showed. Try again in a minute; if this stays, tell whoever runs the server.',
      });
    case 'superseded':
      return errorWithData(
        'CONFLICT',
        `Not published: another publish went live while this one was being checked, and it stays live. Look at ${what} as they are now.`,
        { appCode: 'SUPERSEDED' },
      );
  }
}
