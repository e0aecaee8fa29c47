/**
 * A resolved look in the two notations that draw it: CSS values for the
 * screen, and what a PowerPoint file wants (colours as 'RRGGBB' without '#',
 * fonts by family name). Both sit here so the two cannot drift apart: the
 * gradient direction, the background colour and every text colour come from
 * the same resolved look.
 */
import type { FontCategory } from '../fonts';
import type { FontWidths } from '../slide/geometry';
import type { ResolvedLook } from './look';
import { regionTransform, type RegionTransform } from '../templates/placements';
import type { TemplatePlacedPicture, TemplatePlacedShape, Theme } from './types';

/** The gradient direction on screen: towards the lower right. */
const CSS_GRADIENT_ANGLE = '135deg';

/**
 * The same direction in DrawingML terms: degrees clockwise from "left to
 * right", so 45. Unscaled, the colours run along a true 45 degree line and
 * the corners get the end stops, as CSS does.
 */
export const GRADIENT_ANGLE = 45;

/** The colours a slide is drawn with, in one notation. */
export interface LookPalette {
  title: string;
  body: string;
  card: string;
  cardText: string;
  accent: string;
  primary: string;
  secondary: string;
  /** A key figure and its delta on a card. */
  figure: string;
}

/** A picture source the screen can draw: an object or data URL (a stored template names a part until the app loads it). */
const DRAWABLE = /^(blob:|data:image\/)/;

/** CSS `background` value: the hex colour, or a 135deg linear gradient of the stops; a template's picture over either. */
export function themeBackgroundCss(theme: Theme): string {
  return backgroundCss(theme.colors.background, theme.colors.backgroundStops, theme.template?.backgroundPicture);
}

function backgroundCss(color: string, stops: readonly string[], picture: string | undefined): string {
  const base = stops.length >= 2 ? `linear-gradient(${CSS_GRADIENT_ANGLE}, ${stops.join(', ')})` : color;
  if (picture === undefined || !DRAWABLE.test(picture)) return base;
  return `url("${picture.replace(/["\\]/g, '')}") center / cover no-repeat, ${base}`;
}

function palette(look: ResolvedLook, write: (color: string) => string): LookPalette {
  const c = look.colors;
  return {
    title: write(c.title),
    body: write(c.body),
    card: write(c.card),
    cardText: write(c.cardText),
    accent: write(c.accent),
    primary: write(c.primary),
    secondary: write(c.secondary),
    figure: write(c.figure),
  };
}

/** The look as CSS values. */
export interface ScreenLook extends LookPalette {
  /** CSS `background` (a colour or a gradient). */
  background: string;
  /** CSS font-family stacks. */
  titleFont: string;
  bodyFont: string;
  /** Average glyph widths of the two fonts, for the fit estimate. */
  widths: FontWidths;
  /** A company template's marks (logo...) drawn on every slide, and the move that brings slides into its region. */
  template?: ScreenTemplate;
}

export interface ScreenTemplate {
  pictures: TemplatePlacedPicture[];
  transform: RegionTransform;
  /** The master's bands, rules and text boxes, drawn under the pictures. */
  shapes: TemplatePlacedShape[];
  /** The title slide on the template's title layout: its background (CSS), text colours, and whether the master's marks show. */
  titleSlide?: { background: string; title: string; body: string; hideMaster: boolean };
}

function screenTemplate(look: ResolvedLook): ScreenTemplate | undefined {
  const template = look.theme.template;
  if (!template) return undefined;
  const screen: ScreenTemplate = {
    pictures: template.pictures.filter((p) => DRAWABLE.test(p.src)),
    transform: regionTransform(template.placements.region),
    shapes: template.shapes ?? [],
  };
  const slide = template.titleSlide;
  if (slide) screen.titleSlide = { background: backgroundCss(slide.background, slide.backgroundStops, slide.backgroundPicture), title: slide.title, body: slide.body, hideMaster: slide.hideMaster };
  return screen;
}

/**
 * The look a deck's title slide is drawn in: on a template whose title
 * layout has a look of its own, that background and its text colours, and
 * none of the master's marks where the layout hides them; else the deck's.
 */
