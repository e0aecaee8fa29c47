/**
 * The builtin writer's answer to a rewrite request, as the lines the server
 * sends for it: the same pure rewrite, run where the request is (the app
 * uses it with no network). Every slide of the answer is a topic line; an
 * action the writer cannot do, or a slide it cannot change, is one error line.
 */
import { editRequestSchema, type EditRequestInput } from '../../protocol/edit';
import { topicLineSchema, type StreamLine } from '../../protocol/lines';
import { builtinEditEvents } from './builtin';

const errorLine = (message: string): StreamLine => ({ type: 'error', message });

/** The lines answering `body`, ending with `done`; never throws. */
export function builtinAnswerLines(body: EditRequestInput): StreamLine[] {
  const parsed = editRequestSchema.safeParse(body);
  if (!parsed.success) return [errorLine(`The rewrite request is not valid: ${parsed.error.issues[0]?.message ?? 'unknown field'}.`), { type: 'done' }];
  try {
    const slides = builtinEditEvents(parsed.data).map((event) => topicLineSchema.parse(event));
    return [...slides, { type: 'done' }];
  } catch (error) {
    return [errorLine(error instanceof Error ? error.message : String(error)), { type: 'done' }];
  }
}

