/**
 * The write behind "every change kept at once": only the parts of a deck a
 * tab changed, merged into the stored row in one transaction (with its
 * search entry), so two tabs on one deck never overwrite each other's
 * slides, and a title renamed elsewhere is never written back.
 */
import { z } from 'zod';
import { mergeRevs, mergeSlides, type DeckEdit } from '../core/deck/slide-merge';
import { SAVE_PRESENTATION_FAILED } from '../core/errors';
import { presentationSettingsSchema } from '../core/schemas/config';
import { slideSchema, type Slide } from '../core/schemas/slide';
import { getDb, type DecksmithDB, type PresentationRow } from './db';
import { guardWrite } from './errors';
import { emitDataEvent } from './events';
import { putSearchEntry } from './search-index';

export interface DeckEditResult {
  updatedAt: number;
  slideCount: number;
}

const editedSlides = z.array(slideSchema);

/**
 * Writes `edit` into deck `id` as `token`; undefined when the deck is gone
 * (deleted in another tab: nothing is re-created behind the user's back).
 * Only the edited slides are validated: the stored ones were on their way in.
 * @throws StorageFullError when the device is full (nothing is changed).
 */
export interface DeckEditOptions {
  db?: DecksmithDB;
  now?: () => number;
  /**
   * The user's edit (default): updatedAt moves. False for what arrives by
   * itself (a picture placed): the deck keeps its place in newest-first lists.
   */
  touch?: boolean;
}

export async function writeDeckEdit(id: string, edit: DeckEdit, token: string, options: DeckEditOptions = {}): Promise<DeckEditResult | undefined> {
  const db = options.db ?? getDb();
  const slides = editedSlides.parse(edit.slides.map((s) => s.slide));
  const checked: DeckEdit = { ...edit, slides: edit.slides.map((s, i) => ({ at: s.at, slide: slides[i] as Slide })) };
  const settings = edit.settings === undefined ? undefined : presentationSettingsSchema.parse(edit.settings);
  const result = await guardWrite(SAVE_PRESENTATION_FAILED, () =>
    db.transaction('rw', db.presentations, db.searchIndex, async () => {
      const row = await db.presentations.get(id);
      if (row === undefined) return undefined;
      const stored = Array.isArray(row.slides) ? (row.slides as Slide[]) : [];
      const merged = mergeSlides(stored, checked);
      const updatedAt = options.touch === false ? row.updatedAt : Math.max((options.now ?? Date.now)(), row.updatedAt + 1);
      const description = checked.slides.find((s) => s.at === 0)?.slide.description.trim();
      const next: PresentationRow = {
        ...row,
        slides: merged,
        updatedAt,
        revs: mergeRevs(row.revs as Record<string, string> | undefined, checked, token, merged.length),
        ...(edit.title !== undefined && { title: edit.title }),
        ...(settings !== undefined && { settings, theme: settings.selectedTheme }),
        ...(description && { description }),
      };
      await db.presentations.put(next);
      await putSearchEntry(db, next);
      return { updatedAt, slideCount: merged.length };
    }),
  );
  if (result !== undefined) emitDataEvent({ type: 'saved', table: 'presentations', key: id, at: result.updatedAt });
  return result;
}

/** Records that the user confirmed the deck's title: the title prompt is not shown for it again. */
export async function markDeckNamed(id: string, db: DecksmithDB = getDb()): Promise<boolean> {
  const updated = await guardWrite(SAVE_PRESENTATION_FAILED, () => db.presentations.update(id, { named: true }));
  return updated > 0;
}
