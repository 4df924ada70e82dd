import { style } from '@vanilla-extract/css';
import { breakpoint, font, radius, shadow, space, vars, onSurface } from '../../ui/theme/contract.css';

/**
 * The customers' words as quotes: a card each, in the cards' grid (one a row on a phone, up to
 * three on a desktop, every row full); a city with one testimonial shows it as one wider quote,
 * not a lone card in a row of three. Under them, the review site's dated rating and the way there.
 */

/** One testimonial: a featured quote, with the rating under it, as wide as a line of prose reads well. */
export const single = style({ maxWidth: '760px' });

export const quote = style({
  ...onSurface,
  margin: 0,
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  '@media': { [breakpoint.md]: { padding: space.xl } },
});

/**
 * The opening quotation mark, drawn large in the accent: what marks a customer's words apart from
 * the page's own cards. Decoration, hidden from screen readers (the blockquote says it).
 */
export const mark = style({
  display: 'block',
  height: '1.75rem',
  fontFamily: font.heading,
  fontSize: '3.5rem',
  fontWeight: 800,
  lineHeight: 1,
  color: vars.color.accent,
});

export const body = style({
  margin: 0,
  display: 'grid',
  gap: space.sm,
  fontSize: '1.05rem',
  lineHeight: 1.6,
  color: vars.color.ink,
  // A long word or address in a customer's words wraps rather than widen a phone's page.
  overflowWrap: 'anywhere',
  selectors: { [`${single} &`]: { fontSize: '1.15rem' } },
});

export const cite = style({
  marginTop: 'auto',
  paddingTop: space.md,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  fontSize: '0.95rem',
  color: vars.color.muted,
});
export const name = style({ fontWeight: 700, color: vars.color.ink });
export const date = style({ fontSize: '0.875rem' });

/** The rating and the link to every review: one line on a desktop, two on a phone. */
export const footer = style({
  marginTop: space.xl,
  paddingTop: space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${space.sm} ${space.lg}`,
});
export const rating = style({ margin: 0, fontWeight: 700 });
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  // A tap target a thumb finds on a phone.
  minHeight: '44px',
  fontWeight: 700,
});
