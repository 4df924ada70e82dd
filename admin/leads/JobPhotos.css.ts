import { style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme/contract.css';

// A request's job photos: the consent, the photos by phase with their toggles and descriptions,
// the gallery project's form and the Google download.

export const phaseHeading = style({ fontSize: '0.95rem', margin: `${space.sm} 0 0`, color: vars.color.muted });
/** One photo per row on a phone, as many 15rem cards as fit on a wide screen. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: space.md,
});
export const card = style({
  display: 'grid',
  gap: space.sm,
  alignContent: 'start',
  padding: space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const cardChosen = style([card, { borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` }]);
export const thumb = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: radius.sm,
  background: vars.color.surfaceAlt,
});
export const toggles = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' });
/** A toggle's pressed state is its fill (and aria-pressed), not its colour alone: a tick shows too. */
export const toggle = style({
  minHeight: '44px',
  flex: '1 1 6rem',
  padding: '0.4rem 0.8rem',
  font: 'inherit',
  fontWeight: 700,
  borderRadius: radius.md,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
export const altInput = style({
  width: '100%',
  minHeight: '4.5rem',
  padding: '0.5rem 0.7rem',
  font: 'inherit',
  fontSize: '0.9375rem',
  color: vars.color.ink,
  background: vars.color.surface,
  border: `1px solid ${vars.color.control}`,
  borderRadius: radius.md,
  resize: 'vertical',
});
export const consent = styleVariants({
  given: {
    padding: space.sm,
    borderRadius: radius.md,
    background: vars.color.successSoft,
    border: `1px solid ${vars.color.successLine}`,
    color: vars.color.successInk,
    display: 'grid',
    gap: space.sm,
  },
  none: {
    padding: space.sm,
    borderRadius: radius.md,
    background: vars.color.warningSoft,
    border: `1px solid ${vars.color.warningLine}`,
    color: vars.color.warningInk,
    display: 'grid',
    gap: space.sm,
  },
});
export const consentLine = style({ margin: 0, overflowWrap: 'anywhere' });
export const form = style({
  display: 'grid',
  gap: space.md,
  padding: space.md,
  borderRadius: radius.md,
  background: vars.color.surfaceAlt,
  minWidth: 0,
});
export const checklist = style({ margin: 0, padding: 0, border: 0, display: 'grid', gap: '0.1rem', minWidth: 0 });
export const legend = style({ fontWeight: 700, fontSize: '0.9375rem', padding: 0, marginBottom: space.sm });
export const chosenList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });
export const chosenItem = style({ display: 'flex', gap: space.sm, alignItems: 'center', minWidth: 0 });
export const chosenThumb = style({
  width: '4rem',
  height: '3rem',
  objectFit: 'cover',
  borderRadius: radius.sm,
  flex: 'none',
});
export const problems = style({
  margin: 0,
  padding: `${space.sm} ${space.md} ${space.sm} 2rem`,
  borderRadius: radius.md,
  background: vars.color.dangerSoft,
  border: `1px solid ${vars.color.dangerLine}`,
  color: vars.color.dangerInk,
  display: 'grid',
  gap: '0.2rem',
});
