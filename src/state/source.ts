/**
 * The document a deck was made from, as the app uses it: kept when the deck
 * is created, and read by rewrites for the passages they are grounded in.
 * A source that cannot be read gives no passages, never a failed rewrite.
 */
import { pickExcerpts } from '../core/source/excerpts';
import type { ExcerptQuery, SourceDocument } from '../core/source/types';
import type { SourcesRepository } from '../data/sources';
import { documentFor } from './handoff';

/** The passages of the deck's source a rewrite about `query` gets; [] for a deck made from a topic. */
export type ExcerptsOf = (deckId: string, query: ExcerptQuery) => Promise<string[]>;

/** `sources` is asked on each use: the database may be opened later than this is made. */
export function createExcerpts(sources: () => SourcesRepository, warn: (message: string, error: unknown) => void = console.warn): ExcerptsOf {
  return async (deckId, query) => {
    try {
      const source = await sources().get(deckId);
      return source === undefined ? [] : pickExcerpts(source, query);
    } catch (error) {
      warn('Could not read the deck\'s source document', error);
      return [];
    }
  };
}

/** Keeps the document deck `deckId` is made from; a failure is only logged (the deck matters, its source less). */
export async function keepSource(
  sources: SourcesRepository,
  deckId: string,
  source: SourceDocument,
  warn: (message: string, error: unknown) => void = console.warn,
): Promise<void> {
  if (source.text.trim() === '') return;
  try {
    await sources.keep(deckId, source);
  } catch (error) {
    warn('Could not keep the deck\'s source document', error);
  }
}

/** Name of a kept source when the start screen left none (a reload lost the tab's copy). */
export const UNNAMED_SOURCE = 'Source document';

/** Keeps the document behind `text` with the deck: its name and pages when the start screen stashed them for this very text. */
export async function keepDocumentSource(sources: SourcesRepository, deckId: string, text: string): Promise<void> {
  const document = documentFor(text);
  await keepSource(sources, deckId, { name: document?.name ?? UNNAMED_SOURCE, text, ...(document?.pages === undefined ? {} : { pages: document.pages }) });
}
