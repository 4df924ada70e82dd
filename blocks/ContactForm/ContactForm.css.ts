import { globalStyle, style } from '@vanilla-extract/css';
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
