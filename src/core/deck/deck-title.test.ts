import { describe, expect, it } from 'vitest';
import { checkDeckTitle, copyTitle, DECK_TITLE_EMPTY, DECK_TITLE_TOO_LONG, MAX_DECK_TITLE_LENGTH } from './deck-title';

describe('deck titles', () => {
  it('keeps a typed title trimmed, with its spaces made single', () => {
    expect(checkDeckTitle('  Printing   press\n lesson ')).toEqual({ ok: true, title: 'Printing press lesson' });
  });

  it('refuses an empty or blank title with a message that says what to do', () => {
    expect(checkDeckTitle('')).toEqual({ ok: false, message: DECK_TITLE_EMPTY });
    expect(checkDeckTitle(' \t ')).toEqual({ ok: false, message: DECK_TITLE_EMPTY });
    expect(DECK_TITLE_EMPTY).toMatch(/Escape/);
  });

  it('refuses a title over the limit', () => {
    expect(checkDeckTitle('a'.repeat(MAX_DECK_TITLE_LENGTH)).ok).toBe(true);
    expect(checkDeckTitle('a'.repeat(MAX_DECK_TITLE_LENGTH + 1))).toEqual({ ok: false, message: DECK_TITLE_TOO_LONG });
  });

  it('names a copy "<title> (copy)", within the limit', () => {
    expect(copyTitle('Tides')).toBe('Tides (copy)');
    const long = copyTitle('b'.repeat(MAX_DECK_TITLE_LENGTH));
    expect(long.endsWith(' (copy)')).toBe(true);
    expect(checkDeckTitle(long).ok).toBe(true);
  });
});
