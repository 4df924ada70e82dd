import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../ui/theme/contract.css';
import { visuallyHidden } from '../../ui/theme/rules';

/** The form, and beside it from a laptop's width the preview, which stays in sight while the form scrolls. */
export const layout = style({
  display: 'grid',
  gap: space.lg,
  minWidth: 0,
  '@media': {
    [breakpoint.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 400px', alignItems: 'start' },
  },
});
export const form = style({ display: 'grid', gap: space.md, minWidth: 0 });
/** Title and service, then neighbourhood and the day, side by side where there is room. */
export const pair = style({
  display: 'grid',
  gap: space.md,
  minWidth: 0,
  // A problem under one field lengthens its cell, not the other field's input.
  alignItems: 'start',
  '@media': { [breakpoint.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const fixed = style({ margin: 0, fontSize: '0.9375rem', color: vars.color.muted, overflowWrap: 'anywhere' });

export const photos = style({
  display: 'grid',
  gap: space.sm,
  minWidth: 0,
  margin: 0,
  padding: space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  '@media': { [breakpoint.md]: { padding: space.md } },
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const photosInvalid = style({ borderColor: vars.color.danger });
export const legend = style({ padding: `0 ${space.xs}`, fontWeight: 800, fontSize: '1.05rem' });
export const photoList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });
/** A photo: its thumbnail beside its description on a tablet and up, above it on a phone. */
export const photo = style({
  display: 'grid',
  gap: space.sm,
  minWidth: 0,
  padding: space.sm,
  borderRadius: radius.md,
  background: vars.color.surfaceAlt,
  '@media': { [breakpoint.md]: { gridTemplateColumns: '9rem minmax(0, 1fr)', alignItems: 'start' } },
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const thumbBox = style({ display: 'grid', gap: space.xs, alignContent: 'start' });
export const thumb = style({
  display: 'block',
  width: '100%',
  maxWidth: '14rem',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: radius.sm,
  background: vars.color.surface,
});
export const photoName = style({ margin: 0, fontWeight: 700, fontSize: '0.9375rem' });
export const photoFields = style({ display: 'grid', gap: space.sm, minWidth: 0 });
export const coverLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '44px',
  fontWeight: 700,
  cursor: 'pointer',
});
export const radio = style({ width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.focus });
/** Equal buttons, two or three a row: a phone's narrow column wraps them into a grid, not a staircase. */
export const photoActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7.5rem, 1fr))',
  gap: space.sm,
});
/** "Move down" on one line in a phone's half column. */
export const photoButton = style({ paddingInline: '0.5rem', whiteSpace: 'nowrap' });
export const altInput = style({ minHeight: '4.5rem' });

export const preview = style({
  display: 'grid',
  gap: space.sm,
  minWidth: 0,
  // Beside both the form and its buttons on a laptop, in sight while the form scrolls.
  '@media': { [breakpoint.lg]: { position: 'sticky', top: 0, gridColumn: 2, gridRow: '1 / span 2' } },
});
export const previewHeading = style({ margin: 0, fontSize: '1.05rem' });
/** The frame's box: a phone's card is tall; the frame scrolls inside it past this height. */
export const frameHolder = style({
  height: '560px',
  minWidth: 0,
  '@media': { [breakpoint.lg]: { height: 'min(820px, calc(100vh - 230px))' } },
});
export const actions = style({
  gridColumn: 1,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  paddingTop: space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
export const srOnly = style(visuallyHidden);
