import { diffWords } from 'diff';
import type { z } from 'zod';
import { type FieldPlace, fieldName, fieldPlaces } from './owner-words';

/**
 * Two revisions of an owner's document told field by field, as a person compares two drafts:
 * text by the words inserted and removed, a list by the entries added, removed, moved and edited
 * (each entry known by its content, never by its position, so one entry moved reads as one move
 * and not as every entry after it changed), each field named as the editor names it. Only what
 * differs is said. The server answers it (server/owner-content/page-history.ts); the dashboard
 * draws it (admin/pages/HistoryPanel.tsx).
 */

/** A run of words: the same in both, only in the newer one (`ins`), or only in the older one (`del`). */
export interface WordPart {
  op: 'same' | 'ins' | 'del';
  text: string;
}

/** A field whose value differs, in the owner's words (`where`) and at its path (`faqs.2.answer`, the newer side's position). */
export type FieldDiff =
  | { kind: 'text'; path: string; where: string; before: string | null; after: string | null; words: WordPart[] }
  | { kind: 'value'; path: string; where: string; before: unknown; after: unknown }
  | { kind: 'list'; path: string; where: string; items: ListItemChange[] };

/**
 * One entry of a list that changed, with what the owner knows it by (`label`: a paragraph's text,
 * a question, a selling point's title). Positions count from 1, as the form numbers them.
 */
export type ListItemChange =
  | { change: 'added'; label: string; to: number; value: unknown }
  | { change: 'removed'; label: string; from: number; value: unknown }
  /** Moved among the others (and perhaps edited too: `edits`). */
  | { change: 'moved'; label: string; from: number; to: number; edits: FieldDiff[] }
  /** In its place among the others, its content edited. */
  | { change: 'edited'; label: string; from: number; to: number; edits: FieldDiff[] };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One text for a value whatever order its keys were written in (the database keeps its own order). */
function keyOf(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(keyOf).join(',')}]`;
  if (isPlainObject(value))
    return `{${Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${keyOf(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * What an entry is known by: its text, or its first text field in the form's order (a question, a
 * title; `rank` gives a field's place, since the database keeps an object's keys in its own order).
 */
export function itemLabel(value: unknown, rank: (key: string) => number = () => 0): string {
  if (typeof value === 'string') return value;
  if (isPlainObject(value)) {
    const keys = Object.keys(value)
      .filter((key) => typeof value[key] === 'string')
      .sort((a, b) => rank(a) - rank(b));
    if (keys.length) return value[keys[0]!] as string;
  }
  return keyOf(value);
}

/** The words inserted and removed between two texts; runs of one kind joined. */
export function wordDiff(before: string, after: string): WordPart[] {
  const parts: WordPart[] = [];
  for (const change of diffWords(before, after)) {
    const op = change.added ? 'ins' : change.removed ? 'del' : 'same';
    const last = parts.at(-1);
    if (last && last.op === op) last.text += change.value;
    else parts.push({ op, text: change.value });
  }
  return parts;
}

/** How much of two texts is the same, 0 to 1, by the characters of the words they share. */
function likeness(before: string, after: string): number {
  const longest = Math.max(before.length, after.length);
  if (!longest) return 1;
  const same = wordDiff(before, after)
    .filter((part) => part.op === 'same')
    .reduce((sum, part) => sum + part.text.trim().length, 0);
  return same / longest;
}

/** Two entries that are one entry edited: mostly the same words (a paragraph reworded, a question's answer changed). */
const EDITED_ENOUGH = 0.5;

/**
 * The longest run of matched entries still in their order (indices into `pairs`): those stayed;
 * every other matched entry moved. One entry taken from the end to the front is one move.
 */
function staying(pairs: readonly { from: number; to: number }[]): Set<number> {
  const order = pairs.map((_, index) => index).sort((a, b) => pairs[a]!.from - pairs[b]!.from);
  // Longest increasing subsequence of `to` along `from` order (patience sorting, with back links).
  const tails: number[] = [];
  const back = new Map<number, number | undefined>();
  for (const index of order) {
    const to = pairs[index]!.to;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pairs[tails[mid]!]!.to < to) lo = mid + 1;
      else hi = mid;
    }
    back.set(index, lo > 0 ? tails[lo - 1] : undefined);
    tails[lo] = index;
  }
  const kept = new Set<number>();
  for (let at = tails.at(-1); at !== undefined; at = back.get(at)) kept.add(at);
  return kept;
}

interface Walk {
  schema: z.core.$ZodType;
  /** Each field's place in the form (owner-words.ts's fieldPlaces): changes come in its order. */
  places: ReadonlyMap<string, FieldPlace>;
}

/** The entries of two versions of one list, matched by content. */
function listDiff(walk: Walk, path: string, before: unknown[], after: unknown[]): ListItemChange[] {
  const entry = `${shapePath(path)}[]`;
  const labelOf = (value: unknown) =>
    itemLabel(value, (key) => walk.places.get(`${entry}.${key}`)?.order ?? Number.MAX_SAFE_INTEGER);
  const pairs: { from: number; to: number }[] = [];
  const freeBefore = new Set(before.map((_, index) => index));
  const freeAfter = new Set(after.map((_, index) => index));
  const match = (from: number, to: number) => {
    pairs.push({ from, to });
    freeBefore.delete(from);
    freeAfter.delete(to);
  };
  // 1. The same entry, word for word (duplicates matched in order).
  const waiting = new Map<string, number[]>();
  before.forEach((item, index) => {
    const key = keyOf(item);
    waiting.set(key, [...(waiting.get(key) ?? []), index]);
  });
  after.forEach((item, index) => {
    const from = waiting.get(keyOf(item))?.shift();
    if (from !== undefined) match(from, index);
  });
  // 2. An entry edited but known by the same label (a question whose answer changed).
  for (const to of [...freeAfter]) {
    const label = labelOf(after[to]);
    const from = [...freeBefore].find((index) => isPlainObject(before[index]) && labelOf(before[index]) === label);
    if (from !== undefined && isPlainObject(after[to])) match(from, to);
  }
  // 3. An entry reworded: mostly the same words as one no other entry matched.
  for (const to of [...freeAfter]) {
    const text = labelOf(after[to]);
    let best: { from: number; score: number } | undefined;
    for (const from of freeBefore) {
      const score = likeness(labelOf(before[from]), text);
      if (score >= EDITED_ENOUGH && (!best || score > best.score)) best = { from, score };
    }
    if (best) match(best.from, to);
  }

  const kept = staying(pairs);
  const changes: ListItemChange[] = [];
  pairs.forEach((pair, index) => {
    const edits = diffValues(walk, `${path}.${pair.to}`, before[pair.from], after[pair.to]);
    const label = labelOf(after[pair.to]);
    const places = { from: pair.from + 1, to: pair.to + 1 };
    if (!kept.has(index)) changes.push({ change: 'moved', label, ...places, edits });
    else if (edits.length) changes.push({ change: 'edited', label, ...places, edits });
  });
  for (const from of freeBefore)
    changes.push({ change: 'removed', label: labelOf(before[from]), from: from + 1, value: before[from] });
  for (const to of freeAfter)
    changes.push({ change: 'added', label: labelOf(after[to]), to: to + 1, value: after[to] });
  // In the order the newer list has them, a removed entry where it was.
  const at = (change: ListItemChange) => (change.change === 'removed' ? change.from - 0.5 : change.to);
  return changes.sort((a, b) => at(a) - at(b));
}

/** A path without its list positions (`faqs.2.answer` → `faqs[].answer`), as the schema's order is kept. */
const shapePath = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '[]');

