import { z } from 'zod';
import { type FieldMeta, metaOf } from './field-meta';

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef;

/** One field of a value, found by walking the value against its schema: where, what it declares, its value. */
export interface FieldValue {
  path: (string | number)[];
  meta: FieldMeta;
  value: unknown;
}

/**
 * One field a schema declares: its path (`items[].question`, every item alike), what it declares,
 * its kind. A list is one too (its role `list` when it declares none), besides the fields of its items.
 */
export interface SchemaField {
  path: string;
  meta: FieldMeta;
  /** zod's name for the field's type: string, number, enum, literal, boolean, record … */
  kind: string;
}

/** Schemas that only say something about the one inside them: a walk looks through them. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

/** Schemas whose values a walk does not take apart by the schema: what is inside carries the field's metadata. */
const OPEN = new Set(['unknown', 'any', 'map', 'set', 'intersection']);

const unwrapped = new WeakMap<Schema, { inner: Schema; meta: FieldMeta }>();

/**
 * The schema a field is, looked through its wrappers, with the metadata of all of them: the
 * innermost first, each wrapper's over it. Schemas do not change, so each is looked through once.
 */
function unwrap(schema: Schema): { inner: Schema; meta: FieldMeta } {
  const known = unwrapped.get(schema);
  if (known) return known;
  const metas: FieldMeta[] = [];
  let inner = schema;
  for (;;) {
    metas.push(metaOf(inner));
    const def = inner._zod.def as Def & { innerType?: Schema; in?: Schema; getter?: () => Schema };
    if (WRAPPERS.has(def.type) && def.innerType) inner = def.innerType;
    else if (def.type === 'pipe' && def.in) inner = def.in;
    else if (def.type === 'lazy' && def.getter) inner = def.getter();
    else break;
  }
  const found = { inner, meta: Object.assign({}, ...metas.reverse()) as FieldMeta };
  unwrapped.set(schema, found);
  return found;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record whose values the schema leaves open (`z.record(z.string(), z.unknown())`): structured data. */
function isOpenRecord(def: z.core.$ZodRecordDef): boolean {
  return OPEN.has(unwrap(def.valueType).inner._zod.def.type);
}

/** Whether a schema (looked through its wrappers) holds fields of its own, or is one value. */
function isContainer(schema: Schema): boolean {
  const { inner } = unwrap(schema);
  const def = inner._zod.def;
  switch (def.type) {
    case 'object':
    case 'array':
    case 'tuple':
      return true;
    case 'record':
      return !isOpenRecord(def as z.core.$ZodRecordDef);
    case 'union':
      return (def as z.core.$ZodUnionDef).options.some(isContainer);
    default:
      return false;
  }
}

/** Whether a value can be one of a schema's values, by its kind alone (the parse has already judged the rest). */
function fits(schema: Schema, value: unknown): boolean {
  const { inner } = unwrap(schema);
  const def = inner._zod.def;
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'literal':
      return (def as z.core.$ZodLiteralDef<z.core.util.Literal>).values.includes(value as z.core.util.Literal);
    case 'enum':
      return Object.values((def as z.core.$ZodEnumDef).entries).includes(value as string);
    case 'object':
    case 'record':
      return isRecord(value);
    case 'array':
    case 'tuple':
      return Array.isArray(value);
    case 'union':
      return (def as z.core.$ZodUnionDef).options.some((option) => fits(option, value));
    case 'null':
      return value === null;
    default:
      return true;
  }
}

/** The option of a union a parsed value is: by the discriminator, by kind, by its keys, and last by parsing. */
function optionFor(def: z.core.$ZodUnionDef & { discriminator?: string }, value: unknown): Schema | undefined {
  const fitting = def.options.filter((option) => fits(option, value));
  if (fitting.length <= 1) return fitting[0];
  if (isRecord(value)) {
    const keys = Object.keys(value).filter((key) => value[key] !== undefined);
    const byKeys = fitting.filter((option) => {
      const inner = unwrap(option).inner._zod.def;
      if (inner.type !== 'object') return false;
      const shape = (inner as z.core.$ZodObjectDef).shape;
      if (def.discriminator && !fits(shape[def.discriminator] ?? z.never(), value[def.discriminator])) return false;
      return keys.every((key) => key in shape);
    });
    if (byKeys.length === 1) return byKeys[0];
  }
  return fitting.find((option) => z.safeParse(option, value).success) ?? fitting[0];
}

/** Every string, number and boolean inside a value the schema leaves open, each with the open field's metadata. */
function openLeaves(value: unknown, path: (string | number)[], meta: FieldMeta, out: FieldValue[]): void {
  if (Array.isArray(value)) for (const [index, item] of value.entries()) openLeaves(item, [...path, index], meta, out);
  else if (isRecord(value))
    for (const [key, item] of Object.entries(value)) openLeaves(item, [...path, key], meta, out);
  else if (value !== undefined) out.push({ path, meta, value });
}

