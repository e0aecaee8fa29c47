import { describe, expect, it } from 'vitest';
import type { DashboardDeck } from '../../core/deck/dashboard';
import { FIRST_SCREEN_KEY, clearFirstScreen, readFirstScreen, writeFirstScreen } from './first-screen-cache';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const deck = (id: string): DashboardDeck => ({
  id,
  title: `Deck ${id}`,
  description: '',
  theme: 'aurora-borealis',
  titleFont: 'font-inter',
  coverTitle: `Deck ${id}`,
  slideCount: 3,
  createdAt: 1,
  updatedAt: 2,
  lastViewed: 3,
  favorite: false,
  isComplete: true,
  searchTitle: `deck ${id}`,
  searchDescription: '',
});

describe('first-screen cache', () => {
  it('gives back what was written for the same screen size', () => {
    const storage = memoryStorage();
    writeFirstScreen(12, [deck('a'), deck('b')], storage);
    expect(readFirstScreen(12, storage)?.map((d) => d.id)).toEqual(['a', 'b']);
    expect(readFirstScreen(16, storage)).toBeUndefined();
  });

  it('drops malformed or hostile content instead of showing it', () => {
    const storage = memoryStorage();
    storage.setItem(FIRST_SCREEN_KEY, 'not json');
    expect(readFirstScreen(12, storage)).toBeUndefined();
    storage.setItem(FIRST_SCREEN_KEY, JSON.stringify({ limit: 12, decks: [{ ...deck('a'), slideCount: 'many' }] }));
    expect(readFirstScreen(12, storage)).toBeUndefined();
    storage.setItem(FIRST_SCREEN_KEY, JSON.stringify({ limit: 12, decks: {} }));
    expect(readFirstScreen(12, storage)).toBeUndefined();
  });

  it('is forgotten on clear, and a storage that throws is harmless', () => {
    const storage = memoryStorage();
    writeFirstScreen(12, [deck('a')], storage);
    clearFirstScreen(storage);
    expect(storage.map.size).toBe(0);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } };
    expect(readFirstScreen(12, broken)).toBeUndefined();
    expect(() => writeFirstScreen(12, [deck('a')], broken)).not.toThrow();
    expect(() => clearFirstScreen(broken)).not.toThrow();
  });
});
