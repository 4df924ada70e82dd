import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars, onSurface } from '../../ui/theme/contract.css';

export const layout = style({
  display: 'grid',
  gap: space.xl,
  '@media': { [breakpoint.lg]: { gridTemplateColumns: '1.6fr 1fr' } },
});
export const prose = style({ maxWidth: '70ch', fontSize: '1.075rem' });
export const subheading = style({ fontSize: '1.25rem', fontWeight: 750, marginTop: space.lg });
export const aside = style({
  alignSelf: 'start',
  padding: space.lg,
  borderRadius: radius.lg,
  ...onSurface,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.accent}`,
});
export const asideList = style({ margin: `0 0 ${space.md}`, paddingLeft: '1.1rem', display: 'grid', gap: '0.4rem' });
