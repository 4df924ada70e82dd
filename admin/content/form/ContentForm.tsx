import { type Ref, useCallback, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { parseForOwner } from '../../../schema/owner-content/owner-words';
import { type FieldPath, describeSchema, keyPath, pathKey } from './describe';
import { FieldEditor } from './FieldEditor';
import * as s from './form.css';
import { type Choice, FormContext, type FormContextValue, type ListRule } from './form-context';
import { setAt } from './path';

/** A problem as the server answers it: on a field (its path) or, with path '', somewhere else (`where`). */
export interface FormProblem {
  path: string;
  where: string;
  message: string;
}

/** The element id of a field in a form whose ids start with `prefix`. */
export const fieldId = (prefix: string, key: string) => `${prefix}${key}`;

/**
 * Moves focus to a field (and into view): the field at the key, else the nearest group holding it
 * (a problem on a value no control draws lands on its group).
 */
export function focusField(prefix: string, key: string): boolean {
  const steps = keyPath(key);
  for (let length = steps.length; length >= 0; length--) {
    const element = document.getElementById(fieldId(prefix, pathKey(steps.slice(0, length))));
    if (!element) continue;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
    return true;
  }
  return false;
}

/**
 * Moves focus to a field as soon as it is drawn: a form draws its first screen of fields first and
 * the rest a frame or two later (FieldEditor), so a field an address names (`/admin/site#phones`)
 * may not be there yet when the page opens. After half a second or so, the nearest group drawn.
 */
export function focusFieldWhenDrawn(prefix: string, key: string, frames = 30): void {
  if (document.getElementById(fieldId(prefix, key)) || frames <= 0) {
    focusField(prefix, key);
    return;
  }
  requestAnimationFrame(() => focusFieldWhenDrawn(prefix, key, frames - 1));
}

/**
 * The problems of the last answer at the top of the form: each one on a field is a link to it,
 * any other is listed with its place (a page of the site, the site file). Focus comes here after a
 * refused save, so a screen reader hears them at once.
 */
export function ErrorSummary({
  title,
  problems,
  idPrefix,
  ref,
}: {
  title: string;
  problems: readonly FormProblem[];
  idPrefix: string;
  ref?: Ref<HTMLDivElement>;
}) {
  if (!problems.length) return null;
  return (
    <div ref={ref} className={s.summary} tabIndex={-1} role="alert" aria-labelledby={`${idPrefix}summary-title`}>
      <h2 id={`${idPrefix}summary-title`} className={s.summaryTitle}>
        {title}
      </h2>
      <ul className={s.summaryList}>
        {problems.map((problem) => (
          <li key={`${problem.path}|${problem.where}|${problem.message}`}>
            {problem.path ? (
              <a
                href={`#${fieldId(idPrefix, problem.path)}`}
                className={s.summaryLink}
                onClick={(event) => {
                  if (focusField(idPrefix, problem.path)) event.preventDefault();
                }}
              >
                {problem.where}: {problem.message}
              </a>
            ) : (
              <>
                <span className={s.place}>{problem.where}:</span> {problem.message}
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

// Defaults that stay the same object from one render to the next, so the form's context does too.
const NO_PROBLEMS: readonly FormProblem[] = [];
const NO_CHOICES: Partial<Record<string, readonly Choice[]>> = {};

/**
 * A form generated from a content type's zod schema: every field drawn by its kind (FieldEditor),
 * labelled as the schema labels it. The document is the caller's (`value`, `onChange`); the
 * server's problems show on their fields until the field is edited, and on leaving a field the
 * schema's own check gives a hint at once. The server's answer decides: a hint never blocks a save.
 */
export function ContentForm<S extends z.ZodType>({
  schema,
  value,
  onChange,
  problems = NO_PROBLEMS,
  idPrefix = 'field-',
  choices = NO_CHOICES,
  disabled = false,
  lists,
  readOnly,
}: {
  schema: S;
  value: unknown;
  onChange: (next: unknown) => void;
  /** The last answer's problems; a new array (a new answer) shows every one again. */
  problems?: readonly FormProblem[];
  idPrefix?: string;
  choices?: Partial<Record<string, readonly Choice[]>>;
  disabled?: boolean;
  /** When given, only the lists it names may be added to, removed from or reordered, as it says. */
  lists?: Readonly<Record<string, ListRule>>;
  /** Fields shown but not edited (their path keys). */
  readOnly?: readonly string[];
}) {
  const root = useMemo(() => describeSchema(schema), [schema]);
  const [hints, setHints] = useState<Record<string, string[]>>({});
  // The fields edited since the last answer: its problems there may be fixed, so they step aside.
  const [edited, setEdited] = useState<{ answer: readonly FormProblem[]; keys: ReadonlySet<string> }>({
    answer: problems,
    keys: new Set(),
  });
  const editedKeys = useMemo(() => (edited.answer === problems ? edited.keys : new Set<string>()), [edited, problems]);

  const errors = useMemo(() => {
    const found: Record<string, string[]> = {};
    for (const problem of problems)
      if (problem.path && !editedKeys.has(problem.path))
        found[problem.path] = [...(found[problem.path] ?? []), problem.message];
    for (const [key, messages] of Object.entries(hints))
      for (const message of messages) if (!found[key]?.includes(message)) found[key] = [...(found[key] ?? []), message];
    return found;
  }, [problems, editedKeys, hints]);

  // The latest document and answer, read by `change` and `blur` when called: the two stay the same
  // functions while the owner types, so the form's context does too, and a field whose value did
  // not change is not drawn again (FieldEditor is memoised on its value).
  const latest = useRef({ value, problems, onChange });
  latest.current = { value, problems, onChange };

  const change = useCallback((path: FieldPath, next: unknown) => {
    const key = pathKey(path);
    const { value: document, problems: answer, onChange: changed } = latest.current;
    setHints((current) => {
      if (!(key in current)) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });
    setEdited((current) =>
      current.answer === answer && current.keys.has(key)
        ? current
        : { answer, keys: new Set([...(current.answer === answer ? current.keys : []), key]) },
    );
    changed(setAt(document, path, next));
  }, []);

  const blur = useCallback(
    (path: FieldPath) => {
      const key = pathKey(path);
      const parsed = parseForOwner(schema, latest.current.value);
      const mine = parsed.success ? [] : parsed.problems.filter((problem) => problem.path === key);
      setHints((current) => {
        if (!mine.length && !(key in current)) return current;
        const { [key]: _old, ...rest } = current;
        return mine.length ? { ...rest, [key]: mine.map((problem) => problem.message) } : rest;
      });
    },
    [schema],
  );

  const context = useMemo<FormContextValue>(
    () => ({ errors, idOf: (key) => fieldId(idPrefix, key), choices, change, blur, disabled, lists, readOnly }),
    [errors, idPrefix, choices, change, blur, disabled, lists, readOnly],
  );
  return (
    <FormContext.Provider value={context}>
      <FieldEditor node={root} path={[]} value={value} depth={0} />
    </FormContext.Provider>
  );
}
