import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../ui/theme/contract.css';
import { autoGrid } from '../../ui/theme/auto-grid';
import { card, fullRows } from '../../ui/theme/primitives.css';

/**
 * A phone: two small tiles a row, each opening on a tap (a <details>), and an open one takes the
 * whole row for its text. From tablet width up the cards of before: every fact open, its summary
 * no longer a control.
 */
const PHONE = 'screen and (max-width: 767px)';
const WIDE = breakpoint.md;

// The cards' grid (primitives' grid.three) with a phone's two columns in the same rule, so no
// stylesheet order can undo them.
export const list = style([
  fullRows,
  autoGrid('280px', space.lg),
  { '@media': { [PHONE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space.sm } } },
]);
export const item = style({
  minWidth: 0,
  '@media': {
    [PHONE]: {
      selectors: {
        // An open tile, and the last of an odd number (no half row left empty), take the whole row.
        '&:has(> details[open]), &:last-child:nth-child(odd)': { gridColumn: '1 / -1' },
      },
    },
  },
});

export const fact = style([
  card,
  {
    height: '100%',
    '@media': {
      // `details&`: above the card's own padding whichever stylesheet comes last.
      [PHONE]: { selectors: { 'details&': { padding: space.md, borderRadius: radius.md } } },
      // Open whatever the attribute says: the text is the card's, not a tap away.
      [WIDE]: {
        display: 'flex',
        flexDirection: 'column',
        gap: space.sm,
        selectors: { '&::details-content': { contentVisibility: 'visible', display: 'contents' } },
      },
    },
  },
]);

export const summary = style({
  display: 'grid',
  gap: space.xs,
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
  '@media': {
    [PHONE]: {
      cursor: 'pointer',
      // The whole tile is the control, at least 44 px tall.
      minHeight: '44px',
    },
    [WIDE]: { gap: space.sm, pointerEvents: 'none' },
  },
});
export const badge = style({
  // A tile is too narrow for the badge beside its words: the label says what kind of proof it is.
  // `summary > &`: above the badge's own display whichever stylesheet comes last (it broke
  // "Manufacturer" in two beside the badge on a 390 px phone).
  '@media': { [PHONE]: { selectors: { 'summary > &': { display: 'none' } } } },
});
export const label = style({
  fontSize: '0.875rem',
  fontWeight: 700,
  color: vars.color.accentText,
  margin: 0,
  '@media': { [PHONE]: { fontSize: '0.75rem', lineHeight: 1.3 } },
});
export const title = style({
  '@media': { [PHONE]: { fontSize: '0.95rem', lineHeight: 1.3, overflowWrap: 'anywhere' } },
});
/** The tile's "open me" sign on a phone, turned once it is open. */
export const more = style({
  display: 'none',
  '@media': {
    [PHONE]: {
      display: 'inline-flex',
      color: vars.color.brand,
      selectors: { 'details[open] > summary > &': { transform: 'rotate(180deg)' } },
    },
  },
});
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  flex: 1,
  '@media': { [PHONE]: { paddingTop: space.sm } },
});
export const link = style({
  marginTop: 'auto',
  fontWeight: 700,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
});
