/**
 * A deck in a fixture company template, for the checks of the export on the
 * template's own master: the template read by the app's reader, made a theme
 * as the app makes it (pictures as data URLs, as the app hands them to the
 * export), registered beside the catalogue, and a deck of a title slide and
 * topic slides for each kind of template layout (text, two columns,
 * diagrams, a picture).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { themeFromTemplate } from '../../src/core/templates/derive';
import { setImportedThemes } from '../../src/core/themes/catalogue';
import type { Theme } from '../../src/core/themes/types';
import { readTemplate } from '../../src/extract/template';
import type { ExportDeck } from '../../src/export/types';
import { createDefaultPresentationSettings } from '../../src/core/schemas/config';
import type { Slide } from '../../src/core/schemas/slide';
import { titleSlide, topicSlide } from '../../src/export/pptx/test-decks';
import { pngDataUrl } from './png';

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

/** Topic slides of each kind a template has a layout for: text, two columns, diagrams, a key figure, a statement. */
const LAYOUTS = ['grid', 'vertical-stack', 'side-by-side', 'before-after', 'timeline', 'process-flow', 'mind-map', 'pyramid', 'big-number', 'statement'];

/** A title slide, one topic slide per kind of layout, and a slide with a picture; every title distinct. */
export function templateDeck(theme: Theme): { deck: ExportDeck; titles: string[] } {
  const topics = LAYOUTS.map((layout, i) => topicSlide(i + 1, layout, layout === 'side-by-side' || layout === 'before-after' ? 2 : 3));
  const pictured = topicSlide(LAYOUTS.length + 1, 'grid', 3);
  const slides: Slide[] = [
    titleSlide(`${theme.name} review`, 'On the company master'),
    ...topics,
    { ...pictured, hasImage: true, topic: { ...pictured.topic!, image_url: pngDataUrl({ width: 96, height: 150, seed: 7 }) } },
  ];
  const deck: ExportDeck = { title: `${theme.name} review`, slides, settings: createDefaultPresentationSettings({ selectedTheme: theme.id }) };
  return { deck, titles: slides.map((s) => s.topic?.heading || s.title) };
}
