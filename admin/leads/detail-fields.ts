import { fieldsShownIn, fieldValue } from '../../shared/request-field-sets';
import type { RequestFieldSpec } from '../../shared/request-fields';

/** The fields the detail lists one by one (the contact block and the provenance have their own). */
export const DETAIL_OWN = fieldsShownIn('detail', true);

/**
 * The detail's rows for one request: every ungrouped field, and a group's questions only where one
 * of that group was answered (the storm questions on a storm request, the building's on a
 * commercial one). Checked across groups, any storm answer also showed "Company - / Building - /
 * Roof size -" on a homeowner's request (t4 review, T4-17).
 */
export function detailFields(values: object, fields: readonly RequestFieldSpec[] = DETAIL_OWN): RequestFieldSpec[] {
  const answered = new Set(fields.filter((f) => f.group && fieldValue(values, f) !== null).map((f) => f.group));
  return fields.filter((field) => !field.group || answered.has(field.group));
}
