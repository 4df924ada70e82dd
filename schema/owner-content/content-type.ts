import type { z } from 'zod';

/**
 * A kind of owner content, declared in code: its schema (labels and roles on every field, read by
 * the dashboard's forms and by the owner's error messages), the schema's version (a stored revision
 * names the version it was written under, so a later schema can migrate it), and which values of the
 * site file it owns. Once a value is owned, the owner's document holds it and no TypeScript file
 * restates it: its first value is the seed (pages/owner-seed/), which the first content migration writes.
 */
export interface ContentType<S extends z.ZodType = z.ZodType> {
  /** The document type stored with each document (`documents.type`). */
  type: string;
  /** What the dashboard calls it: "Business facts". */
  label: string;
  schema: S;
  /** Raised with every change to the schema that old data does not fit; revisions record it. */
  schemaVersion: number;
  /**
   * How data written under an older version becomes the next version's: `upgrades[1]` turns
   * version 1 into 2. Revisions are never rewritten (the history is what was saved); every read
   * of one passes through these (upgradeData), so an old release still builds and rolls back.
   */
  upgrades?: Readonly<Record<number, (data: never) => unknown>>;
  /** The one document's key, for a type that has one document only (the business facts). */
  singleton?: string;
  /**
   * The site file's values this type owns, as paths into the site file (`proof.insurance`,
   * `offices[].phone`: every item's). A test holds the seed and these paths to each other.
   */
  owns: readonly string[];
}

export type ContentData<T extends ContentType> = z.output<T['schema']>;

/** Declares a content type; the identity, typed. */
export function defineContentType<S extends z.ZodType>(contentType: ContentType<S>): ContentType<S> {
  return contentType;
}

/**
 * Data stored under `from` as this code's version reads it, each upgrade in turn; data written by
 * newer code, or with a step missing, is left as it is (the schema's check then says what is wrong).
 */
export function upgradeData(
  contentType: ContentType,
  data: unknown,
  from: number,
): { data: unknown; schemaVersion: number } {
  let version = from;
  let value = data;
  while (version < contentType.schemaVersion) {
    const step = contentType.upgrades?.[version] as ((data: unknown) => unknown) | undefined;
    if (!step) break;
    value = step(value);
    version += 1;
  }
  return { data: value, schemaVersion: version };
}
