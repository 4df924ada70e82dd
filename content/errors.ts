import type { z } from 'zod';
import { type FieldMeta, metaOf } from '../schema/field-meta';

/**
 * What an author reads when a file fails its schema: each kind of problem zod can find, named, in
 * the author's words, with the fix. The content gate parses with `parseForAuthor` (a per-parse error
 * map, so the server's own parses keep their messages); a message a schema writes itself
 * (`.min(1, 'must not be empty')`) comes first and is left as it is. The field's label and help
 * (schema/field-meta.ts) name the field where that helps.
 */

type Issue = z.core.$ZodRawIssue;
type IssueOf<C extends Issue['code']> = Extract<Issue, { code: C }>;

/** The field an issue is about, as the author knows it. */
interface Field {
  /** Its label, else its key in backticks: the message's subject. */
  name: string;
  /** The key the author writes (`heading`), when the field has one. */
  key: string | undefined;
  meta: FieldMeta;
  schema: z.core.$ZodType | undefined;
}

/** A value as the author wrote it, short: `"Heor"`, `12`, `a list`. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 39)}…` : value);
  if (typeof value === 'number') return Number.isNaN(value) ? 'not a number' : String(value);
  if (typeof value === 'object') return 'a group of fields { … }';
  return String(value);
}

/** What a value is, in words: `the text "Heor"`, `the number 12`, `a list`. */
function received(value: unknown): string {
  if (typeof value === 'string') return `the text ${shown(value)}`;
  if (typeof value === 'number' && !Number.isNaN(value)) return `the number ${value}`;
  return shown(value);
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list [ … ]',
  tuple: 'a list [ … ]',
  set: 'a list [ … ]',
  object: 'a group of fields { … }',
  record: 'a group of fields { … }',
  map: 'a group of fields { … }',
  date: 'a date',
  null: 'null',
  undefined: 'left out',
  void: 'left out',
  never: 'left out',
};
const expected = (kind: string) => EXPECTED[kind] ?? kind;

/** The closest of `choices` to what was written, if it is close: a misspelling or another case. */
function closest(written: unknown, choices: readonly unknown[]): string | undefined {
  if (typeof written !== 'string') return undefined;
  let best: { choice: string; distance: number } | undefined;
  for (const choice of choices) {
    if (typeof choice !== 'string') continue;
    const distance = choice.toLowerCase() === written.toLowerCase() ? 0 : editDistance(choice, written);
    if (!best || distance < best.distance) best = { choice, distance };
  }
  return best && best.distance <= Math.max(1, Math.floor(best.choice.length / 3)) ? best.choice : undefined;
}

/** Edits from one word to the other: a letter added, dropped, changed, or two swapped ("Heor" is one from "Hero"). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i || j));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

/** The length or size a too-small or too-big issue names. */
const bound = (issue: IssueOf<'too_small'> | IssueOf<'too_big'>) =>
  Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
const listed = (values: readonly unknown[]) => values.map((value) => shown(value)).join(', ');
const items = (count: number | bigint) => `${count} ${Number(count) === 1 ? 'item' : 'items'}`;
const sizeOf = (value: unknown) =>
  typeof value === 'string' || Array.isArray(value) ? value.length : value instanceof Set ? value.size : undefined;
const help = (field: Field) => (field.meta.help ? ` (${field.meta.help})` : '');

/** One shape a union takes, in words: `{ lat, lng }`, `"city"`, `a list [ … ]`. */
function shapeOf(option: z.core.$ZodType): string {
  const def = option._zod.def;
  if (def.type === 'literal') return listed((def as z.core.$ZodLiteralDef<z.core.util.Literal>).values);
  if (def.type === 'object') return `{ ${Object.keys((def as z.core.$ZodObjectDef).shape).join(', ')} }`;
  return expected(def.type);
}

/** A union's shapes in words, each with its label: `{ lat, lng } (a map point)`. */
function shapes(union: z.core.$ZodType): string {
  return (union._zod.def as z.core.$ZodUnionDef).options
    .map((option) => {
      const label = metaOf(option).label?.toLowerCase();
      return `${shapeOf(option)}${label ? ` (${label})` : ''}`;
    })
    .join(', or ');
}

/** The option of a union whose problems an author most likely means: the one object sharing most keys with what they wrote. */
function meantOption(issue: IssueOf<'invalid_union'>): number | undefined {
  if (!('errors' in issue) || !issue.errors.length) return undefined;
  const union = issue.schema ?? issue.inst;
  if (!union) return undefined;
  const { options } = union._zod.def as z.core.$ZodUnionDef;
  const input = issue.input;
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    // Of the options of the written value's kind, the one that got past its kind.
    const past = issue.errors.flatMap((errors, index) =>
      errors.every(
        (error) => error.path.length > 0 || (error.code !== 'invalid_type' && error.code !== 'invalid_value'),
      )
        ? [index]
        : [],
    );
    return past.length === 1 ? past[0] : undefined;
  }
  const written = Object.keys(input);
  const shared = options.map((option) => {
    const def = option._zod.def;
    return def.type === 'object' ? written.filter((key) => key in (def as z.core.$ZodObjectDef).shape).length : -1;
  });
  const most = Math.max(...shared);
  return most > 0 && shared.filter((count) => count === most).length === 1 ? shared.indexOf(most) : undefined;
}

