import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars, onSurface } from '../../ui/theme/contract.css';

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: space.lg,
  counterReset: 'step',
  '@media': { [breakpoint.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(190px, 1fr))' } },
});
export const step = style({
  position: 'relative',
  padding: space.lg,
  paddingTop: `calc(${space.lg} + 8px)`,
  borderRadius: radius.lg,
  ...onSurface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.accent}`,
});
export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 800,
  marginBottom: space.sm,
});
export const title = style({ fontSize: '1.15rem', fontWeight: 750, margin: `0 0 ${space.xs}` });
export const body = style({ color: vars.color.muted, margin: 0 });
