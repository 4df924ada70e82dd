/**
 * The field lists the code walks, derived from the declaration in request-fields.ts. Kept apart
 * from the declaration so that a test which swaps the declaration (vi.mock) changes every list.
 */
import { REQUEST_FIELDS, type RequestFieldSpec, type VisitorFieldName } from './request-fields';

type Place = keyof RequestFieldSpec['shows'];

/** The fields a visitor fills in, in the form's order. */
export const VISITOR_FIELDS: readonly RequestFieldSpec[] = (REQUEST_FIELDS as readonly RequestFieldSpec[]).filter(
  (field) => field.setBy === 'visitor',
);
/** The fields the server sets from where a request came from: every system field but `source`. */
export const PROVENANCE_FIELDS: readonly RequestFieldSpec[] = (REQUEST_FIELDS as readonly RequestFieldSpec[]).filter(
  (field) => field.setBy === 'system' && field.name !== 'source',
);
export const VISITOR_FIELD_NAMES = VISITOR_FIELDS.map((field) => field.name as VisitorFieldName);
/** The visitor fields asked only in storm mode (`group: 'storm'`), in the form's order. */
export const STORM_FIELDS: readonly RequestFieldSpec[] = VISITOR_FIELDS.filter((field) => field.group === 'storm');
/** The visitor fields asked only on a commercial page (`group: 'commercial'`), in the form's order. */
export const COMMERCIAL_FIELDS: readonly RequestFieldSpec[] = VISITOR_FIELDS.filter(
  (field) => field.group === 'commercial',
);

/** Which groups of questions a form asks besides the common ones. */
export interface FieldGroups {
  storm: boolean;
  commercial: boolean;
}
export const ALL_GROUPS: FieldGroups = { storm: true, commercial: true };
export const NO_GROUPS: FieldGroups = { storm: false, commercial: false };

/** The visitor fields a form asks: those of no group, and those of each group it asks. */
export function visitorFieldsFor(groups: FieldGroups): readonly RequestFieldSpec[] {
  return VISITOR_FIELDS.filter((field) => !field.group || groups[field.group]);
}

/** The fields that show in one place (in one way, when given), in the declared order. */
export function fieldsShownIn<P extends Place>(
  place: P,
  how?: NonNullable<RequestFieldSpec['shows'][P]>,
): readonly RequestFieldSpec[] {
  return (REQUEST_FIELDS as readonly RequestFieldSpec[]).filter((field) => {
    const shown = field.shows[place];
    return how === undefined ? Boolean(shown) : shown === how;
  });
}

/** A field's value among values by name, or null. */
export function fieldValue(values: object, field: RequestFieldSpec): string | null {
  const value = (values as Readonly<Record<string, unknown>>)[field.name];
  return typeof value === 'string' ? value : null;
}

/** The words for a stored value: an option's label where it has one, else the value itself. */
export function displayValue(field: RequestFieldSpec, value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return field.optionLabels?.[value] ?? value;
}

/** Values by column from values by name: what an insert writes. */
export function toColumns(fields: readonly RequestFieldSpec[], values: object): Record<string, string | null> {
  const row: Record<string, string | null> = {};
  for (const field of fields) row[field.column] = fieldValue(values, field);
  return row;
}

/** Values by name from a row by column. */
export function fromColumns(
  fields: readonly RequestFieldSpec[],
  row: Readonly<Record<string, unknown>>,
): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  for (const field of fields) {
    const value = row[field.column];
    values[field.name] = value === null || value === undefined ? null : String(value);
  }
  return values;
}
