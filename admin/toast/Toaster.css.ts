import { style, styleVariants } from '@vanilla-extract/css';
import { radius, shadow, space, vars } from '../../ui/theme/contract.css';
import { PHONE } from '../ui/dialog.css';

export const viewport = style({
  position: 'fixed',
  zIndex: 200,
  insetInline: space.md,
  bottom: space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  pointerEvents: 'none',
  '@media': {
    // On a phone the top of the screen: at the bottom they lay over the lead dialog's buttons
    // ("Save the request" could not be tapped). Inside an open dialog they are no layer at all but
    // a strip above its scrolling content (admin/ui/dialog.css.ts), covering nothing.
    [PHONE]: {
      top: space.sm,
      bottom: 'auto',
      selectors: {
        'dialog > &': { position: 'static', flex: 'none', order: -1, padding: `${space.sm} ${space.sm} 0` },
      },
    },
    'screen and (min-width: 768px)': { insetInline: 'auto', right: space.lg, bottom: space.lg, width: '380px' },
    // Beside the lead dialog (760 px at most, centred), not over its notes: from 1280 px the margin
    // beside it holds the toast.
    'screen and (min-width: 1280px)': {
      right: '0.75rem',
      bottom: space.md,
      width: 'min(380px, calc((100vw - 760px) / 2 - 1.5rem))',
    },
  },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

const base = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  padding: `${space.md} ${space.md}`,
  borderRadius: radius.md,
  boxShadow: shadow.raised,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.ink,
});

export const toast = styleVariants({
  default: [base, { borderLeft: `4px solid ${vars.color.success}` }],
  destructive: [base, { background: vars.color.danger, borderColor: vars.color.danger, color: vars.color.onDanger }],
});

export const text = style({ flex: 1, minWidth: 0 });
export const title = style({ margin: 0, fontWeight: 700, lineHeight: 1.3 });
export const description = style({
  margin: '0.25rem 0 0',
  fontSize: '0.9375rem',
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
});

export const close = style({
  flex: 'none',
  width: '32px',
  height: '32px',
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.4rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.tint } },
});
