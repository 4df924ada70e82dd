import { useId, type InputHTMLAttributes } from 'react';
import { button } from '../../ui/theme/primitives.css';
import * as s from './admin.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  name: string;
  /** Messages from the server about this field, shown under it and tied to it. */
  errors?: string[];
}

/** A labelled input (the label is tied to it), with its errors read out with it. */
export function Field({ label, errors, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <input
        id={id}
        className={s.input}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...input}
      />
      {invalid &&
        (errors!.length > 1 ? (
          <ul id={errorId} className={s.reasons}>
            {errors!.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : (
          <p id={errorId} className={s.fieldError}>
            {errors![0]}
          </p>
        ))}
    </div>
  );
}

/** A new password typed twice (sign-up, reset), each with the server's messages under it. */
export function NewPasswordFields({
  errors,
  label = 'Password',
}: {
  errors: Record<string, string[] | undefined>;
  /** The first field's label; the second is "Confirm <label>". */
  label?: string;
}) {
  return (
    <>
      <Field
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        errors={errors.password}
      />
      <Field
        label={`Confirm ${label}`}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        errors={errors.confirmPassword}
      />
    </>
  );
}

/** A form's full-width submit button, disabled and saying what it does while the call runs. */
export function SubmitButton({
  busy,
  busyLabel,
  label,
  ready = true,
}: {
  busy: boolean;
  busyLabel: string;
  label: string;
  /** False until the page's code runs (see useHydrated): a click before would post the form natively. */
  ready?: boolean;
}) {
  return (
    <button type="submit" className={`${button({ kind: 'secondary' })} ${s.submit}`} disabled={busy || !ready}>
      {busy ? busyLabel : label}
    </button>
  );
}
