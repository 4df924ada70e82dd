import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../../ui/theme/contract.css';

export const panel = style({ display: 'grid', gap: space.md });
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });
export const heading = style({ margin: 0, fontSize: '1.25rem' });
export const live = style({
  padding: '0.1rem 0.6rem',
  borderRadius: radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 800,
  fontSize: '0.8125rem',
});
export const stack = style({ display: 'grid', gap: space.md });
export const summary = style({ margin: 0 });
export const row = style({
  display: 'grid',
  gap: space.md,
  '@media': { [breakpoint.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const towns = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  padding: space.md,
  margin: 0,
});
export const townGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.xs} ${space.md}`,
  marginTop: space.sm,
});
export const state = style({ fontWeight: 800, minWidth: '2.5rem' });
export const town = style({ display: 'inline-flex', alignItems: 'center', gap: '0.3rem', minHeight: '32px' });
export const history = style({ fontSize: '0.9375rem', color: vars.color.muted });
/** Idle: a quiet note on the heading's line, so the panel stays short on a phone. */
export const off = style({ color: vars.color.muted, fontSize: '0.9375rem' });
