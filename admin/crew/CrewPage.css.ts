import { style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme/contract.css';

/**
 * The crew page: a phone in a gloved hand on a roof. One column, big touch targets (the phase
 * buttons 56 px tall), the day's count always in sight; on a wide screen the jobs sit two abreast.
 */
export const page = style({ minHeight: '100vh', background: vars.color.surfaceAlt, color: vars.color.ink });

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: vars.color.brand,
  color: vars.color.onBrand,
  padding: `${space.sm} ${space.md}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  boxShadow: '0 2px 8px rgba(0,0,0,0.18)',
});
export const barTitle = style({ margin: 0, fontSize: '1.15rem', lineHeight: 1.2 });
export const barDay = style({ display: 'block', fontSize: '0.85rem', fontWeight: 500, opacity: 0.85 });
export const barLinks = style({ display: 'flex', gap: space.xs, alignItems: 'center' });
export const barLink = style({
  color: vars.color.onBrand,
  background: 'transparent',
  border: '1px solid rgba(255,255,255,0.55)',
  borderRadius: radius.md,
  minHeight: '44px',
  padding: '0 0.8rem',
  display: 'inline-flex',
  alignItems: 'center',
  font: 'inherit',
  fontSize: '0.9rem',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
});

export const main = style({
  maxWidth: '1040px',
  marginInline: 'auto',
  padding: `${space.md} ${space.md} ${space.xl}`,
  display: 'grid',
  gap: space.md,
  outline: 'none',
});

export const status = style({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  fontSize: '1.05rem',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${space.sm}`,
  alignItems: 'center',
});
export const statusNote = style({ fontWeight: 500, fontSize: '0.9rem', color: vars.color.muted, flexBasis: '100%' });

export const jobs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const job = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  padding: space.md,
  display: 'grid',
  gap: space.sm,
  alignContent: 'start',
  minWidth: 0,
});
export const jobHead = style({ display: 'flex', gap: space.sm, alignItems: 'baseline', flexWrap: 'wrap' });
export const time = style({
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  borderRadius: radius.sm,
  padding: '0.1rem 0.5rem',
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
});
export const jobName = style({ margin: 0, fontSize: '1.25rem', overflowWrap: 'anywhere' });
export const service = style({ margin: 0, color: vars.color.muted, fontSize: '0.95rem' });
export const contact = style({ display: 'grid', gap: space.xs });
export const contactLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0.35rem 0.75rem',
  borderRadius: radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
});

export const phases = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space.sm,
});
/** A label styled as a button around its file input, which is hidden but still the control. */
export const phase = style({
  position: 'relative',
  minHeight: '56px',
  borderRadius: radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 800,
  fontSize: '1.05rem',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  userSelect: 'none',
  textAlign: 'center',
  lineHeight: 1.1,
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:active': { background: vars.color.accentStrong },
  },
});
export const phaseCount = style({ fontSize: '0.8rem', fontWeight: 600, opacity: 0.9 });
export const fileInput = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  width: '100%',
  height: '100%',
  cursor: 'pointer',
});

export const jobQueue = style({ margin: 0, fontSize: '0.95rem', color: vars.color.muted, fontWeight: 600 });

export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))',
  gap: space.xs,
});
export const thumb = style({ position: 'relative', margin: 0 });
export const thumbImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: radius.sm,
  background: vars.color.surfaceAlt,
});
export const thumbPhase = style({
  position: 'absolute',
  left: '4px',
  bottom: '4px',
  background: 'rgba(0,0,0,0.62)',
  color: '#fff',
  fontSize: '0.7rem',
  fontWeight: 700,
  padding: '0 0.3rem',
  borderRadius: '3px',
});

export const refused = style({
  margin: 0,
  padding: space.sm,
  borderRadius: radius.md,
  background: vars.color.dangerSoft,
  border: `1px solid ${vars.color.dangerLine}`,
  color: vars.color.dangerInk,
  display: 'grid',
  gap: space.xs,
});
export const removeButton = style({
  justifySelf: 'start',
  minHeight: '44px',
  padding: '0 0.9rem',
  borderRadius: radius.md,
  border: `2px solid ${vars.color.dangerLine}`,
  background: vars.color.surface,
  color: vars.color.dangerInk,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
});

export const empty = style({
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: radius.lg,
  padding: space.lg,
  textAlign: 'center',
  display: 'grid',
  gap: space.sm,
});

export const tone = styleVariants({ ok: { color: vars.color.successInk }, wait: { color: vars.color.warningInk } });
