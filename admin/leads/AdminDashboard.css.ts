import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoint, radius, shadow, space, vars } from '../../ui/theme/contract.css';
import { autoGrid } from '../../ui/theme/auto-grid';
import { card as surfaceCard } from '../../ui/theme/primitives.css';
import { visuallyHidden } from '../../ui/theme/rules';

/** The admin pages' shared frame (admin/ui/admin.css.ts). */
export {
  pageStack as stack,
  pageHeader as header,
  pageHeaderActions as headerActions,
  pageSubline as welcome,
} from '../ui/admin.css';

const narrowScreen = 'screen and (max-width: 767px)';
/**
 * The table's six columns need about 850 px (their minimum widths keep a name, a contact and a
 * message readable); below the theme's lg breakpoint each request becomes a card instead, or a
 * tablet would scroll the page sideways.
 */
const tableAsCards = 'screen and (max-width: 1023px)';

/** The list: first under the heading on a phone, after the figures from a tablet up (see Dashboard). */
export const listArea = style({
  display: 'grid',
  gap: space.lg,
  minWidth: 0,
  '@media': { 'screen and (min-width: 768px)': { order: 1 } },
});
export const figures = style({ display: 'grid', gap: space.lg, minWidth: 0 });

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

export const overview = style({
  display: 'grid',
  gap: space.lg,
  alignItems: 'start',
  '@media': { [breakpoint.lg]: { gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)' } },
});

export const card = style([surfaceCard, { minWidth: 0, '@media': { [narrowScreen]: { padding: space.md } } }]);
export const cardHeading = style({ fontSize: '1.2rem', margin: 0 });

/* Weekly chart */
export const chart = style({ margin: 0, display: 'grid', gap: space.sm });
export const chartPlot = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: space.sm,
  rowGap: '0.35rem',
  alignItems: 'stretch',
});
export const chartAxis = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  fontSize: '0.75rem',
  color: vars.color.muted,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});
export const chartSvg = style({ display: 'block', width: '100%', height: '160px' });
export const chartBar = style({ fill: vars.color.brand });
export const chartBarCurrent = style({ fill: vars.color.accentStrong });
export const chartGrid = style({ stroke: vars.color.border, strokeWidth: 1 });
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

/* Submissions table */
export const tableHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  marginBottom: space.md,
});
export const searchRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space.md,
  marginBottom: space.sm,
});
export const searchBox = style({ position: 'relative', flex: '1 1 280px', maxWidth: '460px' });
export const searchInput = style({
  width: '100%',
  minHeight: '46px',
  padding: '0.6rem 0.8rem 0.6rem 2.4rem',
  font: 'inherit',
  border: '1px solid #8a96a5',
  borderRadius: radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
});
export const searchIcon = style({
  position: 'absolute',
  left: '0.8rem',
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.muted,
  pointerEvents: 'none',
});
export const summary = style({
  margin: `0 0 ${space.md}`,
  color: vars.color.muted,
  fontSize: '0.9375rem',
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '1.5rem',
});

export const tableWrap = style({ borderTop: `1px solid ${vars.color.border}` });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9375rem',
  selectors: { '&[aria-busy="true"]': { opacity: 0.55 } },
  '@media': { [tableAsCards]: { display: 'block' } },
});
export const head = style({ '@media': { [tableAsCards]: visuallyHidden } });
export const body = style({ '@media': { [tableAsCards]: { display: 'grid', gap: space.sm, paddingTop: space.sm } } });
export const columnHeader = style({
  textAlign: 'left',
  padding: '0.7rem 0.75rem',
  fontSize: '0.8125rem',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.muted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:hover': { background: '#fafbfc' } },
  '@media': {
    [tableAsCards]: {
      display: 'grid',
      gap: '0.5rem',
      padding: space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: radius.md,
      background: vars.color.surface,
    },
  },
});
export const cell = style({
  padding: '0.8rem 0.75rem',
  verticalAlign: 'top',
  textAlign: 'left',
  fontWeight: 'normal',
  // A 300-character email or word must not widen the table past the screen: `anywhere` (unlike
  // break-word) lets the column's minimum width shrink, so the browser breaks it instead.
  overflowWrap: 'anywhere',
  '@media': {
    [tableAsCards]: {
      display: 'grid',
      gridTemplateColumns: '4.75rem minmax(0, 1fr)',
      justifyItems: 'start',
      fontSize: '0.9375rem',
      gap: space.sm,
      padding: 0,
      selectors: {
        '&::before': {
          content: 'attr(data-label)',
          fontSize: '0.75rem',
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
          color: vars.color.muted,
          paddingTop: '0.15rem',
        },
      },
    },
  },
});
export const statusCell = style([cell, { minWidth: '9.5rem', '@media': { [tableAsCards]: { minWidth: 0 } } }]);
export const nameCell = style([cell, { minWidth: '9rem', '@media': { [tableAsCards]: { minWidth: 0 } } }]);
export const contactCell = style([cell, { minWidth: '13rem', '@media': { [tableAsCards]: { minWidth: 0 } } }]);
export const messageCell = style([
  cell,
  { minWidth: '11rem', maxWidth: '24rem', '@media': { [tableAsCards]: { minWidth: 0, maxWidth: 'none' } } },
]);
export const dateCell = style([cell, { whiteSpace: 'nowrap' }]);
export const nameButton = style({
  border: 0,
  padding: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: 700,
  color: vars.color.brand,
  textAlign: 'left',
  cursor: 'pointer',
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '3px',
  selectors: { '&:hover': { textDecorationColor: 'currentColor' } },
});
export const contactList = style({ display: 'grid', gap: '0.15rem' });
export const secondary = style({ color: vars.color.muted, fontSize: '0.875rem' });
export const badge = style({
  display: 'inline-block',
  padding: '0.15rem 0.6rem',
  borderRadius: radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: 700,
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
});
export const preview = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: 0,
});
export const readMore = style({ marginTop: '0.25rem', fontSize: '0.875rem' });
export const dateLines = style({ display: 'grid' });

