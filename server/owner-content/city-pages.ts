import { type NamedConflict, saveOwnerDraft } from './owner-draft';
import type { Kysely } from 'kysely';
import { type CityPageData, cityPages } from '../../schema/owner-content/city-pages';
import { type OwnerProblem, fieldName, parseForOwner } from '../../schema/owner-content/owner-words';
import type { Database } from '../db/types';
import type { CitySources } from './city-sources';
import { createDocument, documentStates, readDocument } from './documents';
import { type PublishInput, type PublishOutcome, publishDraft, type ReleaseProblem } from './publish';

/** A city page as the dashboard's list shows it. */
export interface CityPageListed {
  slug: string;
  name: string;
  state: string;
  /** `file`: a developer's city file, not edited yet; `owner`: the owner's page (edited, or added from the dashboard). */
  source: 'file' | 'owner';
  /** Whether a city file is behind it (false: the owner added the city). */
  hasFile: boolean;
  /** What the site shows: the file's page, the owner's published page, or nothing yet (an added city not published). */
  live: 'file' | 'owner' | 'none';
  /** Whether the owner's draft differs from what the site shows. */
  unpublished: boolean;
  /** When the owner's draft was last saved. */
  savedAt: Date | null;
}

/** A city page as the editor opens it. */
export interface CityPageView {
  slug: string;
  /** The version a save names; 0 while the page is still its file's (no owner document yet). */
  version: number;
  draft: CityPageData;
  /** What the site shows from the owner's page; null while it shows the file's (or, for an added city, nothing). */
  live: CityPageData | null;
  /** The city file's values, when there is a file. */
  file: CityPageData | null;
  unpublished: boolean;
}

