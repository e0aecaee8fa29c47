/**
 * What each writer can be asked. The builtin composer only moves and quotes
 * the sentences of the slide and its source, so it can make a slide shorter
 * or longer, split it and write notes from the source; everything that
 * needs new words takes a model.
 */
import type { EditAction } from '../../protocol/edit';

/** What the builtin writer would have to do, for the actions it cannot. */
export const BUILTIN_CANNOT: Partial<Record<EditAction, string>> = {
  regenerate: 'write a slide afresh',
  simpler: 'put a slide into simpler words',
  'more-formal': 'make a slide more formal',
  'add-example': 'add an example of its own',
  steps: 'turn a slide into steps',
  timeline: 'turn a slide into a timeline',
  comparison: 'turn a slide into a comparison',
  translate: 'translate',
  instruction: 'follow free instructions',
};

/** Whether a writer name ('builtin', 'builtin:skeleton', 'local:qwen...') is the builtin composer. */
export function isBuiltinWriter(writer: string | undefined): boolean {
  return writer !== undefined && (writer === 'builtin' || writer.startsWith('builtin:'));
}

/**
 * Whether `writer` is the builtin composer and `action` one it can do: then
 * the device can do it too, with no network, by the same rewrite.
 */
export function builtinRunsHere(writer: string | undefined, action: EditAction): boolean {
  return isBuiltinWriter(writer) && BUILTIN_CANNOT[action] === undefined;
}

/** Why `writer` cannot do `action`, for the user before they ask; null when it can (or the writer is not known). */
export function writerCannot(writer: string | undefined, action: EditAction): string | null {
  if (!isBuiltinWriter(writer)) return null;
  const what = BUILTIN_CANNOT[action];
  if (what === undefined) return null;
  return `The built-in writer cannot ${what}: it only reuses the sentences of the slide and its document. A local model (download one in Settings) or a hosted model can.`;
}

/** Actions that change the slide's points into another structure: not for the title slide, which has none. */
const POINT_ACTIONS: ReadonlySet<EditAction> = new Set(['split', 'steps', 'timeline', 'comparison']);

/** Why the title slide cannot take `action`, or null when it can. */
export function titleSlideCannot(action: EditAction): string | null {
  return POINT_ACTIONS.has(action) ? 'The title slide has no points to split or arrange: ask this of a topic slide.' : null;
}
