import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../ui/theme/contract.css';

export const layout = style({
  display: 'grid',
  gap: space.xl,
  alignItems: 'start',
  '@media': { [breakpoint.md]: { gridTemplateColumns: '240px minmax(0, 1fr)' } },
});
/** A phone shows a smaller portrait above the story; wider screens a larger one beside it. */
const portraitBox = {
  width: '100%',
  maxWidth: '160px',
  aspectRatio: '4 / 5',
  borderRadius: radius.lg,
  '@media': { [breakpoint.md]: { maxWidth: '240px' } },
} as const;
export const portrait = style({ display: 'block', ...portraitBox, overflow: 'hidden' });
export const photo = style({ width: '100%', height: '100%', objectFit: 'cover' });
/** Until the owner's photo is in: the founder's initials on the brand colour, the size the photo will be. */
export const initials = style({
  ...portraitBox,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: 'clamp(2.75rem, 8vw, 4rem)',
  fontWeight: 800,
  letterSpacing: '0.04em',
});
export const copy = style({ maxWidth: '68ch' });
export const name = style({ fontSize: '1.5rem', fontWeight: 800, margin: 0 });
// The section's own text colour: the block sits on light and dark bands alike.
export const role = style({ fontWeight: 700, margin: `${space.xs} 0 ${space.md}` });
export const paragraph = style({ margin: `0 0 ${space.md}` });
