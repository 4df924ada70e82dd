import { createGlobalThemeContract, createVar } from '@vanilla-extract/css';
import { themeVarName } from './theme-vars';

/**
 * The design tokens every style reads. Their values are not here: the site file's `theme` picks
 * one of shared/themes.ts, and the build writes it (and any theme a page picks, as a class) into
 * the stylesheet (ui/theme/theme-vars.ts), so no component style is ever copied for a theme.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      brand: null,
      brandStrong: null,
      brandSoft: null,
      accent: null,
      accentStrong: null,
      /** Accent for small text on light backgrounds (the bright accent fails contrast there). */
      accentText: null,
      onAccent: null,
      onBrand: null,
      ink: null,
      muted: null,
      surface: null,
      surfaceAlt: null,
      border: null,
      focus: null,
      danger: null,
      success: null,
      footer: null,
      onFooter: null,
      footerMuted: null,
      onDanger: null,
      control: null,
      backdrop: null,
      hover: null,
      tint: null,
      successSoft: null,
      successLine: null,
      successInk: null,
      warningSoft: null,
      warningLine: null,
      warningInk: null,
      dangerSoft: null,
      dangerLine: null,
      dangerInk: null,
    },
    /** The pipeline's stages (shared/themes.ts `StatusTones`): each pill's fill, ink and border. */
    status: {
      new: { soft: null, ink: null, line: null },
      contacted: { soft: null, ink: null, line: null },
      inspection_scheduled: { soft: null, ink: null, line: null },
      estimate_sent: { soft: null, ink: null, line: null },
      won: { soft: null, ink: null, line: null },
      lost: { soft: null, ink: null, line: null },
      spam: { soft: null, ink: null, line: null },
    },
    heroGradient: null,
  },
  (_value, path) => themeVarName(path),
);

/** The colour of a plain text link where it stands: brand blue on light surfaces, the band's text colour on a dark band. */
export const linkColor = createVar();

/**
 * A light surface and the ink that reads on it, always set together. A dark band (brand tone) sets
 * light text that every child inherits; a card, panel or field on that band names its own ink here,
 * so its text never inherits the band's white onto a white background.
 */
export const onSurface = {
  background: vars.color.surface,
  color: vars.color.ink,
  vars: { [linkColor]: vars.color.brand },
};
export const onSurfaceAlt = {
  background: vars.color.surfaceAlt,
  color: vars.color.ink,
  vars: { [linkColor]: vars.color.brand },
};

export const space = { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' };
export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' };
export const shadow = {
  card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 14px rgba(16, 24, 40, 0.07)',
  raised: '0 12px 32px rgba(16, 24, 40, 0.16)',
  /** A control raised a little off its track (the chosen tab of a segmented control). */
  lifted: '0 1px 3px rgba(16, 24, 40, 0.15)',
};
export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  heading: '"Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
};
export const breakpoint = {
  /** Phones wide enough for a label beside an icon in the header: "Call" from xs, "Menu" too from sm. */
  xs: 'screen and (min-width: 360px)',
  sm: 'screen and (min-width: 400px)',
  md: 'screen and (min-width: 768px)',
  lg: 'screen and (min-width: 1024px)',
  /** The full header navigation fits from here (checked in DejaVu Sans, a wide fallback font). */
  xl: 'screen and (min-width: 1200px)',
};
