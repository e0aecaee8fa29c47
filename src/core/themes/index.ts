/**
 * Themes: the catalogue (about 50 themes with explicit hex colours), the
 * contrast rules their colours obey, and the look resolver that turns a
 * deck's theme and font settings into what the screen and the PowerPoint
 * file draw with.
 */
export type { Theme, ThemeCategory, ThemeColors } from './types';
export { contrastRatio, isHexColor, relativeLuminance } from './contrast';
export { CHART_CONTRAST, chartColors, readableOn, tableColors, type TableColors } from './chart-colors';
export { THEMES, THEME_CATEGORIES, canonicalThemeId, findTheme, resolveTheme, themesIn } from './catalogue';
export {
  FIGURE_CONTRAST, figureColor, resolveLook, toneColor,
  type LookColors, type LookSettings, type ResolvedLook, type ToneColors,
} from './look';
export {
  GRADIENT_ANGLE, pptxColor, pptxLook, screenLook, themeBackgroundCss,
  type LookPalette, type PptxLook, type ScreenLook,
} from './projections';
