import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../ui/theme/contract.css';

export const footer = style({ background: vars.color.footer, color: vars.color.onFooter, marginTop: 0 });
export const badges = style({
  display: 'grid',
  gap: space.md,
  padding: `${space.lg} 0`,
  borderBottom: '1px solid rgba(255,255,255,0.12)',
  listStyle: 'none',
  margin: 0,
  '@media': { [breakpoint.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const badge = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  background: 'rgba(255,255,255,0.06)',
  fontWeight: 700,
  color: vars.color.onBrand,
});
export const badgeIcon = style({ color: vars.color.accent, flexShrink: 0 });
export const columns = style({
  display: 'grid',
  gap: space.xl,
  padding: `${space.xl} 0`,
  // Two by two on tablets; four across from 1024 px, the call column widest so an office's label
  // and number and the e-mail address each stay on one line.
  '@media': {
    [breakpoint.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoint.lg]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 0.9fr) minmax(0, 1.4fr) minmax(0, 1fr)' },
  },
});
export const heading = style({
  color: vars.color.onBrand,
  fontSize: '1rem',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  marginBottom: space.md,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.15rem' });
export const link = style({
  color: vars.color.onFooter,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '36px',
  selectors: { '&:hover': { color: vars.color.onBrand, textDecoration: 'underline' } },
});
export const blurb = style({ margin: `${space.md} 0`, maxWidth: '42ch', lineHeight: 1.6 });
export const brandName = style({ color: vars.color.onBrand, fontWeight: 800, fontSize: '1.15rem' });
export const hours = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `0.2rem ${space.md}` });
export const legal = style({
  borderTop: '1px solid rgba(255,255,255,0.12)',
  padding: `${space.md} 0`,
  fontSize: '0.875rem',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: space.sm,
  color: vars.color.footerMuted,
});
export const term = style({ fontWeight: 700, color: vars.color.onBrand });
/** The registration numbers and the insurer, one line under the copyright, each kept whole. */
export const registrations = style({
  flexBasis: '100%',
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: space.md,
});
export const registration = style({ whiteSpace: 'nowrap' });
export const legalNav = style({ display: 'flex', flexWrap: 'wrap', columnGap: space.md, rowGap: space.xs });
export const legalLink = style({ color: vars.color.onFooter, textDecoration: 'underline', textUnderlineOffset: '2px' });
/** The e-mail address breaks only where it must (a phone narrower than the address), never mid-column on a desktop. */
export const address = style({
  overflowWrap: 'normal',
  wordBreak: 'normal',
  minWidth: 0,
  '@media': { 'screen and (max-width: 359px)': { overflowWrap: 'anywhere' } },
});
