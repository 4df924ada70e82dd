import type { Kysely } from 'kysely';
import type { ContentType } from '../../schema/owner-content/content-type';
import { fieldName } from '../../schema/owner-content/owner-words';
import type { Database } from '../db/types';
import { type ConflictingField, type DraftSave, saveDraft } from './documents';

/** A field someone else changed since the editor's version, named as the owner's form names it. */
export interface NamedConflict extends ConflictingField {
  /** "Registrations › 1 › Number". */
  where: string;
}

export type OwnerDraftSave =
  | { ok: true; version: number; unchanged: boolean }
  | { ok: false; reason: 'stale'; version: number; changes: NamedConflict[] }
  | { ok: false; reason: 'missing' };

/**
 * Stores checked data as an owner document's draft of its content type (saveDraft: on the version
 * the editor had, else refused), each field changed in between named for the owner: by `where`, the
 * form's label (fieldName) unless the type names its fields its own way (a photo by its slot).
 */
export async function saveOwnerDraft(
  db: Kysely<Database>,
  contentType: ContentType,
  save: Omit<DraftSave, 'type' | 'schemaVersion'>,
  where: (path: string) => string = (path) => fieldName(contentType.schema, path),
): Promise<OwnerDraftSave> {
  const saved = await saveDraft(db, { ...save, type: contentType.type, schemaVersion: contentType.schemaVersion });
  if (saved.ok) return { ok: true, version: saved.version, unchanged: saved.unchanged };
  if (saved.reason === 'missing') return saved;
  return { ...saved, changes: saved.changes.map((change) => ({ ...change, where: where(change.path) })) };
}
