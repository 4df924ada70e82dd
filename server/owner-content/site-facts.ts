import { type NamedConflict, saveOwnerDraft } from './owner-draft';
import type { Kysely } from 'kysely';
import { type OwnerProblem, parseForOwner } from '../../schema/owner-content/owner-words';
import { type SiteFacts, siteFacts } from '../../schema/owner-content/site-facts';
import type { Database } from '../db/types';
import { readDocument } from './documents';

const KEY = siteFacts.singleton!;

/** The business facts as the dashboard opens them: the draft being edited, what is live, and the version to save on. */
export interface SiteFactsView {
  version: number;
  draft: SiteFacts;
  live: SiteFacts | null;
  /** Whether the draft differs from what the site shows (by content: a restored release is the same facts). */
  unpublished: boolean;
}

export async function readSiteFacts(db: Kysely<Database>): Promise<SiteFactsView | undefined> {
  const doc = await readDocument(db, siteFacts.type, KEY);
  if (!doc?.draft) return undefined;
  return {
    version: doc.version,
    draft: doc.draft.data as SiteFacts,
    live: (doc.live?.data as SiteFacts | undefined) ?? null,
    unpublished: doc.draft.contentHash !== doc.live?.contentHash,
  };
}

/** A field someone else changed, named as the form names it. */
export type SiteFactsConflict = NamedConflict;

export type SiteFactsSave =
  | { ok: true; version: number; unchanged: boolean }
  | { ok: false; reason: 'invalid'; problems: OwnerProblem[] }
  | { ok: false; reason: 'stale'; version: number; changes: SiteFactsConflict[] }
  | { ok: false; reason: 'missing' };

/**
 * Saves the owner's draft of the business facts: checked against the content type (every problem
 * on its field, in the owner's words), then stored on the version the editor had, or refused with
 * what someone else changed since.
 */
export async function saveSiteFactsDraft(
  db: Kysely<Database>,
  input: { version: number; data: unknown; authorId: string | null; now: Date },
): Promise<SiteFactsSave> {
  const parsed = parseForOwner(siteFacts.schema, input.data);
  if (!parsed.success) return { ok: false, reason: 'invalid', problems: parsed.problems };
  return saveOwnerDraft(db, siteFacts, {
    key: KEY,
    version: input.version,
    data: parsed.data,
    authorId: input.authorId,
    now: input.now,
  });
}
