import { useId, type InputHTMLAttributes } from 'react';
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
