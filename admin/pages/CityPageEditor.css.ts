import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme/contract.css';
import { card as surfaceCard } from '../../ui/theme/primitives.css';

/** How far below the window's top the sticky preview sits: the editing bar's height and a gap. */
const TOOLBAR_CLEARANCE = '5rem';

/** Side by side from this width; below it the form, with the preview behind a toggle. */
export const WIDE = 'screen and (min-width: 900px)';
const NARROW = 'screen and (max-width: 899.98px)';

/** The form and, from 900 px, the preview beside it, kept in view while the form scrolls. */
export const layout = style({
  display: 'grid',
  gap: space.lg,
  alignItems: 'start',
  minWidth: 0,
  '@media': { [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr)' } },
});
export const formColumn = style({ display: 'grid', gap: space.lg, minWidth: 0 });
export const hiddenOnPhone = style({ '@media': { [NARROW]: { display: 'none' } } });

export const previewColumn = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gap: space.sm,
  minWidth: 0,
  '@media': {
    // Below the editing bar, which stays at the top too.
    [WIDE]: { position: 'sticky', top: TOOLBAR_CLEARANCE, height: `calc(100vh - ${TOOLBAR_CLEARANCE} - 1rem)` },
    [NARROW]: { height: '75vh' },
  },
});
export const previewBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
});
export const previewTitle = style({ margin: 0, fontSize: '1rem' });
export const frameBox = style({
  position: 'relative',
  overflow: 'hidden',
  minHeight: 0,
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
});
export const frame = style({ display: 'block', border: 0, transformOrigin: '0 0', background: '#fff' });
export const previewNote = style({ margin: 0, fontSize: '0.8125rem', color: vars.color.muted });

/** A two-choice switch (Phone / Desktop, Edit / Preview). */
export const segmented = style({
  display: 'inline-flex',
  margin: 0,
  minWidth: 0,
  padding: '3px',
  gap: '3px',
  borderRadius: radius.pill,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
});
export const segment = style({
  minHeight: '40px',
  padding: '0.35rem 0.9rem',
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  color: vars.color.ink,
  font: 'inherit',
  fontSize: '0.9rem',
  fontWeight: 600,
  cursor: 'pointer',
  '@media': { [NARROW]: { padding: '0.35rem 0.75rem' } },
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.surface, boxShadow: '0 1px 3px rgba(16, 24, 40, 0.15)' },
  },
});
export const phoneOnly = style({ '@media': { [WIDE]: { display: 'none' } } });

/** The editor's top: the page's name, where it is at, undo and redo. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  position: 'sticky',
  top: space.sm,
  zIndex: 3,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: '0 6px 18px rgba(16, 24, 40, 0.08)',
  '@media': { [NARROW]: { padding: space.sm } },
});
export const toolbarGroup = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });
export const saveState = style({
  margin: 0,
  minHeight: '1.25rem',
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.color.muted,
});
export const saveProblem = style({ color: vars.color.danger });
export const breadcrumb = style({ margin: 0, fontSize: '0.9rem' });

export const card = style([surfaceCard, { display: 'grid', gap: space.md, minWidth: 0 }]);
export const cardHeading = style({ fontSize: '1.15rem', margin: 0 });
/** A place another part of the editor mounts into (the edit lock's banner, the history). */
export const slot = style({ display: 'contents' });

/** The list of city pages. */
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const row = style({ borderTop: `1px solid ${vars.color.border}` });
export const cell = style({ padding: `${space.sm} ${space.sm}`, textAlign: 'left', verticalAlign: 'middle' });
export const headCell = style([cell, { fontSize: '0.8125rem', color: vars.color.muted, fontWeight: 700 }]);
export const cityLink = style({ fontWeight: 700, fontSize: '1.05rem' });
export const addGrid = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
});
