import { style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme/contract.css';
import { card as surfaceCard } from '../../ui/theme/primitives.css';

/** The admin pages' shared frame (admin/ui/admin.css.ts). */
export {
  pageStack as stack,
  pageHeader as header,
  pageHeaderActions as headerActions,
  pageSubline as subline,
} from '../ui/admin.css';

const narrowScreen = 'screen and (max-width: 767px)';

export const column = style({ display: 'grid', gap: space.lg, minWidth: 0, alignContent: 'start' });

export const card = style([
  surfaceCard,
  { display: 'grid', gap: space.md, minWidth: 0, '@media': { [narrowScreen]: { padding: space.md } } },
]);

/** Label / value pairs: side by side, the label in a fixed column; stacked on a phone. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, auto) minmax(0, 1fr)',
  gap: `${space.sm} ${space.md}`,
  margin: 0,
  '@media': { [narrowScreen]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: '0.15rem' } },
});
export const factLabel = style({
  color: vars.color.muted,
  fontWeight: 600,
  fontSize: '0.9375rem',
  '@media': { [narrowScreen]: { marginTop: space.sm, selectors: { '&:first-child': { marginTop: 0 } } } },
});
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const listItem = style({
  display: 'grid',
  gap: '0.2rem',
  padding: `${space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  selectors: { '&:first-child': { borderTop: 0, paddingTop: 0 } },
});
export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.25rem 0.75rem',
  fontWeight: 700,
});

const pill = {
  display: 'inline-block',
  padding: '0.1rem 0.55rem',
  borderRadius: radius.pill,
  fontSize: '0.8125rem',
  fontWeight: 700,
  whiteSpace: 'nowrap',
} as const;
/** A grade in words and colour, never colour alone. */
export const grade = styleVariants({
  ok: {
    ...pill,
    background: vars.color.successSoft,
    color: vars.color.successInk,
    border: `1px solid ${vars.color.successLine}`,
  },
  warn: {
    ...pill,
    background: vars.color.warningSoft,
    color: vars.color.warningInk,
    border: `1px solid ${vars.color.warningLine}`,
  },
  fail: {
    ...pill,
    background: vars.color.dangerSoft,
    color: vars.color.dangerInk,
    border: `1px solid ${vars.color.dangerLine}`,
  },
  neutral: {
    ...pill,
    background: vars.color.surfaceAlt,
    color: vars.color.muted,
    border: `1px solid ${vars.color.border}`,
  },
});

export const alarmTodo = style({ margin: '0.35rem 0 0', fontSize: '0.9375rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginTop: '0.75rem' });

/** A role's line in the staff card: its label and words stay in the facts' two columns. */
export const roleLine = style({ display: 'contents' });
/** An account's role picker. */
export const roleSelect = style({
  minHeight: '46px',
  padding: '0.5rem 2rem 0.5rem 0.75rem',
  font: 'inherit',
  color: vars.color.ink,
  background: vars.color.surface,
  border: `1px solid ${vars.color.control}`,
  borderRadius: radius.md,
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
