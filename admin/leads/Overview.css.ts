import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../ui/theme/contract.css';

export const overview = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${space.xs} ${space.md}`,
  padding: `${space.md} ${space.lg}`,
  cursor: 'pointer',
  minHeight: '48px',
  // The marker is drawn by ::before so it stays on the title's line when the flags wrap.
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::before': { content: '"▸"', color: vars.color.muted },
    'details[open] > &::before': { content: '"▾"' },
  },
});
export const title = style({ fontWeight: 800, fontSize: '1.15rem' });
/** What is inside, beside the title from a tablet up; on a phone the flags alone follow it. */
export const hint = style({
  color: vars.color.muted,
  fontSize: '0.875rem',
  '@media': { 'screen and (max-width: 767px)': { display: 'none' } },
});
/** The flags keep together on a line of their own when they do not fit beside the title. */
export const flags = style({ display: 'inline' });
export const dot = style({ color: vars.color.muted, fontWeight: 400 });
export const flag = style({ fontSize: '0.9375rem', fontWeight: 600 });
export const flagAlert = style([flag, { color: vars.color.danger, fontWeight: 800 }]);
export const body = style({ display: 'grid', gap: space.lg, padding: `0 ${space.lg} ${space.lg}`, minWidth: 0 });
export const columns = style({
  display: 'grid',
  gap: space.lg,
  alignItems: 'start',
  '@media': { [breakpoint.lg]: { gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)' } },
});