/**
 * The catalogue: every problem a schema can report to an author, by name. Each says what is wrong
 * and what to do; tests assert on the names.
 */
export const authorProblems = {
  /** `what`: what to write, `text`, `a list [ … ]`, or the shapes a union takes. */
  missingField: (field: Field, what: string) =>
    `${field.name} is missing: add ${field.key ? `\`${field.key}:\` with ` : ''}${what}`,
  wrongType: (field: Field, issue: IssueOf<'invalid_type'>) =>
    `${field.name} must be ${expected(issue.expected)}, not ${received(issue.input)}${help(field)}`,
  emptyText: (field: Field) => `${field.name} must not be empty: write it`,
  textTooShort: (field: Field, issue: IssueOf<'too_small'>) =>
    `${field.name} is too short: write at least ${issue.minimum} characters (it has ${sizeOf(issue.input)})`,
  textTooLong: (field: Field, issue: IssueOf<'too_big'>) =>
    `${field.name} is too long: shorten it to ${issue.maximum} characters at most (it has ${sizeOf(issue.input)})`,
  textNotExactLength: (field: Field, issue: IssueOf<'too_small'> | IssueOf<'too_big'>) =>
    `${field.name} must be exactly ${bound(issue)} characters long (it has ${sizeOf(issue.input)})`,
  tooFewItems: (field: Field, issue: IssueOf<'too_small'>) =>
    `${field.name} needs at least ${items(issue.minimum)} (it has ${sizeOf(issue.input)}): add ${Number(issue.minimum) - (sizeOf(issue.input) ?? 0) === 1 ? 'one' : 'more'}`,
  tooManyItems: (field: Field, issue: IssueOf<'too_big'>) =>
    `${field.name} holds at most ${items(issue.maximum)} (it has ${sizeOf(issue.input)}): remove ${(sizeOf(issue.input) ?? 0) - Number(issue.maximum)}`,
  wrongItemCount: (field: Field, issue: IssueOf<'too_small'> | IssueOf<'too_big'>) =>
    `${field.name} needs exactly ${items(bound(issue))} (it has ${sizeOf(issue.input)})`,
  numberTooSmall: (field: Field, issue: IssueOf<'too_small'>) =>
    `${field.name} must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum} (it is ${shown(issue.input)})`,
  numberTooLarge: (field: Field, issue: IssueOf<'too_big'>) =>
    `${field.name} must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum} (it is ${shown(issue.input)})`,
  notMultipleOf: (field: Field, issue: IssueOf<'not_multiple_of'>) =>
    `${field.name} must be a multiple of ${issue.divisor} (it is ${shown(issue.input)})`,
  notHttps: (field: Field) => `${field.name} must be an https address: write https:// at its start`,
  notWebAddress: (field: Field, issue: IssueOf<'invalid_format'>) =>
    `${field.name} must be a whole web address like https://example.com/page (it is ${shown(issue.input)})`,
  notEmail: (field: Field, issue: IssueOf<'invalid_format'>) =>
    `${field.name} must be an email address like office@example.com (it is ${shown(issue.input)})`,
  notDate: (field: Field, issue: IssueOf<'invalid_format'>) =>
    `${field.name} must be a day written year-month-day, like 2024-05-31 (it is ${shown(issue.input)})`,
  notSlug: (field: Field, issue: IssueOf<'invalid_format'>) =>
    `${field.name} must be lowercase words joined by hyphens, like roof-repair (it is ${shown(issue.input)})`,
  badPattern: (field: Field, issue: IssueOf<'invalid_format'>) =>
    `${field.name} is not written the way it must be${field.meta.help ? `: ${field.meta.help}` : ` (the pattern ${'pattern' in issue ? issue.pattern : issue.format})`} (it is ${shown(issue.input)})`,
  badAffix: (field: Field, issue: IssueOf<'invalid_format'>) => {
    const rule =
      issue.format === 'starts_with'
        ? `start with ${shown(issue.prefix)}`
        : issue.format === 'ends_with'
          ? `end with ${shown(issue.suffix)}`
          : issue.format === 'includes'
            ? `contain ${shown(issue.includes)}`
            : `be ${issue.format}`;
    return `${field.name} must ${rule} (it is ${shown(issue.input)})`;
  },
  badFormat: (field: Field, issue: IssueOf<'invalid_format'>) =>
    `${field.name} must be a valid ${issue.format}${help(field)} (it is ${shown(issue.input)})`,
  notAChoice: (field: Field, issue: IssueOf<'invalid_value'>) => {
    if (issue.values.length === 1)
      return `${field.name} must be ${shown(issue.values[0])} (it is ${shown(issue.input)})`;
    const meant = closest(issue.input, issue.values);
    return `${field.name} is ${shown(issue.input)}, which is not one of its choices: ${meant ? `did you mean ${shown(meant)}? ` : ''}use one of ${listed(issue.values)}`;
  },
  unknownKind: (field: Field, issue: IssueOf<'invalid_union'>, offered: readonly unknown[]) => {
    const written = (issue.input as Record<string, unknown> | undefined)?.[issue.discriminator!];
    const kind = `${field.name.toLowerCase()} ${issue.discriminator}`;
    if (written === undefined)
      return `has no ${issue.discriminator}: add \`${issue.discriminator}:\` with the ${kind}, one of ${offered.join(', ')}`;
    const meant = closest(written, offered);
    return `is ${shown(written)}, which is not a ${kind}: ${meant ? `did you mean ${meant}? ` : ''}use one of ${offered.join(', ')}`;
  },
  noMatchingShape: (field: Field, issue: IssueOf<'invalid_union'>) =>
    `${field.name} must be ${field.meta.help ?? shapes((issue.schema ?? issue.inst) as z.core.$ZodType)}, not ${received(issue.input)}`,
  wrongShape: (field: Field, _issue: IssueOf<'invalid_union'>, shape: string, inner: z.core.$ZodIssue) =>
    `${field.name}, written as ${shape}: ${inner.path.length ? `at \`${inner.path.join('.')}\`, ` : ''}${inner.message}`,
  ambiguousShape: (field: Field) =>
    `${field.name} fits more than one of the shapes it takes, and must fit exactly one: make it one or the other`,
  unknownField: (field: Field, issue: IssueOf<'unrecognized_keys'>) => {
    const known = fieldKeys(field.schema);
    const keyChoices = keyValues(field.schema);
    if (keyChoices)
      return `${issue.keys.map((key) => `\`${key}\``).join(', ')} ${issue.keys.length === 1 ? 'is' : 'are'} not allowed here: use ${keyChoices.join(', ')}`;
    const named = issue.keys.map((key) => {
      const meant = closest(key, known);
      return `\`${key}\`${meant ? ` (did you mean \`${meant}\`?)` : ''}`;
    });
    return `${named.join(', ')} ${issue.keys.length === 1 ? 'is not a field' : 'are not fields'} here: fix the spelling or remove ${issue.keys.length === 1 ? 'it' : 'them'}${known.length ? `; the fields are ${known.join(', ')}` : ''}`;
  },
  badKey: (_field: Field, issue: IssueOf<'invalid_key'>) =>
    `the key ${shown(issue.input)} is not allowed here: ${innerProblems(issue.issues)}`,
  badElement: (_field: Field, issue: IssueOf<'invalid_element'>) =>
    `the entry ${shown(issue.key)} is not allowed here: ${innerProblems(issue.issues)}`,
  failedRule: (field: Field) => `${field.name} is not accepted here${help(field)}: check what the field asks for`,
} as const;

export type AuthorProblemName = keyof typeof authorProblems;

/** The keys an object schema takes, for "did you mean". */
function fieldKeys(schema: z.core.$ZodType | undefined): string[] {
  const def = schema?._zod.def;
  return def?.type === 'object' ? Object.keys((def as z.core.$ZodObjectDef).shape) : [];
}

/** The keys a record over a fixed set takes (the site file's `states`: OK, KS, …). */
function keyValues(schema: z.core.$ZodType | undefined): string[] | undefined {
  const def = schema?._zod.def;
  if (def?.type !== 'record') return undefined;
  const keys = (def as z.core.$ZodRecordDef).keyType._zod.def;
  return keys.type === 'enum' ? Object.values((keys as z.core.$ZodEnumDef).entries).map(String) : undefined;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The problems inside a key or an entry, said of "it". */
const innerProblems = (issues: readonly z.core.$ZodIssue[]) =>
  issues.map((issue) => issue.message.replace(/^It /, 'it ')).join('; ');

function fieldOf(issue: Issue): Field {
  // zod has set `schema` by now: the schema that raised the issue, or the one whose check did.
  const schema = issue.schema;
  const meta = schema ? metaOf(schema) : {};
  const last = issue.path?.at(-1);
  const key = typeof last === 'string' ? last : undefined;
  return { name: meta.label ? capitalised(meta.label) : key ? `\`${key}\`` : 'It', key, meta, schema };
}