/** A city file's values as the owner's page holds them: the theme and stand-in reviews stay the file's. */
function fileData(input: Record<string, unknown>): CityPageData | null {
  const parsed = cityPages.schema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

export async function listCityPages(db: Kysely<Database>, sources: CitySources): Promise<CityPageListed[]> {
  const files = await sources();
  const docs = await documentStates(db, cityPages.type);
  const bySlug = new Map(docs.map((doc) => [doc.key, doc]));
  const listed: CityPageListed[] = files.map(({ slug, input }) => {
    const doc = bySlug.get(slug);
    return {
      slug,
      name: String(input.name),
      state: String(input.state),
      source: doc ? 'owner' : 'file',
      hasFile: true,
      live: doc?.liveHash ? 'owner' : 'file',
      unpublished: Boolean(doc && doc.draftHash !== doc.liveHash),
      savedAt: doc?.savedAt ?? null,
    };
  });
  for (const doc of docs) {
    if (files.some((file) => file.slug === doc.key)) continue;
    const data = (typeof doc.draftData === 'string' ? JSON.parse(doc.draftData) : doc.draftData) as CityPageData;
    listed.push({
      slug: doc.key,
      name: data.name,
      state: data.state,
      source: 'owner',
      hasFile: false,
      live: doc.liveHash ? 'owner' : 'none',
      unpublished: doc.draftHash !== doc.liveHash,
      savedAt: doc.savedAt,
    });
  }
  return listed.sort((a, b) => a.name.localeCompare(b.name));
}

export async function openCityPage(
  db: Kysely<Database>,
  sources: CitySources,
  slug: string,
): Promise<CityPageView | undefined> {
  const source = (await sources()).find((city) => city.slug === slug);
  const file = source ? fileData(source.input) : null;
  const doc = await readDocument(db, cityPages.type, slug);
  if (doc?.draft)
    return {
      slug,
      version: doc.version,
      draft: doc.draft.data as CityPageData,
      live: (doc.live?.data as CityPageData | undefined) ?? null,
      file,
      unpublished: doc.draft.contentHash !== doc.live?.contentHash,
    };
  if (!file) return undefined;
  return { slug, version: 0, draft: file, live: null, file, unpublished: false };
}

/** A field someone else changed, named as the editor names it. */
export type CityPageConflict = NamedConflict;

export type CityPageSave =
  | { ok: true; version: number; unchanged: boolean }
  | { ok: false; reason: 'invalid'; problems: OwnerProblem[] }
  | { ok: false; reason: 'stale'; version: number; changes: CityPageConflict[] }
  | { ok: false; reason: 'missing' };

/** Said when a new city's address is another city's. */
export const takenMessage = (slug: string) =>
  `there is already a city page at /locations/${slug}: open it from the list, or give this city another address`;

/**
 * Saves the owner's draft of a city page, checked against the content type first (each problem on
 * its field). Version 0 is a page still its file's (or a city being added): the first save makes
 * its document. `adding` refuses an address another city has. Any other version is saved as every
 * owner document is: refused when stale, with what changed since.
 */
export async function saveCityPageDraft(
  db: Kysely<Database>,
  sources: CitySources,
  input: { slug: string; version: number; data: unknown; authorId: string | null; now: Date; adding?: boolean },
): Promise<CityPageSave> {
  const parsed = parseForOwner(cityPages.schema, input.data);
  if (!parsed.success) return { ok: false, reason: 'invalid', problems: parsed.problems };
  if (parsed.data.slug !== input.slug)
    return {
      ok: false,
      reason: 'invalid',
      problems: [
        {
          path: 'slug',
          where: fieldName(cityPages.schema, 'slug'),
          message: `must stay ${input.slug}: a page keeps its address`,
        },
      ],
    };
  let version = input.version;
  if (input.adding || input.version === 0) {
    const source = (await sources()).find((city) => city.slug === input.slug);
    const hasFile = source !== undefined;
    const doc = await readDocument(db, cityPages.type, input.slug);
    if (input.adding && (hasFile || doc))
      return {
        ok: false,
        reason: 'invalid',
        problems: [{ path: 'slug', where: fieldName(cityPages.schema, 'slug'), message: takenMessage(input.slug) }],
      };
    if (!doc) {
      if (!hasFile && !input.adding) return { ok: false, reason: 'missing' };
      // A city file's page starts its history with the file's words (what the site showed), so the
      // first edit reads as a change from them and a restore can go back to them.
      const first = (source && fileData(source.input)) ?? parsed.data;
      const created = await db
        .transaction()
        .execute((trx) =>
          createDocument(trx, {
            type: cityPages.type,
            key: input.slug,
            data: first,
            schemaVersion: cityPages.schemaVersion,
            kind: 'draft',
            live: false,
            authorId: input.authorId,
            note: source ? `The words of ${source.file}` : null,
            now: input.now,
          }),
        )
        .then(() => true)
        // Made by someone else at the same moment: saved on their version below, so refused as stale.
        .catch(() => false);
      if (created && first === parsed.data) return { ok: true, version: 1, unchanged: false };
      // Then the edit, on the version just made.
      if (created) version = 1;
    }
  }
  return saveOwnerDraft(db, cityPages, {
    key: input.slug,
    version,
    data: parsed.data,
    authorId: input.authorId,
    now: input.now,
  });
}

/**
 * A problem the gate found on another city page that names this one (the doorway check and the
 * one-title-per-page rule find pairs, and say it of one page of the pair): said of this page
 * instead, on the same field, naming the other, since this page is the one being published. The
 * other page is the owner's (`page`) or a city file (`pages/locations/jenks.ts › seo.title`).
 */
function onThisPage(problem: ReleaseProblem, slug: string): ReleaseProblem {
  if (problem.page === slug) return problem;
  const named = [`the page /locations/${slug}`, `pages/locations/${slug}.ts`].find((name) =>
    problem.message.includes(name),
  );
  const file = /^pages\/locations\/([a-z0-9-]+)\.ts › (.+)$/.exec(problem.where);
  const other = problem.page ?? file?.[1];
  if (!named || !other) return problem;
  const at = problem.page ? problem.path : file![2]!;
  const path = at === '(the whole page)' ? 'localStory' : at.replace(/\[(\d+)\]/g, '.$1');
  return {
    ...problem,
    page: slug,
    path,
    where: fieldName(cityPages.schema, path),
    message: problem.message.replace(named, `the page /locations/${other}`),
  };
}

/**
 * Publishes a city page's draft through the owner's publish path: a release of it with every other
 * live document, the content gate on the whole site (the page in its file's place or as a new
 * page, every rule a city file passes, the doorway check against every other city), live only if it
 * passes. Problems of this page come back on its fields; a problem elsewhere keeps its place.
 */
export async function publishCityPage(
  db: Kysely<Database>,
  slug: string,
  input: PublishInput,
): Promise<PublishOutcome> {
  const outcome = await publishDraft(db, cityPages, input, slug);
  if (outcome.ok || outcome.reason !== 'failed') return outcome;
  const problems = outcome.problems.map((problem) => onThisPage(problem, slug));
  // On this page's fields first: what the owner fixes here.
  problems.sort((a, b) => Number(b.page === slug) - Number(a.page === slug));
  return {
    ...outcome,
    problems: problems.map((problem) =>
      !problem.page || problem.page === slug
        ? problem
        : { ...problem, path: '', where: `${problem.where} (on /locations/${problem.page})` },
    ),
  };
}
