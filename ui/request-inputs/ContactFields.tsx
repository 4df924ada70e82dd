import type { ChangeEvent } from 'react';
import type { ContactErrors, ContactField, ContactValues } from '../../shared/contact-rules';
import { fieldOptions, limitNote } from '../../shared/contact-rules';
import { COMMERCIAL_FIELDS, NO_GROUPS, STORM_FIELDS, visitorFieldsFor } from '../../shared/request-field-sets';
import type { RequestFieldSpec } from '../../shared/request-fields';
import { STORM_FORM_ATTR } from '../../shared/storm-form';
import { PHOTO_ACCEPT, PHOTO_LIMITS, PHOTOS_FIELD, photoMessages } from '../../shared/storm-photos';
import { Icon } from '../Icon';
import * as s from './request-inputs.css';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const INPUT_TYPES: Partial<Record<RequestFieldSpec['format'], string>> = { email: 'email', phone: 'tel', date: 'date' };
/** The fields every form asks, in the declared order. */
const COMMON_FIELDS = visitorFieldsFor(NO_GROUPS);

interface FieldsProps {
  formId: string;
  values: ContactValues;
  errors: ContactErrors;
  services: readonly string[];
  compact: boolean;
  onChange: (field: ContactField) => (event: ChangeEvent<Control>) => void;
  /** The page always asks the storm questions (a storm-damage page); else only while a storm runs. */
  stormAlways: boolean;
  /** A commercial page: the form asks about the company, the building and its roof. */
  commercial: boolean;
  /** The problem with the chosen photos, from the form's check or the server's answer. */
  photoError?: string;
  /** Fields this form does not ask (the dashboard's phone call asks "how did they hear" its own way). */
  omit?: readonly ContactField[];
  /** Words after a label in place of "(optional)" or nothing (the dashboard's "phone or e-mail"). */
  labelNotes?: Partial<Record<ContactField, string>>;
  /** Asks for photos with the storm questions (the public form); the dashboard's forms do not take files. */
  photos?: boolean;
  /** Called when a field loses focus (the form checks the e-mail's domain then, not while it is typed). */
  onBlur?: (field: ContactField) => void;
  /**
   * The public form's "Did you mean …?" under the e-mail (shared/email-typos.ts): undefined where a
   * form offers none, null while there is nothing to say (the live region stays, so the words are read when they come).
   */
  emailSuggestion?: { address: string; accept: () => void } | null;
}

/**
 * The form's inputs, one per visitor field of the declaration (shared/request-fields.ts), in its
 * order: the same markup with and without JavaScript, so a post without it sends every field. The
 * storm questions and the photos sit in their own fieldset, shown in storm mode (shared/storm-form.ts).
 */
export function ContactFields(props: FieldsProps) {
  const { formId, stormAlways, photoError } = props;
  const id = (part: string) => `${formId}-${part}`;
  return (
    <>
      <div className={s.grid}>
        {COMMON_FIELDS.filter((field) => !props.omit?.includes(field.name as ContactField)).map((field) =>
          renderField(field, props),
        )}
      </div>
      {props.commercial && (
        <fieldset className={s.groupFields}>
          <legend className={s.stormLegend}>About the building</legend>
          <p className={s.stormIntro}>All optional: it helps us bring the right crew and drawings to the visit.</p>
          <div className={s.grid}>{COMMERCIAL_FIELDS.map((field) => renderField(field, props))}</div>
        </fieldset>
      )}
      <fieldset className={s.stormFields} {...{ [STORM_FORM_ATTR]: stormAlways ? 'always' : 'active' }}>
        <legend className={s.stormLegend}>About the storm damage</legend>
        <p className={s.stormIntro}>All optional: answer what you know. They help us with your insurance claim.</p>
        <div className={s.grid}>
          {STORM_FIELDS.map((field) => renderField(field, props))}
          {props.photos !== false && (
            <div className={`${s.field} ${s.wide}`}>
              <label htmlFor={id(PHOTOS_FIELD)} className={s.label}>
                Photos of the damage<span className={s.optional}> (optional, up to {PHOTO_LIMITS.files})</span>
              </label>
              <p id={id(`${PHOTOS_FIELD}-hint`)} className={s.hint}>
                {photoMessages.hint}
              </p>
              <input
                id={id(PHOTOS_FIELD)}
                name={PHOTOS_FIELD}
                type="file"
                multiple
                accept={PHOTO_ACCEPT}
                className={photoError ? `${s.fileControl} ${s.controlInvalid}` : s.fileControl}
                aria-invalid={photoError ? true : undefined}
                aria-describedby={
                  photoError
                    ? `${id(`${PHOTOS_FIELD}-hint`)} ${id(`${PHOTOS_FIELD}-error`)}`
                    : id(`${PHOTOS_FIELD}-hint`)
                }
              />
              {photoError && (
                <p id={id(`${PHOTOS_FIELD}-error`)} className={s.error}>
                  <Icon name="emergency" size={16} /> {photoError}
                </p>
              )}
            </div>
          )}
        </div>
      </fieldset>
    </>
  );
}

function renderField(field: RequestFieldSpec, props: FieldsProps) {
  const { formId, values, errors, services, compact, onChange } = props;
  const id = (part: string) => `${formId}-${part}`;
  const name = field.name as ContactField;
  const error = errors[name];
  const hint = field.input?.hint;
  const note = limitNote(field, values[name]);
  const suggestion = name === 'email' ? props.emailSuggestion : undefined;
  const described = [
    hint && id(`${name}-hint`),
    error && id(`${name}-error`),
    note && id(`${name}-count`),
    suggestion && id(`${name}-suggestion`),
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    id: id(name),
    name,
    value: values[name],
    onChange: onChange(name),
    onBlur: props.onBlur ? () => props.onBlur?.(name) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    className: error ? `${s.control} ${s.controlInvalid}` : s.control,
  };
  return (
    <div key={name} className={field.input?.wide ? `${s.field} ${s.wide}` : s.field}>
      <label htmlFor={id(name)} className={s.label}>
        {field.label}
        {props.labelNotes?.[name] ? (
          <span className={s.optional}> ({props.labelNotes[name]})</span>
        ) : (
          !field.required && <span className={s.optional}> (optional)</span>
        )}
      </label>
      {hint && (
        <p id={id(`${name}-hint`)} className={s.hint}>
          {hint}
        </p>
      )}
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
        // No maxlength: a paste is never cut short in silence; the note below counts instead.
        <textarea {...common} rows={compact ? 3 : 5} required={field.required ? true : undefined} />
      ) : (
        <input
          {...common}
          type={INPUT_TYPES[field.format] ?? 'text'}
          autoComplete={field.input?.autoComplete}
          required={field.required ? true : undefined}
        />
      )}
      {note && (
        <p id={id(`${name}-count`)} className={note.over ? `${s.count} ${s.countOver}` : s.count}>
          {note.text}
        </p>
      )}
      {suggestion !== undefined && (
        // A polite live region of its own (not a second role=status beside the form's summary): read out when words come.
        <p id={id(`${name}-suggestion`)} className={s.suggestion} aria-live="polite">
          {suggestion && (
            <>
              Did you mean{' '}
              <button type="button" className={s.suggestionButton} onClick={suggestion.accept}>
                {suggestion.address}
              </button>
              ? If not, send it as typed.
            </>
          )}
        </p>
      )}
      {error && (
        <p id={id(`${name}-error`)} className={s.error}>
          <Icon name="emergency" size={16} /> {error}
        </p>
      )}
    </div>
  );
}
