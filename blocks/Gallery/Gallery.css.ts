import { globalStyle, style } from '@vanilla-extract/css';
import { radius, shadow, space, vars, onSurface } from '../../ui/theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  ...onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  overflow: 'hidden',
});
export const image = style({ aspectRatio: '8 / 5', objectFit: 'cover', background: vars.color.brandSoft });
export const detailImage = style({ maxHeight: '60vh', objectFit: 'cover' });
export const body = style({ display: 'flex', flexDirection: 'column', gap: space.sm, padding: space.lg, flex: 1 });
export const location = style({ margin: 0, fontSize: '0.9rem', fontWeight: 600, color: vars.color.accentText });
export const title = style({ margin: 0, fontSize: '1.15rem', fontWeight: 750 });
export const description = style({ margin: 0, color: vars.color.muted });
export const action = style({ marginTop: 'auto', alignSelf: 'flex-start' });

/** The detail view opens when its anchor is the URL's target: it works without JavaScript. */
export const detail = style({
  display: 'none',
  position: 'fixed',
  inset: 0,
  zIndex: 70,
  padding: space.md,
  background: 'rgba(10, 20, 35, 0.7)',
  overflowY: 'auto',
  selectors: { '&:target': { display: 'grid', placeItems: 'center' } },
});
/** Set once the page is interactive: then the open project is state, not the URL's target. */
export const enhanced = style({});
export const open = style({});
globalStyle(`${enhanced} ${detail}:target`, { display: 'none' });
globalStyle(`${enhanced} ${detail}${open}`, { display: 'grid', placeItems: 'center' });
export const panel = style({
  width: 'min(100%, 880px)',
  ...onSurface,
  borderRadius: radius.lg,
  overflow: 'hidden',
  boxShadow: shadow.raised,
});
export const panelBody = style({ padding: space.lg, display: 'grid', gap: space.sm });
export const panelHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: space.md,
});
/** Never "Clos / e" beside a two-line title on a phone. */
export const close = style({ whiteSpace: 'nowrap', flexShrink: 0 });
globalStyle(`${panelBody} p`, { margin: 0 });
export const pictureNote = style({ margin: 0, fontSize: '0.8125rem', fontStyle: 'italic', color: vars.color.muted });

/** A published project's service and month, under its title. */
export const meta = style({ margin: 0, fontSize: '0.875rem', color: vars.color.muted });
/** A card shows the start of the story; the detail view shows it whole. */
export const story = style({
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
/** The before/after pair: two pictures of one size side by side, each named under it. */
export const pair = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: space.sm, margin: 0 });
export const pairLarge = style({ gap: '2px', background: vars.color.border });
export const pairFigure = style({ margin: 0, display: 'grid', gap: space.xs });
export const pairImage = style({ aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: radius.sm });
globalStyle(`${pairLarge} ${pairImage}`, { borderRadius: 0, maxHeight: '50vh' });
export const pairCaption = style({
  fontSize: '0.8125rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.muted,
});
globalStyle(`${pairLarge} ${pairCaption}`, { padding: `${space.xs} ${space.md}`, ...onSurface });
/** The detail view's other photos of the job. */
export const more = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: space.sm,
});
export const moreImage = style({ aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: radius.sm });
/** The written projects under the published ones: one grid's gap apart, as if one list. */
export const afterPublished = style({ marginTop: space.lg });
