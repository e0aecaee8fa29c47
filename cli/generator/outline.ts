/**
 * The outline step as the app's generation store runs it (src/state/
 * generation.ts): topics collect as they stream, cut to slides - 1 with no
 * repeated heading; outline_complete (or a whole JSON answer) is normalised
 * by core; an error line fails the step with its message; an answer with no
 * topic fails with the app's error text.
 */
import { readTopicData } from '../../src/core/data/topic-data';
import type { Hono } from 'hono';
import { buildOutlineRequest, clampSlideCount, presentationTitleOf } from '../../src/core/config-rules';
import { INVALID_OUTLINE_FORMAT, OUTLINE_EMPTY, errorMessage, outlineHttpError } from '../../src/core/errors';
import { limitOutlineTopics } from '../../src/core/outline/limit';
import { normalizeOutline, type NormalizedOutline } from '../../src/core/outline/normalize';
import type { GenerationConfig } from '../../src/core/schemas/config';
import { TOPIC_ID_PATTERN, topicKey, type OutlineTopic } from '../../src/core/schemas/outline';
import type { TopicLine } from '../../src/protocol/lines';
import type { ParseEvent } from '../../src/protocol/parser';
import { CliError } from '../errors';
import { throttledStatus, type Reporter } from '../progress';
import { callStream } from './call';

function topicFromLine(line: TopicLine, index: number): OutlineTopic {
  const { heading, overview, visual_mode, icon_prompt, image_prompt, subtopics } = line;
  const topic_id = TOPIC_ID_PATTERN.test(line.topic_id) ? line.topic_id : topicKey(index);
  const data = readTopicData(line.data);
  return { topic_id, heading, overview, visual_mode, icon_prompt, image_prompt, ...(subtopics ? { subtopics: [...subtopics] } : {}), ...(data ? { data } : {}) };
}

class OutlineReader {
  topics: OutlineTopic[] = [];
  outline: NormalizedOutline | null = null;
  private readonly status: (message: string) => void;

  constructor(
    private readonly config: GenerationConfig,
    private readonly reporter: Reporter,
  ) {
    this.status = throttledStatus(reporter.progress);
  }

  private get options() {
    return { inputText: this.config.input_text, numberOfSlides: clampSlideCount(this.config.number_of_slides) };
  }

  onEvent(event: ParseEvent): void {
    if (event.kind === 'error') this.reporter.warn(event.message);
    else if (event.kind === 'document') this.accept(event.value);
    else if (event.line.type === 'status') this.status(event.line.message);
    else if (event.line.type === 'topic') this.addTopic(event.line);
    else if (event.line.type === 'outline_complete') this.accept(event.line.outline);
    else if (event.line.type === 'error') throw new CliError(event.line.message);
  }

  private addTopic(line: TopicLine): void {
    const topic = topicFromLine(line, this.topics.length);
    const kept = limitOutlineTopics([...this.topics, topic], this.options.numberOfSlides);
    if (kept.length === this.topics.length) return;
    this.topics.push(topic);
    this.reporter.progress(`Topic ${this.topics.length}: ${topic.heading}`);
  }

  accept(value: unknown): void {
    try {
      this.outline = normalizeOutline(value, this.options);
      this.topics = this.outline.topics;
      for (const warning of this.outline.warnings) this.reporter.warn(warning);
    } catch (error) {
      const message = errorMessage(error, INVALID_OUTLINE_FORMAT);
      if (this.topics.length === 0) throw new CliError(message);
      this.reporter.warn(message);
    }
  }
}

/**
 * Streams the outline for `config` from the routes and returns it; the
 * title falls back to the one the app would send.
 * @throws CliError with the stream's error line, or the app's error texts.
 */
export async function runOutline(routes: Hono, config: GenerationConfig, reporter: Reporter, signal?: AbortSignal): Promise<NormalizedOutline> {
  const reader = new OutlineReader(config, reporter);
  await callStream(routes, '/generate-outline-test', buildOutlineRequest(config), (e) => reader.onEvent(e), outlineHttpError, signal);
  if (reader.outline === null) {
    // Topics came without outline_complete: the outline is made from them.
    if (reader.topics.length === 0) throw new CliError(OUTLINE_EMPTY);
    reader.accept({ title: presentationTitleOf(config), topics_array: reader.topics });
  }
  const { outline } = reader;
  if (outline === null) throw new CliError(INVALID_OUTLINE_FORMAT);
  return outline;
}
