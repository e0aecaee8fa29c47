import { describe, expect, it, vi } from 'vitest';
import type { SavedPresentation } from '../../core/schemas/presentation';
import { readSavedDeck } from './useDeckOnScreen';

const row = (id: string, slides = 1) => ({ id, title: `Deck ${id}`, slides: Array.from({ length: slides }) }) as unknown as SavedPresentation;

describe('readSavedDeck', () => {
  it('reads the row while the deck is not the app\'s own stream', async () => {
    const get = vi.fn(async (id: string) => row(id, 3));
    const last = { deckId: 'a', value: { row: row('a', 1) } };
    expect((await readSavedDeck('a', false, last, get)).row?.slides).toHaveLength(3);
    expect(get).toHaveBeenCalledWith('a');
  });

  it('keeps the row read last, without reading, while the app streams that deck', async () => {
    const get = vi.fn(async (id: string) => row(id, 60));
    const kept = { row: row('a', 5) };
    expect(await readSavedDeck('a', true, { deckId: 'a', value: kept }, get)).toBe(kept);
    expect(get).not.toHaveBeenCalled();
  });

  it('reads when nothing of that deck was read yet, or none was found', async () => {
    const get = vi.fn(async (id: string) => row(id));
    await readSavedDeck('b', true, { deckId: 'a', value: { row: row('a') } }, get);
    await readSavedDeck('b', true, { deckId: 'b', value: { row: undefined } }, get);
    await readSavedDeck('b', true, { deckId: undefined, value: undefined }, get);
    expect(get).toHaveBeenCalledTimes(3);
    expect(await readSavedDeck(undefined, false, { deckId: undefined, value: undefined }, get)).toEqual({ row: undefined });
  });
});
