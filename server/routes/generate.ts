import { Hono } from 'hono';
import { CONTENT_GENERATION_FAILED, CONTENT_TIMEOUT, OUTLINE_FAILED, OUTLINE_REQUEST_TIMEOUT } from '../../src/core/errors';
import { limitOutlineTopics } from '../../src/core/outline/limit';
import type { StreamLine, TopicLine } from '../../src/protocol/lines';
import { topicLineSchema } from '../../src/protocol/lines';
import {
  contentRequestSchema,
  outlineRequestSchema,
  readWireTopics,
  type ContentRequest,
  type OutlineRequest,
  type WireTopic,
} from '../../src/protocol/requests';
import { ndjsonResponse } from '../http/ndjson';
import { publicErrorMessage } from '../http/public-error';
import { readJson } from '../http/validate';
import type { LlmProvider, ProviderEvent } from '../providers/llm/types';
import { capContentLine, capTopicLine } from './line-caps';
import { canonicalOutline } from './outline-shape';
import { dataPlanFor, offerLines, placeOfferTopics, wireTopicData, withCheckedData } from './topic-data';

export interface GenerateRouteOptions {
  llm: LlmProvider;
  outlineTimeoutMs: number;
  contentTimeoutMs: number;
  heartbeatMs?: number;
  /** Values of the server's environment never to show on a page (keys, base URLs): see secretsOf. */
  secrets?: readonly string[];
}


/** POST /ppt/generate-outline-test and /ppt/generate-content-test as NDJSON streams. */
export function generateRoutes(opts: GenerateRouteOptions): Hono {
  const app = new Hono();
  app.post('/generate-outline-test', async (c) => {
    const parsed = await readJson(c, outlineRequestSchema);
    if (!parsed.ok) return parsed.response;
    const req = parsed.data;
    return ndjsonResponse({
      produce: (signal) => outlineLines(opts.llm, req, signal),
      timeoutMs: opts.outlineTimeoutMs,
      timeoutMessage: OUTLINE_REQUEST_TIMEOUT,
      requestSignal: c.req.raw.signal,
      heartbeatMs: opts.heartbeatMs,
      heartbeatMessage: (ms) => `Building your outline… (${Math.round(ms / 1000)} s)`,
      describeError: (e) => publicErrorMessage(e, { tag: '[generate outline]', fallback: OUTLINE_FAILED, secrets: opts.secrets ?? [] }),
    });
  });
  app.post('/generate-content-test', async (c) => {
    const parsed = await readJson(c, contentRequestSchema);
    if (!parsed.ok) return parsed.response;
    const req = parsed.data;
    const read = readWireTopics(req.topics_array);
    if (!read.ok) return c.json({ error: read.error }, 400);
    let topics: WireTopic[] = read.topics;
    if (req.number_of_slides !== undefined) topics = limitOutlineTopics(topics, req.number_of_slides);
    return ndjsonResponse({
      produce: (signal) => contentLines(opts.llm, req, topics, signal),
      timeoutMs: opts.contentTimeoutMs,
      timeoutMessage: CONTENT_TIMEOUT,
      requestSignal: c.req.raw.signal,
      heartbeatMs: opts.heartbeatMs,
      heartbeatMessage: (ms) => `Writing your slides… (${Math.round(ms / 1000)} s)`,
      describeError: (e) => publicErrorMessage(e, { tag: '[generate content]', fallback: CONTENT_GENERATION_FAILED, secrets: opts.secrets ?? [] }),
    });
  });
  return app;
}

/**
 * Passes the provider's topics through the outline rules as they stream:
 * at most number_of_slides - 1 topics, no two with the same title, each
 * field within its length limit, any data checked against the source. The
 * writer is asked for fewer topics when the source offers data slides;
 * these follow its topics, and outline_complete has them in place.
 */
async function* outlineLines(llm: LlmProvider, req: OutlineRequest, signal: AbortSignal): AsyncIterable<StreamLine> {
  const accepted: TopicLine[] = [];
  const plan = dataPlanFor(req.input_text, req.number_of_slides - 1);
  const writerReq = plan.slots > 0 ? { ...req, number_of_slides: req.number_of_slides - plan.slots } : req;
  for await (const event of llm.outline(writerReq, signal)) {
    if (event.type === 'topic') {
      const topic = acceptTopic(accepted, withCheckedData(event, plan.check), req.number_of_slides);
      if (topic) yield topic;
    } else if (event.type === 'outline_complete') {
      const written = accepted.length;
      const offered = offerLines(plan, written, accepted.map((t) => t.heading));
      const sections: string[] = [];
      for (const [i, line] of offered.lines.entries()) {
        const topic = acceptTopic(accepted, line, req.number_of_slides);
        if (!topic) continue;
        sections.push(offered.sections[i] ?? '');
        yield topic;
      }
      const placed = placeOfferTopics(accepted.slice(0, written), accepted.slice(written), sections);
      yield { type: 'outline_complete', outline: canonicalOutline(event.outline, placed, req) };
    } else {
      yield event;
    }
  }
}

async function* contentLines(
  llm: LlmProvider,
  req: ContentRequest,
  topics: WireTopic[],
  signal: AbortSignal,
): AsyncIterable<StreamLine> {
  const accepted: TopicLine[] = [];
  const slideCap = topics.length + 1;
  const plan = dataPlanFor(req.input_text ?? '', topics.length);
  for await (const event of llm.content(req, topics, signal)) {
    if (event.type === 'topic') {
      // The outline's data goes to its slide as it was offered; a writer's own is checked like the outline's.
      const data = wireTopicData(topics, event.topic_id);
      const line = data ? { ...event, data, layout: data.kind } : withCheckedData(event, plan.check);
      const topic = acceptTopic(accepted, line, slideCap);
      if (topic) yield topic;
    } else if (event.type === 'content') {
      // The studio shows who wrote the deck; the deck itself never says it.
      yield { ...capContentLine(event), writer: writerOf(llm.name, event.writer) };
    } else if (event.type !== 'outline_complete') {
      yield event;
    }
  }
}

/**
 * The writer named on the deck: the provider's name, or a detail of it the
 * provider gave ("builtin:skeleton"). Nothing else a provider passes on (a
 * model's JSON could carry a "writer" field) can name another writer.
 */
function writerOf(name: string, given: string | undefined): string {
  return given?.startsWith(`${name}:`) === true ? given : name;
}

function acceptTopic(accepted: TopicLine[], event: ProviderEvent & { type: 'topic' }, slides: number): TopicLine | null {
  const topic = capTopicLine(topicLineSchema.parse(event));
  const kept = limitOutlineTopics([...accepted, topic], slides);
  if (kept.length === accepted.length) return null;
  accepted.push(topic);
  return topic;
}

