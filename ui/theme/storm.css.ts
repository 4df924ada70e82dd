import { globalStyle } from '@vanilla-extract/css';
import { breakpoint, font, radius, space, vars } from './contract.css';

/**
 * The storm banner and the /storm page's storm facts (shared/storm-html.ts writes the markup).
 * Global class names because the server writes that markup too, and knows no bundler hash. An
 * urgent notice in the site's own colours (its darkest tone and its accent), not a copy of an
 * official weather warning.
 */

globalStyle('.storm-banner', {
  background: vars.color.footer,
  color: '#ffffff',
  borderBottom: `4px solid ${vars.color.accent}`,
  fontSize: '0.9375rem',
  lineHeight: 1.4,
});
globalStyle('.storm-banner-inner', {
  maxWidth: '1180px',
  margin: '0 auto',
  padding: `0.75rem ${space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.sm} ${space.lg}`,
  '@media': { [breakpoint.md]: { padding: `0.75rem ${space.lg}` } },
});
globalStyle('.storm-banner-text', { flex: '1 1 24rem', minWidth: 0 });
globalStyle('.storm-banner p', { margin: 0, overflowWrap: 'anywhere' });
globalStyle('.storm-banner-title', { fontFamily: font.heading, fontSize: '1.0625rem', marginBottom: '0.15rem' });
globalStyle('.storm-banner-name', { fontWeight: 800 });
globalStyle('.storm-badge', {
  display: 'inline-block',
  marginRight: space.sm,
  padding: '0.1rem 0.5rem',
  borderRadius: radius.sm,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: '0.75rem',
  fontWeight: 800,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  verticalAlign: '0.1em',
});
globalStyle('.storm-banner-body', { color: '#dfe6ee' });
globalStyle('.storm-banner-offer', { color: vars.color.accent, fontWeight: 800 });
globalStyle('.storm-banner-actions', {
  flex: '1 1 100%',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  '@media': { [breakpoint.md]: { flex: '0 1 auto', gap: `${space.sm} ${space.md}` } },
});
// Phones: the call buttons share the row, the link to /storm sits under them.
globalStyle('.storm-banner-actions > *', {
  '@media': { 'screen and (max-width: 767px)': { flex: '1 1 9.5rem' } },
});
globalStyle('.storm-banner-actions > .storm-more', {
  '@media': { 'screen and (max-width: 767px)': { flex: '1 1 100%' } },
});
globalStyle('.storm-call', {
  display: 'inline-flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: '48px',
  padding: '0.4rem 1rem',
  borderRadius: radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  lineHeight: 1.2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  boxShadow: '0 1px 0 rgba(0, 0, 0, 0.25)',
});
globalStyle('.storm-call:hover', { background: vars.color.accentStrong });
globalStyle('.storm-call-label', { fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.02em' });
globalStyle('.storm-call-number', { fontSize: '1.0625rem', fontWeight: 800 });
globalStyle('.storm-more', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  color: '#ffffff',
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
globalStyle('.storm-more::after', { content: '"\\2192"', marginLeft: '0.35rem' });

globalStyle('.storm-details', {
  margin: `${space.xl} 0 0`,
  borderRadius: radius.md,
  padding: `${space.xl} ${space.md}`,
  borderLeft: `6px solid ${vars.color.accent}`,
  background: vars.color.surfaceAlt,
  '@media': { [breakpoint.md]: { padding: `${space.xl} ${space.xl}` } },
});
globalStyle('.storm-details p', { maxWidth: '65ch' });
globalStyle('.storm-details-eyebrow', {
  color: vars.color.accentText,
  fontWeight: 800,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  fontSize: '0.875rem',
});
globalStyle('.storm-details-heading', { fontSize: '1.75rem' });
globalStyle('.storm-details-message', { fontWeight: 700 });
globalStyle('.storm-details-towns', {
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
});
globalStyle('.storm-details-towns a', {
  display: 'inline-block',
  padding: '0.35rem 0.8rem',
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontWeight: 600,
  textDecoration: 'none',
});
globalStyle('.storm-details-actions', { display: 'flex', flexWrap: 'wrap', gap: space.sm });
globalStyle('.storm-details-note', { color: vars.color.muted, fontSize: '0.9375rem', marginBottom: 0 });
