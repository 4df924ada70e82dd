import { z } from 'zod';

/**
 * What a field is, said once in its schema with zod's metadata (`.meta({ label, role, help })`),
 * so the content rules, the author's error messages and a form editor generated from the schemas
 * read one declaration instead of guessing from a field's name. Limits, defaults and whether a
 * field is required are the schema's own (`.min()`, `.default()`, `.optional()`), not metadata.
 */
export const fieldRoles = {
  // Words a visitor reads: the copy rules (phone numbers, restated facts, doorway pages, inline links) read these.
  heading: 'a line set as a heading or title',
  copy: 'prose a visitor reads, a sentence or more; it may link inline as [label](/path)',
  label: 'a few words on a button, link, badge or tag, or naming a person or place',
  alt: "what a picture shows, for people who cannot see it ('' for a backdrop that shows nothing to read)",
  // Where things point.
  link: 'where a link goes: a site path (checked to resolve), tel:, mailto: or an https URL',
  url: 'an https address the page loads or shows that is not a link in words: a form widget, what a QR code opens',
  image: 'a picture in images/, by its file name',
  // Names of things the site file, the page index or the theme define.
  office: 'an office of pages/site.ts, by its id',
  state: "a state's two-letter code",
  slug: "a city page's slug: lowercase words joined by hyphens",
  anchor: 'an id other pages link to as #id: lowercase words joined by hyphens',
  icon: 'an icon ui/Icon draws',
  style: 'a look picked from a few: tone, variant, size, columns, layout, theme',
  option: 'one of a few fixed values that is not a look',
  // Facts and values.
  phone: 'a phone number, written (918) 555-0142',
  email: 'an email address',
  date: 'a calendar day, written 2024-05-31',
  number: 'a number within its limits',
  toggle: 'on or off',
  code: 'a value a program reads, written exactly: a postal code, a time zone, a drawn path',
  'structured-data': 'JSON-LD for search engines, made by the helpers in schema/jsonld.ts',
  // Containers (a walk infers these from the schema when a field does not say).
  list: 'a list of items: the editor adds, removes and moves them',
  object: 'a group of fields',
  choice: 'one of several shapes',
} as const;

export type FieldRole = keyof typeof fieldRoles;

/** The roles whose text a visitor reads as words. */
export const wordRoles: ReadonlySet<FieldRole> = new Set<FieldRole>(['heading', 'copy', 'label', 'alt']);

declare module 'zod' {
  interface GlobalMeta {
    /** The field's name as an owner reads it in a form or an error: "Heading", "Questions". */
    label?: string;
    /** One line on what to write, shown under the field and added to its error messages. */
    help?: string;
    role?: FieldRole;
    /** Filled in at build time (a block's `resolve`): authors never write it, an editor does not show it. */
    built?: true;
    /**
     * For a union told apart by a key (`type`): the values an author may pick, when not every option
     * is theirs (the admin blocks are the app's). An editor's "add" menu and the error messages offer these.
     */
    offered?: readonly string[];
  }
}

/** The metadata a field declares, as a walk reads it: its own, with what wrappers around it add. */
export interface FieldMeta {
  label?: string;
  help?: string;
  role?: FieldRole;
  built?: true;
  offered?: readonly string[];
}

/** A schema's own metadata (zod's global registry, which `.meta()` writes and clones inherit). */
export function metaOf(schema: z.core.$ZodType): FieldMeta {
  const meta = z.globalRegistry.get(schema);
  if (!meta) return {};
  const { label, help, role, built, offered } = meta;
  return {
    ...(label !== undefined && { label }),
    ...(help !== undefined && { help }),
    ...(role !== undefined && { role }),
    ...(built !== undefined && { built }),
    ...(offered !== undefined && { offered }),
  };
}