export function titleSlideLook<T extends ScreenLook>(look: T): T {
  const slide = look.template?.titleSlide;
  if (!look.template || !slide) return look;
  const template: ScreenTemplate = slide.hideMaster ? { ...look.template, pictures: [], shapes: [] } : look.template;
  return { ...look, background: slide.background, title: slide.title, body: slide.body, template };
}

/** The screen projection: colours as '#rrggbb', a CSS gradient, font stacks with their fallbacks. */
export function screenLook(look: ResolvedLook): ScreenLook {
  return {
    background: themeBackgroundCss(look.theme),
    ...palette(look, (color) => color),
    titleFont: look.titleFont.stack,
    bodyFont: look.bodyFont.stack,
    widths: look.widths,
    ...(look.theme.template ? { template: screenTemplate(look) } : {}),
  };
}

/** The look as a PowerPoint file writes it. */
export interface PptxLook extends LookPalette {
  /**
   * The slide background's solid colour: the theme's, or a gradient's first
   * stop (what the file's background fill and the veil over a background
   * photo use; the gradient itself is `backgroundStops`).
   */
  background: string;
  /** A gradient theme's stops, drawn at GRADIENT_ANGLE; empty for a solid background. */
  backgroundStops: string[];
  /** Family names: a file names a face and cannot list fallbacks. */
  titleFont: string;
  bodyFont: string;
  titleCategory: FontCategory;
  bodyCategory: FontCategory;
  /** Glyph widths of the two fonts, for the same fit as on screen. */
  widths: FontWidths;
  /** A company template's background picture and marks (logo...), as URLs the app loaded them under. */
  template?: {
    backgroundPicture?: string;
    pictures: TemplatePlacedPicture[];
    /** The master's bands, rules and text boxes (colours '#rrggbb'). */
    shapes?: TemplatePlacedShape[];
    /** The title slide on the template's title layout: background and text colours 'RRGGBB'. */
    titleSlide?: { background: string; title: string; body: string; backgroundPicture?: string; hideMaster: boolean };
  };
}

/** The template's pictures the file can take: those the app has loaded (a stored part path is no URL). */
function pptxTemplate(look: ResolvedLook): PptxLook['template'] {
  const template = look.theme.template;
  if (!template) return undefined;
  const picture = template.backgroundPicture;
  const file: NonNullable<PptxLook['template']> = { pictures: template.pictures.filter((p) => DRAWABLE.test(p.src)), ...(picture !== undefined && DRAWABLE.test(picture) ? { backgroundPicture: picture } : {}) };
  if (template.shapes && template.shapes.length > 0) file.shapes = template.shapes;
  const slide = template.titleSlide;
  if (slide) {
    const titlePicture = slide.backgroundPicture !== undefined && DRAWABLE.test(slide.backgroundPicture) ? { backgroundPicture: slide.backgroundPicture } : {};
    file.titleSlide = { background: pptxColor(slide.background), title: pptxColor(slide.title), body: pptxColor(slide.body), hideMaster: slide.hideMaster, ...titlePicture };
  }
  return file;
}

/** '#rrggbb' as PowerPoint writes it: 'RRGGBB'. */
export function pptxColor(color: string): string {
  return color.replace(/^#/, '').toUpperCase();
}

/** The PowerPoint projection: colours as 'RRGGBB', gradient stops for DrawingML, family names. */
export function pptxLook(look: ResolvedLook): PptxLook {
  const c = look.colors;
  return {
    background: pptxColor(c.backgroundStops[0] ?? c.background),
    backgroundStops: c.backgroundStops.length >= 2 ? c.backgroundStops.map(pptxColor) : [],
    ...palette(look, pptxColor),
    titleFont: look.titleFont.family,
    bodyFont: look.bodyFont.family,
    titleCategory: look.titleFont.category,
    bodyCategory: look.bodyFont.category,
    widths: look.widths,
    ...(look.theme.template ? { template: pptxTemplate(look) } : {}),
  };
}
