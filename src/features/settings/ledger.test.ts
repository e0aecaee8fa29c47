import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../data/credits';
import { deckIdOfKey, ledgerRows } from './ledger';

const entry = (id: number, kind: LedgerEntry['kind'], amount: number, reason: string, idempotencyKey?: string): LedgerEntry => ({
  id,
  kind,
  amount,
  reason,
  balanceAfter: 800,
  at: id,
  ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
});

describe('the credit history list', () => {
  it('names the deck of every key a deck job writes', () => {
    expect(deckIdOfKey('deck:abc')).toBe('abc');
    expect(deckIdOfKey('deck:abc:pictures')).toBe('abc');
    expect(deckIdOfKey('refund:deck:abc:picture:m1')).toBe('abc');
    expect(deckIdOfKey('media:xyz')).toBeNull();
    expect(deckIdOfKey(undefined)).toBeNull();
  });

  it('lists charges and refunds with their deck, leaving out movements of no credits', () => {
    const rows = ledgerRows(
      [
        entry(5, 'refund', 2, 'Slides not received', 'refund:deck:d1:after:7'),
        entry(4, 'charge', 2, 'Deck “Reefs”: 2 pictures', 'deck:d1:pictures'),
        entry(3, 'charge', 5, 'Deck “Reefs”: 5 slides', 'deck:d1'),
        entry(2, 'refund', 0, 'Deck discarded', 'refund:deck:d0'),
        entry(1, 'opening', 800, 'Opening balance'),
      ],
      new Map([['d1', 'Coral reefs (renamed)']]),
    );
    expect(rows.map((r) => [r.amount, r.deck, r.reason])).toEqual([
      ['+2', 'Coral reefs (renamed)', 'Slides not received'],
      ['−2', 'Coral reefs (renamed)', 'Deck “Reefs”: 2 pictures'],
      ['−5', 'Coral reefs (renamed)', 'Deck “Reefs”: 5 slides'],
      ['800', null, 'Opening balance'],
    ]);
  });

  it('names a deleted deck by the title its charge recorded', () => {
    const rows = ledgerRows([entry(2, 'refund', 1, 'Picture not received', 'refund:deck:d9:picture:k'), entry(1, 'charge', 3, 'Deck “Gone”: 3 slides', 'deck:d9')], new Map());
    expect(rows.map((r) => r.deck)).toEqual(['Gone', 'Gone']);
  });
});
