import { style } from '@vanilla-extract/css';
import { radius, shadow, space, vars, onSurface } from '../../ui/theme/contract.css';

export const rating = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  marginBottom: space.lg,
  fontWeight: 700,
});
/** The stars keep their size beside a rating line that wraps on a phone. */
export const stars = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.accent });
export const quote = style({
  margin: 0,
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  ...onSurface,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  boxShadow: shadow.card,
});
export const body = style({ margin: 0, fontSize: '1.05rem', color: vars.color.ink });
export const cite = style({ marginTop: 'auto', fontStyle: 'normal', color: vars.color.muted, fontSize: '0.95rem' });
export const author = style({ display: 'block', fontWeight: 700, color: vars.color.ink });
