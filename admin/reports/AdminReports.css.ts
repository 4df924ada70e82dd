import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../ui/theme/contract.css';
import { card as surfaceCard } from '../../ui/theme/primitives.css';
import { dataColHead } from '../ui/admin.css';

/** The admin pages' shared frame (admin/ui/admin.css.ts). */
export { pageStack as stack, pageHeader as header, pageHeaderActions as headerActions } from '../ui/admin.css';

const narrowScreen = 'screen and (max-width: 767px)';

export const intro = style({ margin: '0.25rem 0 0', color: vars.color.muted, maxWidth: '70ch' });

export const card = style([
  surfaceCard,
  { minWidth: 0, display: 'grid', gap: space.md, '@media': { [narrowScreen]: { padding: space.md } } },
]);
export const secondary = style({ margin: 0, color: vars.color.muted, fontSize: '0.875rem' });

/* The question: grouping, dating, range, download */
export const controls = style({
  display: 'grid',
  gap: space.md,
  alignItems: 'end',
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoint.lg]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr)' },
  },
});
export const field = style({ display: 'grid', gap: '0.35rem', minWidth: 0, margin: 0, padding: 0, border: 0 });
export const label = style({ fontWeight: 700, fontSize: '0.9375rem', padding: 0 });
const control = {
  minHeight: '46px',
  font: 'inherit',
  color: vars.color.ink,
  background: vars.color.surface,
  border: `1px solid ${vars.color.control}`,
  borderRadius: radius.md,
  width: '100%',
  minWidth: 0,
};
export const select = style({ ...control, padding: '0.5rem 0.75rem' });
export const dateInput = style({ ...control, padding: '0.45rem 0.6rem' });
/** Two radio buttons drawn as one switch; each is a real radio, so arrows move between them. */
export const segmented = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  border: `1px solid ${vars.color.control}`,
  borderRadius: radius.md,
  overflow: 'hidden',
  minHeight: '46px',
});
export const segment = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '0.4rem 0.6rem',
  textAlign: 'center',
  fontWeight: 600,
  fontSize: '0.9375rem',
  cursor: 'pointer',
  background: vars.color.surface,
  color: vars.color.ink,
  selectors: {
    '&:has(input:checked)': { background: vars.color.brand, color: vars.color.onBrand },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '& + &': { borderLeft: `1px solid ${vars.color.control}` },
  },
});
export const segmentInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });
export const modeNote = style({ margin: 0, color: vars.color.muted, fontSize: '0.875rem', maxWidth: '80ch' });
/** The grouping's note: right under the Group by choice on a phone, under the whole row once the fields sit side by side. */
export const groupNote = style([
  modeNote,
  {
    gridColumn: '1 / -1',
    '@media': { 'screen and (min-width: 600px)': { order: 1 } },
  },
]);
export const problem = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

/* Chart */
export const chart = style({ margin: 0, display: 'grid', gap: space.sm, minWidth: 0 });
export const charts = style({
  display: 'grid',
  gap: space.lg,
  '@media': { [breakpoint.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const plot = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: space.sm,
  rowGap: '0.35rem',
});
export const svg = style({ display: 'block', width: '100%', height: '180px' });
export const monthLabels = style({
  display: 'flex',
  justifyContent: 'space-around',
  fontSize: '0.75rem',
  color: vars.color.muted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});
export const monthLabel = style({ flex: '1 1 0', textAlign: 'center', minWidth: 0, overflow: 'visible' });
/** Every other label: a phone has room for about six under a year of bars. */
export const monthLabelMinor = style([monthLabel, { '@media': { [narrowScreen]: { visibility: 'hidden' } } }]);
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.35rem 1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.875rem',
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' });
export const swatch = style({ width: '0.85rem', height: '0.85rem', borderRadius: '3px', flex: 'none' });

/* Horizontal bars (one per channel, city, service or office) */
export const bars = style({ display: 'grid', gap: '0.6rem', margin: 0, padding: 0, listStyle: 'none' });
export const barRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 12rem) minmax(0, 1fr)',
  gap: '0.25rem 0.75rem',
  alignItems: 'center',
  fontSize: '0.875rem',
  '@media': { [narrowScreen]: { gridTemplateColumns: '1fr' } },
});
export const barLabel = style({ overflowWrap: 'anywhere' });
export const barTrack = style({ display: 'flex', alignItems: 'center', gap: '0.5rem', minWidth: 0 });
export const barBox = style({
  position: 'relative',
  height: '1.1rem',
  flex: '1 1 auto',
  minWidth: 0,
  background: vars.color.surfaceAlt,
  borderRadius: '3px',
});
export const barRequests = style({
  position: 'absolute',
  insetBlock: 0,
  left: 0,
  background: vars.color.brandSoft,
  borderRadius: '3px',
});
export const barWon = style({
  position: 'absolute',
  insetBlock: 0,
  left: 0,
  background: vars.color.brand,
  borderRadius: '3px',
});
export const barFigures = style({
  flex: 'none',
  minWidth: '5.5rem',
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});

/* Table: the admin pages' table of figures (admin/ui/admin.css.ts) */
export { dataTableBox as tableBox, dataTable as table, dataColHead as colHead } from '../ui/admin.css';
export const caption = style({ margin: 0, fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' });
export const colHeadKey = style([dataColHead, { textAlign: 'left', minWidth: '10rem' }]);
export const colHeadMonth = style([dataColHead, { textAlign: 'left', minWidth: '5.5rem' }]);
export const rowHead = style({
  textAlign: 'left',
  fontWeight: 600,
  padding: '0.55rem 0.75rem',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
export const monthCell = style({
  padding: '0.55rem 0.75rem',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  color: vars.color.muted,
});
export const num = style({
  textAlign: 'right',
  padding: '0.55rem 0.75rem',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const totalRow = style({ background: vars.color.surfaceAlt, fontWeight: 700 });
export const monthStart = style({ borderTop: `2px solid ${vars.color.border}` });
export const empty = style({ padding: space.lg, textAlign: 'center', color: vars.color.muted });
