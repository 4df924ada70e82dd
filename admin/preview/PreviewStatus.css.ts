import { style } from '@vanilla-extract/css';
import { linkColor, space } from '../../ui/theme/contract.css';

/** A line of its own under the editor's buttons: the spinner or the link beside the words. */
export const status = style({
  flexBasis: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  margin: 0,
  fontSize: '0.9375rem',
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const open = style({ color: linkColor, fontWeight: 700 });