export const empty = style({
  padding: `${space.xl} ${space.md}`,
  textAlign: 'center',
  color: vars.color.muted,
  fontWeight: 600,
  margin: 0,
});
export const tableFooter = style({ display: 'flex', justifyContent: 'center', paddingTop: space.md });

/* Detail dialog */
export const dialog = style({
  width: 'min(640px, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  padding: 0,
  border: 0,
  borderRadius: radius.lg,
  boxShadow: shadow.raised,
  color: vars.color.ink,
  selectors: { '&::backdrop': { background: 'rgba(10, 20, 35, 0.55)' } },
});
// Anything typed by a visitor or an admin (a name in the repeat list, a note) breaks rather than widening the dialog.
export const dialogInner = style({
  padding: space.lg,
  display: 'grid',
  gap: space.md,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
export const dialogHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.md,
});
/** "Close" stays one word beside a long name: the name wraps instead. */
export const dialogClose = style({ whiteSpace: 'nowrap', flexShrink: 0 });
export const dialogTitle = style({ fontSize: '1.35rem', margin: 0, overflowWrap: 'anywhere' });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `0.5rem ${space.md}`,
  margin: 0,
  '@media': { [narrowScreen]: { gridTemplateColumns: '1fr', gap: '0.1rem' } },
});
export const detailTerm = style({
  fontWeight: 700,
  color: vars.color.muted,
  fontSize: '0.875rem',
  '@media': { [narrowScreen]: { marginTop: space.sm } },
});
export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const message = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  background: vars.color.surfaceAlt,
  padding: space.md,
  borderRadius: radius.md,
});

globalStyle(`${row} a`, { overflowWrap: 'anywhere' });

/* Leads: status badges, filters, detail */
const pill = style({
  display: 'inline-block',
  padding: '0.15rem 0.55rem',
  borderRadius: radius.pill,
  fontWeight: 700,
  fontSize: '0.8125rem',
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
});
export const statusBadge = styleVariants({
  new: [pill, { background: '#e3eefc', color: '#0b4a8f', borderColor: '#b5cff3' }],
  contacted: [pill, { background: '#eef2f6', color: '#2f3f52', borderColor: '#cfd6df' }],
  inspection_scheduled: [pill, { background: '#f3edfc', color: '#5b2a9c', borderColor: '#d8c6f3' }],
  estimate_sent: [pill, { background: '#fdf3e1', color: '#744600', borderColor: '#f1d39b' }],
  won: [pill, { background: '#e6f6ec', color: '#05603a', borderColor: '#a6e3bf' }],
  lost: [pill, { background: '#f2f4f7', color: '#475467', borderColor: '#d0d5dd' }],
  spam: [pill, { background: '#fbeaea', color: '#9b1c1c', borderColor: '#f3c2c2' }],
});
export const overdueBadge = style([pill, { background: vars.color.danger, color: '#fff' }]);
export const repeatBadge = style([
  pill,
  { background: vars.color.surface, color: vars.color.ink, borderColor: '#8a96a5' },
]);
export const badgeRow = style({ display: 'flex', flexWrap: 'wrap', gap: '0.3rem', alignItems: 'center' });
globalStyle(`${badgeRow} > *`, { minWidth: 0 });
export const statusLines = style({ display: 'grid', gap: '0.3rem', justifyItems: 'start' });
// From 1200 px the badge wraps between words: `anywhere` let the table squeeze the column to a
// letter or two ("Roof Repla / cemen / t"); with `break-word` the longest word is the column's
// least width, and the max-width caps that, so only a word longer than any service name breaks.
// Narrower tables need every pixel for long unbroken values, so there any break is allowed.
export const serviceBadge = style([
  badge,
  {
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    borderRadius: radius.sm,
    '@media': { 'screen and (min-width: 1200px)': { overflowWrap: 'break-word', maxWidth: '8rem' } },
  },
]);

