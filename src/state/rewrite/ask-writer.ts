/**
 * One rewrite call, read to its end: the rewritten slide(s), or why there
 * are none. A rewrite is whole or nothing: an error line, a cut stream or
 * an answer with the wrong number of slides gives no slide at all.
 */
import type { EditCall } from '../../api/edit';
import { ApiError } from '../../api/http';
import { CONTENT_GENERATION_FAILED } from '../../core/errors';
import { editSlideCount, type EditRequestInput } from '../../protocol/edit';
import type { TopicLine } from '../../protocol/lines';
import type { ParseEvent } from '../../protocol/parser';
import { CANCELLED } from './context';

export const ANSWER_CUT = "The writer's answer stopped before the end; the slide was left as it was.";
export const ANSWER_SHORT = "The writer's answer did not hold the slides asked for; the slide was left as it was.";
/** A server failure (5xx): its status, not its raw page, and what to do. */
export const serverFailed = (status: number): string => `The writer failed (server error ${status}); the slide was left as it was. Try again in a moment.`;

export type AskResult =
  | { ok: true; slides: TopicLine[] }
  /**
   * `offline`: the network failed before any answer came (the request can
   * wait for the network). `retryable`: asking again later may work (the
   * network, a timeout, a busy or failing server, a cut answer); a refusal
   * of the request or of the writer is not.
   */
  | { ok: false; error: string; retryable: boolean; cancelled?: boolean; offline?: boolean };

/** Whether a thrown call failure may pass if asked again later. */
function mayPassLater(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.kind !== 'http' || error.status === undefined || error.status >= 500 || error.status === 429;
}

/** The text of a failure, for the user: a refusal's own words, a server failure by its status. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http' && error.status !== undefined && error.status >= 500) return serverFailed(error.status);
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return CONTENT_GENERATION_FAILED;
}

/** Sends `body` and reads the answer; never throws. */
export async function askWriter(edit: EditCall, body: EditRequestInput, signal: AbortSignal): Promise<AskResult> {
  const slides: TopicLine[] = [];
  let error: string | undefined;
  let done = false;
  let heard = false;
  const onEvents = (events: ParseEvent[]): void => {
    heard ||= events.length > 0;
    for (const event of events) {
      if (event.kind !== 'line') continue;
      const { line } = event;
      if (line.type === 'topic') slides.push(line);
      else if (line.type === 'error') error ??= line.message;
      else if (line.type === 'done') done = true;
    }
  };
  try {
    await edit(body, { onEvents, signal });
  } catch (thrown) {
    if (signal.aborted) return { ok: false, error: CANCELLED, retryable: false, cancelled: true };
    const offline = !heard && thrown instanceof ApiError && thrown.kind === 'network';
    return { ok: false, error: failureText(thrown), retryable: mayPassLater(thrown), ...(offline ? { offline } : {}) };
  }
  if (signal.aborted) return { ok: false, error: CANCELLED, retryable: false, cancelled: true };
  if (error !== undefined) return { ok: false, error, retryable: false };
  if (!done) return { ok: false, error: ANSWER_CUT, retryable: true };
  if (slides.length !== editSlideCount(body.action)) return { ok: false, error: ANSWER_SHORT, retryable: false };
  return { ok: true, slides };
}
