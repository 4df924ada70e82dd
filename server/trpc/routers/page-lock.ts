import { z } from 'zod';
import { claimLock, releaseLock, takeOverLock } from '../../owner-content/edit-locks';
import { router, staffProcedure } from '../init';
import { documentOf, ONE_PAGE, onePage, pageRefFields } from './page-history';

const input = z.object(pageRefFields).refine(onePage, ONE_PAGE);
/** The lock's document: the city page's or the zone's. */
const lockOf = (ref: z.output<typeof input>) => {
  const { contentType, key } = documentOf(ref);
  return { type: contentType.type, key };
};

/**
 * The soft lock on a city page's or a zone's editor (server/owner-content/edit-locks.ts): taken when the editor
 * opens, kept by a heartbeat every 30 s, taken over by someone else after asking, let go when the
 * editor closes. For whoever may edit drafts; the version check, not the lock, keeps saves apart.
 */
export const pageLockRouter = router({
  acquire: staffProcedure('drafts')
    .input(input)
    .mutation(({ ctx, input }) => claimLock(ctx.db, { ...lockOf(input), userId: ctx.session.user.id, now: ctx.now() })),

  /** The editor's beat: `mine` while it holds the lock, `theirs` once someone took the page over. */
  heartbeat: staffProcedure('drafts')
    .input(input)
    .mutation(({ ctx, input }) => claimLock(ctx.db, { ...lockOf(input), userId: ctx.session.user.id, now: ctx.now() })),

  takeOver: staffProcedure('drafts')
    .input(input)
    .mutation(({ ctx, input }) =>
      takeOverLock(ctx.db, { ...lockOf(input), userId: ctx.session.user.id, now: ctx.now() }),
    ),

  release: staffProcedure('drafts')
    .input(input)
    .mutation(async ({ ctx, input }) => {
      await releaseLock(ctx.db, { ...lockOf(input), userId: ctx.session.user.id });
      return { released: true };
    }),
});
