import type { StyleRule } from '@vanilla-extract/css';

/** Out of sight, still read by screen readers. A plain rule, since a .css.ts file may export only styles. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const satisfies StyleRule;

/**
 * Text for screen readers only below a breakpoint, shown from it up (a label beside an icon once
 * there is room). A plain rule, since a .css.ts file may export only styles.
 */
export function hiddenBelow(query: string): StyleRule {
  return {
    ...visuallyHidden,
    '@media': { [query]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } },
  };
}
