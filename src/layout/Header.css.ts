import { style } from '@vanilla-extract/css';
import { breakpoint, radius, shadow, space, vars, onSurface } from '../theme/contract.css';
import { ghostButton } from '../theme/primitives.css';

export const topbar = style({
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  fontSize: '0.8rem',
  '@media': { [breakpoint.md]: { fontSize: '0.875rem' } },
});
export const topbarInner = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: space.md,
  minHeight: '40px',
  flexWrap: 'wrap',
  '@media': { [breakpoint.md]: { justifyContent: 'space-between' } },
});
export const topbarNote = style({ display: 'none', margin: 0, '@media': { [breakpoint.md]: { display: 'block' } } });
export const phones = style({ display: 'flex', gap: `0 ${space.sm}`, listStyle: 'none', margin: 0, padding: 0, flexWrap: 'wrap', justifyContent: 'center' });
export const phoneLink = style({
  color: vars.color.onBrand,
  textDecoration: 'none',
  fontWeight: 600,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '36px',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const phoneCity = style({ opacity: 0.85, fontWeight: 500 });
/** Office names stay readable to screen readers but only take room from tablet width up. */
export const phoneLabel = style({
  opacity: 0.8,
  fontWeight: 500,
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': { [breakpoint.md]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } },
});

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  ...onSurface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: '0 1px 0 rgba(16,24,40,0.02)',
});
export const barInner = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.md, minHeight: '72px' });

export const brand = style({ display: 'inline-flex', alignItems: 'center', gap: space.sm, textDecoration: 'none', color: vars.color.ink });
export const brandMark = style({ flexShrink: 0, color: vars.color.brand });
export const brandText = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.1 });
export const brandName = style({ fontWeight: 800, fontSize: '1.15rem', letterSpacing: '-0.01em' });
export const brandSub = style({ fontSize: '0.75rem', fontWeight: 600, color: vars.color.muted, textTransform: 'uppercase', letterSpacing: '0.08em' });

export const desktopNav = style({ display: 'none', '@media': { [breakpoint.lg]: { display: 'block' } } });
export const navList = style({ display: 'flex', alignItems: 'center', gap: '0.15rem', listStyle: 'none', margin: 0, padding: 0 });
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0 0.65rem',
  borderRadius: radius.sm,
  color: vars.color.ink,
  fontWeight: 600,
  fontSize: '0.95rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.brand, background: vars.color.brandSoft },
    '&[aria-current="page"]': { color: vars.color.brand, boxShadow: `inset 0 -3px 0 ${vars.color.accent}` },
  },
});
export const dropdownWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });
export const dropdownToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '44px',
  marginLeft: '-0.45rem',
  border: 0,
  background: 'transparent',
  color: vars.color.ink,
  borderRadius: radius.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brand } },
});
export const dropdown = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  minWidth: '260px',
  margin: 0,
  padding: space.sm,
  listStyle: 'none',
  ...onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: shadow.raised,
});
export const dropdownLink = style([
  navLink,
  { display: 'flex', width: '100%', padding: '0 0.8rem' },
]);
export const dropdownAll = style({ borderTop: `1px solid ${vars.color.border}`, marginTop: space.xs, paddingTop: space.xs });

export const cta = style({ display: 'none', '@media': { [breakpoint.lg]: { display: 'inline-flex' } } });
export const menuButton = style([ghostButton, { '@media': { [breakpoint.lg]: { display: 'none' } } }]);
