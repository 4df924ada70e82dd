import { style } from '@vanilla-extract/css';
import { breakpoint, radius, shadow, space, vars, onSurface } from '../../ui/theme/contract.css';

export const layout = style({
  display: 'grid',
  gap: space.lg,
  alignItems: 'center',
  padding: space.lg,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  ...onSurface,
  boxShadow: shadow.card,
  '@media': { [breakpoint.md]: { gridTemplateColumns: '220px 1fr' } },
});
export const code = style({
  display: 'block',
  width: '200px',
  height: '200px',
  padding: '10px',
  // Dark modules on white, whatever the theme: what every camera reads.
  background: '#fff',
  color: vars.color.ink,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const caption = style({ color: vars.color.muted });

/** Below tablet width the screen is most likely the phone itself: the code and "scan" words give way to a tap. */
export const codeLink = style({ display: 'none', '@media': { [breakpoint.md]: { display: 'block' } } });
export const scanOnly = style({ display: 'none', '@media': { [breakpoint.md]: { display: 'block' } } });
export const phoneOnly = style({ '@media': { [breakpoint.md]: { display: 'none' } } });
