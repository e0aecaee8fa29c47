/**
 * The user's company templates as themes the app draws with: loaded from
 * storage once storage is up (and again whenever the table changes, in this
 * tab or another), their pictures turned into object URLs, and handed to
 * the theme catalogue so every deck in one of them finds it. Importing a
 * file reads it, makes the theme and stores it; a refusal stores nothing.
 */
import { liveQuery } from 'dexie';
import { proxy } from 'valtio';
import { themeFromTemplate } from '../core/templates/derive';
import { themeWithPictureUrls } from '../core/templates/picture-urls';
import { setImportedThemes } from '../core/themes/catalogue';
import type { Theme } from '../core/themes/types';
import { toBase64 } from '../lib/image-bytes';
import { prefsRepository, type PrefsRepository } from '../data/prefs';
import { StorageFullError } from '../data/errors';
import { TemplatesRepository, type StoredTemplate } from '../data/templates';
import { ExtractError } from '../extract/errors';
import type { TemplateRead } from '../extract/template';
import { readTemplateInWorker, type TemplateClientOptions } from '../workers/template-client';
import { measurePictureColors } from './template-pictures';

/** One template as the gallery lists it. */
export interface TemplateSummary {
  id: string;
  name: string;
  fileName: string;
  theme: Theme;
}

export interface TemplateThemesState {
  /** Imported templates, oldest first, with their pictures loaded. */
  list: TemplateSummary[];
  /** False until storage was read once. */
  loaded: boolean;
}

export const templateThemes = proxy<TemplateThemesState>({ list: [], loaded: false });

let urls: string[] = [];
let repository: TemplatesRepository | undefined;

/** The app's templates table, made on first use. */
const defaultRepo = (): TemplatesRepository => (repository ??= new TemplatesRepository());

/**
 * Pictures up to this size become data: URLs, which the PowerPoint export can
 * read too (the page's connect-src refuses to fetch blob: URLs); bigger ones
 * are object URLs, drawn on screen only, and the export says it left them out.
 */
const DATA_URL_BYTES = 1024 * 1024;

async function pictureUrl(picture: StoredTemplate['pictures'][number], made: string[]): Promise<string> {
  if (picture.blob.size <= DATA_URL_BYTES) return `data:${picture.mime};base64,${toBase64(new Uint8Array(await picture.blob.arrayBuffer()))}`;
  const url = URL.createObjectURL(picture.blob);
  made.push(url);
  return url;
}

/** The stored theme with its part paths replaced by URLs of the stored pictures. */
async function withUrls(template: StoredTemplate, made: string[]): Promise<Theme> {
  const byPart = new Map<string, string>();
  for (const p of template.pictures) byPart.set(p.part, await pictureUrl(p, made));
  return themeWithPictureUrls(template.theme, (part) => byPart.get(part));
}

let shown = 0;

/** Registers the stored templates as themes, replacing the previous set (and freeing its picture URLs); the latest call wins. */
export async function showTemplates(templates: readonly StoredTemplate[], state: TemplateThemesState = templateThemes): Promise<void> {
  const call = ++shown;
  const made: string[] = [];
  const list: TemplateSummary[] = [];
  for (const t of templates) list.push({ id: t.id, name: t.name, fileName: t.fileName, theme: await withUrls(t, made) });
  if (call !== shown) {
    for (const url of made) URL.revokeObjectURL(url);
    return;
  }
  setImportedThemes(list.map((t) => t.theme));
  for (const url of urls) URL.revokeObjectURL(url);
  urls = made;
  state.list = list;
  state.loaded = true;
}

/**
 * Follows the templates table; resolves once the first list is shown, so a
 * deck in a template theme is never drawn before its theme is known. The
 * first list is read directly: a live query starts on a timer, and the app's
 * start must not wait on one (a page whose timers are held would never start).
 */
export async function startTemplateThemes(repo: TemplatesRepository = defaultRepo()): Promise<() => void> {
  // Which templates are shown, by id and name: the live query's first answer is most often the list just shown.
  const key = (templates: readonly StoredTemplate[]): string => JSON.stringify(templates.map((t) => [t.id, t.name]));
  let shownKey: string | undefined;
  try {
    const templates = await repo.list();
    await showTemplates(templates);
    shownKey = key(templates);
  } catch (error) {
    console.error('[decksmith] templates could not be read', error);
  }
  const subscription = liveQuery(() => repo.list()).subscribe({
    next(templates) {
      if (key(templates) === shownKey) return;
      shownKey = key(templates);
      void showTemplates(templates);
    },
    error(error: unknown) {
      console.error('[decksmith] templates could not be followed', error);
    },
  });
  return () => subscription.unsubscribe();
}

/** Reads a template file's look: in the extraction worker in the app, in this thread in tests. */
export type TemplateReader = (file: Blob & { name: string }, options: Pick<TemplateClientOptions, 'onProgress'>) => Promise<TemplateRead>;

export interface ImportOptions {
  /** Steps of the read done, of total. */
  onProgress?: (done: number, total: number) => void;
  read?: TemplateReader;
}

/**
 * Reads a .pptx/.potx/.pptm (off the main thread) and stores the theme it gives; shows it at once.
 * @throws the reader's ExtractError (its message names the problem) or a StorageFullError; nothing is stored then.
 */
export async function importTemplateFile(file: Blob & { name: string }, repo: TemplatesRepository = defaultRepo(), options: ImportOptions = {}): Promise<TemplateSummary> {
  const read = options.read ?? readTemplateInWorker;
  const { facts, media } = await read(file, options.onProgress ? { onProgress: options.onProgress } : {});
  const pictures = media.map((m) => ({ part: m.part, mime: m.mime, blob: new Blob([m.bytes as Uint8Array<ArrayBuffer>], { type: m.mime }) }));
  const pictureColors = await measurePictureColors(pictures);
  const theme = themeFromTemplate(facts, { id: 'template-new', fileName: file.name, pictureColors });
  const stored = await repo.add({ fileName: file.name, facts, theme, pictures, source: new Blob([file]) });
  await showTemplates(await repo.list());
  return templateThemes.list.find((t) => t.id === stored.id) ?? { id: stored.id, name: stored.name, fileName: stored.fileName, theme: stored.theme };
}

export async function renameTemplate(id: string, name: string, repo: TemplatesRepository = defaultRepo()): Promise<void> {
  if (await repo.rename(id, name)) await showTemplates(await repo.list());
}

export async function deleteTemplate(id: string, repo: TemplatesRepository = defaultRepo()): Promise<void> {
  await repo.delete(id);
  await showTemplates(await repo.list());
}

/** What the gallery says when an import fails: the reader's message names the problem. */
export function importFailure(error: unknown): string {
  if (error instanceof StorageFullError) return error.userMessage;
  if (error instanceof ExtractError) return error.message;
  return 'The template could not be imported: the file could not be read.';
}

/** New decks start in this theme. */
export async function makeDefaultTheme(id: string, prefs: PrefsRepository = prefsRepository()): Promise<void> {
  const current = await prefs.get();
  await prefs.set({ ...current, defaultTheme: id });
}
