import { describe, it, expect } from 'vitest';
import { canAfford, chargeCredits, deckCost, INITIAL_CREDITS, mediaCost, normalizeBalance } from './credits';

describe('credits', () => {
  it('starts at 800', () => {
    expect(INITIAL_CREDITS).toBe(800);
  });

  it('charges what the balance covers', () => {
    expect(chargeCredits(800, 5)).toEqual({ ok: true, balance: 795, charged: 5 });
    expect(chargeCredits(5, 5)).toEqual({ ok: true, balance: 0, charged: 5 });
    expect(chargeCredits(3, 0)).toEqual({ ok: true, balance: 3, charged: 0 });
  });

  it('refuses what the balance cannot cover, leaving it unchanged', () => {
    const result = chargeCredits(4, 5);
    expect(result.ok).toBe(false);
    expect(result.balance).toBe(4);
    if (!result.ok) expect(result.error).toBe('Not enough credits: this needs 5 credits and you have 4 credits.');
  });

  it('refuses negative or fractional costs', () => {
    expect(chargeCredits(10, -1).ok).toBe(false);
    expect(chargeCredits(10, 1.5).ok).toBe(false);
    expect(chargeCredits(10, Number.NaN).balance).toBe(10);
  });

  it('never reports a balance below 0', () => {
    expect(normalizeBalance(-20)).toBe(0);
    expect(normalizeBalance(Number.NaN)).toBe(0);
    expect(normalizeBalance(7.9)).toBe(7);
    expect(chargeCredits(-5, 1)).toMatchObject({ ok: false, balance: 0 });
  });

  it('prices a deck at one credit per slide, images at one, icons free', () => {
    expect(deckCost(5)).toBe(5);
    expect(deckCost(150)).toBe(100);
    expect(deckCost(0)).toBe(1);
    expect(mediaCost(3, 10)).toBe(3);
    expect(mediaCost(0, 4)).toBe(0);
    expect(mediaCost(-2)).toBe(0);
  });

  it('answers whether a cost is affordable', () => {
    expect(canAfford(10, 10)).toBe(true);
    expect(canAfford(9, 10)).toBe(false);
  });
});
