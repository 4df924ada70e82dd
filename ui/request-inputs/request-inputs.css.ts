import { globalStyle, style } from '@vanilla-extract/css';
import { STORM_DATA_ID } from '../../shared/storm';
import { STORM_FORM_ATTR } from '../../shared/storm-form';
import { breakpoint, radius, space, vars, onSurface } from '../theme/contract.css';

/** The request's inputs, shared by the public contact form and the admin's phone-in and edit forms. */
export const grid = style({
  display: 'grid',
  gap: `${space.md} ${space.lg}`,
  '@media': { [breakpoint.md]: { gridTemplateColumns: '1fr 1fr' } },
});
export const field = style({ display: 'grid', gap: '0.35rem', alignContent: 'start', minWidth: 0 });
export const wide = style({ '@media': { [breakpoint.md]: { gridColumn: '1 / -1' } } });

export const label = style({ fontWeight: 700, fontSize: '0.95rem' });
export const optional = style({ fontWeight: 500, color: vars.color.muted });

export const control = style({
  width: '100%',
  minHeight: '48px',
  padding: '0.65rem 0.85rem',
  font: 'inherit',
  fontSize: '1rem',
  ...onSurface,
  // Field borders need 3:1 against the page to be seen (WCAG 1.4.11): the muted ink, not the hairline.
  border: `1px solid ${vars.color.muted}`,
  borderRadius: radius.md,
  selectors: {
    '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px', borderColor: vars.color.brand },
    'textarea&': { resize: 'vertical', minHeight: '7rem' },
  },
});
/** How many characters are left near a field's limit, or how many to cut over it. */
export const count = style({ margin: 0, fontSize: '0.9rem', color: vars.color.muted });
export const countOver = style({ color: vars.color.danger, fontWeight: 700 });
export const controlInvalid = style({ borderColor: vars.color.danger, borderWidth: '2px', background: '#fffafa' });

export const error = style({
  display: 'flex',
  gap: space.xs,
  alignItems: 'flex-start',
  margin: 0,
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: '0.95rem',
});
globalStyle(`${error} svg`, { flexShrink: 0, marginTop: '0.2rem' });

/** A group of questions a form asks on some pages only (about the building, about the storm). */
export const groupFields = style({
  margin: `${space.lg} 0 0`,
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  borderRadius: radius.md,
  minWidth: 0,
  '@media': { [breakpoint.md]: { padding: space.lg } },
});
/**
 * The storm questions: in every prerendered form, shown only in storm mode (shared/storm-form.ts):
 * on a storm-damage page (the attribute), or while the server has put the active storm's data in
 * the page. Pure CSS, so the form without JavaScript changes with the storm, with no rebuild.
 */
export const stormFields = style([
  groupFields,
  {
    display: 'none',
    selectors: {
      [`&[${STORM_FORM_ATTR}="always"]`]: { display: 'block' },
      [`:root:has(#${STORM_DATA_ID}) &`]: { display: 'block' },
    },
  },
]);
export const stormLegend = style({ fontWeight: 800, fontSize: '1.1rem', padding: `0 ${space.xs}` });
export const stormIntro = style({ margin: `0 0 ${space.md}`, color: vars.color.muted, fontSize: '0.95rem' });
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: '0.9rem' });
export const fileControl = style({
  width: '100%',
  padding: '0.6rem',
  font: 'inherit',
  fontSize: '1rem',
  border: `1px dashed ${vars.color.muted}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

/** "Did you mean dana@gmail.com?": a quiet line until it has words, the address a button that takes it. */
export const suggestion = style({
  margin: 0,
  fontSize: '0.9375rem',
  overflowWrap: 'anywhere',
  selectors: { '&:empty': { display: 'none' } },
});
export const suggestionButton = style({
  font: 'inherit',
  fontWeight: 700,
  color: vars.color.brand,
  background: 'none',
  border: 0,
  // Inline in its sentence, like a link (WCAG 2.5.8 lets inline targets keep the line's height).
  padding: 0,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  textAlign: 'start',
});
