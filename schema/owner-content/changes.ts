/** A field whose value differs between two versions of a document: where, and both values. */
export interface FieldChange {
  /** Dotted, with list positions, as owner-words.ts names a field: `registrations.0.number`. */
  path: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields that differ between two versions of a document, as small as they can be said: a field
 * of a group, an entry of a list of the same length; a list that grew or shrank as the whole list
 * (until list entries carry keys, a position says nothing about which entry moved).
 */
export function fieldChanges(before: unknown, after: unknown, path: string[] = []): FieldChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => fieldChanges(before[key], after[key], [...path, key]));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((item, index) => fieldChanges(item, after[index], [...path, String(index)]));
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: path.join('.'), before, after }];
}
