import { style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme/contract.css';
import { card as surfaceCard } from '../../ui/theme/primitives.css';
import { visuallyHidden } from '../../ui/theme/rules';

/** The admin pages' shared frame (admin/ui/admin.css.ts). */
export { pageStack as stack, pageHeader as header, pageSubline as subline } from '../ui/admin.css';

/** One project per row on a phone, two from a tablet, three on a wide screen. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 1200px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const project = style([
  surfaceCard,
  { display: 'grid', gap: space.sm, alignContent: 'start', minWidth: 0, padding: space.md },
]);
export const cover = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: radius.sm,
  background: vars.color.surfaceAlt,
});
export const titleRow = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const title = style({ fontSize: '1.1rem', margin: 0, overflowWrap: 'anywhere' });
export const facts = style({ margin: 0, color: vars.color.muted, fontSize: '0.9375rem', overflowWrap: 'anywhere' });
export const story = style({ margin: 0, overflowWrap: 'anywhere' });
const pillBase = {
  display: 'inline-block',
  padding: '0.2rem 0.65rem',
  borderRadius: radius.pill,
  fontSize: '0.8125rem',
  fontWeight: 700,
  border: '1px solid',
} as const;
/** What the site shows of a project: live as it is, changed or new in the draft, or leaving at the next publish. */
export const pill = styleVariants({
  live: {
    ...pillBase,
    color: vars.color.successInk,
    background: vars.color.successSoft,
    borderColor: vars.color.successLine,
  },
  changed: {
    ...pillBase,
    color: vars.color.warningInk,
    background: vars.color.warningSoft,
    borderColor: vars.color.warningLine,
  },
  new: {
    ...pillBase,
    color: vars.color.warningInk,
    background: vars.color.warningSoft,
    borderColor: vars.color.warningLine,
  },
  removed: {
    ...pillBase,
    color: vars.color.dangerInk,
    background: vars.color.dangerSoft,
    borderColor: vars.color.dangerLine,
  },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const problems = style({
  margin: 0,
  padding: `${space.sm} ${space.md} ${space.sm} 2rem`,
  borderRadius: radius.md,
  background: vars.color.dangerSoft,
  border: `1px solid ${vars.color.dangerLine}`,
  color: vars.color.dangerInk,
});
export const srOnly = style(visuallyHidden);
