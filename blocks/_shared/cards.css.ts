import { style } from '@vanilla-extract/css';
import { radius, shadow, space, vars, onSurface } from '../../ui/theme/contract.css';

/** Card look shared by the card-based blocks. */
export const cardLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  height: '100%',
  padding: space.lg,
  ...onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  color: vars.color.ink,
  textDecoration: 'none',
  transition: 'transform 150ms ease, box-shadow 150ms ease, border-color 150ms ease',
  selectors: {
    '&:hover': { transform: 'translateY(-2px)', boxShadow: shadow.raised, borderColor: vars.color.brand },
  },
});

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  flexShrink: 0,
});

export const cardTitle = style({ fontSize: '1.2rem', fontWeight: 750, margin: 0 });
export const cardBody = style({ color: vars.color.muted, margin: 0 });
export const more = style({
  marginTop: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  fontWeight: 700,
  color: vars.color.brand,
});
