/**
 * A template's typefaces and the bundled family drawn where the device
 * lacks them. Company templates mostly name Office and system faces
 * (Calibri, Segoe UI, Georgia...) that the app cannot ship; each gets the
 * bundled family closest in build and width, so text fits as it would in
 * the template. A face the app bundles is used as it is.
 */
import { ALL_FONT_ENTRIES, FALLBACK_FONT, type FontEntry } from '../fonts';
import type { TemplateFont } from '../themes/types';

/** Known faces (lower case) to the catalogue id of their bundled look-alike. */
const LOOK_ALIKES: Record<string, string> = {
  // Calibri's metric twin Carlito is drawn from Lato.
  calibri: 'font-lato', 'calibri light': 'font-lato', carlito: 'font-lato', candara: 'font-lato', corbel: 'font-lato', 'gill sans': 'font-lato', 'gill sans mt': 'font-lato',
  arial: 'font-roboto', helvetica: 'font-roboto', 'helvetica neue': 'font-roboto', 'liberation sans': 'font-roboto', arimo: 'font-roboto', 'arial nova': 'font-roboto',
  'segoe ui': 'font-opensans', 'segoe ui light': 'font-opensans', 'segoe ui semibold': 'font-opensans', aptos: 'font-opensans', 'aptos display': 'font-opensans',
  verdana: 'font-noto-sans', tahoma: 'font-noto-sans', 'dejavu sans': 'font-noto-sans', 'lucida sans': 'font-noto-sans',
  futura: 'font-poppins', 'century gothic': 'font-poppins', avenir: 'font-poppins', 'avenir next': 'font-poppins', 'tw cen mt': 'font-poppins',
  'trebuchet ms': 'font-ubuntu', 'franklin gothic': 'font-work-sans', 'franklin gothic book': 'font-work-sans', 'franklin gothic medium': 'font-work-sans',
  'arial narrow': 'font-roboto-condensed', 'arial black': 'font-montserrat', impact: 'font-oswald',
  georgia: 'font-merriweather', cambria: 'font-lora', 'times new roman': 'font-lora', times: 'font-lora', garamond: 'font-lora', 'book antiqua': 'font-lora',
  palatino: 'font-lora', 'palatino linotype': 'font-lora', constantia: 'font-lora', 'liberation serif': 'font-lora',
  baskerville: 'font-playfair', didot: 'font-playfair', bodoni: 'font-playfair', 'bodoni mt': 'font-playfair', rockwell: 'font-roboto-slab',
  consolas: 'font-jetbrains-mono', 'courier new': 'font-courier-prime', courier: 'font-courier-prime', 'lucida console': 'font-inconsolata',
};

function byFamily(family: string): FontEntry | undefined {
  const wanted = family.trim().toLowerCase();
  return ALL_FONT_ENTRIES.find((entry) => entry.family.toLowerCase() === wanted || entry.stack.toLowerCase().startsWith(`'${wanted}'`));
}

function byId(id: string): FontEntry {
  return ALL_FONT_ENTRIES.find((entry) => entry.id === id) ?? FALLBACK_FONT;
}

/** A look-alike for an unknown face, from words of its name; Inter, the house face, otherwise. */
function byName(family: string): FontEntry {
  const name = family.toLowerCase();
  if (/mono|code|courier|console/.test(name)) return byId('font-jetbrains-mono');
  if (/condensed|narrow|compressed/.test(name)) return byId('font-roboto-condensed');
  if (/serif/.test(name) && !/sans/.test(name)) return byId('font-lora');
  return FALLBACK_FONT;
}

/** The template's face and the bundled family drawn for it; `undefined` (no face stated) gives Inter itself. */
export function templateFont(family: string | undefined): TemplateFont {
  const name = family?.trim() || FALLBACK_FONT.family;
  const bundled = byFamily(name);
  if (bundled) return { family: bundled.family, fallback: bundled.id, bundled: true };
  const known = LOOK_ALIKES[name.toLowerCase()];
  return { family: name, fallback: (known ? byId(known) : byName(name)).id, bundled: false };
}

/** What a theme card says about a font: 'Calibri (Lato where Calibri is not installed)'. */
export function fontNote(font: TemplateFont): string {
  if (font.bundled) return font.family;
  return `${font.family} (${byId(font.fallback).family} where ${font.family} is not installed)`;
}

/** The font entry the screen and the export draw with: the template's face first, its look-alike behind it. */
export function templateFontEntry(font: TemplateFont): FontEntry {
  const fallback = byId(font.fallback);
  if (font.bundled) return fallback;
  return { ...fallback, family: font.family, stack: `'${font.family.replace(/'/g, '')}', ${fallback.stack}` };
}
