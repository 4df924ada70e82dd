import { typedPhoneTelHref } from '../../shared/phone';
import { fieldValue } from '../../shared/request-field-sets';
import type { RequestFieldSpec } from '../../shared/request-fields';
import { mailtoHref, mapHref } from './contact-links';
import * as a from '../ui/admin.css';
import * as d from './LeadDialog.css';

/**
 * A request's contact fields (`contact` in shared/request-fields.ts) in their declared order:
 * an email as a mailto link, a phone as a tel link (each only when well-formed), an address with a
 * map link, anything else as text.
 */
export function ContactDetails({ fields, values }: { fields: readonly RequestFieldSpec[]; values: object }) {
  return (
    <div className={d.contactList}>
      {fields.map((field) => {
        const value = fieldValue(values, field);
        if (value === null) return null;
        const href =
          field.format === 'email' ? mailtoHref(value) : field.format === 'phone' ? typedPhoneTelHref(value) : null;
        if (href)
          return (
            <a key={field.name} href={href}>
              {value}
            </a>
          );
        // A street address (the declaration's autocomplete says which field is one) gets a map link.
        if (field.input?.autoComplete === 'street-address')
          return (
            <span key={field.name} className={a.secondary}>
              {value}{' '}
              <a href={mapHref(value)} target="_blank" rel="noopener noreferrer">
                Map<span className="visually-hidden"> of {value} (opens in a new tab)</span>
              </a>
            </span>
          );
        return (
          <span
            key={field.name}
            className={field.format === 'email' || field.format === 'phone' ? undefined : a.secondary}
          >
            {value}
          </span>
        );
      })}
    </div>
  );
}
