import { useId, useState, type InputHTMLAttributes } from 'react';
import { useSite } from '../../ui/page-context';
import { button } from '../../ui/theme/primitives.css';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import * as s from './admin.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  name: string;
  /** Messages from the server about this field, shown under it and tied to it. */
  errors?: string[];
  /** More that describes the field (a strength meter's id), read out with it. */
  describedBy?: string;
}

/** A labelled input (the label is tied to it), with its errors read out with it. */
export function Field({ label, errors, describedBy, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  const described = [invalid ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <input id={id} className={s.input} aria-invalid={invalid || undefined} aria-describedby={described} {...input} />
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

/**
 * "Show password" (ASVS 2.1.12): a real checkbox, so its state is read out and it works from the
 * keyboard; it shows every password field of its form at once (a new password and its confirmation).
 */
function ShowPassword({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) {
  return (
    <label className={s.showPassword}>
      <input
        type="checkbox"
        className={s.showPasswordBox}
        checked={shown}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      Show password
    </label>
  );
}

/** A password being typed to sign in or to prove who one is, with its show-password checkbox. */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className={s.field}>
      {/* The browser offers to save or fill what it sees as a password, shown or not: the autocomplete hint keeps it right. */}
      <Field {...props} type={shown ? 'text' : 'password'} autoCapitalize="none" autoCorrect="off" spellCheck={false} />
      <ShowPassword shown={shown} onChange={setShown} />
    </div>
  );
}

/**
 * A new password typed twice (sign-up, reset, change), each with the server's messages under it,
 * a strength meter as it is typed and one show-password checkbox for both.
 */
export function NewPasswordFields({
  errors,
  label = 'Password',
  person = { email: '', fullName: '' },
}: {
  errors: Record<string, string[] | undefined>;
  /** The first field's label; the second is "Confirm <label>". */
  label?: string;
  /** Whose password it is, as far as the form knows: the meter refuses their name and email as the server does. */
  person?: { email: string; fullName: string };
}) {
  const [shown, setShown] = useState(false);
  const [typed, setTyped] = useState('');
  const meterId = useId();
  const company = useSite().company.name;
  const type = shown ? 'text' : 'password';
  const plain = { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;
  return (
    <>
      <Field
        label={label}
        name="password"
        type={type}
        autoComplete="new-password"
        required
        errors={errors.password}
        describedBy={typed ? meterId : undefined}
        onChange={(event) => setTyped(event.currentTarget.value)}
        {...plain}
      />
      <PasswordStrengthMeter password={typed} person={person} company={company} id={meterId} />
      <Field
        label={`Confirm ${label}`}
        name="confirmPassword"
        type={type}
        autoComplete="new-password"
        required
        errors={errors.confirmPassword}
        {...plain}
      />
      <ShowPassword shown={shown} onChange={setShown} />
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
