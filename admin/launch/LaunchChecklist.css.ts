import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../ui/theme/contract.css';
import { card as surfaceCard } from '../../ui/theme/primitives.css';

export const card = style([
  surfaceCard,
  { display: 'grid', gap: space.md, minWidth: 0, '@media': { 'screen and (max-width: 767px)': { padding: space.md } } },
]);
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.sm,
});
export const heading = style({ fontSize: '1.2rem', margin: 0 });
export const count = style({ margin: 0, fontWeight: 800, fontSize: '1.05rem' });
/** The progress bar: a filled share of a track, drawn with the theme's colours. */
export const track = style({
  height: '0.75rem',
  borderRadius: radius.pill,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const fill = style({ height: '100%', background: vars.color.success, borderRadius: radius.pill });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: '0.9375rem' });
export const details = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: space.sm });
export const summary = style({
  cursor: 'pointer',
  fontWeight: 700,
  paddingBlock: '0.6rem',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const groupHeading = style({ margin: `${space.md} 0 ${space.xs}`, fontSize: '1rem' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });
/** One thing to do: what, and where it is done; side by side from a tablet up. */
export const item = style({
  display: 'grid',
  gap: space.xs,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  background: vars.color.surfaceAlt,
  overflowWrap: 'anywhere',
  '@media': {
    [breakpoint.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', columnGap: space.lg },
  },
});
/** The report's words start in lower case ("a finished roof…"); as a line of their own they start a sentence. */
export const todo = style({ margin: 0, selectors: { '&::first-letter': { textTransform: 'uppercase' } } });
export const link = style({
  fontWeight: 700,
  justifySelf: 'start',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
});
export const place = style({ margin: 0, color: vars.color.muted, fontSize: '0.875rem' });
export const doneItem = style([item, { textDecoration: 'line-through', color: vars.color.muted }]);

/** The two editors the owner keeps the site's facts and photos in, side by side, wrapping on a phone. */
export const editLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  margin: '0.75rem 0',
});
