import { describe, expect, it } from 'vitest';
import { formatSavedAt, savedLabel, unsavedLevel } from './format';

const UTC_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const UTC_TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

describe('formatSavedAt', () => {
  it('shows en-US short month, day, hour and minute', () => {
    expect(formatSavedAt(Date.UTC(2025, 2, 5, 14, 7), UTC_DATE)).toMatch(/^Mar 5, 2:07\sPM$/);
    expect(formatSavedAt('2025-11-21T09:30:00Z', UTC_DATE)).toMatch(/^Nov 21, 9:30\sAM$/);
    expect(formatSavedAt(new Date(Date.UTC(2024, 11, 31, 0, 5)), UTC_DATE)).toMatch(/^Dec 31, 12:05\sAM$/);
  });

  it("says 'Unknown date' when missing and 'Invalid date' when unparseable", () => {
    expect(formatSavedAt(undefined)).toBe('Unknown date');
    expect(formatSavedAt(null)).toBe('Unknown date');
    expect(formatSavedAt('')).toBe('Unknown date');
    expect(formatSavedAt('last Tuesday-ish')).toBe('Invalid date');
    expect(formatSavedAt(Number.NaN)).toBe('Invalid date');
  });
});

describe('the unsaved-changes indicator', () => {
  const clean = { hasUnsavedChanges: false, dirtySince: null, lastSaved: null };

  it("reads 'Saved <time>'", () => {
    expect(savedLabel(Date.UTC(2025, 0, 1, 16, 45), UTC_TIME)).toMatch(/^Saved 4:45\sPM$/);
  });

  it('shows nothing before this deck was saved, and the save afterwards', () => {
    expect(unsavedLevel(clean, false, 0)).toBe('none');
    expect(unsavedLevel({ ...clean, lastSaved: 500 }, false, 1_000)).toBe('none');
    expect(unsavedLevel({ ...clean, lastSaved: 500 }, true, 1_000)).toBe('saved');
  });

  it('turns into the stronger warning once changes are 30 s old', () => {
    const dirty = { hasUnsavedChanges: true, dirtySince: 10_000, lastSaved: null };
    expect(unsavedLevel(dirty, false, 10_000)).toBe('unsaved');
    expect(unsavedLevel(dirty, false, 39_999)).toBe('unsaved');
    expect(unsavedLevel(dirty, false, 40_000)).toBe('warning');
  });
});
