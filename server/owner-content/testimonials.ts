import type { Kysely } from 'kysely';
import { type OwnerProblem, parseForOwner } from '../../schema/owner-content/owner-words';
import {
  type Testimonial,
  type Testimonials,
  testimonials,
  whereInTestimonials,
} from '../../schema/owner-content/testimonials';
import type { Database } from '../db/types';
import { contentHash, createDocument, readDocument, saveDraft } from './documents';
import type { ContentGate } from './gate';
import { type PublishOutcome, publishTestimonials } from './publish';

const KEY = testimonials.singleton!;

/** What the review queue's publish is given besides the testimonials: who, why, and the server's gate and data folder. */
export interface TestimonialsPublishInput {
  authorId: string | null;
  now: () => Date;
  gate: ContentGate;
  dataDir: string;
  /** The release's note in the published versions; "Customer testimonials from the review queue" when left out. */
  note?: string | null;
}

export type TestimonialsPublishOutcome =
  | PublishOutcome
  /** The testimonials do not fit the content type (a body too long, a name left empty): nothing was saved. */
  | { ok: false; reason: 'invalid'; problems: OwnerProblem[] };

/**
 * A testimonial as the review queue hands it over: a row's missing neighbourhood may be null (the
 * column's way) or empty; either is left out, so the page shows none.
 */
export type TestimonialInput = Omit<Testimonial, 'neighbourhood'> & { neighbourhood?: string | null };

const withoutEmptyNeighbourhood = ({ neighbourhood, ...item }: TestimonialInput) =>
  neighbourhood?.trim() ? { ...item, neighbourhood } : item;

/** Saves and publishes run one at a time in a server, in the order they were asked for. */
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}

/** Saves tried again before giving up, when other instances keep saving in between (each a new version). */
const SAVE_ATTEMPTS = 5;

/**
 * Saves `items` as the testimonials' draft, exactly those (the whole list: every approved
 * testimonial, each with its city page), and publishes it: a release checked by the content gate
 * on the whole site, live if it passes (see publishDraft). The review queue calls it after each
 * approval or removal; an empty list takes every testimonial off the site.
 *
 * `items` may be the list or a function that reads it: called right before the save, in turn with
 * the other calls of this server, so two approvals close together publish the list as it is after
 * both. Safe to call at once from several requests or instances: the draft is saved on the version
 * read just before (another instance's save in between is read again, and the last save wins), and
 * publishes run one at a time. An instance whose save was overtaken before its publish answers
 * `stale`: the later save's own publish takes the newer list live.
 *
 * Answers the publish's outcome, `unchanged` when the list is what the site shows already, or
 * `invalid` with each problem on its testimonial ("Testimonial 12 › Customer's words: …").
 */
export function saveAndPublishTestimonials(
  db: Kysely<Database>,
  items: readonly TestimonialInput[] | (() => Promise<readonly TestimonialInput[]>),
  input: TestimonialsPublishInput,
): Promise<TestimonialsPublishOutcome> {
  return inTurn(async (): Promise<TestimonialsPublishOutcome> => {
    const list = (typeof items === 'function' ? await items() : items).map(withoutEmptyNeighbourhood);
    const parsed = parseForOwner(testimonials.schema, { items: list });
    if (!parsed.success)
      return {
        ok: false,
        reason: 'invalid',
        problems: parsed.problems.map((problem) => ({ ...problem, where: whereInTestimonials(list, problem.path) })),
      };
    const saved = await saveTestimonialsDraft(db, parsed.data, input);
    if (!saved.ok) return saved;
    return publishTestimonials(db, {
      version: saved.version,
      authorId: input.authorId,
      note: input.note ?? 'Customer testimonials from the review queue',
      now: input.now,
      gate: input.gate,
      dataDir: input.dataDir,
    });
  });
}

/**
 * The testimonials' draft made `data`: the document made with it when there is none yet (the first
 * approval), else a revision on the version read just before. Answers the version to publish, or
 * `unchanged` when there is no document and nothing to show (the site shows no testimonial already).
 */
async function saveTestimonialsDraft(
  db: Kysely<Database>,
  data: Testimonials,
  input: Pick<TestimonialsPublishInput, 'authorId' | 'now' | 'note'>,
): Promise<{ ok: true; version: number } | { ok: false; reason: 'unchanged' }> {
  for (let attempt = 1; ; attempt++) {
    const doc = await readDocument(db, testimonials.type, KEY);
    if (!doc) {
      if (!data.items.length) return { ok: false, reason: 'unchanged' };
      const created = await db
        .transaction()
        .execute((trx) =>
          createDocument(trx, {
            type: testimonials.type,
            key: KEY,
            data,
            schemaVersion: testimonials.schemaVersion,
            kind: 'draft',
            live: false,
            authorId: input.authorId,
            note: input.note ?? null,
            now: input.now(),
          }),
        )
        // Another instance made it first (documents are unique by type and key): read it again.
        .catch(async (error: unknown) => {
          if (attempt < SAVE_ATTEMPTS && (await readDocument(db, testimonials.type, KEY))) return undefined;
          throw error;
        });
      if (created) return { ok: true, version: 1 };
      continue;
    }
    // The same list as the draft makes no revision: its version is the one to publish.
    if (doc.draft?.contentHash === contentHash(data)) return { ok: true, version: doc.version };
    const saved = await saveDraft(db, {
      type: testimonials.type,
      key: KEY,
      version: doc.version,
      data,
      schemaVersion: testimonials.schemaVersion,
      authorId: input.authorId,
      note: input.note ?? null,
      now: input.now(),
    });
    if (saved.ok) return { ok: true, version: saved.version };
    if (attempt >= SAVE_ATTEMPTS)
      throw new Error(
        `The testimonials were not saved: ${attempt} tries each found a newer version saved by another server in between. Approve again in a moment.`,
      );
  }
}
