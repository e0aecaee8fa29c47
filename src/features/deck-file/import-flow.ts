/**
 * 'Open deck file': a file is read, checked by core parseDeckFile and, when
 * it is a deck, saved as a new presentation (within the saved-deck limit,
 * after asking, as Save does) so the dashboard lists it; then it opens. A
 * file that is refused changes nothing: the user reads why in an alert.
 * The dialogs read `deckFileImport`; the flow is tested without a browser.
 */
import { proxy, ref } from 'valtio';
import { MAX_DECK_FILE_CHARS, MAX_DECK_FILE_LABEL, parseDeckFile, type ParsedDeck } from '../../core/deck-file';
import { defaultSaveTitle } from '../../core/deck/saved';
import { SAVE_PRESENTATION_FAILED } from '../../core/errors';
import { DEFAULT_THEME_ID } from '../../core/schemas/catalog';
import { createDefaultGenerationConfig } from '../../core/schemas/config';
import { MAX_SLIDES } from '../../protocol/requests';
import { StorageFullError } from '../../data/errors';
import { presentationsRepository, type DeckSummary, type PresentationDraft, type PresentationsRepository } from '../../data/presentations';
import { sourcesRepository, type SourcesRepository } from '../../data/sources';
import { TemplatesRepository } from '../../data/templates';
import { keepSource } from '../../state/source';
import { adoptTemplate } from '../../state/template-carry';
import { importFailure } from '../../state/templates';
import { showToast } from '../../state/toast';

export interface DeckFileImportState {
  busy: boolean;
  /** Why the last file could not be opened (shown in an alert dialog). */
  error: string | null;
  /** Opening would pass the saved-deck limit: the decks it would drop, awaiting the user's word. */
  limitPrompt: { title: string; limit: number; oldest: DeckSummary[]; deck: ParsedDeck; warnings: string[] } | null;
}

export const deckFileImport = proxy<DeckFileImportState>({ busy: false, error: null, limitPrompt: null });

export interface ImportEnv {
  repo: PresentationsRepository;
  sources: SourcesRepository;
  notify: (kind: 'success' | 'info' | 'error', message: string) => void;
  /** The deck was saved under `id`: show it. */
  onOpened: (id: string) => void;
  /** Puts a carried company template in 'Your templates' (or finds it there); its theme id. */
  adoptTemplate: (template: NonNullable<ParsedDeck['template']>) => Promise<string>;
}

export type ImportOutcome = { status: 'opened'; id: string } | { status: 'refused'; error: string } | { status: 'limit' } | { status: 'busy' };

function envOf(env: Partial<ImportEnv>): ImportEnv {
  return {
    repo: presentationsRepository(),
    sources: sourcesRepository(),
    notify: (kind, message) => void showToast(kind, message),
    onOpened: () => undefined,
    adoptTemplate: (template) => adoptTemplate(template, new TemplatesRepository()),
    ...env,
  };
}

/** The saved-presentation record of an imported deck: complete, nothing to resume. */
export function draftFromDeck(deck: ParsedDeck): PresentationDraft & { title: string } {
  const title = deck.title.trim() || defaultSaveTitle(deck.slides);
  const description = deck.description?.trim() || deck.slides[0]?.description.trim();
  const topics = deck.slides.filter((s) => s.type === 'topic').length;
  return {
    title,
    ...(description && { description }),
    slides: deck.slides,
    settings: deck.settings,
    theme: deck.settings.selectedTheme,
    isComplete: true,
    ...(deck.descriptionSize && {
      config: createDefaultGenerationConfig({ description_size: deck.descriptionSize, number_of_slides: Math.min(Math.max(topics, 1), MAX_SLIDES), title }),
    }),
  };
}

function refuse(error: string): ImportOutcome {
  deckFileImport.error = error;
  return { status: 'refused', error };
}

/** What the user reads when the file's template could not join 'Your templates'. */
export function templateNotAdded(name: string, reason: string): string {
  return `The deck's template "${name}" could not be added to your templates (${reason}), so the deck is drawn in the default theme.`;
}

/** The deck in its carried template as this device names it, or in the default theme when the template cannot be had. */
async function placeTemplate(deck: ParsedDeck, env: ImportEnv, warnings: string[]): Promise<ParsedDeck> {
  const { template, ...rest } = deck;
  if (template === undefined) return deck;
  let theme: string = DEFAULT_THEME_ID;
  try {
    theme = await env.adoptTemplate(template);
  } catch (error) {
    warnings.push(templateNotAdded(template.name, importFailure(error).replace(/\.$/, '')));
  }
  return { ...rest, settings: { ...deck.settings, selectedTheme: theme } };
}

async function save(given: ParsedDeck, dropOldest: boolean, env: ImportEnv, warnings: readonly string[] = []): Promise<ImportOutcome> {
  const said = [...warnings];
  const deck = await placeTemplate(given, env, said);
  const draft = draftFromDeck(deck);
  try {
    const result = await env.repo.save(draft, { dropOldest });
    if (result.ok) {
      // The document it was made from comes along, for rewrites grounded in it.
      if (deck.source !== undefined) await keepSource(env.sources, result.presentation.id, deck.source);
      env.notify('success', `Opened "${result.presentation.title}"`);
      for (const warning of said) env.notify('info', warning);
      env.onOpened(result.presentation.id);
      return { status: 'opened', id: result.presentation.id };
    }
    if (result.reason === 'invalid') return refuse(SAVE_PRESENTATION_FAILED);
    deckFileImport.limitPrompt = { title: draft.title, limit: result.limit, oldest: result.oldest, deck: ref(deck), warnings: said };
    return { status: 'limit' };
  } catch (error) {
    return refuse(error instanceof StorageFullError ? error.userMessage : SAVE_PRESENTATION_FAILED);
  }
}

async function readText(file: Blob): Promise<string | { error: string }> {
  if (file.size > MAX_DECK_FILE_CHARS) {
    return { error: `This file is too large to open (${(file.size / (1024 * 1024)).toFixed(1)} MB). Deck files can be at most ${MAX_DECK_FILE_LABEL}.` };
  }
  try {
    return await file.text();
  } catch {
    return { error: 'This file could not be read. Choose it again, or check that it is still there.' };
  }
}

/** Opens a deck file the user chose or dropped. Nothing is stored unless the whole file is a readable deck. */
export async function importDeckFile(file: Blob, env: Partial<ImportEnv> = {}): Promise<ImportOutcome> {
  if (deckFileImport.busy) return { status: 'busy' };
  deckFileImport.busy = true;
  deckFileImport.error = null;
  deckFileImport.limitPrompt = null;
  try {
    const text = await readText(file);
    if (typeof text !== 'string') return refuse(text.error);
    const parsed = parseDeckFile(text);
    if (!parsed.ok) return refuse(parsed.error);
    return await save(parsed.deck, false, envOf(env), parsed.warnings);
  } finally {
    deckFileImport.busy = false;
  }
}

/** The user agreed to drop the oldest decks: open the deck file's deck after all. */
export async function confirmImportDropOldest(env: Partial<ImportEnv> = {}): Promise<ImportOutcome | 'cancelled'> {
  const prompt = deckFileImport.limitPrompt;
  deckFileImport.limitPrompt = null;
  if (prompt === null) return 'cancelled';
  return save(prompt.deck, true, envOf(env), prompt.warnings);
}

/** Closes the error or the limit question; nothing is stored. */
export function dismissDeckFileImport(): void {
  deckFileImport.error = null;
  deckFileImport.limitPrompt = null;
}
