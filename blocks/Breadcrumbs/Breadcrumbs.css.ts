import { style } from '@vanilla-extract/css';
import { space, vars } from '../../ui/theme/contract.css';

export const bar = style({ background: vars.color.surfaceAlt, borderBottom: `1px solid ${vars.color.border}` });
export const list = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  margin: 0,
  padding: `${space.sm} 0`,
  fontSize: '0.95rem',
});
export const item = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs, color: vars.color.muted });
export const link = style({ display: 'inline-block', padding: '0.55rem 0', color: vars.color.brand, fontWeight: 600 });
/** The trail, and what stands beside it (Service Areas), on one line when they fit. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: space.lg,
});
export const beside = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  flexWrap: 'wrap',
  margin: 0,
  fontSize: '0.95rem',
  color: vars.color.muted,
});
