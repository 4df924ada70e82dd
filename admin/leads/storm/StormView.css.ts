import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../ui/theme/contract.css';
import { card as surfaceCard } from '../../../ui/theme/primitives.css';

export const panel = style([
  surfaceCard,
  { display: 'grid', gap: space.md, minWidth: 0, borderTop: `4px solid ${vars.color.accent}` },
]);
export const head = style({ display: 'grid', gap: '0.25rem' });
export const title = style({ fontSize: '1.3rem', margin: 0, overflowWrap: 'anywhere' });
export const sub = style({ margin: 0, color: vars.color.muted, overflowWrap: 'anywhere' });
export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7.5rem, 1fr))',
  gap: space.sm,
  margin: 0,
});
export const counter = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  padding: `${space.sm} ${space.md}`,
});
export const counterLabel = style({ margin: 0, color: vars.color.muted, fontWeight: 700, fontSize: '0.875rem' });
export const counterValue = style({ margin: 0, fontSize: '1.6rem', fontWeight: 800 });
export const leakValue = style({ color: vars.color.danger });
export const sectionTitle = style({ fontSize: '1.05rem', margin: `${space.sm} 0 0` });
export const item = style({
  display: 'grid',
  gap: '0.3rem',
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  // Fixed outer columns: each row is a grid of its own, so only fixed widths line the columns up.
  '@media': {
    'screen and (min-width: 768px)': {
      gridTemplateColumns: 'minmax(0, 1fr) 14rem 16rem',
      alignItems: 'center',
      columnGap: space.md,
    },
  },
});
export const leakItem = style({ borderLeft: `5px solid ${vars.color.danger}` });
export const who = style({ display: 'grid', gap: '0.15rem', minWidth: 0 });
export const name = style({
  font: 'inherit',
  fontWeight: 800,
  color: vars.color.brand,
  background: 'none',
  border: 0,
  padding: 0,
  textAlign: 'left',
  textDecoration: 'underline',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  minHeight: '44px',
});
export const line = style({ margin: 0, color: vars.color.muted, fontSize: '0.9rem', overflowWrap: 'anywhere' });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: '0.3rem', alignItems: 'center' });
export const leakBadge = style({
  display: 'inline-block',
  padding: '0.15rem 0.55rem',
  borderRadius: '999px',
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontWeight: 800,
  fontSize: '0.8rem',
});
export const wait = style({
  fontWeight: 700,
  // Wraps inside its column: "Overdue · waiting 1 h 30 min (storm, around the clock)" is wider
  // than it, and unwrapped it ran over the badges beside it.
  '@media': { 'screen and (min-width: 768px)': { justifySelf: 'end', textAlign: 'right', minWidth: 0 } },
});
export const end = style({ '@media': { 'screen and (min-width: 768px)': { justifySelf: 'end' } } });
export const waitOverdue = style({ color: vars.color.danger });
export const empty = style({ margin: 0, color: vars.color.muted });
export const callButton = style({
  minHeight: '44px',
  whiteSpace: 'nowrap',
  '@media': { 'screen and (min-width: 768px)': { justifySelf: 'end' } },
});
export const photos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const photo = style({
  display: 'block',
  width: '8rem',
  height: '6rem',
  objectFit: 'cover',
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const past = style({ display: 'grid', gap: space.sm });
export const pastSummary = style({
  fontSize: '1.05rem',
  fontWeight: 700,
  cursor: 'pointer',
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::before': { content: '"▸"', color: vars.color.muted },
    'details[open] > &::before': { content: '"▾"' },
  },
});
