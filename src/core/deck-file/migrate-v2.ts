/**
 * Version 2 -> 3. Version 3 may carry the deck's company template; a version
 * 2 file carries none, so only its version changes.
 */
import type { Dict } from '../outline/shapes';

/** A version 2 document as a version 3 deck file. */
export function migrateV2(doc: Dict): Dict {
  return { ...doc, version: 3 };
}
