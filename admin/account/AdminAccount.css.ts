import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme/contract.css';
import { card as surfaceCard } from '../../ui/theme/primitives.css';

/** The admin pages' shared frame (admin/ui/admin.css.ts). */
export {
  pageStack as stack,
  pageHeader as header,
  pageHeaderActions as headerActions,
  pageSubline as welcome,
} from '../ui/admin.css';

export const card = style([
  surfaceCard,
  { display: 'grid', gap: space.md, minWidth: 0, '@media': { 'screen and (max-width: 767px)': { padding: space.md } } },
]);
export const cardHeader = style({ display: 'grid', gap: space.sm });
export const cardTitle = style({
  fontSize: '1.2rem',
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  outline: 'none',
});
export const recommended = style({
  fontSize: '0.75rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  padding: '0.15rem 0.5rem',
  borderRadius: '999px',
  background: vars.color.successSoft,
  color: vars.color.successInk,
  border: `1px solid ${vars.color.successLine}`,
  // A badge is one word-group: "THIS / DEVICE" broke over two lines beside a long device name at 390 px.
  whiteSpace: 'nowrap',
  display: 'inline-block',
});

export const factorRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});
export const factorText = style({ display: 'grid', gap: '0.15rem', minWidth: 0, flex: '1 1 14rem' });
export const factorName = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });
export const factorFacts = style({ margin: 0, color: vars.color.muted, fontSize: '0.875rem' });
export const rowButtons = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md });
export const removeConfirm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });
export const removeQuestion = style({ margin: 0, fontWeight: 700 });
export const dangerButton = style({
  minHeight: '44px',
  padding: '0.5rem 1rem',
  border: 0,
  borderRadius: radius.md,
  background: vars.color.danger,
  color: vars.color.onDanger,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.65, cursor: 'not-allowed' } },
});
export const renameForm = style({ display: 'grid', gap: space.sm, width: '100%' });

export const addForm = style({ display: 'grid', gap: space.md, justifyItems: 'start' });
globalStyle(`${addForm} > div`, { width: '100%' });

export const count = style({ margin: 0, fontWeight: 700, fontSize: '1.1rem' });
export const countLow = style([count, { color: vars.color.danger }]);

export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const historyItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '0.25rem 1rem',
  padding: `${space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

/* Authenticator app setup */
export const setup = style({ display: 'grid', gap: space.md });
export const setupTitle = style({ fontSize: '1.05rem', margin: 0, outline: 'none' });
export const setupSteps = style({ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.35rem' });
export const qrRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md });
export const qr = style({
  width: '184px',
  height: '184px',
  flex: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
});
export const secretBox = style({ display: 'grid', gap: '0.35rem', minWidth: 0, flex: '1 1 12rem' });
export const secretLabel = style({ margin: 0, fontWeight: 700, fontSize: '0.9375rem' });
export const secret = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '1rem',
  letterSpacing: '0.04em',
  padding: '0.5rem 0.65rem',
  borderRadius: radius.sm,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

/* Recovery codes, shown once */
export const codes = style({
  listStyle: 'none',
  margin: 0,
  padding: space.md,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: space.sm,
  borderRadius: radius.md,
  background: vars.color.surfaceAlt,
  border: `1px dashed ${vars.color.border}`,
});
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '1.05rem',
  fontWeight: 600,
  letterSpacing: '0.05em',
  textAlign: 'center',
  padding: '0.35rem 0',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
export const confirmRow = style({ display: 'flex', alignItems: 'center', gap: space.sm, fontWeight: 600 });
export const checkbox = style({ width: '1.25rem', height: '1.25rem', flex: 'none', accentColor: vars.color.brand });
