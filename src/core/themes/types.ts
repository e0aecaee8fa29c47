/**
 * Shapes of the theme catalogue. Every colour is an explicit '#rrggbb' hex so
 * the screen and the PowerPoint exporter render the same deck.
 */

/** Catalogue categories; each one is the tab of the same label. Imported company templates are 'template'. */
export type ThemeCategory = 'default' | 'gradient' | 'vibrant' | 'earthy' | 'pastel' | 'template';

/** Colours of a theme, all '#rrggbb'. */
export interface ThemeColors {
  primary: string;
  secondary: string;
  accent: string;
  /** Solid background, or the first stop of a gradient one. */
  background: string;
  /** At least two stops for gradient backgrounds, empty for solid ones. */
  backgroundStops: readonly string[];
  /** Slide titles, readable (WCAG AA) on every background stop. */
  title: string;
  /** Body text, readable (WCAG AA) on every background stop. */
  body: string;
  /** Card fill inside slides. */
  card: string;
  /** Text on cards, readable (WCAG AA) on `card`. */
  cardText: string;
}

export interface Theme {
  /** Long, canonical id, e.g. 'aurora-borealis'. */
  id: string;
  name: string;
  category: ThemeCategory;
  /** Short ids that resolve to this theme. */
  aliases: readonly string[];
  /** True when the background is dark and the text light. */
  dark: boolean;
  colors: ThemeColors;
  /** What an imported company template adds: its fonts, pictures and placements. */
  template?: TemplateLook;
}

/** A rectangle on the 1280 x 720 canvas, px. */
export interface CanvasBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A template font and the bundled family drawn where the device lacks it. */
export interface TemplateFont {
  /** The family the template names, e.g. 'Calibri Light'. */
  family: string;
  /** Catalogue id of the bundled look-alike, e.g. 'font-lato'. */
  fallback: string;
  /** True when the family is itself a bundled one (no fallback needed). */
  bundled: boolean;
}

/** A picture of the template on the canvas: `src` is a part path when stored, a URL once the app loaded it. */
export interface TemplatePlacedPicture {
  src: string;
  box: CanvasBox;
}

/** Text of a template's master shape on the canvas: plain strings, drawn as text. */
export interface TemplatePlacedText {
  paragraphs: string[];
  color: string;
  /** px on the canvas. */
  size: number;
  bold: boolean;
  italic: boolean;
  align: 'left' | 'center' | 'right';
  anchor: 'top' | 'middle' | 'bottom';
  /** A family the template names, or 'major' / 'minor' for the template's title or body face. */
  font: string;
  /** Inner margins, px: left, top, right, bottom. */
  inset: [number, number, number, number];
  wrap: boolean;
}

/** A band, rule or text box of the template's master on the canvas, drawn under every slide's content. */
export interface TemplatePlacedShape {
  box: CanvasBox;
  geometry: 'rect' | 'roundRect' | 'ellipse' | 'line';
  /** Degrees clockwise. */
  rotation: number;
  flipH: boolean;
  flipV: boolean;
  fill?: string;
  /** Outline colour and width (px). */
  line?: { color: string; width: number };
  text?: TemplatePlacedText;
}

/** The deck's title slide on the template's title layout: its own background, text colours that read on it. */
export interface TemplateTitleSlide {
  background: string;
  /** At least two stops for a gradient, else empty. */
  backgroundStops: string[];
  /** A picture filling the title slide's background (a part path when stored, a URL once loaded). */
  backgroundPicture?: string;
  title: string;
  body: string;
  /** The layout hides the master's shapes and pictures. */
  hideMaster: boolean;
}

export interface TemplateLook {
  fileName: string;
  /** The template's slide proportions; the deck itself stays 16:9. */
  ratio: string;
  fonts: { title: TemplateFont; body: TemplateFont };
  /** The master's title and body areas on the canvas, and the region slides are drawn into (clear of the logo). */
  placements: { title: CanvasBox; body: CanvasBox; region: CanvasBox };
  /** A picture filling the background, over the background colour. */
  backgroundPicture?: string;
  /** The logo and other pictures of the master, drawn on every slide. */
  pictures: TemplatePlacedPicture[];
  /** What the user should know: contrast fixes, font fallbacks, parts left out. */
  notes: string[];
  /** Bands, rules and text boxes of the master, drawn under the content of every slide (under its pictures). */
  shapes?: TemplatePlacedShape[];
  /** The title slide's own look, when the template's title layout has one. */
  titleSlide?: TemplateTitleSlide;
}
