import { style } from '@vanilla-extract/css';
import { radius, vars } from '../../ui/theme/contract.css';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.ink,
});
export const main = style({ flex: 1, outline: 'none' });
export const skip = style({
  position: 'absolute',
  left: '1rem',
  top: '-100px',
  zIndex: 100,
  padding: '0.75rem 1rem',
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: radius.md,
  fontWeight: 700,
  selectors: { '&:focus': { top: '1rem' } },
});
