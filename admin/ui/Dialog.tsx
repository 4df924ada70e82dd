import { type ReactNode, useEffect, useId, useRef } from 'react';
import { button } from '../../ui/theme/primitives.css';
import { useToast } from '../toast/toast-context';
import * as s from './dialog.css';

/** Another modal still open under this one (a request's detail under the step-up check), if any. */
const openBeneath = (element: HTMLDialogElement | null) =>
  [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].find((d) => d !== element) ?? null;

/**
 * The admin's modal <dialog>: the browser keeps focus inside, Escape closes it and focus goes back
 * to the button that opened it; toasts show inside it while it is open (the top layer hides the
 * page's), and go back to a dialog beneath, if one is open, when it closes. `children` gets
 * `close`, for a form's Cancel or after an erase.
 */
export function Dialog({
  title,
  size = 'wide',
  closeLabel = 'Close',
  closeOnBackdrop = false,
  mayClose,
  onClose,
  children,
}: {
  title: ReactNode;
  size?: keyof typeof s.dialog;
  closeLabel?: string;
  /** A click outside closes it: for a dialog that holds nothing typed, which such a click would lose. */
  closeOnBackdrop?: boolean;
  /** Asked before Close, Escape or `close` shut it (a form with unsaved typing asks the person); false keeps it open. */
  mayClose?: () => boolean;
  onClose: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { setHost, clear } = useToast();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // What the toasts said was about the task before this dialog; left, an error one stayed over
    // the new dialog's buttons until closed (t4 review, T4-20).
    clear();
    setHost(element);
    return () => setHost(openBeneath(element));
  }, [setHost, clear]);
  const close = () => {
    if (!mayClose || mayClose()) dialog.current?.close();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the keyboard closes a modal dialog with Escape
    <dialog
      ref={dialog}
      className={s.dialog[size]}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the same question as Close.
        if (mayClose && !mayClose()) event.preventDefault();
      }}
      onClose={() => {
        setHost(openBeneath(dialog.current));
        onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === dialog.current) close(); // a click on the backdrop
      }}
    >
      <div className={s.inner}>
        <div className={s.header}>
          <h2 id={titleId} className={s.title}>
            {title}
          </h2>
          <button type="button" className={`${button({ kind: 'outline' })} ${s.close}`} onClick={close}>
            {closeLabel}
          </button>
        </div>
        {children(close)}
      </div>
    </dialog>
  );
}
