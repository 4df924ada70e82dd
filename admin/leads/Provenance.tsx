import { Fragment } from 'react';
import { fieldsShownIn, fieldValue } from '../../shared/request-field-sets';
import { FieldValue } from './FieldValue';
import * as a from '../ui/admin.css';
import * as d from './LeadDialog.css';
import * as l from './leads.css';

/** The fields the declaration puts in the detail's "Where it came from" block, in its order. */
const PROVENANCE = fieldsShownIn('detail', 'provenance');

/**
 * Where a request came from (the declaration's `provenance` fields): only the ones given, the
 * office by its name. A request stored before this was kept, or sent by the form widget, has none.
 */
export function Provenance({ lead }: { lead: object }) {
  const given = PROVENANCE.map((field) => ({ field, value: fieldValue(lead, field) })).filter(
    ({ value }) => value !== null,
  );
  if (!given.length) return <p className={a.secondary}>Not recorded for this request.</p>;
  return (
    <dl className={d.provenance}>
      {given.map(({ field, value }) => (
        <Fragment key={field.name}>
          <dt className={d.provenanceTerm}>{field.shortLabel ?? field.label}</dt>
          <dd className={l.detailValue}>
            <FieldValue field={field} value={value} />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
