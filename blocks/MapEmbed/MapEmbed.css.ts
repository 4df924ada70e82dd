import { style } from '@vanilla-extract/css';
import { breakpoint, radius, shadow, space, vars, onSurface } from '../../ui/theme/contract.css';

export const layout = style({
  display: 'grid',
  gap: space.lg,
  '@media': { [breakpoint.lg]: { gridTemplateColumns: '2fr 1fr', alignItems: 'stretch' } },
});
export const frameWrap = style({
  borderRadius: radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  boxShadow: shadow.card,
  background: vars.color.brandSoft,
  minHeight: '300px',
});
export const frame = style({ display: 'block', width: '100%', height: '100%', minHeight: '300px', border: 0 });
export const office = style({
  padding: space.lg,
  borderRadius: radius.lg,
  ...onSurface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: space.md,
  alignContent: 'start',
});
export const row = style({ display: 'flex', gap: space.sm, alignItems: 'flex-start', margin: 0 });
export const hours = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `0 ${space.md}` });
export const larger = style({ fontSize: '0.95rem', fontWeight: 600 });
