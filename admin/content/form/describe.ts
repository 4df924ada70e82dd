import type { z } from 'zod';
import { type FieldRole, metaOf } from '../../../schema/field-meta';

/** A place in a document: object keys and list positions, as zod's issue paths say it. */
export type FieldPath = readonly (string | number)[];

/** How a path is keyed in the server's `fieldErrors` and in an anchor: `registrations.0.number`. */
export const pathKey = (path: FieldPath): string => path.map(String).join('.');

/** The steps of a dotted key again, list positions as numbers. */
export const keyPath = (key: string): (string | number)[] =>
  key === '' ? [] : key.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step));

interface Common {
  /** The field's label (its schema's `label`, else its key written as words). */
  label: string;
  help?: string;
  role?: FieldRole;
  /** Whether the owner may leave it out: `.optional()`, or a `.default()` fills it in. */
  optional: boolean;
  /** What a new entry or an added group starts with. */
  initial: unknown;
}

/** A one-line or long text. */
export interface TextNode extends Common {
  kind: 'text';
  /** `textarea` for prose (role `copy`), else an input of this type. */
  control: 'textarea' | 'text' | 'email' | 'url' | 'tel' | 'date';
  minLength?: number;
  maxLength?: number;
}
export interface NumberNode extends Common {
  kind: 'number';
  min?: number;
  max?: number;
  /** 1 for a whole number. */
  integer: boolean;
}
export interface ChoiceNode extends Common {
  kind: 'choice';
  options: readonly string[];
}
export interface ToggleNode extends Common {
  kind: 'toggle';
}
export interface GroupNode extends Common {
  kind: 'group';
  fields: readonly { key: string; node: FieldNode }[];
}
export interface ListNode extends Common {
  kind: 'list';
  item: FieldNode;
  minItems?: number;
  maxItems?: number;
}
/**
 * One of several shapes, told apart by a field (a section's `type`: Steps, Cards, Call to action):
 * an entry keeps the shape it was added as; what may be added is exactly the options listed.
 */
export interface VariantsNode extends Common {
  kind: 'variants';
  /** The field naming the shape, which the form sets and never shows. */
  discriminator: string;
  options: readonly { value: string; label: string; node: GroupNode }[];
}
/** A shape no control here edits (a union, a record): shown, not editable, so nothing is lost. */
export interface OtherNode extends Common {
  kind: 'other';
  zodType: string;
}

export type FieldNode =
  | TextNode
  | NumberNode
  | ChoiceNode
  | ToggleNode
  | GroupNode
  | ListNode
  | VariantsNode
  | OtherNode;

type Def = z.core.$ZodTypeDef & {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  element?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  defaultValue?: unknown;
  checks?: readonly z.core.$ZodCheck[];
  options?: readonly z.core.$ZodType[];
  discriminator?: string;
  format?: string;
  check?: string;
};

type CheckDef = {
  check: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
};

const defOf = (schema: z.core.$ZodType) => schema._zod.def as Def;

