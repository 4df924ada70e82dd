import { style } from '@vanilla-extract/css';
import { radius, shadow, space, vars, onSurface } from '../../ui/theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  ...onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  overflow: 'hidden',
  height: '100%',
});
export const body = style({ display: 'flex', flexDirection: 'column', gap: space.sm, padding: space.lg, flex: 1 });
export const meta = style({ fontSize: '0.875rem', fontWeight: 600, color: vars.color.accentText, margin: 0 });
export const points = style({
  margin: 0,
  paddingLeft: '1.1rem',
  color: vars.color.muted,
  display: 'grid',
  gap: '0.35rem',
});
export const link = style({
  marginTop: 'auto',
  fontWeight: 700,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
});
export const image = style({ aspectRatio: '16 / 10', objectFit: 'cover', background: vars.color.brandSoft });
