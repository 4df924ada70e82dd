import { type GlobalStyleRule, globalStyle, style } from '@vanilla-extract/css';
import { breakpoint, onSurface, radius, shadow, space, vars } from '../../ui/theme/contract.css';

/**
 * Where the after picture starts, from the left edge, as a percentage: set on the comparison box
 * through the CSSOM (`style.setProperty`), which the CSP's style-src does not govern, so the
 * markup never carries a style attribute. Unset, the comparison opens half-way.
 */
export const POSITION_PROPERTY = '--before-after-position';
const position = `var(${POSITION_PROPERTY}, 50%)`;

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space.xl });

export const card = style({
  margin: 0,
  display: 'grid',
  ...onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  overflow: 'hidden',
  '@media': {
    [breakpoint.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'center' },
  },
});

/** The two pictures: stacked on a phone, side by side from a tablet up; one over the other once it is a slider. */
export const compare = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '4px',
  background: vars.color.surface,
  '@media': { [breakpoint.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const pane = style({ position: 'relative', margin: 0, aspectRatio: '16 / 9', overflow: 'hidden' });
export const afterPane = style({});
export const picture = style({ display: 'block', width: '100%', height: '100%' });
export const image = style({ height: '100%', objectFit: 'cover', background: vars.color.brandSoft });

/** "Before" / "After" on a solid chip, so it reads over any picture. */
export const label = style({
  position: 'absolute',
  top: space.sm,
  left: space.sm,
  padding: `0.15rem ${space.sm}`,
  borderRadius: radius.sm,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  fontSize: '0.875rem',
  fontWeight: 700,
  lineHeight: 1.5,
  letterSpacing: '0.02em',
});
export const afterLabel = style({});

/** Set once the page is interactive: the slider works from then on. */
export const enhanced = style({});
export const dragging = style({});

/**
 * The slider layout: the after picture over the before, clipped at the position. It applies from
 * the first paint where the browser runs scripts (so hydrating moves nothing), and by the
 * `enhanced` class where the browser cannot say so. Without scripts the pictures stay side by side.
 */
function whenSlider(descendant: string, rule: GlobalStyleRule) {
  globalStyle(`${compare}${descendant}`, { '@media': { '(scripting: enabled)': rule } });
  globalStyle(`${enhanced}${descendant}`, rule);
}
whenSlider('', { gridTemplateColumns: 'minmax(0, 1fr)', gap: 0 });
whenSlider(` ${pane}`, { gridArea: '1 / 1' });
whenSlider(` ${afterPane}`, { clipPath: `inset(0 0 0 ${position})` });
whenSlider(` ${afterLabel}`, { left: 'auto', right: space.sm });

globalStyle(enhanced, { touchAction: 'pan-y', userSelect: 'none', WebkitUserSelect: 'none', cursor: 'ew-resize' });
// A drag on the picture must not start dragging the image file itself.
globalStyle(`${enhanced} img`, { pointerEvents: 'none' });
// Keyboard steps glide; a drag follows the pointer at once; reduced motion never animates.
globalStyle(`${enhanced}:not(${dragging}) ${afterPane}`, {
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'clip-path 120ms ease-out' } },
});

/** The divider and its grip; decoration for the range input beneath, which is the control. */
export const handle = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: position,
  width: '4px',
  marginLeft: '-2px',
  background: vars.color.surface,
  boxShadow: '0 0 0 1px rgba(10, 20, 35, 0.35)',
  pointerEvents: 'none',
  zIndex: 1,
});
globalStyle(`${enhanced}:not(${dragging}) ${handle}`, {
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'left 120ms ease-out' } },
});
export const grip = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  width: '44px',
  height: '44px',
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  background: vars.color.surface,
  color: vars.color.brandStrong,
  border: `2px solid ${vars.color.brandStrong}`,
  boxShadow: shadow.raised,
});

/**
 * The native range input is the control: keys, screen readers and value announcements come with
 * it. It covers the pictures but takes no pointer events: the box handles drags itself, so a
 * vertical swipe on a phone still scrolls the page.
 */
export const range = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  pointerEvents: 'none',
  zIndex: 2,
});
globalStyle(`${range}:focus-visible ~ ${handle} ${grip}`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '3px',
});

export const caption = style({ display: 'grid', gap: space.sm, padding: space.lg });
export const location = style({ margin: 0, fontSize: '0.9rem', fontWeight: 600, color: vars.color.accentText });
export const title = style({ margin: 0, fontSize: '1.15rem', fontWeight: 750 });
export const body = style({ margin: 0, color: vars.color.muted });
