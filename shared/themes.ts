/**
 * The themes a site or a page may pick, as plain colour values: the browser's stylesheet
 * (ui/theme/theme-vars.ts fills the contract in ui/theme/contract.css.ts with them), the
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
  /** Text on a danger or success fill (a badge, the erase button). */
  onDanger: string;
  /** The border of a field or a table's rule where it must be seen (3:1 against the surface, WCAG 1.4.11). */
  control: string;
  /** Over the page behind a modal dialog. */
  backdrop: string;
  /** A row under the pointer. */
  hover: string;
  /** A grey wash that darkens whatever it sits on (a button on a toast of any colour). */
  tint: string;
  /** Notes and pills that say how something went: a pale fill, its border and its ink. */
  successSoft: string;
  successLine: string;
  successInk: string;
  warningSoft: string;
  warningLine: string;
  warningInk: string;
  dangerSoft: string;
  dangerLine: string;
  dangerInk: string;
}

/** A status pill's pale fill, ink and border. */
export interface Tone {
  soft: string;
  ink: string;
  line: string;
}

/** The colour of each stage of a request in the pipeline (shared/lead-statuses.ts), as the admin's pills show it. */
export interface StatusTones {
  new: Tone;
  contacted: Tone;
  inspection_scheduled: Tone;
  estimate_sent: Tone;
  won: Tone;
  lost: Tone;
  spam: Tone;
}

export interface Theme {
  color: Palette;
  status: StatusTones;
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
  onDanger: '#ffffff',
  control: '#8a96a5',
  backdrop: 'rgba(10, 20, 35, 0.55)',
  hover: '#fafbfc',
  tint: 'rgba(127, 127, 127, 0.18)',
  successSoft: '#ecfdf3',
  successLine: '#a6e3bf',
  successInk: '#054f31',
  warningSoft: '#fffaeb',
  warningLine: '#f7c97e',
  warningInk: '#7a2e0e',
  dangerSoft: '#fef3f2',
  dangerLine: '#f3c2c2',
  dangerInk: '#912018',
};

/** The pipeline's colours, the same in every theme: the office learns them once. */
const statusTones: StatusTones = {
  new: { soft: '#e3eefc', ink: '#0b4a8f', line: '#b5cff3' },
  contacted: { soft: '#eef2f6', ink: '#2f3f52', line: '#cfd6df' },
  inspection_scheduled: { soft: '#f3edfc', ink: '#5b2a9c', line: '#d8c6f3' },
  estimate_sent: { soft: '#fdf3e1', ink: '#744600', line: '#f1d39b' },
  won: { soft: '#e6f6ec', ink: '#05603a', line: '#a6e3bf' },
  lost: { soft: '#f2f4f7', ink: '#475467', line: '#d0d5dd' },
  spam: { soft: '#fbeaea', ink: '#9b1c1c', line: '#f3c2c2' },
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
    status: statusTones,
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
    status: statusTones,
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
    status: statusTones,
    heroGradient: 'linear-gradient(135deg, #123620 0%, #1f5130 55%, #3a7a4d 100%)',
  },
} as const satisfies Record<string, Theme>;

export type ThemeName = keyof typeof themes;
// Pure: a bundle that takes one theme helper (the browser's) leaves the colours out.
export const themeNames = /* @__PURE__ */ Object.keys(themes) as [ThemeName, ...ThemeName[]];
