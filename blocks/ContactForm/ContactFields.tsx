import type { ChangeEvent } from 'react';
import type { ContactErrors, ContactField, ContactValues } from '../../shared/contact-rules';
import { fieldOptions } from '../../shared/contact-rules';
import { VISITOR_FIELDS } from '../../shared/request-field-sets';
import type { RequestFieldSpec } from '../../shared/request-fields';
import { Icon } from '../../ui/Icon';
import * as s from './ContactForm.css';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const INPUT_TYPES: Partial<Record<RequestFieldSpec['format'], string>> = { email: 'email', phone: 'tel' };

/**
 * The form's inputs, one per visitor field of the declaration (shared/request-fields.ts), in its
 * order: the same markup with and without JavaScript, so a post without it sends every field.
 */
export function ContactFields({
  formId,
  values,
  errors,
  services,
  compact,
  onChange,
}: {
  formId: string;
  values: ContactValues;
  errors: ContactErrors;
  services: readonly string[];
  compact: boolean;
  onChange: (field: ContactField) => (event: ChangeEvent<Control>) => void;
}) {
  const id = (part: string) => `${formId}-${part}`;
  return (
    <div className={s.grid}>
      {VISITOR_FIELDS.map((field) => {
        const name = field.name as ContactField;
        const error = errors[name];
        const common = {
          id: id(name),
          name,
          value: values[name],
          onChange: onChange(name),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? id(`${name}-error`) : undefined,
          className: error ? `${s.control} ${s.controlInvalid}` : s.control,
        };
        return (
          <div key={name} className={field.input?.wide ? `${s.field} ${s.wide}` : s.field}>
            <label htmlFor={id(name)} className={s.label}>
              {field.label}
              {!field.required && <span className={s.optional}> (optional)</span>}
            </label>
            {field.format === 'choice' ? (
              <select {...common} required={field.required ? true : undefined}>
                <option value="">{field.input?.placeholder ?? `Choose ${field.label.toLowerCase()}`}</option>
                {fieldOptions(field, services).map((option) => (
                  <option key={option} value={option}>
                    {field.optionLabels?.[option] ?? option}
                  </option>
                ))}
              </select>
            ) : field.format === 'multiline' ? (
              <textarea
                {...common}
                maxLength={field.limit}
                rows={compact ? 3 : 5}
                required={field.required ? true : undefined}
              />
            ) : (
              <input
                {...common}
                maxLength={field.limit}
                type={INPUT_TYPES[field.format] ?? 'text'}
                autoComplete={field.input?.autoComplete}
                required={field.required ? true : undefined}
              />
            )}
            {error && (
              <p id={id(`${name}-error`)} className={s.error}>
                <Icon name="emergency" size={16} /> {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
