import { describe, expect, it } from 'vitest';
import { VIEW_STORAGE_KEY, readDeckView, writeDeckView } from './viewPreference';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('the remembered grid/list view', () => {
  it('is grid until list is chosen, and remembers the choice', () => {
    const storage = memoryStorage();
    expect(readDeckView(storage)).toBe('grid');
    writeDeckView('list', storage);
    expect(storage.getItem(VIEW_STORAGE_KEY)).toBe('list');
    expect(readDeckView(storage)).toBe('list');
    writeDeckView('grid', storage);
    expect(readDeckView(storage)).toBe('grid');
  });

  it('reads an unknown value as grid and survives storage that throws', () => {
    expect(readDeckView({ getItem: () => 'tiles' })).toBe('grid');
    const locked = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(readDeckView(locked)).toBe('grid');
    expect(() => writeDeckView('list', locked)).not.toThrow();
    expect(readDeckView(undefined)).toBe('grid');
  });
});
