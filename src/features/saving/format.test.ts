import { describe, expect, it } from 'vitest';
import { savedLabel, unsavedLevel } from './format';

const UTC_TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

describe('the save status', () => {
  const clean = { hasUnsavedChanges: false, dirtySince: null, lastSaved: null, typing: false };

  it("reads 'Saved just now' for a minute, then 'Saved <time>'", () => {
    const at = Date.UTC(2025, 0, 1, 16, 45);
    expect(savedLabel(at, at + 59_999, UTC_TIME)).toBe('Saved just now');
    expect(savedLabel(at, at + 60_000, UTC_TIME)).toMatch(/^Saved 4:45\sPM$/);
  });

  it('shows nothing before this deck was saved, and the save afterwards', () => {
    expect(unsavedLevel(clean, false, 0)).toBe('none');
    expect(unsavedLevel({ ...clean, lastSaved: 500 }, false, 1_000)).toBe('none');
    expect(unsavedLevel({ ...clean, lastSaved: 500 }, true, 1_000)).toBe('saved');
  });

  it("a kept deck's change reads 'Saving…'; a deck nothing keeps warns once changes are 30 s old", () => {
    const dirty = { hasUnsavedChanges: true, dirtySince: 10_000, lastSaved: null, typing: false };
    expect(unsavedLevel(dirty, true, 40_000, true)).toBe('saving');
    expect(unsavedLevel(dirty, false, 10_000)).toBe('unsaved');
    expect(unsavedLevel(dirty, false, 39_999)).toBe('unsaved');
    expect(unsavedLevel(dirty, false, 40_000)).toBe('warning');
  });

  it("text typed but not yet handed to the deck never reads 'Saved'", () => {
    const typing = { ...clean, lastSaved: 500, typing: true };
    expect(unsavedLevel(typing, true, 1_000, true)).toBe('saving');
    expect(unsavedLevel(typing, true, 1_000, false)).toBe('unsaved');
  });
});
