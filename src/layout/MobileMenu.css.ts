import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { breakpoint, onSurface, onSurfaceAlt, radius, space, vars } from '../../ui/theme/contract.css';
import { hiddenBelow } from '../../ui/theme/rules';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const menu = style({ '@media': { [breakpoint.xl]: { display: 'none' } } });
const enhanced = `${menu}[data-enhanced]`;
const plainOpen = `${menu}:not([data-enhanced])[open]`;

export const toggle = style({
  listStyle: 'none',
  padding: '0 0.6rem',
  userSelect: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
export const whenClosed = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });
export const whenOpen = style({ display: 'none', alignItems: 'center', gap: space.xs });
// Without JavaScript the same control closes the panel, so it says so.
globalStyle(`${plainOpen} ${whenClosed}`, { display: 'none' });
globalStyle(`${plainOpen} ${whenOpen}`, { display: 'inline-flex' });
/** On the narrowest phones "Menu" is the icon alone (its name stays "Menu" for screen readers). */
export const toggleLabel = style(hiddenBelow(breakpoint.sm));

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  background: 'rgba(10, 20, 35, 0.55)',
  animation: `${fadeIn} 150ms ease-out`,
});

/** Without JavaScript: a panel dropping down under the header, scrolling on its own if it is long. */
export const panel = style({
  ...onSurface,
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  maxHeight: 'calc(100vh - 64px)',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 12px 32px rgba(0,0,0,0.2)',
});
// A closed <details> keeps its content's boxes (hidden, not removed): take the panel out of layout.
globalStyle(`${menu}:not([open]) ${panel}`, { display: 'none' });
// With JavaScript: a modal dialog sliding in from the right.
globalStyle(`${enhanced} ${panel}`, {
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  left: 'auto',
  zIndex: 61,
  width: 'min(88vw, 360px)',
  maxHeight: 'none',
  borderTop: 0,
  boxShadow: '-12px 0 32px rgba(0,0,0,0.2)',
  animation: `${slideIn} 200ms ease-out`,
});
globalStyle(`${enhanced} ${panel}`, { '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } });

export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: `${space.sm} ${space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  minHeight: '64px',
});
export const title = style({ fontWeight: 800, fontSize: '1.05rem', margin: 0 });
/** The free inspection first: from the middle of a page it was Menu, Contact, then scroll. */
export const offer = style({ padding: `${space.sm} ${space.md} 0` });
export const offerLink = style({ width: '100%', justifyContent: 'center' });
export const list = style({ listStyle: 'none', margin: 0, padding: space.sm });
export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '48px',
  padding: `0 ${space.md}`,
  borderRadius: radius.sm,
  color: vars.color.ink,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover, &[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand } },
});
export const subList = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${space.md}`,
  borderLeft: `2px solid ${vars.color.border}`,
  marginLeft: space.md,
});
export const contact = style({ ...onSurfaceAlt, marginTop: 'auto', padding: space.md, display: 'grid', gap: space.xs });
export const phone = style([link, { gap: space.sm, paddingInline: space.sm }]);
export const number = style({ whiteSpace: 'nowrap' });
export const hours = style({ padding: `${space.sm} ${space.sm} 0` });
export const hoursTitle = style({ margin: `0 0 ${space.xs}`, fontWeight: 700 });
export const hoursList = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `0 ${space.md}`, margin: 0 });
export const hoursTerm = style({ fontWeight: 600 });
