/**
 * The content step as the app runs it (src/state/generation.ts and the
 * pure helpers of src/state/deck.ts): the title line goes into slide 0,
 * each topic line into slide N through core's applyContentLine and
 * applyTopicLine; an error line fails the step with its message; a stream
 * that brought no slide fails with the app's error text; a deck whose title line
 * never came gets the title the app would send.
 */
import type { Hono } from 'hono';
import { documentLines, type PlaybackLine } from '../../src/core/outline/playback';
import { buildContentRequest, clampSlideCount, presentationTitleOf } from '../../src/core/config-rules';
import { applyContentLine, applyTopicLine } from '../../src/core/deck/from-outline';
import { CONTENT_FROM_OUTLINE_FAILED, CONTENT_GENERATION_FAILED, contentApiError } from '../../src/core/errors';
import type { GenerationConfig } from '../../src/core/schemas/config';
import { topicNumber, type OutlineTopic } from '../../src/core/schemas/outline';
import type { Slide } from '../../src/core/schemas/slide';
import type { ContentLine, TopicLineInput } from '../../src/protocol/lines';
import type { ParseEvent } from '../../src/protocol/parser';
import { CliError } from '../errors';
import { throttledStatus, type Reporter } from '../progress';
import { callStream } from './call';

export interface GeneratedContent {
  title: string;
  slides: Slide[];
}

class ContentReader {
  slides: Slide[] = [];
  title: string;
  gotSlide = false;
  private readonly status: (message: string) => void;

  constructor(
    private readonly config: GenerationConfig,
    private readonly total: number,
    private readonly reporter: Reporter,
    title: string,
  ) {
    this.title = title;
    this.status = throttledStatus(reporter.progress);
  }

  onEvent(event: ParseEvent): void {
    if (event.kind === 'error') this.reporter.warn(event.message);
    else if (event.kind === 'document') this.playDocument(event.value);
    else if (event.line.type === 'status') this.status(event.line.message);
    else if (event.line.type === 'content' || event.line.type === 'topic') this.apply(event.line);
    else if (event.line.type === 'error') throw new CliError(event.line.message);
  }

  /** A complete-JSON answer: its lines, at once (the app plays them back on a clock for the typewriter). */
  private playDocument(value: unknown): void {
    let lines: PlaybackLine[];
    try {
      lines = documentLines(value, { inputText: this.config.input_text, numberOfSlides: clampSlideCount(this.config.number_of_slides) });
    } catch {
      throw new CliError(CONTENT_FROM_OUTLINE_FAILED);
    }
    for (const line of lines) this.apply(line);
  }

  private apply(line: ContentLine | TopicLineInput): void {
    this.gotSlide = true;
    if (line.type === 'content') {
      this.slides = applyContentLine(this.slides, line);
      if (line.title.trim() !== '') this.title = line.title;
      this.reporter.progress(`Slide 1 of ${this.total}: ${line.title}`);
      return;
    }
    this.slides = applyTopicLine(this.slides, line);
    const id = topicNumber(line.topic_id);
    const slide = this.slides.find((s) => s.id === id);
    if (id !== undefined && slide) this.reporter.progress(`Slide ${id + 1} of ${this.total}: ${slide.title}`);
  }
}

/**
 * Streams the deck for the approved `topics` from the routes and returns
 * its title and slides (title slide id 0, topic N is slide N), all complete.
 * @throws CliError with the stream's error line, or the app's error texts.
 */
export async function runContent(
  routes: Hono,
  config: GenerationConfig,
  topics: readonly OutlineTopic[],
  reporter: Reporter,
  signal?: AbortSignal,
): Promise<GeneratedContent> {
  const request = buildContentRequest(config, topics);
  const total = clampSlideCount(config.number_of_slides);
  const reader = new ContentReader(config, total, reporter, request.presentation_title);
  await callStream(routes, '/generate-content-test', request, (e) => reader.onEvent(e), contentApiError, signal);
  if (!reader.gotSlide) throw new CliError(CONTENT_GENERATION_FAILED);
  let { slides } = reader;
  if (!slides.some((s) => s.id === 0)) {
    slides = applyContentLine(slides, { title: presentationTitleOf(config), description: config.description ?? '' });
  }
  return { title: reader.title, slides };
}
