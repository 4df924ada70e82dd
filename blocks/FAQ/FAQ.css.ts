import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space, vars, onSurface } from '../../ui/theme/contract.css';

export const list = style({ display: 'grid', gap: space.sm, maxWidth: '860px' });
export const item = style({
  ...onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
});
export const summary = style({
  cursor: 'pointer',
  listStyle: 'none',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.md} ${space.lg}`,
  fontWeight: 700,
  fontSize: '1.05rem',
  minHeight: '48px',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
export const chevron = style({ flexShrink: 0, transition: 'transform 150ms ease', color: vars.color.brand });
globalStyle(`${item}[open] ${chevron}`, { transform: 'rotate(180deg)' });
export const answer = style({ padding: `0 ${space.lg} ${space.md}`, color: vars.color.muted, margin: 0 });
