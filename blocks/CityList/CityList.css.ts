import { style } from '@vanilla-extract/css';
import { autoGrid } from '../../ui/theme/auto-grid';
import { radius, space, vars, onSurface } from '../../ui/theme/contract.css';

export const groups = style(autoGrid('320px', space.xl));
export const groupHeading = style({
  fontSize: '1.25rem',
  fontWeight: 750,
});
/** "(12 cities)" stays whole after the region's name: a flex heading made it a column of its own. */
export const groupCount = style({ whiteSpace: 'nowrap' });
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '44px',
  padding: '0.5rem 0.9rem',
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.border}`,
  ...onSurface,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
});
