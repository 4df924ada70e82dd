import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../ui/theme/contract.css';

export const panel = style({
  display: 'grid',
  gap: space.lg,
  alignItems: 'center',
  padding: space.xl,
  borderRadius: radius.lg,
  color: vars.color.onBrand,
  backgroundImage: vars.heroGradient,
  '@media': { [breakpoint.lg]: { gridTemplateColumns: '1.4fr 1fr', padding: space.xxl } },
});
export const banner = style({
  display: 'grid',
  gap: space.md,
  alignItems: 'center',
  padding: space.lg,
  borderRadius: radius.lg,
  background: vars.color.accent,
  color: vars.color.onAccent,
  '@media': { [breakpoint.md]: { gridTemplateColumns: '1fr auto', padding: space.xl } },
});
export const eyebrow = style({
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: '0.8rem',
  margin: `0 0 ${space.xs}`,
  opacity: 0.9,
});
export const heading = style({
  fontSize: 'clamp(1.5rem, 1.1rem + 1.4vw, 2.2rem)',
  fontWeight: 800,
  margin: `0 0 ${space.sm}`,
});
export const body = style({ margin: 0, fontSize: '1.075rem', opacity: 0.95 });
/** Buttons on a grid: stacked at one width on phones, equal columns beside the text on wider screens. */
export const actions = style({
  display: 'grid',
  gap: space.sm,
  alignContent: 'center',
  '@media': {
    [breakpoint.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))', gap: space.md },
  },
});
