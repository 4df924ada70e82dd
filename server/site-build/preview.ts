import type { Kysely } from 'kysely';
import type { ContentType } from '../../schema/owner-content/content-type';
import type { GateProblem } from '../../schema/owner-content/export';
import type { Database, PreviewStatus } from '../db/types';
import { mediaDir } from '../media/store';
import type { ContentGate } from '../owner-content/gate';
import { fetchGalleryPhotos } from '../owner-content/gallery-export';
import { fetchExportPhotos } from '../owner-content/photos-export';
import { draftContent } from '../owner-content/publish';
import { requestSiteBuild } from './job';

/** Where a preview is served: `/_preview/<id>/` and the site's paths under it (preview-site.ts). */
export const PREVIEW_PATH = '/_preview';
export const previewUrl = (id: number) => `${PREVIEW_PATH}/${id}/`;

export type PreviewOutcome =
  | { ok: true; previewId: number }
  | { ok: false; reason: 'missing' }
  /** The draft changed after the version the editor shows: the preview would not be what they see. */
  | { ok: false; reason: 'stale'; version: number }
  /** The content gate found problems: what cannot go live is not previewed either. */
  | { ok: false; reason: 'failed'; problems: GateProblem[] }
  /** The gate could not run. */
  | { ok: false; reason: 'unchecked'; message: string };

/**
 * Asks for a preview of a document's draft: the site as a publish of that draft would make it (the
 * draft, every other document as it is live), checked first by the content gate on the whole site
 * like a publish, then built by the site-build job (one build at a time across every instance,
 * niced, in the instance's scratch copy) into a generation that is never live. One preview at a
 * time: asking for one replaces the one before, whose files go after the new one is built.
 */
export async function requestPreview(
  db: Kysely<Database>,
  contentType: ContentType,
  input: {
    version: number;
    authorId: string | null;
    now: () => Date;
    gate: ContentGate;
    dataDir: string;
    /** This instance's job runner, to build at once (AppServices.wakeJobs). */
    wakeJobs?: (at: Date) => void;
  },
): Promise<PreviewOutcome> {
  const draft = await draftContent(db, contentType);
  if (!draft.ok) return draft;
  if (draft.version !== input.version) return { ok: false, reason: 'stale', version: draft.version };
  let problems: GateProblem[];
  try {
    await fetchExportPhotos(db, draft.content.photos, mediaDir(input.dataDir));
    await fetchGalleryPhotos(db, draft.content.galleryProjects, mediaDir(input.dataDir));
    problems = (await input.gate(draft.content, mediaDir(input.dataDir))).problems;
  } catch (error) {
    return { ok: false, reason: 'unchecked', message: (error as Error).message };
  }
  if (problems.length) return { ok: false, reason: 'failed', problems };
  const previewId = await db.transaction().execute(async (trx) => {
    await trx.updateTable('previews').set({ status: 'replaced' }).where('status', '!=', 'replaced').execute();
    const row = await trx
      .insertInto('previews')
      .values({
        document_type: contentType.type,
        items: JSON.stringify(draft.items),
        status: 'queued',
        requested_by: input.authorId,
        created_at: input.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  await requestSiteBuild(db, input.now(), input.wakeJobs);
  return { ok: true, previewId };
}

/** A preview as the editor polls it. */
export interface PreviewState {
  id: number;
  documentType: string;
  status: PreviewStatus;
  error: string | null;
  url: string;
  createdAt: Date;
  readyAt: Date | null;
}

export async function readPreview(db: Kysely<Database>, id: number): Promise<PreviewState | undefined> {
  const row = await db.selectFrom('previews').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    documentType: row.document_type,
    status: row.status,
    error: row.error,
    url: previewUrl(row.id),
    createdAt: row.created_at,
    readyAt: row.ready_at,
  };
}
