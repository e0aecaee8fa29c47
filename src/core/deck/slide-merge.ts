/**
 * Two tabs editing one deck: each writes only the parts it changed, and
 * the later write wins per slide. Slide ids follow position, so a "slide"
 * here is a position; adding or deleting a slide changes every position
 * after it (they are renumbered), and those positions are written too.
 */
import type { PresentationSettings } from '../schemas/config';
import type { Slide } from '../schemas/slide';

/** The parts of a deck a tab writes. */
export interface DeckParts {
  readonly title: string;
  readonly slides: readonly Slide[];
  readonly settings: PresentationSettings;
}

/** What one tab changed since its last write: only these parts are written. */
export interface DeckEdit {
  /** Positions whose slide changed; each carries the tab's slide. */
  readonly slides: ReadonlyArray<{ readonly at: number; readonly slide: Slide }>;
  /** The tab's slide count, when it added or removed slides. */
  readonly length?: number;
  readonly title?: string;
  readonly settings?: PresentationSettings;
}

/** Rev keys of the parts that are not slides. */
export const TITLE_REV = 'title';
export const SETTINGS_REV = 'settings';
export const LENGTH_REV = 'length';

/**
 * Positions whose slide is another object in `local` than in `base` (the
 * edits keep every untouched slide the same object), and every position
 * past the shorter of the two.
 */
export function changedPositions(base: readonly Slide[], local: readonly Slide[]): number[] {
  const out: number[] = [];
  const longest = Math.max(base.length, local.length);
  for (let i = 0; i < longest; i++) if (i >= base.length || i >= local.length || base[i] !== local[i]) out.push(i);
  return out;
}

/** The edit that turns `base` into `local` (empty when nothing changed). */
export function editBetween(base: DeckParts, local: DeckParts): DeckEdit {
  const slides = changedPositions(base.slides, local.slides)
    .filter((at) => at < local.slides.length)
    .map((at) => ({ at, slide: local.slides[at] as Slide }));
  return {
    slides,
    ...(base.slides.length !== local.slides.length && { length: local.slides.length }),
    ...(base.title !== local.title && { title: local.title }),
    ...(base.settings !== local.settings && { settings: local.settings }),
  };
}

/** Whether the edit writes nothing. */
export function isEmptyEdit(edit: DeckEdit): boolean {
  return edit.slides.length === 0 && edit.length === undefined && edit.title === undefined && edit.settings === undefined;
}

/**
 * The stored slides with the edit written over them: the edited positions
 * take the tab's slides, every other position keeps what is stored (another
 * tab's later edit included). The count is the tab's when it changed it,
 * else the stored one (grown to hold an edited position past its end).
 */
export function mergeSlides(stored: readonly Slide[], edit: DeckEdit): Slide[] {
  const reach = edit.slides.reduce((max, { at }) => Math.max(max, at + 1), 0);
  const length = edit.length ?? Math.max(stored.length, reach);
  const out = stored.slice(0, length);
  for (const { at, slide } of edit.slides) if (at < length) out[at] = slide;
  // A hole (stored shorter than the edit reaches, with a gap) would be a deck with a missing slide: never write one.
  return out.filter((slide): slide is Slide => slide !== undefined);
}

/** The revs after writing `edit` as `token`: written parts carry it, positions past the end are forgotten. */
export function mergeRevs(revs: Readonly<Record<string, string>> | undefined, edit: DeckEdit, token: string, length: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(revs ?? {})) {
    const at = Number(key);
    if (!Number.isInteger(at) || at < length) out[key] = value;
  }
  for (const { at } of edit.slides) out[String(at)] = token;
  if (edit.length !== undefined) {
    for (let at = 0; at < length; at++) out[String(at)] ??= token;
    out[LENGTH_REV] = token;
  }
  if (edit.title !== undefined) out[TITLE_REV] = token;
  if (edit.settings !== undefined) out[SETTINGS_REV] = token;
  return out;
}

/** What another writer changed in the stored deck since this tab last saw it. */
export interface RemoteChange {
  /** Positions another writer wrote. */
  readonly positions: readonly number[];
  /** The stored slide count, when it differs from the one last seen. */
  readonly length?: number;
  readonly title: boolean;
  readonly settings: boolean;
}

/**
 * Compares the stored revs with those this tab last saw: a part whose rev
 * moved, to a token that is not `mine`, was written by someone else. A
 * title or slide count that differs counts too unless this tab wrote it
 * last (then the row is an echo of an older write of its own, read late);
 * a rename on the dashboard drops the title's rev, so it always counts.
 */
export function remoteChange(
  stored: { readonly revs?: Readonly<Record<string, string>>; readonly title: string; readonly slideCount: number },
  seen: { readonly revs: Readonly<Record<string, string>>; readonly title: string; readonly slideCount: number },
  mine: (token: string) => boolean,
): RemoteChange {
  const revs = stored.revs ?? {};
  const moved = (key: string): boolean => {
    const rev = revs[key];
    return rev !== undefined && rev !== seen.revs[key] && !mine(rev);
  };
  const positions: number[] = [];
  for (let at = 0; at < stored.slideCount; at++) if (moved(String(at))) positions.push(at);
  const ours = (key: string): boolean => {
    const rev = revs[key];
    return rev !== undefined && mine(rev);
  };
  return {
    positions,
    ...(stored.slideCount !== seen.slideCount && !ours(LENGTH_REV) && { length: stored.slideCount }),
    title: stored.title !== seen.title && !ours(TITLE_REV),
    settings: moved(SETTINGS_REV),
  };
}
