import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme/contract.css';
import { autoGrid } from '../../ui/theme/auto-grid';
import { narrowScreen } from './leads.css';

// A request's detail in its dialog: the facts, the controls, notes, history, where it came from, erasing.

export const contactList = style({ display: 'grid', gap: '0.15rem' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `0.5rem ${space.md}`,
  margin: 0,
  '@media': { [narrowScreen]: { gridTemplateColumns: '1fr', gap: '0.1rem' } },
});
export const detailTerm = style({
  fontWeight: 700,
  color: vars.color.muted,
  fontSize: '0.875rem',
  '@media': { [narrowScreen]: { marginTop: space.sm } },
});
export const controls = style(autoGrid('14rem', space.md));
export const textarea = style({
  width: '100%',
  minHeight: '5.5rem',
  padding: '0.6rem 0.8rem',
  font: 'inherit',
  color: vars.color.ink,
  background: vars.color.surface,
  border: `1px solid ${vars.color.control}`,
  borderRadius: radius.md,
  resize: 'vertical',
});
export const noteItem = style({
  background: vars.color.surfaceAlt,
  borderRadius: radius.md,
  padding: `0.6rem ${space.md}`,
});
export const meta = style({
  margin: '0.2rem 0 0',
  color: vars.color.muted,
  fontSize: '0.8125rem',
  overflowWrap: 'anywhere',
});
export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.5rem',
  borderLeft: `2px solid ${vars.color.border}`,
  paddingLeft: space.md,
});
export const timelineItem = style({ fontSize: '0.9375rem', overflowWrap: 'anywhere' });
export const danger = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.dangerLine}`,
  background: vars.color.dangerSoft,
});
export const dangerButton = style({
  justifySelf: 'start',
  minHeight: '44px',
  padding: '0.55rem 1.1rem',
  font: 'inherit',
  fontWeight: 700,
  color: vars.color.onDanger,
  background: vars.color.danger,
  border: 0,
  borderRadius: radius.md,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.65, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The detail's "Where it came from": a smaller grid of its own inside the detail's value column. */
export const provenance = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `0.25rem ${space.md}`,
  margin: 0,
  fontSize: '0.9375rem',
  // On a phone each value goes under its name: two columns would leave the values a few letters wide.
  '@media': { [narrowScreen]: { gridTemplateColumns: '1fr', gap: 0 } },
});
export const provenanceTerm = style({
  color: vars.color.muted,
  fontSize: '0.875rem',
  '@media': { [narrowScreen]: { marginTop: '0.4rem' } },
});
export const change = style({ display: 'block', overflowWrap: 'anywhere' });