/** An issue in the author's words, with the name of its kind in the catalogue. */
export function describeIssue(issue: Issue): { name: AuthorProblemName; message: string } {
  const field = fieldOf(issue);
  const said = (name: AuthorProblemName, message: string) => ({ name, message });
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.expected === 'nonoptional'
        ? said('missingField', authorProblems.missingField(field, `${expected(issue.expected)}${help(field)}`))
        : said('wrongType', authorProblems.wrongType(field, issue));
    case 'too_small':
    case 'too_big': {
      if (issue.origin === 'string') {
        if (issue.exact) return said('textNotExactLength', authorProblems.textNotExactLength(field, issue));
        if (issue.code === 'too_small')
          return Number(issue.minimum) === 1
            ? said('emptyText', authorProblems.emptyText(field))
            : said('textTooShort', authorProblems.textTooShort(field, issue));
        return said('textTooLong', authorProblems.textTooLong(field, issue as IssueOf<'too_big'>));
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        if (issue.exact || field.schema?._zod.def.type === 'tuple')
          return said('wrongItemCount', authorProblems.wrongItemCount(field, issue));
        return issue.code === 'too_small'
          ? said('tooFewItems', authorProblems.tooFewItems(field, issue))
          : said('tooManyItems', authorProblems.tooManyItems(field, issue));
      }
      return issue.code === 'too_small'
        ? said('numberTooSmall', authorProblems.numberTooSmall(field, issue))
        : said('numberTooLarge', authorProblems.numberTooLarge(field, issue as IssueOf<'too_big'>));
    }
    case 'not_multiple_of':
      return said('notMultipleOf', authorProblems.notMultipleOf(field, issue));
    case 'invalid_format':
      switch (issue.format) {
        case 'url':
          return issue.note === 'Invalid protocol' && typeof issue.input === 'string' && /^https?:/i.test(issue.input)
            ? said('notHttps', authorProblems.notHttps(field))
            : said('notWebAddress', authorProblems.notWebAddress(field, issue));
        case 'email':
          return said('notEmail', authorProblems.notEmail(field, issue));
        case 'date':
          return said('notDate', authorProblems.notDate(field, issue));
        case 'regex':
          return field.meta.role === 'slug' || field.meta.role === 'anchor'
            ? said('notSlug', authorProblems.notSlug(field, issue))
            : said('badPattern', authorProblems.badPattern(field, issue));
        case 'starts_with':
        case 'ends_with':
        case 'includes':
        case 'lowercase':
        case 'uppercase':
          return said('badAffix', authorProblems.badAffix(field, issue));
        default:
          return said('badFormat', authorProblems.badFormat(field, issue));
      }
    case 'invalid_value':
      return said('notAChoice', authorProblems.notAChoice(field, issue));
    case 'unrecognized_keys':
      return said('unknownField', authorProblems.unknownField(field, issue));
    case 'invalid_union': {
      if ('inclusive' in issue && issue.inclusive === false)
        return said('ambiguousShape', authorProblems.ambiguousShape(field));
      if (issue.discriminator)
        return said('unknownKind', authorProblems.unknownKind(field, issue, field.meta.offered ?? issue.options ?? []));
      const union = (issue.schema ?? issue.inst) as z.core.$ZodType;
      if (issue.input === undefined)
        return said('missingField', authorProblems.missingField(field, field.meta.help ?? shapes(union)));
      const index = meantOption(issue);
      const option = index === undefined ? undefined : (union._zod.def as z.core.$ZodUnionDef).options[index];
      const inner = index === undefined ? undefined : issue.errors[index]?.[0];
      if (!option || !inner) return said('noMatchingShape', authorProblems.noMatchingShape(field, issue));
      return said('wrongShape', authorProblems.wrongShape(field, issue, shapeOf(option), inner));
    }
    case 'invalid_key':
      return said('badKey', authorProblems.badKey(field, issue));
    case 'invalid_element':
      return said('badElement', authorProblems.badElement(field, issue));
    default:
      return said('failedRule', authorProblems.failedRule(field));
  }
}

/** One schema problem as the author reads it: where (the path inside what they wrote), its kind, and the words. */
export interface AuthorIssue {
  path: (string | number)[];
  name?: AuthorProblemName;
  message: string;
}

/**
 * Parses what an author wrote with the author's error words: the data, or every problem at once.
 * Each problem carries the catalogue name it was given (none for a message the schema wrote).
 */
export function parseForAuthor<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { success: true; data: z.output<S> } | { success: false; issues: AuthorIssue[] } {
  const named = new Map<string, AuthorProblemName>();
  const result = schema.safeParse(value, {
    error: (issue) => {
      const { name, message } = describeIssue(issue);
      named.set(message, name);
      return message;
    },
  });
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
      ...(named.has(issue.message) && { name: named.get(issue.message) }),
      message: issue.message,
    })),
  };
}
