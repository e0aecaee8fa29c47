/**
 * Display helpers: avatar initials, relative and saved
 * dates (en-US), export file names.
 */
import { INVALID_DATE, UNKNOWN_DATE } from './errors';

/** The parts of an auth user the avatar reads (Supabase keeps full_name in user_metadata). */
export interface AvatarUser {
  email?: string | null;
  full_name?: string | null;
  user_metadata?: { full_name?: unknown } | null;
}

/**
 * Avatar initials: first and last initials of the full name, else the
 * e-mail's first letter upper-cased, else 'U'.
 */
export function avatarInitials(user: AvatarUser | null | undefined): string {
  const metaName = user?.user_metadata?.full_name;
  const name = (typeof metaName === 'string' && metaName.trim() !== '' ? metaName : (user?.full_name ?? '')).trim();
  const words = name.split(/\s+/).filter((w) => w !== '');
  const first = words[0];
  const last = words.length > 1 ? words.at(-1) : undefined;
  if (first !== undefined) return `${first.charAt(0)}${last?.charAt(0) ?? ''}`.toUpperCase();
  const email = user?.email?.trim() ?? '';
  return email === '' ? 'U' : email.charAt(0).toUpperCase();
}

export type DateInput = Date | number | string;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const HOUR_MS = 3_600_000;
/** 'Recently viewed' on the dashboard means within 7 days. */
export const RECENTLY_VIEWED_MS = 7 * 24 * HOUR_MS;

/**
 * Relative time of `date` seen at `now`: 'Just now' under an hour (and for
 * future dates), 'N hours ago' under 24 h, 'Yesterday' under 48 h, else the
 * en-US date ('Mar 5, 2025'). An unparseable date gives 'Invalid date'.
 */
export function relativeTime(date: DateInput, now: DateInput = Date.now(), timeZone?: string): string {
  const then = toDate(date);
  const diff = toDate(now).getTime() - then.getTime();
  if (Number.isNaN(diff)) return INVALID_DATE;
  if (diff < HOUR_MS) return 'Just now';
  const hours = Math.floor(diff / HOUR_MS);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  if (hours < 48) return 'Yesterday';
  return then.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
}

/** Whether a last-viewed time falls within the dashboard's 7-day 'Recently viewed'. */
export function isRecentlyViewed(lastViewed: DateInput | null | undefined, now: DateInput = Date.now()): boolean {
  if (lastViewed === null || lastViewed === undefined) return false;
  const diff = toDate(now).getTime() - toDate(lastViewed).getTime();
  return !Number.isNaN(diff) && diff <= RECENTLY_VIEWED_MS;
}

/**
 * A saved presentation's date in en-US with short month, day, hour and
 * minute ('Mar 5, 2:30 PM', as the Saved presentations list shows it); 'Unknown date' when missing, 'Invalid date'
 * when unparseable. `timeZone` defaults to the device's.
 */
export function formatSavedDate(value: DateInput | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return UNKNOWN_DATE;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
}

export const EXPORT_EXTENSION = '.pptx';
/** Longest file name stem (before the extension). */
const FILE_STEM_MAX = 120;

/**
 * Export file name from a title, the one rule for every file Decksmith
 * writes (the .pptx and the deck file): accents folded (NFKD, so 'Café'
 * gives 'cafe'), then lower-case letters, digits and single underscores,
 * at most 120 characters, plus '.pptx'; a title with nothing usable gives
 * 'presentation.pptx'.
 */
export function sanitizeFileName(title: string | null | undefined): string {
  const stem = (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, FILE_STEM_MAX)
    .replace(/_+$/, '');
  return `${stem === '' ? 'presentation' : stem}${EXPORT_EXTENSION}`;
}

/**
 * A size as disks and download pages show it, 1000-based: "512 bytes",
 * "307 KB", "491 MB", "1.1 GB". One decimal below 100 of a unit from MB up;
 * KB are whole.
 */
export function formatByteSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return unit === 0 ? `${Math.round(value)} bytes` : `${value.toFixed(value >= 100 || unit === 1 ? 0 : 1)} ${units[unit]}`;
}
