import { displayValue } from '../../shared/request-field-sets';
import type { RequestFieldSpec } from '../../shared/request-fields';
import * as b from './LeadBadges.css';
import * as l from './leads.css';

/** One declared field's value as the dashboard shows it: a choice as a badge, long text as a paragraph, "-" when empty. */
export function FieldValue({ field, value }: { field: RequestFieldSpec; value: string | null }) {
  const shown = displayValue(field, value);
  if (shown === null) return <>-</>;
  if (field.format === 'choice' && field.setBy === 'visitor') return <span className={b.serviceBadge}>{shown}</span>;
  if (field.format === 'multiline') return <p className={l.message}>{shown}</p>;
  return <>{shown}</>;
}
