/**
 * The theme part (ppt/theme/themeN.xml): the colour scheme's ten colours
 * and the major and minor Latin typefaces. A scheme that leaves a colour
 * out, or states it in a way not read here, gives no palette at all: the
 * master's own colours are used instead, as for a package without a theme.
 */
import { PALETTE_KEYS, type TemplatePalette } from '../../core/templates/types';
import type { XmlBudget } from '../ooxml';
import { colorIn } from './color';
import { child, parseTree, path } from './tree';

export interface ThemePart {
  name?: string;
  palette?: TemplatePalette;
  fonts: { major?: string; minor?: string };
}

function typeface(el: ReturnType<typeof child>): string | undefined {
  const face = child(el, 'latin')?.attrs.typeface?.trim();
  // '+mj-lt' and the like point back at the theme; an empty face is none.
  return face && !face.startsWith('+') ? face : undefined;
}

export function readThemePart(xml: string, budget?: XmlBudget): ThemePart {
  const theme = parseTree(xml, budget);
  const elements = child(theme, 'themeElements');
  const scheme = child(elements, 'clrScheme');
  const colors: Partial<TemplatePalette> = {};
  for (const key of PALETTE_KEYS) {
    const color = colorIn(child(scheme, key), undefined);
    if (color) colors[key] = color;
  }
  const complete = PALETTE_KEYS.every((key) => colors[key] !== undefined);
  const part: ThemePart = {
    fonts: { major: typeface(path(elements, 'fontScheme', 'majorFont')), minor: typeface(path(elements, 'fontScheme', 'minorFont')) },
  };
  const name = theme.attrs.name?.trim();
  if (name) part.name = name;
  if (complete) part.palette = colors as TemplatePalette;
  return part;
}
