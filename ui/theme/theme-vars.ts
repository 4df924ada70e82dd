import { type ThemeName, type Theme, themes } from '../../shared/themes.ts';

/**
 * The CSS custom property behind each design token (`color.brand` → `--theme-color-brand`): the
 * contract (contract.css.ts) reads them, and `themeStylesheet` fills them from a theme's values.
 */
export const themeVarName = (path: readonly string[]) => `theme-${path.join('-')}`;

/** The class a page carries when it picks a theme other than the site's. */
export const themeClass = (name: ThemeName) => `theme-${name}`;

function declarations(theme: Theme): string {
  const lines = Object.entries(theme.color).map(([key, value]) => `--${themeVarName(['color', key])}:${value}`);
  for (const [status, tone] of Object.entries(theme.status))
    for (const [key, value] of Object.entries(tone)) lines.push(`--${themeVarName(['status', status, key])}:${value}`);
  lines.push(`--${themeVarName(['heroGradient'])}:${theme.heroGradient}`);
  return lines.join(';');
}

/**
 * The stylesheet that colours the site: the site's theme on :root, and each other theme a page
 * picks as its class. Only the themes in use are written, so a site's pages carry no other brand.
 */
export function themeStylesheet(siteTheme: ThemeName, pageThemes: Iterable<ThemeName> = []): string {
  const rules = [`:root{${declarations(themes[siteTheme])}}`];
  for (const name of new Set(pageThemes))
    if (name !== siteTheme) rules.push(`.${themeClass(name)}{${declarations(themes[name])}}`);
  return `${rules.join('\n')}\n`;
}
