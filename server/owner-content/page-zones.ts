import type { Kysely } from 'kysely';
import { pageZones } from '../../schema/owner-content/page-zones';
import { type OwnerProblem, fieldName, parseForOwner } from '../../schema/owner-content/owner-words';
import { type ZoneData, type ZoneDeclaration, zoneDataSchema } from '../../schema/page-zones';
import type { Database } from '../db/types';
import { createDocument, documentStates, readDocument } from './documents';
import { type NamedConflict, saveOwnerDraft } from './owner-draft';
import { type PublishInput, type PublishOutcome, publishDraft, type ReleaseProblem } from './publish';
import type { ZoneSource, ZoneSources } from './zone-sources';

/** A zone as the dashboard's list of pages shows it. */
export interface PageZoneListed {
  key: string;
  page: string;
  pageLabel: string;
  label: string;
  /** What the site shows: the code's words, or the owner's published ones. */
  live: 'code' | 'owner';
  /** Whether the owner's draft differs from what the site shows. */
  unpublished: boolean;
  /** When the owner's draft was last saved. */
  savedAt: Date | null;
}

/** A zone as the editor opens it: the declaration (its allow-list and size) and the words. */
export interface PageZoneView {
  key: string;
  page: string;
  pageLabel: string;
  file: string;
  zone: Omit<ZoneDeclaration, 'sections'>;
  /** The version a save names; 0 while the zone still shows the code's words (no owner document yet). */
  version: number;
  draft: ZoneData;
  /** What the site shows from the owner's words; null while it shows the code's. */
  live: ZoneData | null;
  /** The code's words. */
  code: ZoneData;
  unpublished: boolean;
}

const codeData = (source: ZoneSource): ZoneData => ({ sections: source.zone.sections }) as ZoneData;

export async function listPageZones(db: Kysely<Database>, sources: ZoneSources): Promise<PageZoneListed[]> {
  const zones = await sources();
  const docs = await documentStates(db, pageZones.type);
  return zones
    .map((source) => {
      const doc = docs.find((row) => row.key === source.key);
      return {
        key: source.key,
        page: source.page,
        pageLabel: source.pageLabel,
        label: source.zone.label,
        live: doc?.liveHash ? ('owner' as const) : ('code' as const),
        unpublished: Boolean(doc && doc.draftHash !== doc.liveHash),
        savedAt: doc?.savedAt ?? null,
      };
    })
    .sort((a, b) => a.pageLabel.localeCompare(b.pageLabel) || a.label.localeCompare(b.label));
}

export async function openPageZone(
  db: Kysely<Database>,
  sources: ZoneSources,
  key: string,
): Promise<PageZoneView | undefined> {
  const source = (await sources()).find((zone) => zone.key === key);
  if (!source) return undefined;
  const { sections: _, ...zone } = source.zone;
  const shared = {
    key,
    page: source.page,
    pageLabel: source.pageLabel,
    file: source.file,
    zone,
    code: codeData(source),
  };
  const doc = await readDocument(db, pageZones.type, key);
  if (doc?.draft)
    return {
      ...shared,
      version: doc.version,
      draft: doc.draft.data as ZoneData,
      live: (doc.live?.data as ZoneData | undefined) ?? null,
      unpublished: doc.draft.contentHash !== doc.live?.contentHash,
    };
  return { ...shared, version: 0, draft: codeData(source), live: null, unpublished: false };
}

export type PageZoneSave =
  | { ok: true; version: number; unchanged: boolean }
  | { ok: false; reason: 'invalid'; problems: OwnerProblem[] }
  | { ok: false; reason: 'stale'; version: number; changes: NamedConflict[] }
  | { ok: false; reason: 'missing' };

/**
 * Saves the owner's draft of a zone, checked against the zone's own allow-list and size first (each
 * problem on its field). Version 0 is a zone still showing the code's words: the first save makes
 * its document, its history starting with the code's words so the first edit reads as a change
 * from them and a restore can go back to them. Any other version is saved as every owner document
 * is: refused when stale, with what changed since.
 */
