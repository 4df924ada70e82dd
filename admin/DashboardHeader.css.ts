import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../ui/theme/contract.css';
import { containerWidth } from '../ui/theme/primitives.css';

/**
 * One slim bar on the brand's dark colour, so a dashboard never passes for a customer's page: at
 * 1280 px the brand, the sections and the account on one row; on a phone the brand and the account
 * on the first, the sections on a second row that scrolls sideways rather than wrapping.
 */
export const header = style({
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  borderBottom: `3px solid ${vars.color.accent}`,
});

// The page container's measures in the same class: beside its class, the stylesheets' order would
// decide the padding.
export const inner = style([
  {
    width: '100%',
    maxWidth: containerWidth,
    margin: '0 auto',
    paddingInline: space.md,
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gridTemplateAreas: '"brand account" "nav nav"',
    alignItems: 'center',
    columnGap: space.md,
    paddingBlock: space.xs,
    '@media': {
      [breakpoint.md]: { paddingInline: space.lg },
      [breakpoint.lg]: { gridTemplateColumns: 'auto 1fr auto', gridTemplateAreas: '"brand nav account"' },
    },
  },
]);

export const brand = style({
  gridArea: 'brand',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '44px',
  color: vars.color.onBrand,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});
export const brandMark = style({ flexShrink: 0, color: vars.color.brand });
export const brandName = style({ fontWeight: 800, fontSize: '1.05rem', letterSpacing: '-0.01em' });
export const brandSub = style({
  display: 'none',
  '@media': {
    [breakpoint.sm]: { display: 'inline' },
    // Eight sections and the account in one row at 1280 px (Pages joined it): the badge gives way.
    'screen and (min-width: 1024px) and (max-width: 1359px)': { display: 'none' },
  },
  fontSize: '0.75rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  padding: '0.1rem 0.4rem',
  borderRadius: radius.sm,
  background: 'rgba(255,255,255,0.14)',
});

export const nav = style({
  gridArea: 'nav',
  minWidth: 0,
  // A phone scrolls the row sideways: six sections never push the account off the screen.
  overflowX: 'auto',
  marginInline: `calc(-1 * ${space.xs})`,
});
export const navList = style({ display: 'flex', gap: '0.1rem', listStyle: 'none', margin: 0, padding: 0 });
/** The account closes the row; on a wide screen it stands apart at the row's end, beside Sign Out. */
export const accountItem = style({ '@media': { [breakpoint.lg]: { marginLeft: 'auto' } } });
/**
 * Words the row has no room for beside six sections ("Account & security" reads "Account"): at
 * 1280 px the row ran out by a word once Reviews joined it.
 */
export const wideOnly = style({
  display: 'none',
  '@media': { 'screen and (min-width: 1360px)': { display: 'inline' } },
});

const barLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${space.sm}`,
  borderRadius: radius.sm,
  color: vars.color.onBrand,
  fontWeight: 600,
  fontSize: '0.9375rem',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
} as const;

export const navLink = style({
  ...barLink,
  // Seven sections and the account in one row at 1280 px (Projects joined it): a little less air each.
  '@media': { 'screen and (min-width: 1024px) and (max-width: 1359px)': { padding: '0 0.35rem' } },
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,0.12)' },
    // The section open now, marked by more than colour: a bar under it in the accent.
    '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${vars.color.accent}` },
  },
});

export const account = style({
  gridArea: 'account',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: `0 ${space.xs}`,
});
export const quietLink = style({
  ...barLink,
  fontWeight: 500,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,0.12)' },
    '&[aria-current="page"]': {
      fontWeight: 700,
      textDecoration: 'none',
      boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
    },
  },
});
export const signOut = style({
  ...barLink,
  minHeight: '36px',
  border: '1px solid rgba(255,255,255,0.5)',
  background: 'transparent',
  cursor: 'pointer',
  font: 'inherit',
  fontWeight: 600,
  selectors: { '&:hover': { background: 'rgba(255,255,255,0.12)' } },
});
