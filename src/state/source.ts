/**
 * The document a deck was made from, as the app uses it: kept when the deck
 * is created, and read by rewrites for the passages they are grounded in.
 * A source that cannot be read gives no passages, never a failed rewrite.
 */
import { pickExcerpts } from '../core/source/excerpts';
import type { ExcerptQuery, SourceDocument } from '../core/source/types';
import type { SourcesRepository } from '../data/sources';

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
