import { style, styleVariants } from '@vanilla-extract/css';
import { radius, shadow, space, vars } from '../../ui/theme/contract.css';

const base = style({
  maxHeight: 'calc(100vh - 2rem)',
  padding: 0,
  border: 0,
  borderRadius: radius.lg,
  boxShadow: shadow.raised,
  color: vars.color.ink,
  selectors: { '&::backdrop': { background: vars.color.backdrop } },
});

/** The admin's modal dialogs: a small one (the step-up check) or a wide one (a request, a phone call). */
export const dialog = styleVariants({
  narrow: [base, { width: 'min(460px, calc(100vw - 2rem))' }],
  wide: [base, { width: 'min(760px, calc(100vw - 1rem))' }],
});

// Anything typed by a visitor or an admin (a name in the repeat list, a note) breaks rather than widening the dialog.
export const inner = style({
  padding: space.lg,
  display: 'grid',
  gap: space.md,
  overflowWrap: 'anywhere',
  minWidth: 0,
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