function diffValues(walk: Walk, path: string, before: unknown, after: unknown): FieldDiff[] {
  if (keyOf(before) === keyOf(after)) return [];
  const where = () => fieldName(walk.schema, path);
  const absent = (value: unknown) => value === undefined || value === null;
  // A group: each field of it (a group added or removed: each of its fields, against nothing).
  if (
    (isPlainObject(before) || absent(before)) &&
    (isPlainObject(after) || absent(after)) &&
    !(absent(before) && absent(after))
  ) {
    const older = isPlainObject(before) ? before : {};
    const newer = isPlainObject(after) ? after : {};
    const rank = (key: string) =>
      walk.places.get(shapePath(path ? `${path}.${key}` : key))?.order ?? Number.MAX_SAFE_INTEGER;
    const keys = [...new Set([...Object.keys(newer), ...Object.keys(older)])].sort((a, b) => rank(a) - rank(b));
    return keys.flatMap((key) => diffValues(walk, path ? `${path}.${key}` : key, older[key], newer[key]));
  }
  if ((Array.isArray(before) || absent(before)) && (Array.isArray(after) || absent(after))) {
    const items = listDiff(walk, path, Array.isArray(before) ? before : [], Array.isArray(after) ? after : []);
    return items.length ? [{ kind: 'list', path, where: where(), items }] : [];
  }
  if ((typeof before === 'string' || absent(before)) && (typeof after === 'string' || absent(after))) {
    const older = typeof before === 'string' ? before : null;
    const newer = typeof after === 'string' ? after : null;
    return [
      { kind: 'text', path, where: where(), before: older, after: newer, words: wordDiff(older ?? '', newer ?? '') },
    ];
  }
  return [{ kind: 'value', path, where: where(), before: before ?? null, after: after ?? null }];
}

/**
 * What changed from `before` to `after` (two revisions' data of a document of `schema`), field by
 * field in the form's order; an unchanged field is left out, so equal data is an empty list.
 */
export function compareData(schema: z.core.$ZodType, before: unknown, after: unknown): FieldDiff[] {
  return diffValues({ schema, places: fieldPlaces(schema) }, '', before, after);
}
