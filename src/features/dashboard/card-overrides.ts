/**
 * What the cards show before the database says so: a renamed title and a
 * deleted deck gone at once, instead of after the next read of the whole
 * list (with a thousand decks, a read in the worker). An override is
 * dropped as soon as the list from the database shows the same.
 */
import type { DashboardDeck } from '../../core/deck/dashboard';
import { foldText } from '../../core/search/text';

export interface CardOverrides {
  titles: ReadonlyMap<string, string>;
  hidden: ReadonlySet<string>;
}

export const NO_OVERRIDES: CardOverrides = { titles: new Map(), hidden: new Set() };

/** `decks` as the user expects them after their last actions. */
export function applyOverrides(decks: readonly DashboardDeck[] | undefined, overrides: CardOverrides): readonly DashboardDeck[] | undefined {
  if (!decks || (overrides.titles.size === 0 && overrides.hidden.size === 0)) return decks;
  const out: DashboardDeck[] = [];
  for (const deck of decks) {
    if (overrides.hidden.has(deck.id)) continue;
    const title = overrides.titles.get(deck.id);
    out.push(title === undefined || title === deck.title ? deck : { ...deck, title, searchTitle: foldText(title) });
  }
  return out;
}

/** The overrides the database does not show yet (the same object when none was settled). */
export function settleOverrides(overrides: CardOverrides, decks: readonly DashboardDeck[]): CardOverrides {
  const byId = new Map(decks.map((deck) => [deck.id, deck]));
  const titles = new Map([...overrides.titles].filter(([id, title]) => byId.has(id) && byId.get(id)?.title !== title));
  const hidden = new Set([...overrides.hidden].filter((id) => byId.has(id)));
  if (titles.size === overrides.titles.size && hidden.size === overrides.hidden.size) return overrides;
  return { titles, hidden };
}

/** The overrides with `id` shown under `title`. */
export function withTitle(overrides: CardOverrides, id: string, title: string): CardOverrides {
  return { ...overrides, titles: new Map(overrides.titles).set(id, title) };
}

/** The overrides with `id` hidden (true) or shown again (false). */
export function withHidden(overrides: CardOverrides, id: string, hidden: boolean): CardOverrides {
  const next = new Set(overrides.hidden);
  if (hidden) next.add(id);
  else next.delete(id);
  return { ...overrides, hidden: next };
}
