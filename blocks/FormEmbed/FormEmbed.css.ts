import { style } from '@vanilla-extract/css';
import { radius, shadow, vars, onSurface } from '../../ui/theme/contract.css';

export const frameWrap = style({
  borderRadius: radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  boxShadow: shadow.card,
  ...onSurface,
});
/** The widget's own height: it lays itself out for 1500 px and does not resize the frame. */
export const frame = style({ display: 'block', width: '100%', height: '1500px', border: 0 });
