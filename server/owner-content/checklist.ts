import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { type ReleaseContent, SITE_FACTS_FILE } from '../../schema/owner-content/export';
import { type Photos, photos } from '../../schema/owner-content/photos';
import type { LaunchChecklist } from '../../schema/owner-content/launch-checklist';
import { siteFacts } from '../../schema/owner-content/site-facts';
import type { Database } from '../db/types';
import { readDocument, type Revision } from './documents';
import { runContentScript } from './gate';
import { fetchExportPhotos, photosExportOf, writePhotosExport } from './photos-export';

const checklistScript = 'scripts/launch-checklist.ts';

/** Works out the checklist of one version of the owner's content (a content export of it). */
export type ChecklistRunner = (content: ReleaseContent, libraryDir: string) => Promise<LaunchChecklist>;

/** The checklist script in a child process, like the gate: the server may not load the content code. */
export async function checklistInChild(content: ReleaseContent, libraryDir: string): Promise<LaunchChecklist> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ridgeline-checklist-'));
  try {
    if (content.siteFacts)
      await writeFile(path.join(dir, SITE_FACTS_FILE), JSON.stringify(content.siteFacts), { mode: 0o600 });
    // The photos too: a filled slot is a photo the list no longer asks for.
    if (content.photos) await writePhotosExport(dir, content.photos, libraryDir);
    const result = JSON.parse(await runContentScript(checklistScript, dir)) as LaunchChecklist;
    if (!Array.isArray(result.items) || !Array.isArray(result.done))
      throw new Error('the launch checklist answered something else than a checklist');
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A photo saved into images/ changes the list without changing the facts: a checklist is kept this
 * long for the same facts, then worked out again.
 */
const FRESH_MS = 5 * 60_000;

/** The launch checklist as the dashboard shows it: what the site shows now, and what the drafts would make it. */
export interface ChecklistView {
  live: LaunchChecklist;
  /** The checklist with the draft published; null when the draft is what is live. */
  draft: LaunchChecklist | null;
}

/**
 * The launch checklist of the live business facts and photos and of their drafts, each worked out
 * once per content (by the revisions' SHA-256, `content_hash`) and kept a few minutes: a full compile of
 * the site in a child, one at a time, so the dashboard asking again costs nothing. The live one is
 * what `npm run launch:report -- --content DATA_DIR/content/live` and the build print.
 */
export function launchChecklists(run: ChecklistRunner = checklistInChild) {
  const cache = new Map<string, { at: number; checklist: Promise<LaunchChecklist> }>();
  let queue: Promise<unknown> = Promise.resolve();
  const checklistOf = async (
    db: Kysely<Database>,
    version: { facts?: Revision; photos?: Revision },
    libraryDir: string,
    now: number,
  ): Promise<LaunchChecklist> => {
    const key = `${version.facts?.contentHash ?? '-'}:${version.photos?.contentHash ?? '-'}`;
    const kept = cache.get(key);
    if (kept && now - kept.at < FRESH_MS) return kept.checklist;
    const content: ReleaseContent = {};
    if (version.facts)
      content.siteFacts = {
        type: siteFacts.type,
        schemaVersion: version.facts.schemaVersion,
        release: null,
        rev: version.facts.rev,
        data: version.facts.data,
      };
    if (version.photos) content.photos = await photosExportOf(db, version.photos, null);
    const checklist = queue.then(async () => {
      // A photo uploaded to another instance is fetched from the database first.
      await fetchExportPhotos(db, content.photos, libraryDir);
      return run(content, libraryDir);
    });
    queue = checklist.catch(() => undefined);
    cache.set(key, { at: now, checklist });
    // A failure is not kept: the next look tries again.
    checklist.catch(() => cache.delete(key));
    // Only the latest few contents are worth keeping.
    for (const old of [...cache.keys()].slice(0, -4)) cache.delete(old);
    return checklist;
  };
  return async (db: Kysely<Database>, now: Date, libraryDir: string): Promise<ChecklistView | undefined> => {
    const facts = await readDocument(db, siteFacts.type, siteFacts.singleton!);
    const pictures = await readDocument(db, photos.type, photos.singleton!);
    const live = { facts: facts?.live ?? facts?.draft ?? undefined, photos: pictures?.live ?? undefined };
    if (!live.facts) return undefined;
    const draft = {
      facts: facts?.draft ?? live.facts,
      photos: pictures?.draft ?? live.photos ?? undefined,
    };
    // Photos never published are none: a draft of them differs only once it fills a slot.
    const photosDiffer = live.photos
      ? draft.photos?.contentHash !== live.photos.contentHash
      : Object.keys((draft.photos?.data as Photos | undefined)?.slots ?? {}).length > 0;
    const differs = draft.facts?.contentHash !== live.facts.contentHash || photosDiffer;
    const at = now.getTime();
    return {
      live: await checklistOf(db, live, libraryDir, at),
      draft: differs ? await checklistOf(db, draft, libraryDir, at) : null,
    };
  };
}

/** The server's checklists: one cache for every request of this process. */
export const serverChecklists = launchChecklists();
