import { globalStyle } from '@vanilla-extract/css';
import { fallbackVar } from '@vanilla-extract/css';
import { breakpoint, font, linkColor, vars } from './contract.css';
import { STICKY_HEADER_PROPERTY } from './sticky-header';

// The sticky header's height before the header measures itself (and without JavaScript): its bar
// alone on phones, the office bar above it from tablet width. See sticky-header.ts.
globalStyle(':root', {
  vars: { [STICKY_HEADER_PROPERTY]: '65px' },
  '@media': { [breakpoint.md]: { vars: { [STICKY_HEADER_PROPERTY]: '113px' } } },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  scrollBehavior: 'auto',
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: `calc(var(${STICKY_HEADER_PROPERTY}) + 0.75rem)`,
});
globalStyle('body', {
  margin: 0,
  fontFamily: font.body,
  fontSize: '1.0625rem',
  lineHeight: 1.6,
  color: vars.color.ink,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  // A word longer than its box (a customer's e-mail address, a long street name) breaks inside the
  // box instead of running out of it and scrolling the page sideways on a phone. "anywhere" rather
  // than "break-word": a grid or flex item then shrinks to its box too, where it would otherwise
  // grow to the word's length.
  overflowWrap: 'anywhere',
});
// Controls take the page's type: browsers give buttons and fields their own (Arial on most systems).
globalStyle('button, input, select, textarea', { fontFamily: 'inherit' });
globalStyle('h1, h2, h3, h4', { fontFamily: font.heading, lineHeight: 1.2, margin: '0 0 0.5em', color: 'inherit' });
globalStyle('p', { margin: '0 0 1em' });
globalStyle('img, svg', { maxWidth: '100%', height: 'auto' });
// An icon keeps its drawn size beside text that wraps or runs long (phone rows, rating stars).
globalStyle('svg', { flexShrink: 0 });
globalStyle('a', { color: fallbackVar(linkColor, vars.color.brand) });
// A heading focused after client-side navigation (src/layout/SiteShell.tsx) is where reading starts, not a control.
globalStyle('h1[tabindex="-1"]:focus', { outline: 'none' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
