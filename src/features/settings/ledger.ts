/**
 * The credit history as the settings list shows it: each charge and refund
 * with the deck it belongs to (read from its ledger key), newest first.
 * Movements of no credits (an id closed without a charge, a deck without
 * pictures) say nothing to the user and are left out.
 */
import type { LedgerEntry } from '../../data/credits';

export interface LedgerRow {
  id: number;
  at: number;
  kind: LedgerEntry['kind'];
  /** '−7' for a charge, '+2' for a refund, '800' for the opening balance. */
  amount: string;
  reason: string;
  /** The deck's title, its id when the deck is gone, or null for a movement of no deck. */
  deck: string | null;
  balanceAfter: number;
}

const DECK_KEY = /^(?:refund:)?deck:([^:]+)/;
const TITLE_IN_REASON = /^Deck “(.+)”:/;

/** The deck id a ledger key belongs to, or null. */
export function deckIdOfKey(key: string | undefined): string | null {
  return DECK_KEY.exec(key ?? '')?.[1] ?? null;
}

/** The rows to list, with each deck named by its saved title, else the title its charge recorded. */
export function ledgerRows(entries: readonly LedgerEntry[], titles: ReadonlyMap<string, string>): LedgerRow[] {
  const recorded = new Map<string, string>();
  for (const entry of entries) {
    const id = deckIdOfKey(entry.idempotencyKey);
    const title = TITLE_IN_REASON.exec(entry.reason)?.[1];
    if (id !== null && title !== undefined) recorded.set(id, title);
  }
  return entries
    .filter((entry) => entry.amount !== 0)
    .map((entry) => {
      const id = deckIdOfKey(entry.idempotencyKey);
      const deck = id === null ? null : (titles.get(id) ?? recorded.get(id) ?? 'A deleted deck');
      const amount = entry.kind === 'opening' ? String(entry.amount) : `${entry.kind === 'charge' ? '−' : '+'}${entry.amount}`;
      return { id: entry.id, at: entry.at, kind: entry.kind, amount, reason: entry.reason, deck, balanceAfter: entry.balanceAfter };
    });
}
