/**
 * The deck's look as the PowerPoint file needs it: the PowerPoint projection
 * of core/themes resolveLook (colours as 'RRGGBB', fonts by family name),
 * plus the fallback face each named font is classified as. Unknown ids fall
 * back exactly as on screen.
 */
import type { PresentationSettings } from '../../core/schemas/config';
import { pptxLook, resolveLook, type PptxLook } from '../../core/themes';
import type { CanvasBox } from '../../core/themes/types';
import { fallbackFace, type FallbackFace } from './font-metrics';

export interface ExportLook extends PptxLook {
  /** What a machine without the title font draws (font-metrics.ts). */
  titleFallback: FallbackFace;
  bodyFallback: FallbackFace;
  /** The deck's language (BCP 47): charts write their numbers as it does. Unknown: English. */
  language?: string;
  /** A company template's drawing region on the canvas (its title and body areas, clear of its logo). */
  region?: CanvasBox;
}

/**
 * The export look of a deck's settings. PowerPoint never gets the fonts
 * embedded: the family is named (Inter for an unknown id, as on screen) with
 * the classification of its fallback (font-metrics.ts), and the fit is the
 * screen's, whose glyph estimate is wider than both.
 */
export function exportLook(settings: Pick<PresentationSettings, 'selectedTheme' | 'selectedTitleFont' | 'selectedBodyFont' | 'language'>): ExportLook {
  // The screen already warned about an unknown theme; the export falls back the same way, quietly.
  const resolved = resolveLook(settings, () => undefined);
  const look = pptxLook(resolved);
  const region = resolved.theme.template?.placements.region;
  return {
    ...look,
    ...(region ? { region } : {}),
    titleFallback: fallbackFace(look.titleFont, look.titleCategory),
    bodyFallback: fallbackFace(look.bodyFont, look.bodyCategory),
    ...(settings.language ? { language: settings.language } : {}),
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
