import { style } from '@vanilla-extract/css';
import { breakpoint, space } from '../../ui/theme/contract.css';

/** The admin pages' shared frame (admin/ui/admin.css.ts). */
export {
  pageStack as stack,
  pageHeader as header,
  pageHeaderActions as headerActions,
  pageSubline as welcome,
} from '../ui/admin.css';

/** The list: first under the heading on a phone, after the figures from a tablet up (see Dashboard). */
export const listArea = style({
  display: 'grid',
  gap: space.lg,
  minWidth: 0,
  '@media': { 'screen and (min-width: 768px)': { order: 1 } },
});
export const figures = style({ display: 'grid', gap: space.lg, minWidth: 0 });

export const overview = style({
  display: 'grid',
  gap: space.lg,
  alignItems: 'start',
  '@media': { [breakpoint.lg]: { gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)' } },
});
