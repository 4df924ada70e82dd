import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../ui/theme/contract.css';
import { card } from '../../ui/theme/primitives.css';

/** Shared look of the admin app: a quiet surface, cards, form fields, notes, the spinner. */
export const page = style({
  background: vars.color.surfaceAlt,
  padding: `${space.lg} 0 ${space.xxl}`,
  '@media': { [breakpoint.md]: { padding: `${space.xl} 0 ${space.xxl}` } },
});

/** A dashboard page's <main>: it fills the window's height below the header (the shell is a column). */
export const main = style({ flex: 1, outline: 'none' });

/** An admin page's frame (dashboard, reports, system, account): its sections one under another. */
export const pageStack = style({ display: 'grid', gap: space.lg, minWidth: 0, alignContent: 'start' });
/** The page's heading and subline, its actions beside them, wrapping under them on a phone. */
export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
});
export const pageHeaderActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
/** The line under the page's heading (who is signed in, what the page shows). */
export const pageSubline = style({ margin: '0.25rem 0 0', color: vars.color.muted, overflowWrap: 'anywhere' });

export const panel = style([card, { '@media': { [breakpoint.md]: { padding: space.xl } } }]);

export const narrow = style({ maxWidth: '480px', marginInline: 'auto' });
export const panelStack = style({ display: 'grid', gap: space.lg });
export const panelHeader = style({ display: 'grid', gap: space.sm, textAlign: 'center' });

export const centered = style({
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
});

export const heading = style({
  fontSize: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.1rem)',
  fontWeight: 800,
  letterSpacing: '-0.01em',
  margin: 0,
});
export const muted = style({ color: vars.color.muted, margin: 0 });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  display: 'inline-block',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: '50%',
  border: `4px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
export const spinnerSmall = style([spinner, { width: '1.1rem', height: '1.1rem', borderWidth: '3px' }]);

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.xxl} ${space.md}`,
  color: vars.color.muted,
  fontWeight: 600,
});

export const form = style({ display: 'grid', gap: space.md });
export const field = style({ display: 'grid', gap: '0.35rem' });
export const label = style({ fontWeight: 700, fontSize: '0.9375rem' });
export const input = style({
  width: '100%',
  minHeight: '46px',
  padding: '0.6rem 0.8rem',
  font: 'inherit',
  color: vars.color.ink,
  background: vars.color.surface,
  border: `1px solid ${vars.color.control}`,
  borderRadius: radius.md,
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '1px',
      borderColor: vars.color.focus,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const fieldError = style({ color: vars.color.danger, fontSize: '0.875rem', margin: 0, fontWeight: 600 });
export const reasons = style({
  margin: 0,
  paddingLeft: '1.2rem',
  color: vars.color.danger,
  fontSize: '0.875rem',
  fontWeight: 600,
});

export const submit = style({ width: '100%', selectors: { '&:disabled': { opacity: 0.65, cursor: 'not-allowed' } } });

export const linkButton = style({
  border: 0,
  padding: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  textAlign: 'left',
});

/** A note in a coloured box: green when all is well, amber when something needs a person. */
export const note = styleVariants({
  success: {
    display: 'flex',
    gap: space.md,
    padding: space.md,
    borderRadius: radius.md,
    border: `1px solid ${vars.color.successLine}`,
    background: vars.color.successSoft,
    color: vars.color.successInk,
  },
  warning: {
    display: 'flex',
    gap: space.md,
    padding: space.md,
    borderRadius: radius.md,
    border: `1px solid ${vars.color.warningLine}`,
    background: vars.color.warningSoft,
    color: vars.color.warningInk,
  },
  info: {
    display: 'flex',
    gap: space.md,
    padding: space.md,
    borderRadius: radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.brandSoft,
    color: vars.color.ink,
  },
});
export const noteTitle = style({ margin: 0, fontWeight: 700 });
export const noteText = style({ margin: '0.2rem 0 0', fontSize: '0.9375rem' });
globalStyle(`${noteText} + ${noteText}`, { marginTop: '0.35rem' });

/** A heading focus is moved to when a view replaces another: announced and the start of Tab, without a ring (it is not a control). */
export const focusTarget = style({ selectors: { '&:focus, &:focus-visible': { outline: 'none' } } });

/** A row of buttons: a form's submit and Cancel (FormActions), a dialog's or a panel's actions. */
export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

/** Two columns of cards from a laptop up (the account page, the System page). */
export const columns = style({
  display: 'grid',
  gap: space.lg,
  alignItems: 'start',
  '@media': { [breakpoint.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** A list without bullets, its items a little apart. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });

/** A card's heading. */
export const cardHeading = style({ fontSize: '1.2rem', margin: 0 });

/** Small print beside the main text: a date, a count, a hint. */
export const secondary = style({ color: vars.color.muted, fontSize: '0.875rem' });

/** A chart's value axis (the weekly chart, the report's). */
export const chartAxis = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  fontSize: '0.75rem',
  color: vars.color.muted,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});

/** A chart's grid lines. */
export const chartGrid = style({ stroke: vars.color.border, strokeWidth: 1 });

/* The show-password checkbox under a password field, and the strength meter under a new one. */
export const showPassword = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  fontSize: '0.9375rem',
  cursor: 'pointer',
  justifySelf: 'start',
  minHeight: '2.75rem',
});
export const showPasswordBox = style({
  width: '1.2rem',
  height: '1.2rem',
  margin: 0,
  flex: 'none',
  accentColor: vars.color.brand,
});
export const meter = style({ display: 'grid', gap: '0.35rem' });
export const meterBars = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '0.25rem' });
export const meterBar = style({ height: '0.375rem', borderRadius: '999px', background: vars.color.border });
export const meterBarOn = styleVariants({
  weak: { background: vars.color.danger },
  fair: { background: vars.color.warningLine },
  strong: { background: vars.color.success },
});
export const meterText = style({ margin: 0, fontSize: '0.875rem', color: vars.color.muted });

/* A table of figures (Reports, the Reviews report): scrolls inside its box, the page never sideways */
export const dataTableBox = style({
  overflowX: 'auto',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const dataTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9375rem',
  fontVariantNumeric: 'tabular-nums',
  // Dimmed while new figures load.
  selectors: { '&[aria-busy="true"]': { opacity: 0.55 } },
});
export const dataColHead = style({
  textAlign: 'right',
  // Whole words: a narrow table scrolls in its box rather than print a heading a letter a line.
  overflowWrap: 'normal',
  wordBreak: 'normal',
  minWidth: '5.5rem',
  padding: '0.6rem 0.75rem',
  fontSize: '0.8125rem',
  fontWeight: 700,
  color: vars.color.muted,
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'bottom',
});

/* The foot of an owner's editor (Photos, Gallery projects): Save draft and Publish stay in reach while the page scrolls */
export const publishBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -6px 18px rgba(16, 24, 40, 0.08)',
  borderRadius: `${radius.md} ${radius.md} 0 0`,
});
export const publishBarText = style({ margin: 0, fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' });
/** A button of a row of several: still a 44 px target, less padding. */
export const smallButton = style({ minHeight: '44px', padding: '0.5rem 1rem', fontSize: '0.9375rem' });
