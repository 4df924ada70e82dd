import { style, styleVariants } from '@vanilla-extract/css';
import { radius, vars } from '../../ui/theme/contract.css';

// The pills on a request: its status, overdue, an emergency, a repeat, its service.

export const badge = style({
  display: 'inline-block',
  padding: '0.15rem 0.6rem',
  borderRadius: radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: 700,
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
});

/* Leads: status badges, filters, detail */
const pill = style({
  display: 'inline-block',
  padding: '0.15rem 0.55rem',
  borderRadius: radius.pill,
  fontWeight: 700,
  fontSize: '0.8125rem',
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
});
export const statusBadge = styleVariants({
  new: [pill, { background: vars.status.new.soft, color: vars.status.new.ink, borderColor: vars.status.new.line }],
  contacted: [
    pill,
    {
      background: vars.status.contacted.soft,
      color: vars.status.contacted.ink,
      borderColor: vars.status.contacted.line,
    },
  ],
  inspection_scheduled: [
    pill,
    {
      background: vars.status.inspection_scheduled.soft,
      color: vars.status.inspection_scheduled.ink,
      borderColor: vars.status.inspection_scheduled.line,
    },
  ],
  estimate_sent: [
    pill,
    {
      background: vars.status.estimate_sent.soft,
      color: vars.status.estimate_sent.ink,
      borderColor: vars.status.estimate_sent.line,
    },
  ],
  won: [pill, { background: vars.status.won.soft, color: vars.status.won.ink, borderColor: vars.status.won.line }],
  lost: [pill, { background: vars.status.lost.soft, color: vars.status.lost.ink, borderColor: vars.status.lost.line }],
  spam: [pill, { background: vars.status.spam.soft, color: vars.status.spam.ink, borderColor: vars.status.spam.line }],
});
export const overdueBadge = style([pill, { background: vars.color.danger, color: vars.color.onDanger }]);
/** An emergency (shared/emergency.ts): red, and says which in words. */
export const emergencyBadge = style([
  pill,
  { background: vars.color.dangerSoft, color: vars.color.dangerInk, borderColor: vars.color.dangerLine },
]);
export const repeatBadge = style([
  pill,
  { background: vars.color.surface, color: vars.color.ink, borderColor: vars.color.control },
]);
// From 1200 px the badge wraps between words: `anywhere` let the table squeeze the column to a
// letter or two ("Roof Repla / cemen / t"); with `break-word` the longest word is the column's
// least width, and the max-width caps that, so only a word longer than any service name breaks.
// Narrower tables need every pixel for long unbroken values, so there any break is allowed.
export const serviceBadge = style([
  badge,
  {
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    borderRadius: radius.sm,
    '@media': { 'screen and (min-width: 1200px)': { overflowWrap: 'break-word', maxWidth: '8rem' } },
  },
]);
