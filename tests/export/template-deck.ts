/**
 * A deck in a fixture company template, for the checks of the export on the
 * template's own master: the template read by the app's reader, made a theme
 * as the app makes it (pictures as data URLs, as the app hands them to the
 * export), registered beside the catalogue, and a deck of a title slide and
 * one topic slide per kind of template layout (text, two columns, diagram,
 * picture, table).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { themeFromTemplate } from '../../src/core/templates/derive';
import { setImportedThemes } from '../../src/core/themes/catalogue';
import type { Theme } from '../../src/core/themes/types';
import { readTemplate } from '../../src/extract/template';
import type { ExportDeck } from '../../src/export/types';
import { buildDeck } from './decks';

export const TEMPLATES_DIR = fileURLToPath(new URL('../fixtures/templates/', import.meta.url));

export interface TemplateFixture {
  theme: Theme;
  source: Uint8Array;
  /** The template's pictures (logo, background), by part. */
  media: Map<string, Uint8Array>;
}

/** Reads a fixture template and registers its theme under `template-<file name>`. */
export async function loadTemplateFixture(fileName: string): Promise<TemplateFixture> {
  const source = new Uint8Array(await readFile(join(TEMPLATES_DIR, fileName)));
  const { facts, media } = await readTemplate(source, fileName);
  const theme = themeFromTemplate(facts, { id: `template-${fileName.replace(/\W/g, '-')}`, fileName });
  const urls = new Map(media.map((m) => [m.part, `data:${m.mime};base64,${Buffer.from(m.bytes).toString('base64')}`]));
  if (theme.template) {
    theme.template.pictures = theme.template.pictures.map((p) => ({ ...p, src: urls.get(p.src) ?? p.src }));
    const background = theme.template.backgroundPicture;
    if (background !== undefined) theme.template.backgroundPicture = urls.get(background) ?? background;
  }
  setImportedThemes([theme]);
  return { theme, source, media: new Map(media.map((m) => [m.part, m.bytes])) };
}

/**
 * Slides for every kind of layout: topic slides cycle through the registry
 * (grid and boxes are text, side-by-side two columns, the rest diagrams, a
 * table and a chart), one carrying a picture.
 */
export function templateDeck(theme: Theme, slides = 24): { deck: ExportDeck; titles: string[] } {
  const { deck, titles } = buildDeck({ name: theme.name, slides, theme: theme.id, imagesOn: [2] });
  return { deck, titles };
}
