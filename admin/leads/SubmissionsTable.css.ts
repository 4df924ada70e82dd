import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme/contract.css';
import { visuallyHidden } from '../../ui/theme/rules';

// The list of requests: search, filters, the table (cards below the lg breakpoint), its rows.

/**
 * The table's seven columns need about 900 px (their minimum widths keep a name, a contact and a
 * message readable); below the theme's lg breakpoint each request becomes a card instead, or a
 * tablet would scroll the page sideways.
 */
const tableAsCards = 'screen and (max-width: 1023px)';

/* Submissions table */
export const tableHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  marginBottom: space.md,
});
export const searchRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space.md,
  marginBottom: space.sm,
});
export const searchBox = style({ position: 'relative', flex: '1 1 280px', maxWidth: '460px' });
export const searchInput = style({
  width: '100%',
  minHeight: '46px',
  padding: '0.6rem 0.8rem 0.6rem 2.4rem',
  font: 'inherit',
  border: `1px solid ${vars.color.control}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
});
export const searchIcon = style({
  position: 'absolute',
  left: '0.8rem',
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.muted,
  pointerEvents: 'none',
});
export const summary = style({
  margin: `0 0 ${space.md}`,
  color: vars.color.muted,
  fontSize: '0.9375rem',
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '1.5rem',
});

export const tableWrap = style({ borderTop: `1px solid ${vars.color.border}` });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9375rem',
  selectors: { '&[aria-busy="true"]': { opacity: 0.55 } },
  '@media': { [tableAsCards]: { display: 'block' } },
});
export const head = style({ '@media': { [tableAsCards]: visuallyHidden } });
export const body = style({ '@media': { [tableAsCards]: { display: 'grid', gap: space.sm, paddingTop: space.sm } } });
export const columnHeader = style({
  textAlign: 'left',
  padding: '0.7rem 0.75rem',
  fontSize: '0.8125rem',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.muted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:hover': { background: vars.color.hover } },
  '@media': {
    [tableAsCards]: {
      display: 'grid',
      gap: '0.5rem',
      padding: space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: radius.md,
      background: vars.color.surface,
    },
  },
});
export const cell = style({
  padding: '0.8rem 0.75rem',
  verticalAlign: 'top',
  textAlign: 'left',
  fontWeight: 'normal',
  // A 300-character email or word must not widen the table past the screen: `anywhere` (unlike
  // break-word) lets the column's minimum width shrink, so the browser breaks it instead.
  overflowWrap: 'anywhere',
  '@media': {
    [tableAsCards]: {
      display: 'grid',
      gridTemplateColumns: '4.75rem minmax(0, 1fr)',
      justifyItems: 'start',
      fontSize: '0.9375rem',
      gap: space.sm,
      padding: 0,
      selectors: {
        '&::before': {
          content: 'attr(data-label)',
          fontSize: '0.75rem',
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
          color: vars.color.muted,
          paddingTop: '0.15rem',
        },
      },
    },
  },
});
export const statusCell = style([cell, { minWidth: '9.5rem', '@media': { [tableAsCards]: { minWidth: 0 } } }]);
export const nameCell = style([cell, { minWidth: '8rem', '@media': { [tableAsCards]: { minWidth: 0 } } }]);
export const contactCell = style([cell, { minWidth: '11.5rem', '@media': { [tableAsCards]: { minWidth: 0 } } }]);
export const messageCell = style([
  cell,
  { minWidth: '10rem', maxWidth: '24rem', '@media': { [tableAsCards]: { minWidth: 0, maxWidth: 'none' } } },
]);
export const dateCell = style([cell, { whiteSpace: 'nowrap' }]);
export const preview = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: 0,
});
export const readMore = style({ marginTop: '0.25rem', fontSize: '0.875rem' });
export const dateLines = style({ display: 'grid' });

export const empty = style({
  padding: `${space.xl} ${space.md}`,
  textAlign: 'center',
  color: vars.color.muted,
  fontWeight: 600,
  margin: 0,
});
export const tableFooter = style({ display: 'flex', justifyContent: 'center', paddingTop: space.md });

globalStyle(`${row} a`, { overflowWrap: 'anywhere' });
/** An emergency's row: a red edge down its left side, beside the badge that says it in words. */
export const emergencyRow = style({
  '@media': { [tableAsCards]: { borderLeft: `0.375rem solid ${vars.color.danger}` } },
});
globalStyle(`${emergencyRow} > :first-child`, {
  '@media': { 'screen and (min-width: 1024px)': { boxShadow: `inset 0.25rem 0 0 ${vars.color.danger}` } },
});
export const statusLines = style({ display: 'grid', gap: '0.3rem', justifyItems: 'start' });

export const filterRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space.md,
  flex: '1 1 320px',
});
export const filterField = style({
  display: 'grid',
  gap: '0.25rem',
  fontSize: '0.875rem',
  fontWeight: 700,
  color: vars.color.muted,
  flex: '1 1 240px',
  maxWidth: '320px',
});
