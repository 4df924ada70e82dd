import type { FieldPath } from './describe';

/** The value at a path of a document (undefined when a step is missing). */
export function valueAt(value: unknown, path: FieldPath): unknown {
  let here = value;
  for (const step of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string | number, unknown>)[step];
  }
  return here;
}

/**
 * The document with the value at a path replaced, every step copied and the rest shared (React
 * sees the change). `undefined` removes an object's key: an optional field left out, as the schema
 * reads it.
 */
export function setAt(value: unknown, path: FieldPath, next: unknown): unknown {
  if (!path.length) return next;
  const [step, ...rest] = path;
  if (typeof step === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[step] = setAt(list[step], rest, next);
    return list;
  }
  const object = value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  const inner = setAt((object as Record<string, unknown>)[step!], rest, next);
  if (inner === undefined) delete (object as Record<string, unknown>)[step!];
  else (object as Record<string, unknown>)[step!] = inner;
  return object;
}
