/**
 * The builtin provider's edit call: the pure rewrite of core, answered as
 * provider events. The same rewrite runs in the app when it is offline.
 */
import { builtinEditEvents } from '../../src/core/rewrite/builtin';
import type { EditRequest } from '../../src/protocol/edit';
import type { ProviderEvent } from '../providers/llm/types';

/** The builtin provider's edit: the same answer every time, computed at once. */
export async function* builtinEdit(req: EditRequest, signal: AbortSignal): AsyncGenerator<ProviderEvent> {
  if (signal.aborted) {
    const error = new Error('Generation was cancelled.');
    error.name = 'AbortError';
    throw error;
  }
  await Promise.resolve();
  yield* builtinEditEvents(req);
}
