/**
 * The dashboard's first screen of cards, remembered on this device so the
 * next visit paints them in its first render instead of after an IndexedDB
 * read (bench dashboard: 'Back' to /app). It is only a preview: the page
 * reads the database at once and replaces it, so a deck changed or deleted
 * meanwhile is right a moment later. Everything read back is checked field
 * by field; anything odd is dropped. Cleared on sign-out.
 */
import type { DashboardDeck } from '../../core/deck/dashboard';

export const FIRST_SCREEN_KEY = 'decksmith.dashboard.first-screen';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function safeStorage(): Store | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const STRINGS = ['id', 'title', 'description', 'theme', 'titleFont', 'coverTitle', 'searchTitle', 'searchDescription'] as const;
const NUMBERS = ['slideCount', 'createdAt', 'updatedAt', 'lastViewed'] as const;
const BOOLEANS = ['favorite', 'isComplete'] as const;

function isDeck(value: unknown): value is DashboardDeck {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    STRINGS.every((k) => typeof v[k] === 'string') &&
    NUMBERS.every((k) => typeof v[k] === 'number' && Number.isFinite(v[k])) &&
    BOOLEANS.every((k) => typeof v[k] === 'boolean')
  );
}

/** The remembered first `limit` cards, or undefined (none, unreadable, or fewer than asked when more existed). */
export function readFirstScreen(limit: number, storage: Store | undefined = safeStorage()): readonly DashboardDeck[] | undefined {
  try {
    const raw = storage?.getItem(FIRST_SCREEN_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { limit?: unknown; decks?: unknown };
    if (parsed.limit !== limit || !Array.isArray(parsed.decks) || !parsed.decks.every(isDeck)) return undefined;
    return parsed.decks;
  } catch {
    return undefined;
  }
}

/** Remembers the first screen as read from the database. */
export function writeFirstScreen(limit: number, decks: readonly DashboardDeck[], storage: Store | undefined = safeStorage()): void {
  try {
    storage?.setItem(FIRST_SCREEN_KEY, JSON.stringify({ limit, decks }));
  } catch {
    // Not remembered: the next visit reads the database first, as before.
  }
}

/** Forgets it (sign-out). */
export function clearFirstScreen(storage: Store | undefined = safeStorage()): void {
  try {
    storage?.removeItem(FIRST_SCREEN_KEY);
  } catch {
    // Nothing stored, or storage refused: nothing to forget.
  }
}
