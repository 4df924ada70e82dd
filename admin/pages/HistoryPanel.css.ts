import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme/contract.css';

/** The history's revisions: one row each, the pair being compared marked. */
export const revisions = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
export const revision = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  padding: space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
});
export const revisionText = style({ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' });
export const picks = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' });

/** A change: the field's label, then the words. */
export const changes = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });
export const changeWhere = style({ fontWeight: 700, margin: 0 });
export const words = style({ margin: '0.25rem 0 0', overflowWrap: 'anywhere', lineHeight: 1.6 });

/** Inserted and removed words: colour and a line, and a label read aloud (never colour alone). */
export const ins = style({
  textDecoration: 'underline',
  background: vars.color.successSoft,
  color: vars.color.successInk,
  borderRadius: '3px',
  padding: '0 2px',
});
export const del = style({
  textDecoration: 'line-through',
  background: vars.color.dangerSoft,
  color: vars.color.dangerInk,
  borderRadius: '3px',
  padding: '0 2px',
});
export const itemChange = style({ margin: '0.25rem 0 0', paddingLeft: space.md });
export const itemTag = style({ fontWeight: 700 });
