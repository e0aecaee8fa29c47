/**
 * What the dashboard does to a whole saved deck: rename it, copy it, delete
 * it with the media cache entries only it used, and put a deleted deck back
 * (the toast's Undo). Each is one transaction, so a failure changes nothing.
 */
import { DELETE_PRESENTATION_FAILED, SAVE_PRESENTATION_FAILED } from '../core/errors';
import { copyTitle } from '../core/deck/deck-title';
import type { DecksmithDB, MediaRow, PresentationRow, SourceRow, VersionRow } from './db';
import { emitDataEvent } from './events';
import { guardWrite } from './errors';
import { PresentationsRepository, type SaveResult } from './presentations';
import { otherDecksUsing, putSearchEntry, removeSearchEntries } from './search-index';
import { UPLOAD_KEY_PREFIX } from './uploads';

/** A deleted deck as it was, with the media cache rows and kept versions that went with it: enough to put it all back. */
export interface DeletedDeck {
  row: PresentationRow;
  media: MediaRow[];
  versions: VersionRow[];
  /** The document the deck was made from, if it kept one. */
  source?: SourceRow;
}

/**
 * Sets a deck's title (already validated: see core/deck/deck-title.ts).
 * updatedAt is left alone on purpose: the cards are ordered by it, and a card
 * that jumped to the top of the list as it was renamed would leave the user
 * looking at another deck. False when the deck is gone.
 */
export async function renameDeck(db: DecksmithDB, id: string, title: string): Promise<boolean> {
  const changed = await guardWrite(SAVE_PRESENTATION_FAILED, () =>
    db.transaction('rw', db.presentations, db.searchIndex, async () => {
      const row = await db.presentations.get(id);
      if (row === undefined) return false;
      // A title the user typed is a confirmed one: the studio's Save does not ask for it again. Without a
      // writer's rev on it, a studio open on the deck takes it as another's change and shows it.
      const revs = { ...(row.revs as Record<string, string> | undefined) };
      delete revs.title;
      const next = { ...row, title, named: true, revs };
      await db.presentations.put(next);
      await putSearchEntry(db, next);
      return true;
    }),
  );
  if (changed) emitDataEvent({ type: 'saved', table: 'presentations', key: id, at: Date.now() });
  return changed;
}

/**
 * A copy of a deck under "<title> (copy)": its slides, theme, fonts and
 * settings, not its star. Pictures come along as they are: a slide keeps its
 * picture addresses and prompts, and the media cache is shared by prompt and
 * address, so the copy shows the same cached pictures with no bytes copied.
 * Goes through the repository's save, so the saved-deck limit applies
 * (`reason: 'limit'`: nothing is dropped to make room for a copy).
 */
export async function duplicateDeck(db: DecksmithDB, id: string): Promise<SaveResult | undefined> {
  const repo = new PresentationsRepository(db);
  const deck = await repo.get(id);
  if (deck === undefined) return undefined;
  const { id: _id, createdAt: _c, updatedAt: _u, lastViewed: _l, favorite: _f, ...rest } = deck;
  return repo.save({ ...structuredClone(rest), title: copyTitle(deck.title), favorite: false }, { copySourceOf: id });
}

/** Media cache rows reached by a reference of the search index (`key:` or `url:`). */
async function mediaRowsOf(db: DecksmithDB, refs: readonly string[]): Promise<MediaRow[]> {
  const keys = refs.filter((r) => r.startsWith('key:')).map((r) => r.slice(4));
  const urls = new Set(refs.filter((r) => r.startsWith('url:')).map((r) => r.slice(4)));
  const byKey = (await db.media.bulkGet(keys)).filter((r): r is MediaRow => r !== undefined);
  const byUrl = urls.size === 0 ? [] : await db.media.filter((r) => r.url !== undefined && urls.has(r.url)).toArray();
  const rows = new Map<string, MediaRow>();
  // The user's own uploads are a library of their own: a deck's deletion never takes them.
  for (const row of [...byKey, ...byUrl]) if (!row.key.startsWith(UPLOAD_KEY_PREFIX)) rows.set(row.key, row);
  return [...rows.values()];
}

/**
 * Deletes a deck, its search index row, its kept versions (a version of a
 * deck that is gone can never be opened), its source document and the media cache entries no
 * other deck uses (a picture two decks share stays). Returns what was removed, for
 * {@link restoreDeck}; undefined when the deck was already gone.
 */
export async function deleteDeck(db: DecksmithDB, id: string): Promise<DeletedDeck | undefined> {
  const deleted = await guardWrite(DELETE_PRESENTATION_FAILED, () =>
    db.transaction('rw', [db.presentations, db.searchIndex, db.media, db.versions, db.sources], async () => {
      const row = await db.presentations.get(id);
      if (row === undefined) return undefined;
      const refs = (await db.searchIndex.get(id))?.media ?? [];
      const own: string[] = [];
      for (const ref of refs) if ((await otherDecksUsing(db, ref, id)).length === 0) own.push(ref);
      const media = await mediaRowsOf(db, own);
      await db.media.bulkDelete(media.map((m) => m.key));
      await db.presentations.delete(id);
      await removeSearchEntries(db, [id]);
      const versions = await db.versions.where('deckId').equals(id).toArray();
      await db.versions.bulkDelete(versions.flatMap((v) => (v.id === undefined ? [] : [v.id])));
      const source = await db.sources.get(id);
      await db.sources.delete(id);
      return { row, media, versions, ...(source === undefined ? {} : { source }) };
    }),
  );
  return deleted;
}

/**
 * Puts a deleted deck back as it was (same id, dates and star) with its
 * media entries and kept versions (under their own ids); an entry cached
 * again meanwhile is kept as it is now.
 */
export async function restoreDeck(db: DecksmithDB, deleted: DeletedDeck): Promise<void> {
  await guardWrite(SAVE_PRESENTATION_FAILED, () =>
    db.transaction('rw', [db.presentations, db.searchIndex, db.media, db.versions, db.sources], async () => {
      await db.presentations.put(deleted.row);
      await putSearchEntry(db, deleted.row);
      const present = new Set((await db.media.bulkGet(deleted.media.map((m) => m.key))).flatMap((r) => (r ? [r.key] : [])));
      await db.media.bulkPut(deleted.media.filter((m) => !present.has(m.key)));
      await db.versions.bulkPut(deleted.versions);
      if (deleted.source !== undefined) await db.sources.put(deleted.source);
    }),
  );
  emitDataEvent({ type: 'saved', table: 'presentations', key: deleted.row.id, at: Date.now() });
}
