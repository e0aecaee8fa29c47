/**
 * A Decksmith theme from what a template says: the same record the built-in
 * themes are (colours, background, dark or light) plus the template's look
 * (fonts with their look-alikes, background picture, logo and other marks,
 * the region slides are drawn in). Text colours come from the template's
 * palette and reach WCAG AA on every background it draws; the notes say
 * where the template itself did not.
 */
import { relativeLuminance } from '../themes/contrast';
import type { CanvasBox, TemplateLook, Theme, ThemeColors } from '../themes/types';
import { fontNote, templateFont } from './fonts';
import { placeShape, shapeMark } from './master-shapes';
import { drawingRegion, toCanvas } from './placements';
import { chooseTextColor, mixColors, TEXT_CONTRAST, worstContrast } from './text-colors';
import { fillColors, titleSlideOf } from './title-slide';
import { slideRatio, type TemplateFacts, type TemplatePalette } from './types';

export interface DeriveOptions {
  id: string;
  fileName: string;
  /** Average colours of pictures by part, measured by whoever can decode them; a picture background without one is taken as light. */
  pictureColors?: Readonly<Record<string, string>>;
}

/** The palette a template without a theme part is given: its master's colours, else Office's. */
function paletteOf(facts: TemplateFacts): TemplatePalette {
  if (facts.palette) return facts.palette;
  const bg = facts.masterBackground?.kind === 'solid' ? facts.masterBackground.color : '#ffffff';
  const title = facts.textColors.title ?? '#000000';
  const body = facts.textColors.body ?? title;
  return { dk1: body, lt1: bg, dk2: title, lt2: mixColors(bg, title, 0.08), accent1: title, accent2: body, accent3: '#a5a5a5', accent4: '#ffc000', accent5: '#5b9bd5', accent6: '#70ad47' };
}

/** Colours for slides drawn on the master's background (`backgrounds`: its colour, gradient stops or picture's colour). */
function colorsOf(facts: TemplateFacts, palette: TemplatePalette, backgrounds: string[], notes: string[]): ThemeColors {
  const dark = relativeLuminance(backgrounds[0] as string) < 0.2;
  const order = [
    [palette.dk1, palette.lt1, palette.dk2, palette.lt2],
    [palette.accent1, palette.accent2, palette.accent3, palette.accent4, palette.accent5, palette.accent6],
  ];
  const titleChoice = chooseTextColor('title', facts.textColors.title ?? (dark ? palette.lt1 : palette.dk2), order, backgrounds);
  const bodyChoice = chooseTextColor('body text', facts.textColors.body ?? (dark ? palette.lt1 : palette.dk1), order, backgrounds);
  for (const choice of [titleChoice, bodyChoice]) if (choice.note) notes.push(choice.note);
  const background = backgrounds[0] as string;
  const card = mixColors(background, bodyChoice.color, 0.08);
  const cardText = chooseTextColor('card text', bodyChoice.color, order, [card]).color;
  return {
    primary: palette.accent1,
    secondary: palette.accent2,
    accent: palette.accent3 === palette.accent1 ? palette.accent4 : palette.accent2,
    background,
    backgroundStops: backgrounds.length >= 2 ? backgrounds : [],
    title: titleChoice.color,
    body: bodyChoice.color,
    card,
    cardText,
  };
}

function placementsOf(facts: TemplateFacts): { title: CanvasBox; body: CanvasBox; region: CanvasBox; pictures: { src: string; box: CanvasBox }[] } {
  const pictures = facts.pictures.map((p) => ({ src: p.part, box: toCanvas(p.box) }));
  const title = facts.placeholders.title ? toCanvas(facts.placeholders.title) : undefined;
  const body = facts.placeholders.body ? toCanvas(facts.placeholders.body) : undefined;
  // Slides keep clear of the master's bands and footer text as of its logo.
  const marks = [...pictures.map((p) => p.box), ...(facts.shapes ?? []).map((s) => shapeMark(placeShape(s)))];
  const region = drawingRegion(title, body, marks);
  return { title: title ?? region, body: body ?? region, region, pictures };
}

/** The master's shapes, and the title slide's own background where the title layout has one. */
function addLayoutLook(look: TemplateLook, facts: TemplateFacts, palette: TemplatePalette, colors: ThemeColors, measured: Readonly<Record<string, string>>): void {
  if (facts.shapes && facts.shapes.length > 0) look.shapes = facts.shapes.map(placeShape);
  const titleSlide = titleSlideOf(facts, palette, colors, measured);
  if (titleSlide) look.titleSlide = titleSlide;
}

/** The theme an imported template gives, under `opts.id`. */
export function themeFromTemplate(facts: TemplateFacts, opts: DeriveOptions): Theme {
  const notes = [...facts.notes];
  const palette = paletteOf(facts);
  const backgrounds = fillColors(facts.masterBackground, palette, opts.pictureColors ?? {});
  if (facts.masterBackground?.kind === 'picture' && !opts.pictureColors?.[facts.masterBackground.part]) {
    notes.push('The background picture was taken as light when choosing text colours.');
  }
  const colors = colorsOf(facts, palette, backgrounds, notes);
  const fonts = { title: templateFont(facts.fonts.major), body: templateFont(facts.fonts.minor) };
  for (const font of [fonts.title, fonts.body]) if (!font.bundled) notes.push(`Font: ${fontNote(font)}.`);
  const ratio = slideRatio(facts.slideSize);
  if (ratio !== '16:9') notes.push(`The template is ${ratio === 'other' ? 'not 16:9' : ratio}: the deck stays 16:9 and the template's areas are stretched to it.`);
  const { pictures, ...placements } = placementsOf(facts);
  const theme: Theme = {
    id: opts.id,
    name: facts.name,
    category: 'template',
    aliases: [],
    dark: relativeLuminance(colors.background) < 0.2,
    colors,
    template: { fileName: opts.fileName, ratio, fonts, placements, pictures, notes: [...new Set(notes)] },
  };
  if (facts.masterBackground?.kind === 'picture' && theme.template) theme.template.backgroundPicture = facts.masterBackground.part;
  if (theme.template) addLayoutLook(theme.template, facts, palette, colors, opts.pictureColors ?? {});
  return theme;
}

/** True when a theme's title and body read (AA) on all its background stops: what the catalogue test asks of built-ins. */
export function themeReads(theme: Theme): boolean {
  const backgrounds = theme.colors.backgroundStops.length > 0 ? theme.colors.backgroundStops : [theme.colors.background];
  return worstContrast(theme.colors.title, backgrounds) >= TEXT_CONTRAST && worstContrast(theme.colors.body, backgrounds) >= TEXT_CONTRAST;
}
