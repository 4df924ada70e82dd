import type { Kysely } from 'kysely';
import type { PageKind } from '../../shared/page-facts';
import type { Database } from '../db/types';
import { activeStorm, type Storm } from './storms';

/**
 * Whether a contact form is in storm mode when it is posted: a storm is active (every form asks the
 * storm questions), or the form is on a storm-damage page (which always asks them). The form shows
 * the same rule (shared/storm-form.ts); the server decides again, so a storm field posted outside
 * storm mode is dropped, never stored.
 */
export async function stormModeOf(
  db: Kysely<Database>,
  now: Date,
  pageKind: PageKind | null,
): Promise<{ asked: boolean; storm: Storm | undefined }> {
  const storm = await activeStorm(db, now);
  return { asked: Boolean(storm) || pageKind === 'storm', storm };
}
