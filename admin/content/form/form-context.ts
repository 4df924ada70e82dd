import { createContext, useContext } from 'react';
import type { FieldPath } from './describe';

/** A value a role may be picked from (an office by its id), with what the owner reads. */
export interface Choice {
  value: string;
  label: string;
}

/** What every field of one generated form shares: its errors, its ids, and how it changes the document. */
export interface FormContextValue {
  /** Problems by path key (`registrations.0.number`), the server's and the hints on leaving a field. */
  errors: Readonly<Record<string, readonly string[]>>;
  /** The element id of the field at a path key: what the error summary and an anchor jump to. */
  idOf: (key: string) => string;
  /** Values to pick from for a role the site knows (offices): a select instead of a text input. */
  choices: Partial<Record<string, readonly Choice[]>>;
  change: (path: FieldPath, value: unknown) => void;
  /** The owner left a field: a hint may be given for it. */
  blur: (path: FieldPath) => void;
  disabled: boolean;
  /**
   * What the owner may do to each list, by its path key (`faqs`, `seo.keywords`): when given, a list
   * it does not name is the code's structure and is drawn without Add, Remove or Move.
   */
  lists?: Readonly<Record<string, ListRule>>;
  /** Path keys of fields shown but not edited here (a city page's address, its key). */
  readOnly?: readonly string[];
}

/** What the owner may do to one list's entries. */
export interface ListRule {
  add: boolean;
  remove: boolean;
  move: boolean;
  /** The fewest entries it keeps (Remove stops there), over the schema's own minimum. */
  min?: number;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('a generated field must be inside a ContentForm');
  return context;
}
