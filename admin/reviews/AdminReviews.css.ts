import { style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme/contract.css';
import { card as surfaceCard } from '../../ui/theme/primitives.css';
import { dataColHead } from '../ui/admin.css';

/** The admin pages' shared frame (admin/ui/admin.css.ts). */
export { pageStack as stack, pageHeader as header } from '../ui/admin.css';

const narrowScreen = 'screen and (max-width: 767px)';

export const intro = style({ margin: '0.25rem 0 0', color: vars.color.muted, maxWidth: '70ch' });

export const section = style([
  surfaceCard,
  { minWidth: 0, display: 'grid', gap: space.md, '@media': { [narrowScreen]: { padding: space.md } } },
]);
export const sectionHead = style({ display: 'grid', gap: space.xs });
export const secondary = style({ margin: 0, color: vars.color.muted, fontSize: '0.875rem' });
export const empty = style({
  margin: 0,
  padding: space.lg,
  textAlign: 'center',
  color: vars.color.muted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: radius.md,
});
export const problem = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

/* The queue: one card per testimonial */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });
export const item = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const itemTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
});
export const customer = style({ fontWeight: 700, overflowWrap: 'anywhere' });
export const quote = style({
  margin: 0,
  padding: `${space.xs} 0 ${space.xs} ${space.md}`,
  borderLeft: `4px solid ${vars.color.brandSoft}`,
  fontSize: '1.0625rem',
  lineHeight: 1.55,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
export const signature = style({ margin: 0, fontWeight: 600, color: vars.color.muted });
export const consent = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `0.15rem ${space.sm}`,
  margin: 0,
  fontSize: '0.9375rem',
});
export const consentTerm = style({ color: vars.color.muted });
export const consentValue = style({ margin: 0, fontWeight: 700 });
export const yes = style({ color: vars.color.successInk });
export const no = style({ color: vars.color.dangerInk });

export const pill = styleVariants(
  {
    new: { background: vars.status.new.soft, color: vars.status.new.ink, borderColor: vars.status.new.line },
    approved: { background: vars.color.successSoft, color: vars.color.successInk, borderColor: vars.color.successLine },
    removed: { background: vars.color.surfaceAlt, color: vars.color.muted, borderColor: vars.color.border },
    withdrawn: {
      background: vars.color.warningSoft,
      color: vars.color.warningInk,
      borderColor: vars.color.warningLine,
    },
  },
  (tone) => [
    {
      display: 'inline-block',
      padding: '0.15rem 0.65rem',
      border: '1px solid',
      borderRadius: radius.pill,
      fontSize: '0.8125rem',
      fontWeight: 700,
      whiteSpace: 'nowrap',
    },
    tone,
  ],
);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: space.sm,
  paddingTop: space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
export const field = style({ display: 'grid', gap: '0.35rem', minWidth: 0, flex: '1 1 14rem', maxWidth: '24rem' });
export const label = style({ fontWeight: 700, fontSize: '0.9375rem' });
export const select = style({
  minHeight: '48px',
  font: 'inherit',
  color: vars.color.ink,
  background: vars.color.surface,
  border: `1px solid ${vars.color.control}`,
  borderRadius: radius.md,
  width: '100%',
  minWidth: 0,
  padding: '0.5rem 0.75rem',
});
export const cannot = style({
  margin: 0,
  paddingTop: space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: '0.9375rem',
});

/* Private notes */
export const note = style([item, { gap: space.xs }]);
export const lowNote = style({ borderColor: vars.color.dangerLine, borderLeft: `4px solid ${vars.color.danger}` });
export const score = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const lowFlag = style({
  display: 'inline-block',
  padding: '0.1rem 0.55rem',
  borderRadius: radius.pill,
  background: vars.color.dangerSoft,
  color: vars.color.dangerInk,
  border: `1px solid ${vars.color.dangerLine}`,
  fontSize: '0.8125rem',
  fontWeight: 700,
});
export const noteBody = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/* Report: the admin pages' table of figures (admin/ui/admin.css.ts) */
export { dataTableBox as tableBox, dataTable as table, dataColHead as colHead } from '../ui/admin.css';
export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: '0.6rem 0.75rem',
  fontWeight: 700,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const colHeadKey = style([dataColHead, { textAlign: 'left' }]);
export const rowHead = style({
  textAlign: 'left',
  fontWeight: 600,
  padding: '0.55rem 0.75rem',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const num = style({
  textAlign: 'right',
  padding: '0.55rem 0.75rem',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