export async function savePageZoneDraft(
  db: Kysely<Database>,
  sources: ZoneSources,
  input: { key: string; version: number; data: unknown; authorId: string | null; now: Date },
): Promise<PageZoneSave> {
  const source = (await sources()).find((zone) => zone.key === input.key);
  if (!source) return { ok: false, reason: 'missing' };
  const parsed = parseForOwner(zoneDataSchema(source.zone), input.data);
  if (!parsed.success) return { ok: false, reason: 'invalid', problems: parsed.problems };
  let version = input.version;
  if (version === 0 && !(await readDocument(db, pageZones.type, input.key))) {
    const created = await db
      .transaction()
      .execute((trx) =>
        createDocument(trx, {
          type: pageZones.type,
          key: input.key,
          data: codeData(source),
          schemaVersion: pageZones.schemaVersion,
          kind: 'draft',
          live: false,
          authorId: input.authorId,
          note: `The words of ${source.file}`,
          now: input.now,
        }),
      )
      .then(() => true)
      // Made by someone else at the same moment: saved on version 0 below, so refused as stale.
      .catch(() => false);
    if (created) version = 1;
  }
  return saveOwnerDraft(db, pageZones, {
    key: input.key,
    version,
    data: parsed.data,
    authorId: input.authorId,
    now: input.now,
  });
}

/** The owner's field a path inside a zone block is (`content.1` of a Text block is `paragraphs.1`). */
function sectionField(type: string | undefined, inBlock: string): string {
  if (type !== 'RichText') return inBlock;
  return inBlock.replace(/^content(?=\.|$)/, 'paragraphs').replace(/^aside(?=\.|$)/, 'facts');
}

/**
 * A problem the content gate found in the zone's blocks of its page (`pages/about.ts ›
 * blocks[3].content[1]`: a link to no page, say), said on the owner's field it comes from
 * (`sections.1.paragraphs.1`): the zone's blocks start at `start` in the page.
 */
function onThisZone(problem: ReleaseProblem, source: ZoneSource, data: ZoneData | undefined): ReleaseProblem {
  if (problem.zone || !data) return problem;
  const match = new RegExp(
    `^${source.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} › blocks(?:\\[(\\d+)\\]|\\.(\\d+))\\.?(.*)$`,
  ).exec(problem.where);
  if (!match) return problem;
  const index = Number(match[1] ?? match[2]) - source.start;
  if (index < 0 || index >= data.sections.length) return problem;
  const inBlock = (match[3] ?? '').replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
  const path = ['sections', index, sectionField(data.sections[index]?.type, inBlock)]
    .filter((part) => part !== '')
    .join('.');
  return { ...problem, zone: source.key, path, where: fieldName(pageZones.schema, path) };
}

/**
 * Publishes a zone's draft through the owner's publish path: a release of it with every other live
 * document, the content gate on the whole site (the zone's sections in its page, every rule a
 * developer's page passes), live only if it passes. Problems of this zone come back on its fields,
 * first; a problem elsewhere keeps its place.
 */
export async function publishPageZone(
  db: Kysely<Database>,
  sources: ZoneSources,
  key: string,
  input: PublishInput,
): Promise<PublishOutcome> {
  const outcome = await publishDraft(db, pageZones, input, key);
  if (outcome.ok || outcome.reason !== 'failed') return outcome;
  const source = (await sources()).find((zone) => zone.key === key);
  const doc = await readDocument(db, pageZones.type, key);
  const data = doc?.draft?.data as ZoneData | undefined;
  const problems = source ? outcome.problems.map((problem) => onThisZone(problem, source, data)) : outcome.problems;
  problems.sort((a, b) => Number(b.zone === key) - Number(a.zone === key));
  return {
    ...outcome,
    problems: problems.map((problem) =>
      !problem.zone || problem.zone === key
        ? problem
        : { ...problem, path: '', where: `${problem.where} (on ${problem.zone})` },
    ),
  };
}
