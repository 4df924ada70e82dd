import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../../ui/theme/contract.css';

/** The generated form's frame: one column, groups boxed, lists numbered, big targets on a phone. */
export const form = style({ display: 'grid', gap: space.lg, minWidth: 0 });

export const field = style({ display: 'grid', gap: '0.35rem', minWidth: 0 });
export const label = style({ fontWeight: 700, fontSize: '0.9375rem' });
export const optional = style({ fontWeight: 400, color: vars.color.muted });
export const help = style({ margin: 0, fontSize: '0.875rem', color: vars.color.muted });

export const textarea = style({ minHeight: '7rem', resize: 'vertical', lineHeight: 1.5 });

export const toggle = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  minHeight: '44px',
  paddingBlock: space.xs,
  fontWeight: 600,
  cursor: 'pointer',
});
export const checkbox = style({ width: '1.375rem', height: '1.375rem', margin: '0.1rem 0 0', flex: 'none' });

export const group = style({
  display: 'grid',
  gap: space.md,
  minWidth: 0,
  margin: 0,
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  '@media': { [breakpoint.md]: { padding: space.lg } },
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
/** A group inside a group: lighter, so the nesting reads without boxes in boxes in boxes. */
export const nested = style({ background: vars.color.surfaceAlt });
export const legend = style({ padding: `0 ${space.xs}`, fontWeight: 800, fontSize: '1.05rem' });
export const topLegend = style({ fontSize: '1.2rem' });
export const invalidGroup = style({ borderColor: vars.color.danger });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });
export const listItem = style({
  position: 'relative',
  display: 'grid',
  gap: space.sm,
  minWidth: 0,
  // Where a dragged entry would land: a line in the gap above or below this one.
  selectors: {
    '&[data-drop-edge]::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      height: '3px',
      borderRadius: '2px',
      background: vars.color.focus,
    },
    '&[data-drop-edge="top"]::before': { top: `calc(${space.md} / -2 - 1.5px)` },
    '&[data-drop-edge="bottom"]::before': { bottom: `calc(${space.md} / -2 - 1.5px)` },
  },
});
/** The handle a mouse drags an entry by; a keyboard and a phone use the Move buttons. */
export const dragHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  minHeight: '44px',
  padding: '0.45rem 0.9rem',
  fontSize: '0.9375rem',
  fontWeight: 600,
  color: vars.color.muted,
  border: `1px dashed ${vars.color.control}`,
  borderRadius: radius.md,
  cursor: 'grab',
  userSelect: 'none',
});
export const grip = style({ fontSize: '1.1rem', lineHeight: 1 });
export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
export const smallButton = style({
  minHeight: '44px',
  padding: '0.45rem 0.9rem',
  font: 'inherit',
  fontSize: '0.9375rem',
  fontWeight: 600,
  color: vars.color.ink,
  background: vars.color.surface,
  border: `1px solid ${vars.color.control}`,
  borderRadius: radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
export const addButton = style([smallButton, { justifySelf: 'start', borderStyle: 'dashed' }]);
/** The Add buttons of a list of several shapes: one per shape, wrapping on a phone. */
export const addChoices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const readOnly = style({
  margin: 0,
  padding: space.sm,
  overflowX: 'auto',
  fontSize: '0.875rem',
  background: vars.color.surfaceAlt,
  borderRadius: radius.sm,
});

/** The problems at the top of the form, each a link to its field. */
export const summary = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const summaryTitle = style({ margin: 0, fontSize: '1.1rem', color: vars.color.danger });
export const summaryList = style({ margin: 0, paddingLeft: '1.2rem', display: 'grid', gap: space.xs });
export const summaryLink = style({ color: vars.color.ink, fontWeight: 600, textUnderlineOffset: '2px' });
export const place = style({ color: vars.color.muted });
