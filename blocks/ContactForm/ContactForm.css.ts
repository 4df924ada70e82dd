import { globalStyle, style } from '@vanilla-extract/css';
import { STORM_DATA_ID } from '../../shared/storm';
import { STORM_FORM_ATTR } from '../../shared/storm-form';
import { breakpoint, radius, shadow, space, vars, onSurface } from '../../ui/theme/contract.css';

export const header = style({ marginBottom: space.xl, maxWidth: '760px' });

export const layout = style({
  display: 'grid',
  gap: space.xl,
  alignItems: 'start',
  '@media': { [breakpoint.lg]: { gridTemplateColumns: 'minmax(0, 1.75fr) minmax(0, 1fr)' } },
});

export const card = style({
  ...onSurface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.accent}`,
  borderRadius: radius.lg,
  boxShadow: shadow.raised,
  padding: space.lg,
  // What a visitor typed (a long e-mail address in the thank-you line) wraps inside the card.
  overflowWrap: 'anywhere',
  '@media': { [breakpoint.md]: { padding: space.xl } },
});

export const form = style({ position: 'relative' });

export const grid = style({
  display: 'grid',
  gap: `${space.md} ${space.lg}`,
  '@media': { [breakpoint.md]: { gridTemplateColumns: '1fr 1fr' } },
});
export const field = style({ display: 'grid', gap: '0.35rem', alignContent: 'start', minWidth: 0 });
export const wide = style({ '@media': { [breakpoint.md]: { gridColumn: '1 / -1' } } });

export const label = style({ fontWeight: 700, fontSize: '0.95rem' });
export const optional = style({ fontWeight: 500, color: vars.color.muted });

export const control = style({
  width: '100%',
  minHeight: '48px',
  padding: '0.65rem 0.85rem',
  font: 'inherit',
  fontSize: '1rem',
  ...onSurface,
  // Field borders need 3:1 against the page to be seen (WCAG 1.4.11): the muted ink, not the hairline.
  border: `1px solid ${vars.color.muted}`,
  borderRadius: radius.md,
  selectors: {
    '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px', borderColor: vars.color.brand },
    'textarea&': { resize: 'vertical', minHeight: '7rem' },
  },
});
/** How many characters are left near a field's limit, or how many to cut over it. */
export const count = style({ margin: 0, fontSize: '0.9rem', color: vars.color.muted });
export const countOver = style({ color: vars.color.danger, fontWeight: 700 });
export const controlInvalid = style({ borderColor: vars.color.danger, borderWidth: '2px', background: '#fffafa' });

export const error = style({
  display: 'flex',
  gap: space.xs,
  alignItems: 'flex-start',
  margin: 0,
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: '0.95rem',
});
globalStyle(`${error} svg`, { flexShrink: 0, marginTop: '0.2rem' });

/** The honeypot: off-screen rather than display:none, which some bots know to skip. */
export const trap = style({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});
export const pixel = style({ position: 'absolute', width: '1px', height: '1px', opacity: 0 });

export const empty = style({ margin: 0 });
export const summary = style({ margin: `${space.lg} 0 0`, color: vars.color.danger, fontWeight: 700 });
export const failure = style({
  display: 'grid',
  gap: space.sm,
  justifyItems: 'start',
  marginTop: space.lg,
  padding: space.md,
  borderRadius: radius.md,
  background: '#fef3f2',
  borderLeft: `4px solid ${vars.color.danger}`,
});
/** The icon and "Call …" stay together when the button wraps before the number. */
export const callLead = style({ display: 'inline-flex', alignItems: 'center', gap: space.sm });
export const failureText = style({ margin: 0, fontWeight: 600 });

export const actions = style({
  display: 'grid',
  gap: space.sm,
  marginTop: space.lg,
  '@media': { [breakpoint.md]: { gridTemplateColumns: 'auto 1fr', alignItems: 'center', gap: space.lg } },
});
export const submit = style({ width: '100%', whiteSpace: 'normal', '@media': { [breakpoint.md]: { width: 'auto' } } });
export const privacy = style({ margin: 0, fontSize: '0.9rem', color: vars.color.muted });
export const privacyLink = style({ color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '2px' });

export const success = style({ display: 'grid', gap: space.sm, justifyItems: 'start', outline: 'none' });
globalStyle(`${success} p`, { margin: 0 });
export const successBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: radius.pill,
  background: '#e7f6ee',
  color: vars.color.success,
});
export const successTitle = style({ fontSize: '1.5rem', fontWeight: 800, margin: 0 });
export const nextTitle = style({ fontSize: '1.1rem', margin: `${space.sm} 0 0` });
export const steps = style({ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: space.xs });
export const sooner = style({ fontWeight: 700, marginTop: space.sm });
export const phoneRow = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
globalStyle(`${phoneRow} a`, { whiteSpace: 'normal' });
export const linkButton = style({
  marginTop: space.sm,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: 700,
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
});

/** The call/email panel beside the form: a dark card so the phones read first. */
export const aside = style({
  display: 'grid',
  gap: space.md,
  padding: space.lg,
  borderRadius: radius.lg,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  '@media': { [breakpoint.md]: { padding: space.xl } },
});
export const asideTitle = style({ fontSize: '1.35rem', fontWeight: 800, margin: 0 });
export const asideText = style({ margin: 0, color: 'rgba(255, 255, 255, 0.88)' });
export const offices = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });
export const office = style({
  display: 'grid',
  gap: '0.15rem',
  paddingBottom: space.md,
  borderBottom: '1px solid rgba(255, 255, 255, 0.18)',
});
export const officeLabel = style({
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});
export const officePhone = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  fontSize: '1.4rem',
  fontWeight: 800,
  color: vars.color.onBrand,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const officeAddress = style({ fontSize: '0.95rem', color: 'rgba(255, 255, 255, 0.8)' });
export const mail = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  margin: 0,
  fontWeight: 600,
  fontSize: '0.95rem',
  overflowWrap: 'anywhere',
});
globalStyle(`${mail} a, ${aside} a`, { color: vars.color.onBrand });
export const hoursTitle = style({ fontSize: '1rem', margin: `${space.sm} 0 0` });
export const hours = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `0.2rem ${space.md}`,
  fontSize: '0.95rem',
});

/** The compact variant: a closing band with the pitch on the left and the form on the right. */
export const band = style({
  backgroundImage: vars.heroGradient,
  color: vars.color.onBrand,
  padding: `${space.xl} 0`,
  '@media': { [breakpoint.md]: { padding: `${space.xxl} 0` } },
});
export const bandInner = style({
  display: 'grid',
  gap: space.xl,
  alignItems: 'center',
  '@media': { [breakpoint.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.35fr)' } },
});
export const bandText = style({ display: 'grid', gap: space.md, justifyItems: 'start' });
export const bandEyebrow = style({
  margin: 0,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: '0.8rem',
  color: vars.color.accent,
});
export const bandHeading = style({ margin: 0, fontSize: 'clamp(1.7rem, 1.2rem + 1.8vw, 2.5rem)', fontWeight: 800 });
export const bandIntro = style({ margin: 0, fontSize: '1.1rem', color: 'rgba(255, 255, 255, 0.9)', maxWidth: '48ch' });

/** A group of questions a form asks on some pages only (about the building, about the storm). */
export const groupFields = style({
  margin: `${space.lg} 0 0`,
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  borderRadius: radius.md,
  minWidth: 0,
  '@media': { [breakpoint.md]: { padding: space.lg } },
});
/**
 * The storm questions: in every prerendered form, shown only in storm mode (shared/storm-form.ts):
 * on a storm-damage page (the attribute), or while the server has put the active storm's data in
 * the page. Pure CSS, so the form without JavaScript changes with the storm, with no rebuild.
 */
export const stormFields = style([
  groupFields,
  {
    display: 'none',
    selectors: {
      [`&[${STORM_FORM_ATTR}="always"]`]: { display: 'block' },
      [`:root:has(#${STORM_DATA_ID}) &`]: { display: 'block' },
    },
  },
]);
export const stormLegend = style({ fontWeight: 800, fontSize: '1.1rem', padding: `0 ${space.xs}` });
export const stormIntro = style({ margin: `0 0 ${space.md}`, color: vars.color.muted, fontSize: '0.95rem' });
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: '0.9rem' });
export const fileControl = style({
  width: '100%',
  padding: '0.6rem',
  font: 'inherit',
  fontSize: '1rem',
  border: `1px dashed ${vars.color.muted}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