export const filterRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space.md,
  flex: '1 1 320px',
});
export const filterField = style({
  display: 'grid',
  gap: '0.25rem',
  fontSize: '0.875rem',
  fontWeight: 700,
  color: vars.color.muted,
  flex: '1 1 240px',
  maxWidth: '320px',
});
export const select = style({
  minHeight: '46px',
  padding: '0.5rem 2rem 0.5rem 0.75rem',
  font: 'inherit',
  fontWeight: 400,
  color: vars.color.ink,
  background: vars.color.surface,
  border: '1px solid #8a96a5',
  borderRadius: radius.md,
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
/** A select that fills its column (the detail's controls), however long an admin's name. */
export const selectFull = style([select, { width: '100%', minWidth: 0 }]);
export const checkLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: '46px',
  fontWeight: 600,
  cursor: 'pointer',
});
export const checkbox = style({ width: '1.15rem', height: '1.15rem', accentColor: vars.color.brand });

export const dialogWide = style({ width: 'min(760px, calc(100vw - 1rem))' });
export const section = style({
  display: 'grid',
  gap: space.sm,
  paddingTop: space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const sectionHeading = style({ fontSize: '1.05rem', margin: 0 });
export const controls = style(autoGrid('14rem', space.md));
export const textarea = style({
  width: '100%',
  minHeight: '5.5rem',
  padding: '0.6rem 0.8rem',
  font: 'inherit',
  color: vars.color.ink,
  background: vars.color.surface,
  border: '1px solid #8a96a5',
  borderRadius: radius.md,
  resize: 'vertical',
});
export const fieldLabel = style({ fontWeight: 700, fontSize: '0.9375rem' });
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });
export const noteItem = style({
  background: vars.color.surfaceAlt,
  borderRadius: radius.md,
  padding: `0.6rem ${space.md}`,
});
export const noteBody = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const meta = style({
  margin: '0.2rem 0 0',
  color: vars.color.muted,
  fontSize: '0.8125rem',
  overflowWrap: 'anywhere',
});
export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.5rem',
  borderLeft: `2px solid ${vars.color.border}`,
  paddingLeft: space.md,
});
export const timelineItem = style({ fontSize: '0.9375rem', overflowWrap: 'anywhere' });
export const danger = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  border: '1px solid #f3c2c2',
  background: '#fef3f2',
});
export const dangerButton = style({
  justifySelf: 'start',
  minHeight: '44px',
  padding: '0.55rem 1.1rem',
  font: 'inherit',
  fontWeight: 700,
  color: '#fff',
  background: vars.color.danger,
  border: 0,
  borderRadius: radius.md,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.65, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

/** The detail's "Where it came from": a smaller grid of its own inside the detail's value column. */
export const provenance = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `0.25rem ${space.md}`,
  margin: 0,
  fontSize: '0.9375rem',
  // On a phone each value goes under its name: two columns would leave the values a few letters wide.
  '@media': { [narrowScreen]: { gridTemplateColumns: '1fr', gap: 0 } },
});
export const provenanceTerm = style({
  color: vars.color.muted,
  fontSize: '0.875rem',
  '@media': { [narrowScreen]: { marginTop: '0.4rem' } },
});

/* The office's day: the request form (phone call, contact edit), the appointment and follow-up, the agenda */
export const fieldsForm = style({ display: 'grid', gap: space.md, minWidth: 0 });
export const inlineFields = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'flex-end',
});
export const smallField = style({ display: 'grid', gap: '0.25rem', minWidth: 0 });
export const input = style({
  minHeight: '46px',
  padding: '0.5rem 0.75rem',
  font: 'inherit',
  color: vars.color.ink,
  background: vars.color.surface,
  border: '1px solid #8a96a5',
  borderRadius: radius.md,
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
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
export const change = style({ display: 'block', overflowWrap: 'anywhere' });
