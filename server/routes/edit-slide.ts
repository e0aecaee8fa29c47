/**
 * POST /ppt/edit-slide: one slide rewritten by the configured writer,
 * answered with the content call's NDJSON lines. The rewrite goes out whole
 * or not at all: the writer's slides are held until it has finished, then
 * sent, so a failure mid-way leaves the client's slide as it was.
 */
import { Hono } from 'hono';
import { CONTENT_GENERATION_FAILED, CONTENT_TIMEOUT, SLIDE_NOT_FOUND } from '../../src/core/errors';
import { editAnswerIds, editRequestSchema, editTarget, type EditRequest } from '../../src/protocol/edit';
import { topicLineSchema, type StreamLine, type TopicLine } from '../../src/protocol/lines';
import { ndjsonResponse } from '../http/ndjson';
import { publicErrorMessage } from '../http/public-error';
import { readJson } from '../http/validate';
import type { LlmProvider } from '../providers/llm/types';
import { capTopicLine } from './line-caps';

export interface EditSlideRouteOptions {
  llm: LlmProvider;
  timeoutMs: number;
  heartbeatMs?: number;
  /** Values of the server's environment never to show on a page (keys, base URLs). */
  secrets?: readonly string[];
}

/**
 * 'Slide not found.' comes with 422, not 404: the route exists, the request
 * names a slide it does not carry, and the client reads a 404 of these calls
 * as a missing endpoint.
 */
export const SLIDE_NOT_FOUND_STATUS = 422;

export function editSlideRoutes(opts: EditSlideRouteOptions): Hono {
  const app = new Hono();
  app.post('/edit-slide', async (c) => {
    const parsed = await readJson(c, editRequestSchema);
    if (!parsed.ok) return parsed.response;
    const req = parsed.data;
    if (!editTarget(req)) return c.json({ error: SLIDE_NOT_FOUND }, SLIDE_NOT_FOUND_STATUS);
    return ndjsonResponse({
      produce: (signal) => editLines(opts.llm, req, signal),
      timeoutMs: opts.timeoutMs,
      timeoutMessage: CONTENT_TIMEOUT,
      requestSignal: c.req.raw.signal,
      heartbeatMs: opts.heartbeatMs,
      heartbeatMessage: (ms) => `Rewriting the slide… (${Math.round(ms / 1000)} s)`,
      describeError: (e) => publicErrorMessage(e, { tag: '[edit slide]', fallback: CONTENT_GENERATION_FAILED, secrets: opts.secrets ?? [] }),
    });
  });
  return app;
}

/**
 * Status lines as they come; the slides once the writer is done, each within
 * the field limits, exactly the ones the request expects (the slide's own id,
 * and a split's second id), in order.
 */
async function* editLines(llm: LlmProvider, req: EditRequest, signal: AbortSignal): AsyncIterable<StreamLine> {
  if (!llm.edit) throw new Error(`The writer ${llm.name} cannot rewrite slides.`);
  const ids = editAnswerIds(req);
  const held = new Map<string, TopicLine>();
  for await (const event of llm.edit(req, signal)) {
    if (event.type === 'status') yield event;
    else if (event.type === 'topic') {
      const line = capTopicLine(topicLineSchema.parse(event));
      if (!ids.includes(line.topic_id) || held.has(line.topic_id)) {
        throw new Error(`The writer answered with a slide that was not asked for (${line.topic_id}); the slide was left as it was.`);
      }
      held.set(line.topic_id, line);
    }
  }
  const missing = ids.filter((id) => !held.has(id));
  if (missing.length > 0) throw new Error(`The writer's answer left out ${missing.join(' and ')}; the slide was left as it was.`);
  for (const id of ids) yield held.get(id) as TopicLine;
}
