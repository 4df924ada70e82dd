import { style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme/contract.css';
import { card as surfaceCard } from '../../ui/theme/primitives.css';
import { visuallyHidden } from '../../ui/theme/rules';

/** The admin pages' shared frame (admin/ui/admin.css.ts). */
export {
  pageStack as stack,
  pageHeader as header,
  pageHeaderActions as headerActions,
  pageSubline as subline,
} from '../ui/admin.css';

const narrowScreen = 'screen and (max-width: 767px)';

export const group = style({ display: 'grid', gap: space.md, minWidth: 0 });
export const groupHeading = style({ fontSize: '1.25rem', margin: 0 });
/** A folded group's disclosure: its count, a big target, then the cards once opened. */
export const folded = style({ display: 'grid', gap: space.md, minWidth: 0 });
export const foldedSummary = style({
  // A list item keeps the browser's open/closed triangle.
  display: 'list-item',
  minHeight: '44px',
  paddingBlock: '0.6rem',
  fontWeight: 600,
  cursor: 'pointer',
});

/** The slots of a group: one column on a phone, two from a tablet, three on a wide screen. */
export const grid = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 1200px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const slot = style([
  surfaceCard,
  {
    display: 'grid',
    gap: space.sm,
    alignContent: 'start',
    minWidth: 0,
    padding: space.md,
    // A link from the launch checklist (/admin/photos#city-kansas) lands below the site's sticky header.
    scrollMarginTop: '6rem',
  },
]);
export const targeted = style({ outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

export const slotHead = style({ display: 'flex', gap: space.md, alignItems: 'flex-start', minWidth: 0 });

/** The small picture: the stand-in drawing or the owner's photo, cropped to one shape for every slot. */
export const thumb = style({
  flex: '0 0 auto',
  width: '112px',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  '@media': { [narrowScreen]: { width: '96px' } },
});
export const thumbEmpty = style([
  thumb,
  {
    display: 'grid',
    placeItems: 'center',
    color: vars.color.muted,
    fontSize: '0.8125rem',
    textAlign: 'center',
    padding: space.xs,
  },
]);

export const slotTitle = style({ display: 'grid', gap: '0.3rem', minWidth: 0 });
export const slotLabel = style({ fontSize: '1.05rem', margin: 0, overflowWrap: 'anywhere' });
export const photograph = style({ margin: 0, color: vars.color.muted, fontSize: '0.875rem', overflowWrap: 'anywhere' });

const pill = {
  justifySelf: 'start',
  display: 'inline-block',
  padding: '0.1rem 0.55rem',
  borderRadius: radius.pill,
  fontSize: '0.8125rem',
  fontWeight: 700,
};
export const status = styleVariants({
  standIn: {
    ...pill,
    background: vars.color.surfaceAlt,
    color: vars.color.muted,
    border: `1px solid ${vars.color.border}`,
  },
  draft: { ...pill, background: vars.color.warningSoft, color: vars.color.ink },
  live: { ...pill, background: vars.color.successSoft, color: vars.color.successInk },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

/** The file input, hidden behind its label, which looks like a button (a phone opens camera or library). */
export const fileInput = style(visuallyHidden);
export const srOnly = style(visuallyHidden);
export const fileLabel = style({
  selectors: {
    [`${fileInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const textarea = style({ minHeight: '4.5rem', resize: 'vertical', fontFamily: 'inherit' });

export const progress = style({ margin: 0, color: vars.color.muted, fontSize: '0.875rem' });
