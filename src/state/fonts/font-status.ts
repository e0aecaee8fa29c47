/**
 * On-demand deck fonts: each family's stylesheet is imported the first time a
 * deck or a picker row needs it, and its files are fetched at once (not at the
 * first paint that happens to use them), so a status can say when the face is
 * really there. Statuses live in a valtio proxy keyed by catalogue id; the
 * hooks that read them for a component are in src/ui/fonts.
 */
import { proxy } from 'valtio';
import { resolveFont, type FontEntry } from '../../core/fonts';
import { findTheme } from '../../core/themes/catalogue';
import { FONT_LOADERS } from './loaders';
import { rememberFontsForOffline } from './offline-cache';
import { redeclareFailedFaces } from './redeclare';

export type FontStatus = 'idle' | 'loading' | 'loaded' | 'error';
export type FontLoadResult = Extract<FontStatus, 'loaded' | 'error'>;

/** Status per catalogue id ('font-playfair'); an id not in here is 'idle'. */
export const fontStatus = proxy<Record<string, FontStatus>>({});

/** Regular and bold: what slide titles and bodies draw with. */
const WEIGHTS = [400, 700] as const;

/** One load per family at a time; a loaded family keeps its settled promise. */
const pending = new Map<string, Promise<FontLoadResult>>();

/**
 * The family name the stylesheet registers. Fontsource variable packages add
 * ' Variable' so they never clash with an installed static copy.
 */
export function registeredFamily(entry: FontEntry): string {
  return entry.fontsource.startsWith('@fontsource-variable/') ? `${entry.family} Variable` : entry.family;
}

/**
 * Loads the font `id` names (unknown ids mean Inter, as everywhere). Resolves
 * 'loaded' once its regular and bold files are in, 'error' when the stylesheet
 * or a file cannot be fetched (offline and not cached); never rejects.
 */
export function loadFont(id: string | undefined): Promise<FontLoadResult> {
  const entry = resolveFont(id);
  const running = pending.get(entry.id);
  if (running) return running;
  fontStatus[entry.id] = 'loading';
  const load = fetchFont(entry).then((result) => {
    fontStatus[entry.id] = result;
    // A failed family may be asked for again (back online, another deck).
    if (result === 'error') {
      pending.delete(entry.id);
      retryFailedWhenOnline();
    } else rememberFontsForOffline();
    return result;
  });
  pending.set(entry.id, load);
  return load;
}

async function fetchFont(entry: FontEntry): Promise<FontLoadResult> {
  const loader = FONT_LOADERS[entry.id];
  if (!loader) return 'error';
  try {
    await loader();
    // Without the Font Loading API (none of the browsers we target) the CSS is all we can do.
    if (typeof document === 'undefined' || !('fonts' in document)) return 'loaded';
    const family = registeredFamily(entry);
    if (await weightsLoaded(family)) return 'loaded';
    // A file failed (now or earlier in this page's life): its face stays failed, so ask again with a new one.
    return redeclareFailedFaces(family) > 0 && (await weightsLoaded(family)) ? 'loaded' : 'error';
  } catch {
    return 'error';
  }
}

/**
 * Whether regular and bold of `family` each have a loaded face. load() with no
 * text asks for the faces that cover ' ': the Latin subset. No face means the
 * stylesheet did not register the family; a face in 'error' failed to fetch
 * (one declared anew may stand beside it, loaded), and then load() rejects.
 */
async function weightsLoaded(family: string): Promise<boolean> {
  try {
    const answers = await Promise.all(WEIGHTS.map((weight) => document.fonts.load(`${weight} 1em "${family}"`)));
    return answers.every((faces) => faces.some((face) => face.status === 'loaded'));
  } catch {
    return false; // load() rejects when a face it asked for failed (a NetworkError).
  }
}

/** Families that failed are asked again when the device comes back online (once the first failure is seen). */
let retryOnline = false;

function retryFailedWhenOnline(): void {
  if (retryOnline || typeof window === 'undefined') return;
  retryOnline = true;
  window.addEventListener('online', () => {
    for (const [id, status] of Object.entries(fontStatus)) if (status === 'error') void loadFont(id);
  });
}

/** Title and body fonts of a deck, as its settings name them. */
export interface DeckFontSettings {
  selectedTitleFont?: string | undefined;
  selectedBodyFont?: string | undefined;
  selectedTheme?: string | undefined;
}

/** The bundled fonts a deck draws with: a company template's look-alikes (its own faces are the device's), else the deck's choice. */
export function deckFontIds(settings: DeckFontSettings | undefined): { title: string | undefined; body: string | undefined } {
  const fonts = findTheme(settings?.selectedTheme)?.template?.fonts;
  return fonts ? { title: fonts.title.fallback, body: fonts.body.fallback } : { title: settings?.selectedTitleFont, body: settings?.selectedBodyFont };
}

/** Loads a deck's title and body fonts (e.g. before printing or exporting it). */
export async function ensureDeckFonts(settings: DeckFontSettings): Promise<{ title: FontLoadResult; body: FontLoadResult }> {
  const ids = deckFontIds(settings);
  const [title, body] = await Promise.all([loadFont(ids.title), loadFont(ids.body)]);
  return { title, body };
}
