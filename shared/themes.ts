/**
 * The themes a site or a page may pick, as plain colour values: the browser's stylesheet
 * (content/vite/theme-css.ts fills the contract in ui/theme/contract.css.ts with them), the
 * browser bar colour, the verify-email page and the mails all read the same values, so a brand is
 * coloured in one place. The site file's `theme` picks the site's; a page may pick another.
 */
export interface Palette {
  brand: string;
  brandStrong: string;
  brandSoft: string;
  accent: string;
  accentStrong: string;
  /** Accent for small text on light backgrounds (the bright accent fails contrast there). */
  accentText: string;
  onAccent: string;
  onBrand: string;
  ink: string;
  muted: string;
  surface: string;
  surfaceAlt: string;
  border: string;
  focus: string;
  danger: string;
  success: string;
  /** The dark footer: its background, its text, and the quieter small print. */
  footer: string;
  onFooter: string;
  footerMuted: string;
}

export interface Theme {
  color: Palette;
  heroGradient: string;
}

const stable = {
  ink: '#14202e',
  muted: '#4a5868',
  surface: '#ffffff',
  surfaceAlt: '#f3f5f8',
  border: '#d9dee5',
  onBrand: '#ffffff',
  danger: '#b42318',
  success: '#067647',
  focus: '#1d6fe0',
  onFooter: '#d5dde8',
  footerMuted: '#a9b6c6',
};

export const themes = {
  /** Navy and amber: the Ridgeline brand. */
  ridgeline: {
    color: {
      ...stable,
      brand: '#12325b',
      brandStrong: '#0a1f3a',
      brandSoft: '#e7eef8',
      accent: '#f2a516',
      accentStrong: '#c98200',
      accentText: '#8a5700',
      onAccent: '#1a1300',
      footer: '#0b1624',
    },
    heroGradient: 'linear-gradient(135deg, #0a1f3a 0%, #12325b 55%, #1d4f86 100%)',
  },
  /** Red and orange: the Overland Park launch page. */
  'overland-park': {
    color: {
      ...stable,
      brand: '#9f1d20',
      brandStrong: '#6e1013',
      brandSoft: '#fdeeea',
      accent: '#f46a1f',
      accentStrong: '#c2410c',
      accentText: '#a3330a',
      onAccent: '#1f0a00',
      footer: '#1f0d0e',
      onFooter: '#eadcdc',
      footerMuted: '#c2aeae',
    },
    heroGradient: 'linear-gradient(135deg, #6e1013 0%, #9f1d20 50%, #d9480f 100%)',
  },
  /** Forest green and copper, for a brand that is not navy. */
  prairie: {
    color: {
      ...stable,
      ink: '#17231c',
      muted: '#4b5a50',
      surfaceAlt: '#f2f6f1',
      border: '#d5ded6',
      brand: '#1f5130',
      brandStrong: '#123620',
      brandSoft: '#e6f1e8',
      accent: '#e38b2c',
      accentStrong: '#b86a12',
      accentText: '#8f4f0a',
      onAccent: '#1c0f00',
      focus: '#2563c9',
      footer: '#0f1f15',
      onFooter: '#d6e2d9',
      footerMuted: '#a7b9ac',
    },
    heroGradient: 'linear-gradient(135deg, #123620 0%, #1f5130 55%, #3a7a4d 100%)',
  },
} as const satisfies Record<string, Theme>;

export type ThemeName = keyof typeof themes;
// Pure: a bundle that takes one theme helper (the browser's) leaves the colours out.
export const themeNames = /* @__PURE__ */ Object.keys(themes) as [ThemeName, ...ThemeName[]];
