import { keyframes, style } from '@vanilla-extract/css';
import { radius, space, vars, onSurface } from '../theme/contract.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  background: 'rgba(10, 20, 35, 0.55)',
  animation: `${fadeIn} 150ms ease-out`,
});
export const panel = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: 61,
  width: 'min(88vw, 360px)',
  display: 'flex',
  flexDirection: 'column',
  ...onSurface,
  boxShadow: '-12px 0 32px rgba(0,0,0,0.2)',
  overflowY: 'auto',
  animation: `${slideIn} 200ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: `${space.sm} ${space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  minHeight: '64px',
});
export const title = style({ fontWeight: 800, fontSize: '1.05rem', margin: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: space.sm });
export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '48px',
  padding: `0 ${space.md}`,
  borderRadius: radius.sm,
  color: vars.color.ink,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover, &[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand } },
});
export const subList = style({ listStyle: 'none', margin: 0, padding: `0 0 0 ${space.md}`, borderLeft: `2px solid ${vars.color.border}`, marginLeft: space.md });
export const phones = style({ marginTop: 'auto', padding: space.md, background: vars.color.surfaceAlt, display: 'grid', gap: space.sm });
