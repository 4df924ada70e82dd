import { style, styleVariants } from '@vanilla-extract/css';
import { space } from '../../ui/theme/contract.css';
import { buttonRow } from '../../ui/theme/primitives.css';

const row = style([buttonRow, { marginTop: space.xl }]);

/** Where a section's closing buttons sit: under the content's start, or centred under a grid. */
export const sectionActions = styleVariants({
  start: [row],
  center: [row, { justifyContent: 'center' }],
});
