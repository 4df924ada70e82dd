import { style } from '@vanilla-extract/css';
import { space, vars } from '../../ui/theme/contract.css';
import { card } from '../../ui/theme/primitives.css';

export const fact = style([card, { display: 'flex', flexDirection: 'column', gap: space.sm, height: '100%' }]);
export const label = style({ fontSize: '0.875rem', fontWeight: 700, color: vars.color.accentText, margin: 0 });
export const link = style({
  marginTop: 'auto',
  fontWeight: 700,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
});
