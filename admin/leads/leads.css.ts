import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme/contract.css';
import { card as surfaceCard } from '../../ui/theme/primitives.css';

// What several parts of the dashboard share: cards, a request's name as a button, sections and small fields.

export const narrowScreen = 'screen and (max-width: 767px)';

export const card = style([surfaceCard, { minWidth: 0, '@media': { [narrowScreen]: { padding: space.md } } }]);
export const nameButton = style({
  border: 0,
  padding: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: 700,
  color: vars.color.brand,
  textAlign: 'left',
  cursor: 'pointer',
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '3px',
  selectors: { '&:hover': { textDecorationColor: 'currentColor' } },
});
export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const message = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  background: vars.color.surfaceAlt,
  padding: space.md,
  borderRadius: radius.md,
});
export const badgeRow = style({ display: 'flex', flexWrap: 'wrap', gap: '0.3rem', alignItems: 'center' });
globalStyle(`${badgeRow} > *`, { minWidth: 0 });
export const select = style({
  minHeight: '46px',
  padding: '0.5rem 2rem 0.5rem 0.75rem',
  font: 'inherit',
  fontWeight: 400,
  color: vars.color.ink,
  background: vars.color.surface,
  border: `1px solid ${vars.color.control}`,
  borderRadius: radius.md,
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
/** A select that fills its column (the detail's controls), however long an admin's name. */
export const selectFull = style([select, { width: '100%', minWidth: 0 }]);
export const checkLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: '46px',
  fontWeight: 600,
  cursor: 'pointer',
});
export const checkbox = style({ width: '1.15rem', height: '1.15rem', accentColor: vars.color.brand });

export const section = style({
  display: 'grid',
  gap: space.sm,
  paddingTop: space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const sectionHeading = style({ fontSize: '1.05rem', margin: 0 });
/** The Lost prompt's reasons: one per line on a phone, two columns where they fit. */
export const reasonList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  columnGap: space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const fieldLabel = style({ fontWeight: 700, fontSize: '0.9375rem' });
export const noteBody = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/* The office's day: the request form (phone call, contact edit), the appointment and follow-up, the agenda */
export const fieldsForm = style({ display: 'grid', gap: space.md, minWidth: 0 });
export const inlineFields = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'flex-end',
});
export const smallField = style({ display: 'grid', gap: '0.25rem', minWidth: 0 });
export const input = style({
  minHeight: '46px',
  padding: '0.5rem 0.75rem',
  font: 'inherit',
  color: vars.color.ink,
  background: vars.color.surface,
  border: `1px solid ${vars.color.control}`,
  borderRadius: radius.md,
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
