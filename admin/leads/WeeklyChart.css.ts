import { style } from '@vanilla-extract/css';
import { space, vars } from '../../ui/theme/contract.css';
import { narrowScreen } from './leads.css';

// Submissions per week: the bars, the axis, the week labels.

/* Weekly chart */
export const chart = style({ margin: 0, display: 'grid', gap: space.sm });
export const chartPlot = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: space.sm,
  rowGap: '0.35rem',
  alignItems: 'stretch',
});
export const chartSvg = style({ display: 'block', width: '100%', height: '160px' });
export const chartBar = style({ fill: vars.color.brand });
export const chartBarCurrent = style({ fill: vars.color.accentStrong });
export const chartLabels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  fontSize: '0.75rem',
  color: vars.color.muted,
  textAlign: 'center',
  whiteSpace: 'nowrap',
});
// Every other week's label: a phone, and the chart's narrow column beside the email note on a small laptop, have no room for twelve.
export const chartLabelMinor = style({
  '@media': {
    [narrowScreen]: { visibility: 'hidden' },
    'screen and (min-width: 1024px) and (max-width: 1279px)': { visibility: 'hidden' },
  },
});
