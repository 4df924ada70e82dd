import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../ui/theme/contract.css';
import { containerWidth } from '../../ui/theme/primitives.css';

const roofline = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120"><path d="M0 90 60 40l60 50 60-50 60 50" fill="none" stroke="white" stroke-opacity=".07" stroke-width="2"/><path d="M0 120 60 70l60 50 60-50 60 50" fill="none" stroke="white" stroke-opacity=".05" stroke-width="2"/></svg>',
)}")`;

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  color: vars.color.onBrand,
  backgroundColor: vars.color.brandStrong,
  backgroundImage: `${roofline}, ${vars.heroGradient}`,
  backgroundSize: '240px 120px, cover',
  overflow: 'hidden',
});

// The page container's measures and the hero's block padding in one class: beside the container's
// class, whichever stylesheet came last decided the padding (its `padding: 0 …` took it away).
export const inner = style({
  width: '100%',
  maxWidth: containerWidth,
  margin: '0 auto',
  display: 'grid',
  gap: space.xl,
  alignItems: 'center',
  padding: `${space.xl} ${space.md}`,
  '@media': {
    [breakpoint.md]: { padding: `${space.xl} ${space.lg}` },
    [breakpoint.lg]: { padding: `${space.xxl} ${space.lg}` },
  },
});

export const copy = style({ maxWidth: '44rem' });

export const large = style({
  '@media': { [breakpoint.lg]: { minHeight: '520px', display: 'grid', alignItems: 'center' } },
});
/**
 * A hero whose trust row is on the band below it: as tall as hero and chips were together, its
 * picture anchored at the top, so the drawing's truck stays below the buttons and the ticks (the
 * band cuts its wheels) and the sun stays in view.
 */
export const withBand = style({ '@media': { [breakpoint.lg]: { minHeight: '600px' } } });

/** The photo fills the hero behind the text; a shade of the theme's brand colour keeps the text readable. */
export const backdrop = style({ position: 'absolute', inset: 0, zIndex: -2 });
// A phone shows a narrow slice of the photo: keep the roof in it, right of centre where the art puts it.
export const backdropImage = style({
  width: '100%',
  height: '100%',
  // Above the picture's own `height: auto` whichever stylesheet comes last: left to that order, the
  // drawing kept its own height and the hero cut it where it ended.
  selectors: { 'picture > &': { width: '100%', height: '100%' } },
  objectFit: 'cover',
  objectPosition: '72% 40%',
  '@media': {
    [breakpoint.lg]: { objectPosition: '60% 45%', selectors: { [`${withBand} &`]: { objectPosition: '60% 0%' } } },
  },
});
const shade = (opacity: number) => `color-mix(in srgb, ${vars.color.brandStrong} ${opacity}%, transparent)`;
export const withImage = style({
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      background: `linear-gradient(180deg, ${shade(72)} 0%, ${shade(86)} 100%)`,
    },
  },
  '@media': {
    [breakpoint.lg]: {
      selectors: {
        '&::before': { background: `linear-gradient(90deg, ${shade(94)} 0%, ${shade(80)} 42%, ${shade(20)} 100%)` },
      },
    },
  },
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  padding: '0.35rem 0.8rem',
  borderRadius: radius.pill,
  // A dark pill, so the small text reads over the brightest part of any picture behind it.
  background: `color-mix(in srgb, ${vars.color.brandStrong} 70%, transparent)`,
  border: '1px solid rgba(255,255,255,0.25)',
  fontSize: '0.875rem',
  fontWeight: 600,
  marginBottom: space.md,
});

export const heading = style({
  fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.4rem)',
  fontWeight: 800,
  letterSpacing: '-0.02em',
  marginBottom: space.md,
  textWrap: 'balance',
});

export const sub = style({ fontSize: '1.175rem', opacity: 0.92, maxWidth: '60ch', marginBottom: space.lg });

export const highlights = style({
  listStyle: 'none',
  padding: 0,
  margin: `${space.lg} 0 0`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.sm} ${space.lg}`,
  fontWeight: 600,
  fontSize: '0.95rem',
});

export const highlight = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  color: vars.color.accent,
});
export const highlightText = style({ color: vars.color.onBrand });

/**
 * The band under the hero that holds the trust row: the hero's darkest colour, solid, so the
 * picture ends above it and no chip lies on the drawing.
 */
export const band = style({
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  borderTop: '1px solid rgba(255,255,255,0.14)',
  paddingBlock: space.md,
});

/** The trust row: each fact a small chip in the brand colour. */
export const trustRow = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  fontSize: '0.875rem',
  fontWeight: 600,
});
const trustFact = {
  // Holds the link's visually hidden words inside the chip, not over the picture.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: '0.35rem 0.7rem',
  minHeight: '36px',
  // Square-ish corners: the whole box is the chip's colour, so no picture shows around the text.
  borderRadius: radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
} as const;
export const trustItem = style(trustFact);
export const trustLink = style({
  ...trustFact,
  // The underline in the text's own colour: a paler line would read as a second, fainter text.
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  textDecorationThickness: '1px',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});
