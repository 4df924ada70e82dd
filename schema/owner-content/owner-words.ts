import type { z } from 'zod';
import { metaOf } from '../field-meta';

/** One problem with what the owner typed: the field (its path, as a form keys it), its label, and what to do. */
export interface OwnerProblem {
  /** Dotted, with list positions: `registrations.0.number`; '' for the whole document. */
  path: string;
  /** Where, as the owner reads it: "Registrations › 1 › Number". */
  where: string;
  message: string;
}

type Issue = z.core.$ZodRawIssue;

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'on or off',
  array: 'a list',
  object: 'filled in',
  record: 'filled in',
};

/**
 * A problem zod finds, in the owner's words: what is wrong with the field and what to write. A
 * message the schema says itself ("must not be empty", "write phones as (918) 555-0142") is kept;
 * this covers the rest. No field names in code, no backticks: the form shows it on the field.
 */
function ownerMessage(issue: Issue): string {
  const meta = issue.schema ? metaOf(issue.schema) : {};
  const help = meta.help ? ` (${meta.help})` : '';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `fill this in${help}`;
      return `must be ${EXPECTED[issue.expected] ?? issue.expected}${help}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'must not be empty' : `write at least ${issue.minimum} characters`;
      if (issue.origin === 'array')
        return `needs at least ${issue.minimum} ${Number(issue.minimum) === 1 ? 'entry' : 'entries'}: add one`;
      return `must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `is too long: shorten it to ${issue.maximum} characters at most`;
      if (issue.origin === 'array') return `holds at most ${issue.maximum} entries: remove one`;
      return `must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'url')
        return typeof issue.input === 'string' && /^http:/i.test(issue.input)
          ? 'must be a secure address: start it with https://'
          : 'must be a whole web address, like https://example.com/page';
      if (issue.format === 'email') return 'must be an email address, like office@example.com';
      if (issue.format === 'date') return 'must be a day written year-month-day, like 2026-11-29';
      return `is not written the way it must be${help}`;
    case 'invalid_value':
      return `pick one of ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `has fields this form does not know (${issue.keys.join(', ')}): reload the page`;
    default:
      return `is not accepted${help}`;
  }
}

/** "Registrations › 1 › Number": each step's label, a list entry by its number from 1. */
export function whereOf(schema: z.core.$ZodType, path: readonly PropertyKey[]): string {
  const known = fieldPlaces(schema);
  const steps: string[] = [];
  let key = '';
  for (const step of path) {
    if (typeof step === 'number') {
      key = `${key}[]`;
      steps.push(String(step + 1));
      continue;
    }
    key = key ? `${key}.${String(step)}` : String(step);
    steps.push(known.get(key)?.label ?? String(step));
  }
  return steps.join(' › ');
}

/** A field's place in a schema: its label, when it has one, and its rank in the form's order. */
export interface FieldPlace {
  label?: string;
  order: number;
}

const places = new WeakMap<z.core.$ZodType, Map<string, FieldPlace>>();

/**
 * Each field of a schema by its path with list positions left out (`registrations[].number`), groups
 * of fields included, in the form's order: its label (a wrapper's, `.optional().meta(…)`, over the
 * one inside it) and its rank. The owner's error messages read the labels, a revision's comparison
 * the order (revision-diff.ts). Each schema is walked once.
 */
export function fieldPlaces(schema: z.core.$ZodType): ReadonlyMap<string, FieldPlace> {
  let found = places.get(schema);
  if (found) return found;
  const out = new Map<string, FieldPlace>();
  const visit = (node: z.core.$ZodType, path: string, depth: number) => {
    if (depth > 16) return;
    const def = node._zod.def as z.core.$ZodTypeDef & {
      innerType?: z.core.$ZodType;
      in?: z.core.$ZodType;
      element?: z.core.$ZodType;
      items?: z.core.$ZodType[];
      shape?: Record<string, z.core.$ZodType>;
      options?: z.core.$ZodType[];
    };
    if (path) {
      const place = out.get(path) ?? { order: out.size };
      const label = metaOf(node).label;
      if (label && place.label === undefined) place.label = label;
      out.set(path, place);
    }
    if (def.innerType) visit(def.innerType, path, depth + 1);
    else if (def.type === 'pipe' && def.in) visit(def.in, path, depth + 1);
    else if (def.type === 'array' && def.element) visit(def.element, `${path}[]`, depth + 1);
    // A list of a fixed length (a city page's three selling points): its entries are named like a list's.
    else if (def.type === 'tuple' && def.items) for (const item of def.items) visit(item, `${path}[]`, depth + 1);
    else if (def.type === 'object' && def.shape)
      for (const [key, field] of Object.entries(def.shape)) visit(field, path ? `${path}.${key}` : key, depth + 1);
    // A section of one kind or another (a city page's steps, cards, call to action): each kind's fields.
    else if (def.type === 'union' && def.options) for (const option of def.options) visit(option, path, depth + 1);
  };
  visit(schema, '', 0);
  found = out;
  places.set(schema, found);
  return found;
}

/**
 * Parses what the owner typed: the data, or every problem at once, each on its field in the owner's
 * words. The dashboard's forms show them; the server refuses a save with them.
 */
export function parseForOwner<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { success: true; data: z.output<S> } | { success: false; problems: OwnerProblem[] } {
  const result = schema.safeParse(value, { error: (issue) => ownerMessage(issue) });
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    problems: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      where: whereOf(schema, issue.path) || (metaOf(schema).label ?? 'This'),
      message: issue.message,
    })),
  };
}

/** Where a dotted path (`registrations.0.number`) is, as the owner reads it. */
export const fieldName = (schema: z.core.$ZodType, path: string): string =>
  whereOf(
    schema,
    path.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step)),
  ) ||
  (metaOf(schema).label ?? 'This');

/** A problem as one line: "Registrations › 1 › Number: must not be empty". */
export const problemLine = (problem: OwnerProblem) => `${problem.where}: ${problem.message}`;
