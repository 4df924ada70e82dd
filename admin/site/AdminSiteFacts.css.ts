import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../ui/theme/contract.css';
import { card as surfaceCard } from '../../ui/theme/primitives.css';

export {
  pageStack as stack,
  pageHeader as header,
  pageHeaderActions as headerActions,
  pageSubline as subline,
} from '../ui/admin.css';

/** The form, and beside it from a laptop up the publish panel and the history; one column on a phone. */
export const layout = style({
  display: 'grid',
  gap: space.lg,
  alignItems: 'start',
  minWidth: 0,
  '@media': { [breakpoint.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 380px)' } },
});
export const main = style({ display: 'grid', gap: space.lg, minWidth: 0 });
export const aside = style({ display: 'grid', gap: space.lg, minWidth: 0 });

export const card = style([
  surfaceCard,
  { display: 'grid', gap: space.md, minWidth: 0, '@media': { 'screen and (max-width: 767px)': { padding: space.md } } },
]);
export const cardHeading = style({ fontSize: '1.2rem', margin: 0 });

/** Save and Publish stay in reach at the foot of the screen while the owner scrolls a long form. */
export const actionBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  padding: space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: '0 -6px 18px rgba(0, 0, 0, 0.08)',
});
export const actionButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  '@media': {
    'screen and (max-width: 479px)': { width: '100%', display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr' },
  },
});
export const bigButton = style({
  minHeight: '48px',
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const status = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, alignItems: 'center' });
const pillBase = {
  display: 'inline-block',
  padding: '0.2rem 0.65rem',
  borderRadius: radius.pill,
  fontSize: '0.8125rem',
  fontWeight: 700,
  border: '1px solid',
} as const;
export const pillWarning = style({
  ...pillBase,
  color: vars.color.warningInk,
  background: vars.color.warningSoft,
  borderColor: vars.color.warningLine,
});
export const pillSuccess = style({
  ...pillBase,
  color: vars.color.successInk,
  background: vars.color.successSoft,
  borderColor: vars.color.successLine,
});
export const pillNeutral = style({
  ...pillBase,
  color: vars.color.muted,
  background: vars.color.surfaceAlt,
  borderColor: vars.color.border,
});
export const pillDanger = style({
  ...pillBase,
  color: vars.color.dangerInk,
  background: vars.color.dangerSoft,
  borderColor: vars.color.dangerLine,
});

/** The stale-save notice: theirs and yours side by side from a tablet up, stacked on a phone. */
export const conflict = style({
  display: 'grid',
  gap: space.md,
  padding: space.md,
  border: `2px solid ${vars.color.warningLine}`,
  borderRadius: radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningInk,
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const conflictTitle = style({ margin: 0, fontSize: '1.1rem' });
export const conflictList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });
export const conflictItem = style({
  display: 'grid',
  gap: space.xs,
  padding: space.sm,
  background: vars.color.surface,
  color: vars.color.ink,
  borderRadius: radius.sm,
  '@media': { [breakpoint.md]: { gridTemplateColumns: 'minmax(10rem, 1fr) 1fr 1fr', alignItems: 'baseline' } },
});
export const conflictWhere = style({ fontWeight: 700 });
export const conflictValue = style({ overflowWrap: 'anywhere' });
export const valueLabel = style({ color: vars.color.muted, fontSize: '0.8125rem', fontWeight: 600 });

export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });
export const release = style({
  display: 'grid',
  gap: space.xs,
  paddingBottom: space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0, paddingBottom: 0 } },
});
export const releaseHead = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const releaseTitle = style({ margin: 0, fontSize: '1rem', fontWeight: 700 });
export const meta = style({ margin: 0, color: vars.color.muted, fontSize: '0.875rem' });
export const changes = style({
  margin: 0,
  paddingLeft: '1.1rem',
  display: 'grid',
  gap: '0.2rem',
  fontSize: '0.9375rem',
});
export const changeValue = style({ overflowWrap: 'anywhere' });
export const noteInput = style({ minHeight: '46px' });
export const publishForm = style({ display: 'grid', gap: space.sm });

/** The stale-save notice's two ways on: one under the other on a phone, each the full width. */
export const conflictButtons = style({
  display: 'grid',
  gap: space.sm,
  '@media': { [breakpoint.md]: { display: 'flex', flexWrap: 'wrap' } },
});
