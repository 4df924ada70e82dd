import { style } from '@vanilla-extract/css';
import { radius, shadow, space, vars } from '../../ui/theme/contract.css';

/** The step-up dialog: a small modal over the dashboard or the account page. */
export const dialog = style({
  width: 'min(460px, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  padding: 0,
  border: 0,
  borderRadius: radius.lg,
  boxShadow: shadow.raised,
  color: vars.color.ink,
  selectors: { '&::backdrop': { background: 'rgba(10, 20, 35, 0.55)' } },
});
export const inner = style({ padding: space.lg, display: 'grid', gap: space.md });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.md });
export const title = style({ fontSize: '1.35rem', margin: 0 });
