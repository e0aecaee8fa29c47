/**
 * The rewrite call, with the builtin writer on the device: when the writer
 * is the builtin composer and the action one it can do (shorter, longer,
 * split, speaker notes), a rewrite with no network is answered here by the
 * same pure rewrite the server runs, and reaches the slide the way a server
 * answer does (preview, one undo step, one credit). Its code loads on first
 * use, so the app's first paint does not carry it.
 */
import type { CallResult } from '../../api/call';
import type { EditCall } from '../../api/edit';
import { ApiError } from '../../api/http';
import { builtinRunsHere } from '../../core/rewrite/writers';
import type { EditRequestInput } from '../../protocol/edit';
import type { ParseEvent } from '../../protocol/parser';
// Types only: the code itself loads on first use.
import type * as BuiltinAnswerModule from '../../core/rewrite/builtin-answer';

type BuiltinAnswer = typeof BuiltinAnswerModule;

export interface OfflineWriterDeps {
  /** Whether the device says it is online. */
  online: () => boolean;
  /** The writer the server uses (or wrote the deck), as far as the app knows. */
  writer: () => string | undefined;
}

/** Why the builtin writer's code could not load with no network (it was never fetched while online). */
export const BUILTIN_NOT_LOADED = 'The built-in writer is not on this device yet: the rewrite waits for the network.';

/**
 * The builtin writer's code. With no network it loads only if the app had it
 * cached; a failure reads as the network failing, so the rewrite waits in the
 * outbox instead of showing a module error.
 */
async function builtinWriter(): Promise<BuiltinAnswer> {
  try {
    return await import('../../core/rewrite/builtin-answer');
  } catch {
    throw new ApiError('network', BUILTIN_NOT_LOADED);
  }
}

/** The builtin writer's answer to `body`, computed on the device, given to `onEvents` as the server's lines would be. */
async function answerHere(body: EditRequestInput, options: Parameters<EditCall>[1] = {}): Promise<CallResult> {
  const { builtinAnswerLines } = await builtinWriter();
  options.signal?.throwIfAborted();
  const lines = builtinAnswerLines(body);
  const events: ParseEvent[] = lines.map((line) => ({ kind: 'line', line }));
  options.onEvents?.(events, 0);
  return { bytesReceived: 0, lines: lines.length, errors: 0, document: false, source: 'network' };
}

/**
 * `edit`, answered on the device when the builtin writer can: at once when
 * the device is offline, and when the network fails before any answer came.
 */
export function withBuiltinOffline(edit: EditCall, deps: OfflineWriterDeps): EditCall {
  return async (body, options = {}) => {
    if (!builtinRunsHere(deps.writer(), body.action)) return edit(body, options);
    if (!deps.online()) return answerHere(body, options);
    let heard = false;
    const onEvents: NonNullable<typeof options.onEvents> = (events, bytes) => {
      heard ||= events.length > 0;
      options.onEvents?.(events, bytes);
    };
    try {
      return await edit(body, { ...options, onEvents });
    } catch (error) {
      const networkFailed = error instanceof ApiError && error.kind === 'network';
      if (!networkFailed || heard || options.signal?.aborted === true) throw error;
      return answerHere(body, options);
    }
  };
}
