import { style } from '@vanilla-extract/css';
import { space, vars } from '../../ui/theme/contract.css';
import { card as surfaceCard } from '../../ui/theme/primitives.css';
import { narrowScreen } from './leads.css';

// The dashboard's counters.

export const counters = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  margin: 0,
  '@media': { [narrowScreen]: { gridTemplateColumns: '1fr', gap: space.sm } },
});
export const counter = style([
  surfaceCard,
  {
    padding: `${space.md} ${space.lg}`,
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: '0.15rem',
    '@media': {
      [narrowScreen]: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        padding: `0.75rem ${space.md}`,
      },
    },
  },
]);
// Shown under the label: last in the column-reversed card; on a phone, a line of its own under both.
export const counterNote = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: '0.8125rem',
  order: -1,
  '@media': { [narrowScreen]: { order: 1, flexBasis: '100%' } },
});
export const counterAlert = style({ color: vars.color.danger });
export const counterLabel = style({ margin: 0, color: vars.color.muted, fontWeight: 600, fontSize: '0.9375rem' });
export const counterValue = style({
  margin: 0,
  fontSize: '2rem',
  fontWeight: 800,
  color: vars.color.brand,
  lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [narrowScreen]: { fontSize: '1.5rem' } },
});
