import { style } from '@vanilla-extract/css';
import { radius, shadow, space, vars } from '../../ui/theme/contract.css';

export const tablist = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '4px',
  padding: '4px',
  borderRadius: radius.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
});

export const tab = style({
  minHeight: '44px',
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.muted,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.surface,
      color: vars.color.brand,
      boxShadow: shadow.lifted,
    },
    '&:hover': { color: vars.color.brand },
  },
});

// The class sets display, so it must restate what `hidden` means (the browser's rule would lose).
export const tabpanel = style({
  display: 'grid',
  gap: space.md,
  paddingTop: space.md,
  outline: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});
export const panelNote = style({ margin: 0, color: vars.color.muted, fontSize: '0.9375rem' });
export const subheading = style({ fontSize: '1.25rem', margin: 0 });
export const center = style({ textAlign: 'center' });

export const signIn = style({ display: 'grid', gap: space.md });
export const passkeyRow = style({ display: 'grid', gap: space.md });
/** "or" between two rules, between the password form and the passkey button. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  margin: 0,
  color: vars.color.muted,
  fontSize: '0.875rem',
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});
export const stepHeader = style({ display: 'grid', gap: '0.35rem' });
export const email = style({ overflowWrap: 'anywhere', color: vars.color.ink });
