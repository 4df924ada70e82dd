import { officeLabel } from '../../schema/office-routing';
import { displayValue } from '../../shared/request-field-sets';
import { useSite } from '../../ui/page-context';
import type { RequestFieldSpec } from '../../shared/request-fields';
import * as b from './LeadBadges.css';
import * as l from './leads.css';

/**
 * One declared field's value as the dashboard shows it: a choice as a badge, long text as a
 * paragraph, an office by its name, "-" when empty.
 */
export function FieldValue({ field, value }: { field: RequestFieldSpec; value: string | null }) {
  const site = useSite();
  const shown = field.name === 'office' ? officeLabel(site, value) : displayValue(field, value);
  if (shown === null) return <>-</>;
  if (field.format === 'choice' && field.setBy === 'visitor') return <span className={b.serviceBadge}>{shown}</span>;
  if (field.format === 'multiline') return <p className={l.message}>{shown}</p>;
  return <>{shown}</>;
}
