import { fallbackVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoint, linkColor, radius, shadow, space, vars, onSurface } from './contract.css';
import { autoGrid } from './auto-grid';

/** Shared building blocks: the page container, section rhythm, headings, buttons and cards. */
/** The widest a page's column grows. */
export const containerWidth = '1180px';
export const container = style({
  width: '100%',
  maxWidth: containerWidth,
  margin: '0 auto',
  padding: `0 ${space.md}`,
  '@media': { [breakpoint.md]: { padding: `0 ${space.lg}` } },
});

/** A dark band: text inside turns light, so headings, ledes and eyebrows keep their contrast. */
export const brandTone = style({
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  vars: { [linkColor]: vars.color.onBrand },
});

export const section = recipe({
  base: { padding: `${space.xl} 0`, '@media': { [breakpoint.md]: { padding: `${space.xxl} 0` } } },
  variants: {
    tone: {
      plain: {},
      alt: { background: vars.color.surfaceAlt },
      brand: [brandTone],
    },
  },
  defaultVariants: { tone: 'plain' },
});

export const eyebrow = style({
  display: 'inline-block',
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accentText,
  marginBottom: space.sm,
});
globalStyle(`${brandTone} ${eyebrow}`, { color: vars.color.accent });

export const sectionHeading = style({
  fontSize: 'clamp(1.6rem, 1.2rem + 1.6vw, 2.3rem)',
  fontWeight: 800,
  letterSpacing: '-0.01em',
});

export const lede = style({ fontSize: '1.125rem', color: vars.color.muted, maxWidth: '62ch' });
globalStyle(`${brandTone} ${lede}`, { color: 'rgba(255, 255, 255, 0.88)' });

export const sectionIntro = style({ marginBottom: space.xl, maxWidth: '760px' });
export const sectionIntroCenter = style({
  marginBottom: space.xl,
  maxWidth: '760px',
  marginInline: 'auto',
  textAlign: 'center',
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '48px',
    padding: '0.75rem 1.4rem',
    borderRadius: radius.md,
    fontWeight: 700,
    fontSize: '1rem',
    lineHeight: 1.2,
    // One line while it fits; a long label wraps (its icon, words and number as separate pieces)
    // rather than push the page sideways on a phone.
    maxWidth: '100%',
    flexWrap: 'wrap',
    columnGap: space.sm,
    rowGap: 0,
    textAlign: 'center',
    textDecoration: 'none',
    border: '2px solid transparent',
    cursor: 'pointer',
    transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease',
    // A button that cannot be pressed now looks it (a Save with nothing changed, Publish for the office).
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed', boxShadow: 'none' },
    },
  },
  variants: {
    kind: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentStrong, color: vars.color.onAccent } },
      },
      secondary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
      },
      // Brand blue on light surfaces, the band's light text on a dark band (see linkColor).
      outline: {
        background: 'transparent',
        color: fallbackVar(linkColor, vars.color.brand),
        borderColor: fallbackVar(linkColor, vars.color.brand),
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
      },
      onDark: {
        background: 'transparent',
        color: '#fff',
        borderColor: 'rgba(255,255,255,0.75)',
        selectors: { '&:hover:not(:disabled)': { background: 'rgba(255,255,255,0.12)' } },
      },
    },
  },
  defaultVariants: { kind: 'primary' },
});

// A navy button on the navy band would be a shape without an edge: there it turns white with navy text.
globalStyle(`${brandTone} ${button.classNames.variants.kind.secondary}`, {
  background: vars.color.surface,
  color: vars.color.brand,
});
globalStyle(`${brandTone} ${button.classNames.variants.kind.secondary}:hover:not(:disabled)`, {
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
});

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: space.md });

export const card = style({
  ...onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  padding: space.lg,
});

/*
 * No orphan row: a card grid lays out by how many cards it holds, so every row is full.
 * Two per row on tablets (a lone last card spans the row); on desktops 4 cards sit in one row,
 * 5 as 3 + 2 wider ones, 7 as 3 + 4, 8 as 4 + 4.
 */
export const fullRows = style({});
const cards = (n: number) => `${fullRows}:has(> :nth-child(${n}):last-child)`;
const each = (ns: number[], suffix = '') => ns.map((n) => cards(n) + suffix).join(', ');
globalStyle(each([2, 4, 8]), { '@media': { [breakpoint.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
globalStyle(each([3, 5, 6, 7]), {
  '@media': { [breakpoint.md]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});
globalStyle(each([3, 5, 6, 7], ' > *'), { '@media': { [breakpoint.md]: { gridColumn: 'span 3' } } });
globalStyle(each([3, 5, 7], ' > :last-child'), { '@media': { [breakpoint.md]: { gridColumn: 'span 6' } } });
globalStyle(`${each([3, 5, 6], ' > *')}, ${cards(3)} > :last-child`, {
  '@media': { [breakpoint.lg]: { gridColumn: 'span 2' } },
});
globalStyle(`${cards(5)} > :nth-child(n + 4)`, { '@media': { [breakpoint.lg]: { gridColumn: 'span 3' } } });
globalStyle(each([4, 8]), { '@media': { [breakpoint.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } });
globalStyle(cards(7), { '@media': { [breakpoint.lg]: { gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' } } });
globalStyle(`${cards(7)} > *`, { '@media': { [breakpoint.lg]: { gridColumn: 'span 4' } } });
globalStyle(`${cards(7)} > :nth-child(n + 4)`, { '@media': { [breakpoint.lg]: { gridColumn: 'span 3' } } });

export const grid = styleVariants({
  two: [fullRows, autoGrid('320px', space.lg)],
  three: [fullRows, autoGrid('280px', space.lg)],
  four: [fullRows, autoGrid('230px', space.lg)],
});

/** Small utilities; the CSP forbids inline style attributes, so every style is a class. */
export const plainList = style({ listStyle: 'none', padding: 0, margin: 0 });
export const flush = style({ margin: 0 });
export const inheritFont = style({ font: 'inherit', margin: 0 });
export const contents = style({ display: 'contents' });
export const term = style({ fontWeight: 700 });
export const spacedTop = style({ marginTop: '0.75rem' });
export const subtle = style({ fontWeight: 500, opacity: 0.75 });
export const blockImage = style({ width: '100%', height: 'auto', display: 'block' });
export const titleSmall = style({ fontSize: '1.15rem' });
/** Keeps a phone number or a price on one line. */
export const nowrap = style({ whiteSpace: 'nowrap' });
export const normalStyle = style({ fontStyle: 'normal' });

/** A bordered, quiet button for controls like "Menu" and "Close". */
export const ghostButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '44px',
  padding: '0 0.85rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  ...onSurface,
  fontWeight: 700,
  fontSize: '1rem',
  cursor: 'pointer',
});
