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
import { hex } from './units';

export interface ExportLook {
  /**
   * The slide background. A gradient theme becomes its first stop: PowerPoint
   * slides made by pptxgenjs take a solid colour only, and the theme's title
   * and body colours reach WCAG AA on every stop (src/core/themes contrast
   * test), so the first one keeps the text as readable as on screen.
   */
  background: string;
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
}

/**
 * The export look of a deck's settings. PowerPoint never gets the fonts
 * embedded: the family is named (Inter for an unknown id, as on screen), and
 * a machine without it substitutes a face of the same kind.
 */
export function exportLook(settings: Pick<PresentationSettings, 'selectedTheme' | 'selectedTitleFont' | 'selectedBodyFont'>): ExportLook {
  // The screen already warned about an unknown theme; the export falls back the same way, quietly.
  const theme = resolveTheme(settings.selectedTheme, () => undefined);
  const c = theme.colors;
  const titleFont = resolveFont(settings.selectedTitleFont);
  const bodyFont = resolveFont(settings.selectedBodyFont);
  return {
    background: hex(c.backgroundStops[0] ?? c.background, hex(c.background)),
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
  };
}

/** Windows pitch-and-family byte of a font category: roman 0x12, swiss 0x22, modern fixed 0x31. */
export function pitchFamily(category: FontCategory): number {
  return category === 'serif' ? 0x12 : category === 'monospace' ? 0x31 : 0x22;
}

/** The deck's two faces with their pitch-and-family byte, for the file's font substitution. */
export function fontPitches(look: ExportLook): Map<string, number> {
  return new Map([
    [look.bodyFont, pitchFamily(look.bodyCategory)],
    [look.titleFont, pitchFamily(look.titleCategory)],
  ]);
}

/** The colour of a decoration's tone; 'muted' is the body colour (drawn faded). */
export function exportToneColor(look: ExportLook, tone: ShapeTone): string {
  return tone === 'muted' ? look.body : look[tone];
}
