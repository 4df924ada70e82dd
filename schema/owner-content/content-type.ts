import type { z } from 'zod';

/**
 * A kind of owner content, declared in code: its schema (labels and roles on every field, read by
 * the dashboard's forms and by the owner's error messages), the schema's version (a stored revision
 * names the version it was written under, so a later schema can migrate it), and which values of the
 * site file it owns. Once a value is owned, the owner's document holds it and no TypeScript file
 * restates it; the site file's copy is only the seed the first content migration writes.
 */
export interface ContentType<S extends z.ZodType = z.ZodType> {
  /** The document type stored with each document (`documents.type`). */
  type: string;
  /** What the dashboard calls it: "Business facts". */
  label: string;
  schema: S;
  /** Raised with every change to the schema that old data does not fit; revisions record it. */
  schemaVersion: number;
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