/**
 * A field inside built data (a block's `resolve` filled it) is built too, whatever its own schema
 * says: the rules on what an author writes leave it to the checks where that data comes from.
 */
const builtIn = (meta: FieldMeta, built: boolean): FieldMeta =>
  built && !meta.built ? { ...meta, built: true } : meta;

function walk(schema: Schema, value: unknown, path: (string | number)[], out: FieldValue[], inBuilt = false): void {
  if (value === undefined) return;
  const unwrapped = unwrap(schema);
  const { inner } = unwrapped;
  const meta = builtIn(unwrapped.meta, inBuilt);
  const built = meta.built === true;
  const def = inner._zod.def;
  switch (def.type) {
    case 'object': {
      const { shape, catchall } = def as z.core.$ZodObjectDef;
      if (!isRecord(value)) break;
      // The value's own order: a parsed object's keys follow its shape, and resolved data comes last.
      for (const [key, item] of Object.entries(value)) {
        const field = shape[key] ?? catchall;
        if (field) walk(field, item, [...path, key], out, built);
      }
      return;
    }
    case 'array': {
      if (!Array.isArray(value)) break;
      const { element } = def as z.core.$ZodArrayDef;
      for (const [index, item] of value.entries()) walk(element, item, [...path, index], out, built);
      return;
    }
    case 'tuple': {
      if (!Array.isArray(value)) break;
      const { items, rest } = def as z.core.$ZodTupleDef;
      value.forEach((item, index) => {
        const field = items[index] ?? rest;
        if (field) walk(field, item, [...path, index], out, built);
      });
      return;
    }
    case 'union': {
      const option = optionFor(def as z.core.$ZodUnionDef, value);
      if (!option) break;
      // A union of single values (a link: a path, tel:, mailto: or a URL) is one field; the option adds what the union does not say.
      if (isContainer(inner)) walk(option, value, path, out, built);
      else out.push({ path, meta: { ...unwrap(option).meta, ...meta }, value });
      return;
    }
    case 'record': {
      const record = def as z.core.$ZodRecordDef;
      if (isOpenRecord(record) || !isRecord(value)) openLeaves(value, path, meta, out);
      else for (const [key, item] of Object.entries(value)) walk(record.valueType, item, [...path, key], out, built);
      return;
    }
    default:
      if (OPEN.has(def.type)) {
        openLeaves(value, path, meta, out);
        return;
      }
  }
  out.push({ path, meta, value });
}

/**
 * Every field a parsed value holds, found through its schema: each string, number, boolean and
 * choice with its path and the metadata its schema declares (`label`, `role`, `help`; `built` for
 * every field inside built data too), in the value's order. A field the schema leaves open (structured data) gives each value inside it,
 * carrying the open field's metadata. Absent optional fields give nothing.
 */
export function fieldsOf(schema: Schema, value: unknown, path: (string | number)[] = []): FieldValue[] {
  const out: FieldValue[] = [];
  walk(schema, value, path, out);
  return out;
}

function declared(schema: Schema, path: string, out: SchemaField[], depth: number): void {
  if (depth > 32) return; // a recursive (lazy) schema: what it declares repeats from here on
  const { inner, meta } = unwrap(schema);
  const def = inner._zod.def;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  switch (def.type) {
    case 'object':
      for (const [key, field] of Object.entries((def as z.core.$ZodObjectDef).shape))
        declared(field, at(key), out, depth + 1);
      return;
    case 'array':
      // A list is a field of its own too: the editor's "add" and "remove" name it.
      out.push({ path, meta: { role: 'list', ...meta }, kind: def.type });
      declared((def as z.core.$ZodArrayDef).element, `${path}[]`, out, depth + 1);
      return;
    case 'tuple': {
      const { items, rest } = def as z.core.$ZodTupleDef;
      for (const [index, item] of items.entries()) declared(item, `${path}[${index}]`, out, depth + 1);
      if (rest) declared(rest, `${path}[]`, out, depth + 1);
      return;
    }
    case 'union': {
      const { options } = def as z.core.$ZodUnionDef;
      if (isContainer(inner)) for (const option of options) declared(option, path, out, depth + 1);
      else out.push({ path, meta: { ...(options[0] && unwrap(options[0]).meta), ...meta }, kind: def.type });
      return;
    }
    case 'record': {
      const record = def as z.core.$ZodRecordDef;
      if (isOpenRecord(record)) break;
      declared(record.valueType, at('*'), out, depth + 1);
      return;
    }
  }
  out.push({ path, meta, kind: def.type });
}

/**
 * Every field a schema declares: each single value, and each list with its items' fields once
 * (`items`, `items[].question`); each shape a union takes at the same path. What a form for the
 * schema shows, and what a test holds to having a label and a role.
 */
export function declaredFields(schema: Schema): SchemaField[] {
  const out: SchemaField[] = [];
  declared(schema, '', out, 0);
  return out;
}
