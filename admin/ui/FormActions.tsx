import { button } from '../../ui/theme/primitives.css';
import * as a from './admin.css';

/**
 * An admin form's submit button and its Cancel, the same in every form (a request's fields, storm
 * mode, an authenticator app). `busyLabel` replaces the label while the form is sent.
 */
export function FormActions({
  submitLabel,
  busy,
  busyLabel,
  onCancel,
}: {
  submitLabel: string;
  busy: boolean;
  busyLabel?: string;
  onCancel: () => void;
}) {
  return (
    <div className={a.buttonRow}>
      <button type="submit" className={button({ kind: 'secondary' })} disabled={busy}>
        {busy && busyLabel ? busyLabel : submitLabel}
      </button>
      <button type="button" className={button({ kind: 'outline' })} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
