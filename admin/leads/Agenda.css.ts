import { style } from '@vanilla-extract/css';
import { space, vars } from '../../ui/theme/contract.css';
import { card as surfaceCard } from '../../ui/theme/primitives.css';
import { narrowScreen } from './leads.css';

// The day's (or the week's) inspections and follow-ups.

export const agenda = style([surfaceCard, { padding: space.md, display: 'grid', gap: space.sm, minWidth: 0 }]);
export const agendaHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const agendaList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
export const agendaItem = style({
  display: 'grid',
  gridTemplateColumns: '6.5rem minmax(0, 1fr)',
  gap: space.sm,
  alignItems: 'baseline',
  '@media': { [narrowScreen]: { gridTemplateColumns: '1fr', gap: 0 } },
});
export const agendaWhen = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const toggle = style({ display: 'inline-flex', gap: '0.25rem' });
/** A number on one line: "(918) 555-0100" broken after its area code is misdialled. */
export const agendaPhone = style({ whiteSpace: 'nowrap' });
/** One person booked twice within the hour: red, on a line of its own under the inspection. */
export const clash = style({ display: 'block', color: vars.color.danger, fontWeight: 700, fontSize: '0.9375rem' });
