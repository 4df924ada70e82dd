import { globalStyle } from '@vanilla-extract/css';
import { fallbackVar } from '@vanilla-extract/css';
import { font, linkColor, vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { scrollBehavior: 'auto', WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: font.body,
  fontSize: '1.0625rem',
  lineHeight: 1.6,
  color: vars.color.ink,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4', { fontFamily: font.heading, lineHeight: 1.2, margin: '0 0 0.5em', color: 'inherit' });
globalStyle('p', { margin: '0 0 1em' });
globalStyle('img, svg', { maxWidth: '100%', height: 'auto' });
// An icon keeps its drawn size beside text that wraps or runs long (phone rows, rating stars).
globalStyle('svg', { flexShrink: 0 });
globalStyle('a', { color: fallbackVar(linkColor, vars.color.brand) });
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
