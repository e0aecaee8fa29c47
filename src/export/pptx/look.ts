/**
 * The deck's theme and fonts as the PowerPoint file needs them: colours as
 * 'RRGGBB' (pptxgenjs wants no '#'), fonts by family name. Resolved once per
 * export from the same catalogues the screen uses (src/core/themes,
 * src/core/fonts), so unknown ids fall back exactly as on screen.
 */
import { resolveFont, type FontCategory } from '../../core/fonts';
import type { ShapeTone } from '../../core/layouts';
import type { PresentationSettings } from '../../core/schemas/config';
import { categoryWidth } from '../../core/slide/drawing';
import type { FontWidths } from '../../core/slide/geometry';
import { resolveTheme } from '../../core/themes';
import { fallbackFace, type FallbackFace } from './font-metrics';
import { hex } from './units';

/**
 * The screen's gradient direction (themeBackgroundCss: `linear-gradient(135deg, ...)`,
 * towards the lower right) in DrawingML terms: degrees clockwise from "left
 * to right", so 45. Unscaled, the colours run along a true 45 degree line
 * and the corners get the end stops, as CSS does.
 */
export const GRADIENT_ANGLE = 45;

export interface ExportLook {
  /**
   * The slide background's solid colour: the theme's, or a gradient's first
   * stop (what pptxgenjs writes and what the veil over a background photo
   * uses; the repair step turns it into the gradient, see `backgroundStops`).
   */
  background: string;
  /** A gradient theme's stops, 'RRGGBB', drawn at GRADIENT_ANGLE; empty for a solid background. */
  backgroundStops: string[];
  title: string;
  body: string;
  card: string;
  cardText: string;
  accent: string;
  primary: string;
  secondary: string;
  titleFont: string;
  bodyFont: string;
  titleCategory: FontCategory;
  bodyCategory: FontCategory;
  /** Glyph widths of the two fonts, for the same fit as on screen. */
  widths: FontWidths;
  /** What a machine without the title font draws (font-metrics.ts). */
  titleFallback: FallbackFace;
  bodyFallback: FallbackFace;
}

/**
 * The export look of a deck's settings. PowerPoint never gets the fonts
 * embedded: the family is named (Inter for an unknown id, as on screen) with
 * the classification of its fallback (font-metrics.ts), and the fit is the
 * screen's, whose glyph estimate is wider than both.
 */
export function exportLook(settings: Pick<PresentationSettings, 'selectedTheme' | 'selectedTitleFont' | 'selectedBodyFont'>): ExportLook {
  // The screen already warned about an unknown theme; the export falls back the same way, quietly.
  const theme = resolveTheme(settings.selectedTheme, () => undefined);
  const c = theme.colors;
  const titleFont = resolveFont(settings.selectedTitleFont);
  const bodyFont = resolveFont(settings.selectedBodyFont);
  return {
    background: hex(c.backgroundStops[0] ?? c.background, hex(c.background)),
    backgroundStops: c.backgroundStops.length >= 2 ? c.backgroundStops.map((stop) => hex(stop)) : [],
    title: hex(c.title),
    body: hex(c.body),
    card: hex(c.card),
    cardText: hex(c.cardText),
    accent: hex(c.accent),
    primary: hex(c.primary),
    secondary: hex(c.secondary),
    titleFont: titleFont.family,
    bodyFont: bodyFont.family,
    titleCategory: titleFont.category,
    bodyCategory: bodyFont.category,
    widths: { title: categoryWidth(titleFont.category), body: categoryWidth(bodyFont.category) },
    titleFallback: fallbackFace(titleFont.family, titleFont.category),
    bodyFallback: fallbackFace(bodyFont.family, bodyFont.category),
  };
}

/** How the file classifies a named face: the panose and pitch-and-family byte of its fallback. */
export interface FaceClass {
  panose: string;
  pitchFamily: number;
}

/** The deck's two faces with the classification the file writes for each (repairs.ts fixFontClass). */
export function fontClasses(look: ExportLook): Map<string, FaceClass> {
  const entry = (f: FallbackFace): FaceClass => ({ panose: f.panose, pitchFamily: f.pitchFamily });
  return new Map([
    [look.bodyFont, entry(look.bodyFallback)],
    [look.titleFont, entry(look.titleFallback)],
  ]);
}

/** The colour of a decoration's tone; 'muted' is the body colour (drawn faded). */
export function exportToneColor(look: ExportLook, tone: ShapeTone): string {
  return tone === 'muted' ? look.body : look[tone];
}
