import { describe, it, expect } from 'vitest';
import { avatarInitials, formatByteSize, formatSavedDate, isRecentlyViewed, relativeTime, sanitizeFileName } from './format';

describe('avatarInitials', () => {
  it('uses the initials of the full name', () => {
    expect(avatarInitials({ email: 'a@b.c', user_metadata: { full_name: 'ada lovelace' } })).toBe('AL');
    expect(avatarInitials({ full_name: 'Grace Brewster Murray Hopper' })).toBe('GH');
    expect(avatarInitials({ full_name: '  Plato ' })).toBe('P');
  });

  it("falls back to the e-mail's first letter upper-cased", () => {
    expect(avatarInitials({ email: 'zoe@example.com', user_metadata: { full_name: '  ' } })).toBe('Z');
    expect(avatarInitials({ email: 'zoe@example.com', user_metadata: { full_name: 42 } })).toBe('Z');
  });

  it("falls back to 'U'", () => {
    expect(avatarInitials(null)).toBe('U');
    expect(avatarInitials({ email: '' })).toBe('U');
  });
});

describe('relativeTime', () => {
  const now = Date.UTC(2025, 2, 10, 12, 0);
  const hour = 3_600_000;

  it.each([
    [0, 'Just now'],
    [59 * 60_000, 'Just now'],
    [-5 * hour, 'Just now'],
    [hour, '1 hour ago'],
    [5 * hour + 1, '5 hours ago'],
    [23 * hour + 59 * 60_000, '23 hours ago'],
    [24 * hour, 'Yesterday'],
    [47 * hour, 'Yesterday'],
  ])('%s ms ago reads %s', (ago, text) => {
    expect(relativeTime(now - ago, now)).toBe(text);
  });

  it('shows a date from 48 hours on', () => {
    expect(relativeTime(now - 48 * 3_600_000, now, 'UTC')).toBe('Mar 8, 2025');
    expect(relativeTime(new Date(Date.UTC(2024, 11, 25, 12)), now, 'UTC')).toBe('Dec 25, 2024');
  });

  it('accepts ISO strings and rejects garbage', () => {
    expect(relativeTime('2025-03-10T11:30:00Z', now)).toBe('Just now');
    expect(relativeTime('not a date', now)).toBe('Invalid date');
  });
});

describe('isRecentlyViewed', () => {
  const now = Date.UTC(2025, 2, 10);
  it('is true within 7 days and false after or when missing', () => {
    expect(isRecentlyViewed(now - 6 * 86_400_000, now)).toBe(true);
    expect(isRecentlyViewed(now - 8 * 86_400_000, now)).toBe(false);
    expect(isRecentlyViewed(undefined, now)).toBe(false);
  });
});

describe('formatSavedDate', () => {
  it('formats with short month, day, hour and minute', () => {
    expect(formatSavedDate(Date.UTC(2025, 2, 5, 14, 7), 'UTC')).toMatch(/^Mar 5, 2:07\sPM$/);
    expect(formatSavedDate('2025-11-21T09:30:00Z', 'UTC')).toMatch(/^Nov 21, 9:30\sAM$/);
    expect(formatSavedDate(new Date(Date.UTC(2024, 11, 31, 0, 5)), 'UTC')).toMatch(/^Dec 31, 12:05\sAM$/);
  });

  it("says 'Unknown date' when missing and 'Invalid date' when unparseable", () => {
    expect(formatSavedDate(undefined)).toBe('Unknown date');
    expect(formatSavedDate(null)).toBe('Unknown date');
    expect(formatSavedDate('')).toBe('Unknown date');
    expect(formatSavedDate('yesterday-ish')).toBe('Invalid date');
    expect(formatSavedDate(Number.NaN)).toBe('Invalid date');
  });
});

describe('sanitizeFileName', () => {
  it.each([
    ['My Great Deck!', 'my_great_deck.pptx'],
    ['Q3 2025: Results & Plans', 'q3_2025_results_plans.pptx'],
    ['  __Already_snake__  ', 'already_snake.pptx'],
    ['Café Résumé', 'cafe_resume.pptx'],
    ['Café Ölçü', 'cafe_olcu.pptx'],
    ['', 'presentation.pptx'],
    ['!!!', 'presentation.pptx'],
    [undefined, 'presentation.pptx'],
  ])('%s -> %s', (title, name) => {
    expect(sanitizeFileName(title)).toBe(name);
  });

  it('keeps only lower-case letters, digits and underscores and caps the length', () => {
    const name = sanitizeFileName('A'.repeat(300));
    expect(name).toMatch(/^[a-z0-9_]+\.pptx$/);
    expect(name).toHaveLength(125);
  });
});

describe('formatByteSize', () => {
  it('shows sizes 1000-based, whole KB, one decimal below 100 of a larger unit', () => {
    expect([0, 999, 307_200, 491_400_032, 1_117_320_736, 2_393_232_608].map(formatByteSize)).toEqual(['0 bytes', '999 bytes', '307 KB', '491 MB', '1.1 GB', '2.4 GB']);
  });
});