/** A key as words when a field has no label: `verifyUrl` → "Verify url". */
const words = (key: string) => {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** The limits a schema's checks set: zod 4 keeps them as check objects on the definition. */
function limits(schema: z.core.$ZodType) {
  const def = defOf(schema);
  const found: {
    min?: number;
    max?: number;
    minLength?: number;
    maxLength?: number;
    integer?: boolean;
    format?: string;
  } = {};
  if (def.format) found.format = def.format;
  for (const check of def.checks ?? []) {
    const c = check._zod.def as CheckDef;
    switch (c.check) {
      case 'min_length':
        found.minLength = Number(c.minimum);
        break;
      case 'max_length':
        found.maxLength = Number(c.maximum);
        break;
      case 'length_equals':
        found.minLength = found.maxLength = Number(c.value);
        break;
      case 'greater_than':
        found.min = Number(c.value);
        break;
      case 'less_than':
        found.max = Number(c.value);
        break;
      case 'number_format':
        if (c.format === 'safeint' || c.format?.startsWith('int') || c.format?.startsWith('uint')) found.integer = true;
        break;
      case 'string_format':
        found.format ??= c.format;
        break;
    }
  }
  return found;
}

const CONTROL_BY_FORMAT: Record<string, TextNode['control']> = { email: 'email', url: 'url', date: 'date' };
const CONTROL_BY_ROLE: Partial<Record<FieldRole, TextNode['control']>> = {
  copy: 'textarea',
  phone: 'tel',
  email: 'email',
  url: 'url',
  date: 'date',
};

/**
 * What a schema asks for, as a form draws it: walks zod 4's definitions (`_zod.def`), reading the
 * labels, help and roles the schemas declare (schema/field-meta.ts) and the limits their checks
 * set. Wrappers (`.optional()`, `.default()`, `.nullable()`, a pipe) are looked through, a label
 * on the wrapper winning over the one inside, as the owner's error messages name them.
 */
export function describeSchema(schema: z.core.$ZodType, key = ''): FieldNode {
  let node = schema;
  let optional = false;
  let initial: unknown;
  let hasDefault = false;
  const meta = { ...metaOf(node) };
  for (let depth = 0; depth < 16; depth++) {
    const def = defOf(node);
    if (def.type === 'optional' || def.type === 'nullable') optional = true;
    else if (def.type === 'default' || def.type === 'prefault') {
      optional = true;
      if (!hasDefault) {
        hasDefault = true;
        initial = typeof def.defaultValue === 'function' ? undefined : def.defaultValue;
      }
    } else if (def.type !== 'pipe') break;
    const inner = def.innerType ?? def.in;
    if (!inner) break;
    node = inner;
    const innerMeta = metaOf(node);
    for (const [name, value] of Object.entries(innerMeta))
      if (meta[name as keyof typeof meta] === undefined) Object.assign(meta, { [name]: value });
  }
  const def = defOf(node);
  const common = {
    label: meta.label ?? (key ? words(key) : 'This'),
    ...(meta.help && { help: meta.help }),
    ...(meta.role && { role: meta.role }),
    optional,
  };
  const found = limits(node);
  switch (def.type) {
    case 'string': {
      const control =
        (meta.role && CONTROL_BY_ROLE[meta.role]) || (found.format && CONTROL_BY_FORMAT[found.format]) || 'text';
      return {
        kind: 'text',
        control,
        ...common,
        initial: hasDefault ? initial : optional ? undefined : '',
        ...(found.minLength !== undefined && { minLength: found.minLength }),
        ...(found.maxLength !== undefined && { maxLength: found.maxLength }),
      };
    }
    case 'number':
      return {
        kind: 'number',
        ...common,
        initial: hasDefault ? initial : undefined,
        integer: Boolean(found.integer),
        ...(found.min !== undefined && { min: found.min }),
        ...(found.max !== undefined && { max: found.max }),
      };
    case 'boolean':
      return { kind: 'toggle', ...common, initial: hasDefault ? initial : false };
    case 'enum':
      return {
        kind: 'choice',
        ...common,
        initial: hasDefault ? initial : undefined,
        options: Object.values(def.entries ?? {}).map(String),
      };
    case 'literal':
      return { kind: 'choice', ...common, initial: def.values?.[0], options: (def.values ?? []).map(String) };
    case 'object': {
      const fields = Object.entries(def.shape ?? {}).map(([name, field]) => ({
        key: name,
        node: describeSchema(field, name),
      }));
      return { kind: 'group', ...common, initial: hasDefault ? initial : undefined, fields };
    }
    case 'array': {
      const item = describeSchema(def.element!, '');
      const node: ListNode = {
        kind: 'list',
        ...common,
        initial: hasDefault ? initial : [],
        item: { ...item, label: item.label === 'This' ? common.label : item.label },
        ...(found.minLength !== undefined && { minItems: found.minLength }),
        ...(found.maxLength !== undefined && { maxItems: found.maxLength }),
      };
      return node;
    }
    case 'tuple': {
      // A tuple of one shape (a city's three selling points) is a list of that many: reordered, never grown.
      const items = (def as { items?: z.core.$ZodType[] }).items ?? [];
      const first = items[0];
      const same = first && items.every((entry) => entry === first);
      if (!same) return { kind: 'other', ...common, initial: hasDefault ? initial : undefined, zodType: def.type };
      const item = describeSchema(first, '');
      return {
        kind: 'list',
        ...common,
        initial: hasDefault ? initial : undefined,
        item: { ...item, label: item.label === 'This' ? common.label : item.label },
        minItems: items.length,
        maxItems: items.length,
      };
    }
    case 'union': {
      const variants = def.discriminator ? describeVariants(def.discriminator, def.options ?? []) : undefined;
      if (variants) return { kind: 'variants', ...common, initial: hasDefault ? initial : undefined, ...variants };
      return { kind: 'other', ...common, initial: hasDefault ? initial : undefined, zodType: def.type };
    }
    default:
      return { kind: 'other', ...common, initial: hasDefault ? initial : undefined, zodType: def.type };
  }
}

/** A discriminated union's options as forms, when each is an object naming itself by one literal. */
function describeVariants(
  discriminator: string,
  options: readonly z.core.$ZodType[],
): Pick<VariantsNode, 'discriminator' | 'options'> | undefined {
  const described: VariantsNode['options'][number][] = [];
  for (const option of options) {
    const node = describeSchema(option);
    const tag = node.kind === 'group' ? node.fields.find((field) => field.key === discriminator) : undefined;
    if (node.kind !== 'group' || tag?.node.kind !== 'choice' || tag.node.options.length !== 1) return undefined;
    const value = tag.node.options[0]!;
    described.push({
      value,
      label: node.label === 'This' ? value : node.label,
      node: { ...node, fields: node.fields.filter((field) => field.key !== discriminator) },
    });
  }
  return { discriminator, options: described };
}

/** A new entry of one shape of a variants field: that shape's start, named by its discriminator. */
export function variantValue(node: VariantsNode, value: string): unknown {
  const option = node.options.find((candidate) => candidate.value === value);
  return { [node.discriminator]: value, ...(option && (initialValue(option.node) as object)) };
}

/** What a new value of this field starts as: a group with each field's start, a list with its least entries. */
export function initialValue(node: FieldNode): unknown {
  if (node.kind === 'group') {
    return Object.fromEntries(
      node.fields.flatMap(({ key, node: field }) => {
        if (field.optional && field.initial === undefined) return [];
        return [[key, initialValue(field)]];
      }),
    );
  }
  if (node.kind === 'list') return Array.from({ length: node.minItems ?? 0 }, () => initialValue(node.item));
  if (node.kind === 'variants' && node.initial === undefined && node.options[0])
    return variantValue(node, node.options[0].value);
  if (node.initial !== undefined) return structuredClone(node.initial);
  return node.kind === 'text' ? '' : node.kind === 'toggle' ? false : undefined;
}
