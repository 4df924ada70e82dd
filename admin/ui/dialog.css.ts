import { style, styleVariants } from '@vanilla-extract/css';
import { radius, shadow, space, vars } from '../../ui/theme/contract.css';

/** Below the width where the toasts move beside a dialog (admin/toast/Toaster.css.ts). */
export const PHONE = 'screen and (max-width: 767px)';

const base = style({
  maxHeight: 'calc(100vh - 2rem)',
  padding: 0,
  border: 0,
  borderRadius: radius.lg,
  boxShadow: shadow.raised,
  color: vars.color.ink,
  selectors: { '&::backdrop': { background: vars.color.backdrop } },
  '@media': {
    // A phone: the toasts take a strip of their own at the top of the open dialog and its content
    // scrolls below them, so a toast never lies over the dialog's buttons (admin/toast/Toaster.css.ts).
    // `[open]` only: a closed dialog keeps the browser's display: none.
    [PHONE]: { selectors: { '&[open]': { display: 'flex', flexDirection: 'column', overflow: 'hidden' } } },
  },
});

/** The admin's modal dialogs: a small one (the step-up check), a wide one (a request, a phone call) or a full one. */
export const dialog = styleVariants({
  narrow: [base, { width: 'min(460px, calc(100vw - 2rem))' }],
  wide: [base, { width: 'min(760px, calc(100vw - 1rem))' }],
  /** A form with its preview beside it (a gallery project's editor). */
  full: [base, { width: 'min(1180px, calc(100vw - 1rem))' }],
});

// Anything typed by a visitor or an admin (a name in the repeat list, a note) breaks rather than widening the dialog.
export const inner = style({
  padding: space.lg,
  display: 'grid',
  gap: space.md,
  overflowWrap: 'anywhere',
  minWidth: 0,
  '@media': { [PHONE]: { flex: '1 1 auto', minHeight: 0, overflowY: 'auto' } },
});
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.md,
});
/** "Close" stays one word beside a long name: the name wraps instead. */
export const close = style({ whiteSpace: 'nowrap', flexShrink: 0 });
export const title = style({ fontSize: '1.35rem', margin: 0, overflowWrap: 'anywhere' });
