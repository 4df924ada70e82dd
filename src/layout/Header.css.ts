import { style } from '@vanilla-extract/css';
import { breakpoint, onSurface, radius, shadow, space, vars } from '../../ui/theme/contract.css';
import { hiddenBelow } from '../../ui/theme/rules';

/** Sticky as one piece: a sticky child of <header> would be held inside it and scroll away with it. */
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  boxShadow: '0 1px 0 rgba(16,24,40,0.04), 0 2px 8px rgba(16,24,40,0.06)',
});

/** Office phones and hours; phones get the Call button and the menu panel instead. */
export const topbar = style({
  display: 'none',
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  fontSize: '0.875rem',
  '@media': { [breakpoint.md]: { display: 'block' } },
});
export const topbarInner = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.md,
  minHeight: '40px',
});
export const topbarNote = style({
  display: 'none',
  margin: 0,
  whiteSpace: 'nowrap',
  '@media': { [breakpoint.xl]: { display: 'block' } },
});
export const topbarHours = style({
  display: 'none',
  alignItems: 'center',
  gap: space.xs,
  margin: 0,
  whiteSpace: 'nowrap',
  '@media': { [breakpoint.lg]: { display: 'inline-flex' } },
});
export const phones = style({ display: 'flex', gap: space.md, listStyle: 'none', margin: '0 0 0 auto', padding: 0 });
export const phoneLink = style({
  color: vars.color.onBrand,
  textDecoration: 'none',
  fontWeight: 600,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '36px',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const phoneCity = style({ fontWeight: 500 });
/** A phone number never breaks inside itself. */
export const number = style({ whiteSpace: 'nowrap' });

export const bar = style({
  ...onSurface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const barInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  minHeight: '64px',
  '@media': { [breakpoint.md]: { gap: space.md, minHeight: '72px' } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  textDecoration: 'none',
  color: vars.color.ink,
  flexShrink: 0,
});
export const brandMark = style({
  flexShrink: 0,
  color: vars.color.brand,
  width: '32px',
  height: '32px',
  '@media': { [breakpoint.md]: { width: '36px', height: '36px' } },
});
export const brandText = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.1 });
export const brandName = style({
  fontWeight: 800,
  fontSize: '1.05rem',
  letterSpacing: '-0.01em',
  '@media': { [breakpoint.md]: { fontSize: '1.15rem' } },
});
export const brandSub = style({
  fontSize: '0.625rem',
  fontWeight: 600,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  '@media': { [breakpoint.md]: { fontSize: '0.72rem', letterSpacing: '0.06em' } },
});

export const desktopNav = style({ display: 'none', '@media': { [breakpoint.xl]: { display: 'block' } } });
export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.1rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0 0.5rem',
  borderRadius: radius.sm,
  color: vars.color.ink,
  fontWeight: 600,
  fontSize: '0.9rem',
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
  width: '28px',
  height: '44px',
  marginLeft: '-0.4rem',
  border: 0,
  background: 'transparent',
  color: vars.color.ink,
  borderRadius: radius.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brand } },
});
export const dropdown = style({
  ...onSurface,
  position: 'absolute',
  top: '100%',
  left: 0,
  minWidth: '260px',
  margin: 0,
  padding: space.sm,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: shadow.raised,
});
export const dropdownLink = style([
  navLink,
  { display: 'flex', width: '100%', padding: '0 0.8rem', fontSize: '0.95rem' },
]);
export const dropdownAll = style({
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: space.xs,
  paddingTop: space.xs,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: space.sm, flexShrink: 0 });
/**
 * The call button on phones; from tablet width the office phones sit in the bar above. Both links
 * also carry the button recipe's display: `a&` puts these rules above it whichever stylesheet loads
 * last (in the other order Free Inspection showed on phones and pushed the header to 541 px).
 */
export const call = style({
  minHeight: '44px',
  padding: '0 0.7rem',
  gap: space.xs,
  '@media': { [breakpoint.md]: { selectors: { 'a&': { display: 'none' } } } },
});
export const callLabel = style(hiddenBelow(breakpoint.xs));
export const cta = style({
  padding: '0.75rem 1rem',
  selectors: { 'a&': { display: 'none' } },
  '@media': { [breakpoint.md]: { selectors: { 'a&': { display: 'inline-flex' } } } },
});
