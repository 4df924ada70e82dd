import { type ChangeEvent, type FormEvent, type ReactNode, useId, useState } from 'react';
import { errorDataOf } from '../trpc/errors';
import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  officeEntryErrors,
} from '../../shared/contact-rules';
import { COMMERCIAL_FIELDS, VISITOR_FIELD_NAMES } from '../../shared/request-field-sets';
import { useSite } from '../../ui/page-context';
import { ContactFields } from '../../ui/request-inputs/ContactFields';
import { FormActions } from '../ui/FormActions';
import * as l from './leads.css';

export const emptyRequestValues = (): ContactValues =>
  Object.fromEntries(VISITOR_FIELD_NAMES.map((name) => [name, ''])) as ContactValues;

/** A request's stored values (null for an empty optional field) as the form's strings. */
export const requestValuesOf = (values: object): ContactValues =>
  Object.fromEntries(
    VISITOR_FIELD_NAMES.map((name) => [name, (values as Record<string, string | null>)[name] ?? '']),
  ) as ContactValues;

/**
 * The request's visitor fields as the office enters them (a phone call) or corrects them: the web
 * form's own inputs (ContactFields, drawn from shared/request-fields.ts) and its own checks
 * (contact-rules.ts), but for the e-mail, which a caller may not have where there is a phone
 * (officeEntryErrors), in the browser, then the server's, whose field messages show the same way.
 */
export function RequestFieldsForm({
  initial,
  label,
  submitLabel,
  busy,
  extra,
  omit,
  storm = false,
  checkExtra,
  onSubmit,
  onCancel,
}: {
  initial: ContactValues;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  busy: boolean;
  /** More inputs after the fields (the phone call's channel and office). */
  extra?: ReactNode;
  /** Visitor fields this form does not ask (the phone call asks "how did they hear" its own way). */
  omit?: readonly ContactField[];
  /** Asks the storm questions (a phone call while a storm is active). */
  storm?: boolean;
  /** Checks the extra inputs with the fields, showing its own messages; false stops the save. */
  checkExtra?: () => boolean;
  /** Resolves when saved; a refusal with field messages shows them next to the fields. */
  onSubmit: (values: ContactValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const site = useSite();
  const formId = useId();
  const services = site.serviceChoices;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ContactErrors>({});
  // The building questions of a commercial page's form, asked when the office says the call is
  // about a business building (already ticked for a request that has answers to them).
  const [building, setBuilding] = useState(() =>
    COMMERCIAL_FIELDS.some((field) => initial[field.name as ContactField]),
  );
  const onChange =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setValues((before) => ({ ...before, [field]: event.target.value }));
      // A message is about what was typed before: it goes once the field changes, and the next
      // save checks again.
      setErrors(({ [field]: _gone, ...rest }) => rest as ContactErrors);
    };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Unticked, the building answers are cleared: the request is not about a business building.
    const sent = building
      ? values
      : { ...values, ...Object.fromEntries(COMMERCIAL_FIELDS.map((field) => [field.name, ''])) };
    const found = officeEntryErrors(sent, services);
    setErrors(found);
    const extraFine = checkExtra ? checkExtra() : true;
    if (Object.keys(found).length || !extraFine) return;
    onSubmit(sent).catch((error: unknown) => {
      const fields = errorDataOf(error).fieldErrors;
      if (fields)
        setErrors(
          Object.fromEntries(Object.entries(fields).map(([name, messages]) => [name, messages[0]])) as ContactErrors,
        );
    });
  };
  return (
    <form className={l.fieldsForm} aria-label={label} onSubmit={submit} noValidate>
      <label className={l.checkLabel}>
        <input
          type="checkbox"
          className={l.checkbox}
          checked={building}
          onChange={(event) => setBuilding(event.target.checked)}
        />
        A business or commercial building (ask about the building)
      </label>
      <ContactFields
        formId={formId}
        values={values}
        errors={errors}
        services={services}
        compact
        onChange={onChange}
        // The storm questions: asked on a call while a storm is active (the caller says so).
        stormAlways={storm}
        photos={false}
        commercial={building}
        omit={omit}
        labelNotes={{ email: 'or a phone', phone: 'or an e-mail' }}
      />
      {extra}
      <FormActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
