/**
 * Versioned migrations, as the stored records have: the file's version is
 * read, each step up to the current version runs in turn, and a file from
 * a newer build is refused rather than guessed at.
 */
import { isDict, type Dict } from '../outline/shapes';
import { DECK_FILE_FORMAT, DECK_FILE_VERSION } from './limits';
import { DECK_FILE_BAD_VERSION, DECK_FILE_NOT_OBJECT, DECK_FILE_WRONG_FORMAT, deckFileTooNew } from './messages';
import { looksLikeSavedPresentation, migrateV0 } from './migrate-v0';
import { migrateV1 } from './migrate-v1';
import { migrateV2 } from './migrate-v2';

/** Moves a document from version n (the key) to a later one (the `version` it returns, usually n + 1). */
const MIGRATIONS: Readonly<Record<number, (doc: Dict) => Dict>> = {
  0: migrateV0,
  1: migrateV1,
  2: migrateV2,
};

export type Versioned = { ok: true; version: number; doc: Dict } | { ok: false; error: string };

/** The version of a parsed file: its `version`, or 0 for a bare saved presentation. */
export function detectVersion(value: unknown): Versioned {
  if (!isDict(value)) return { ok: false, error: DECK_FILE_NOT_OBJECT };
  if (!('format' in value)) {
    return looksLikeSavedPresentation(value) ? { ok: true, version: 0, doc: value } : { ok: false, error: DECK_FILE_WRONG_FORMAT };
  }
  if (value.format !== DECK_FILE_FORMAT) return { ok: false, error: DECK_FILE_WRONG_FORMAT };
  const { version } = value;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return { ok: false, error: DECK_FILE_BAD_VERSION };
  if (version > DECK_FILE_VERSION) return { ok: false, error: deckFileTooNew(version) };
  return { ok: true, version, doc: value };
}

/**
 * The file as a current-version document (not yet validated), with the
 * version it was written in; an error for a file that is not a deck file,
 * has no usable version, or comes from a newer build.
 */
export function migrateDeckFile(value: unknown): Versioned {
  const detected = detectVersion(value);
  if (!detected.ok) return detected;
  let doc = detected.doc;
  for (let v = detected.version; v < DECK_FILE_VERSION; ) {
    const step = MIGRATIONS[v];
    if (step === undefined) return { ok: false, error: DECK_FILE_BAD_VERSION };
    doc = step(doc);
    // Each step names the version it reached; one that does not move forward would loop.
    const reached = doc.version;
    if (typeof reached !== 'number' || reached <= v) return { ok: false, error: DECK_FILE_BAD_VERSION };
    v = reached;
  }
  return { ok: true, version: detected.version, doc };
}
