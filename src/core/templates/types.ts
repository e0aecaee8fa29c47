/**
 * What a company template (.pptx, .potx, .pptm) says about its look, as read
 * from the package: the theme's palette and fonts, the master's and main
 * layouts' backgrounds, the pictures on the master, the title and body
 * placeholders, and the slide size. Plain data, no bytes: pictures are
 * named by their part path and their bytes travel beside the facts.
 */

/** Id prefix of imported themes: never a catalogue id. */
export const TEMPLATE_ID_PREFIX = 'template-';

/** A rectangle as fractions (0..1) of the slide's width and height, so 4:3 and 16:9 compare. */
export interface TemplateBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The ten colours of a theme's colour scheme, each '#rrggbb'. */
export interface TemplatePalette {
  dk1: string;
  lt1: string;
  dk2: string;
  lt2: string;
  accent1: string;
  accent2: string;
  accent3: string;
  accent4: string;
  accent5: string;
  accent6: string;
}

export const PALETTE_KEYS = ['dk1', 'lt1', 'dk2', 'lt2', 'accent1', 'accent2', 'accent3', 'accent4', 'accent5', 'accent6'] as const satisfies readonly (keyof TemplatePalette)[];

/** A background fill: colours are '#rrggbb'; a picture is named by its part path ('ppt/media/image1.png'). */
export type TemplateFill =
  | { kind: 'solid'; color: string }
  | { kind: 'gradient'; stops: string[]; /** DrawingML degrees, clockwise from left to right. */ angle: number }
  | { kind: 'picture'; part: string; /** The picture's average colour is unknown here: the fill colour behind it, when stated. */ color?: string };

/** A picture placed on the master (a logo, a band, a mark). */
export interface TemplatePicture {
  part: string;
  name: string;
  box: TemplateBox;
}

/** One layout's background, by the layout's type ('title', 'obj', 'twoObj', 'blank'...). */
export interface TemplateLayoutBackground {
  type: string;
  name: string;
  fill: TemplateFill;
}

/** Text written on a master shape (a footer line such as 'Company confidential'): plain text, never markup. */
export interface TemplateShapeText {
  /** One string per paragraph; a line break inside a paragraph is '\n'. */
  paragraphs: string[];
  color: string;
  /** The font size as a fraction of the slide's height. */
  size: number;
  bold: boolean;
  italic: boolean;
  align: 'left' | 'center' | 'right';
  anchor: 'top' | 'middle' | 'bottom';
  /** The face the run names; 'major' or 'minor' for the theme's heading or body face. */
  font: string;
  /** Inner margins as fractions of the slide: left, top, right, bottom. */
  inset: [number, number, number, number];
  /** False when the text stays on one line (bodyPr wrap="none"). */
  wrap: boolean;
}

/** A shape drawn on the master that is neither a placeholder nor a picture: a coloured band, a rule, a line of text. */
export interface TemplateShape {
  name: string;
  box: TemplateBox;
  geometry: 'rect' | 'roundRect' | 'ellipse' | 'line';
  /** Degrees clockwise. */
  rotation: number;
  /** A line runs from the box's top left to its bottom right, unless flipped. */
  flipH: boolean;
  flipV: boolean;
  fill?: string;
  /** The outline's colour and width (a fraction of the slide's height). */
  line?: { color: string; width: number };
  text?: TemplateShapeText;
}

export interface TemplateFacts {
  /** The template's name: the theme's, else the file name without its extension. */
  name: string;
  /** What the package is; a .pptm is read, and its macros never kept. */
  kind: 'pptx' | 'potx' | 'pptm';
  slideSize: { cx: number; cy: number };
  /** Undefined when the package has no theme part. */
  palette?: TemplatePalette;
  /** Major (headings) and minor (body) Latin typefaces; from the master's runs when there is no theme part. */
  fonts: { major?: string; minor?: string };
  masterBackground?: TemplateFill;
  layoutBackgrounds: TemplateLayoutBackground[];
  pictures: TemplatePicture[];
  placeholders: { title?: TemplateBox; body?: TemplateBox };
  /** The colours the master's title and body runs state, when they state one. */
  textColors: { title?: string; body?: string };
  /** Things the reader left out or could not read, in the user's words. */
  notes: string[];
  /** Shapes and text boxes of the master (not placeholders, not pictures), in drawing order. */
  shapes?: TemplateShape[];
  /** True when the title layout hides the master's shapes and pictures (showMasterSp="0"). */
  titleHidesMaster?: boolean;
}

/** Slide proportions a template is made for. */
export type SlideRatio = '16:9' | '16:10' | '4:3' | 'other';

/** The proportion closest to a slide size, within 2 %. */
export function slideRatio(size: { cx: number; cy: number }): SlideRatio {
  const ratio = size.cx / size.cy;
  const near = (target: number): boolean => Math.abs(ratio - target) / target < 0.02;
  if (near(16 / 9)) return '16:9';
  if (near(16 / 10)) return '16:10';
  if (near(4 / 3)) return '4:3';
  return 'other';
}
