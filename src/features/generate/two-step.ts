/**
 * The /generate-two-step demo's non-streaming path: ask for
 * the outline, wait for the whole answer, then ask for the content and wait
 * again; the result is a small summary, not a live deck.
 */
import type { ApiClient } from '../../api/client';
import { documentLines } from '../../core/outline/playback';
import { buildContentRequest, buildOutlineRequest, clampSlideCount } from '../../core/config-rules';
import { OUTLINE_EMPTY, CONTENT_GENERATION_FAILED } from '../../core/errors';
import { normalizeOutline, type NormalizedOutline } from '../../core/outline/normalize';
import type { GenerationConfig } from '../../core/schemas/config';
import type { ParseEvent } from '../../protocol/parser';

export interface TwoStepSummary {
  title: string;
  description: string;
  outlineTopics: string[];
  slides: number;
  slideHeadings: string[];
  bytes: { outline: number; content: number };
}

/** The message of the first error line, thrown: the demo shows it as the failure. */
function throwOnErrorLine(events: readonly ParseEvent[]): void {
  for (const event of events) if (event.kind === 'line' && event.line.type === 'error') throw new Error(event.line.message);
}

/** The outline a whole outline answer stands for: outline_complete or a document, else the topic lines. */
export function outlineFromEvents(events: readonly ParseEvent[], config: GenerationConfig): NormalizedOutline {
  throwOnErrorLine(events);
  const options = { inputText: config.input_text, numberOfSlides: clampSlideCount(config.number_of_slides) };
  const topics: unknown[] = [];
  let complete: unknown;
  for (const event of events) {
    if (event.kind === 'document') complete = event.value;
    else if (event.kind === 'line' && event.line.type === 'outline_complete') complete = event.line.outline;
    else if (event.kind === 'line' && event.line.type === 'topic') topics.push(event.line);
  }
  if (complete !== undefined) return normalizeOutline(complete, options);
  if (topics.length === 0) throw new Error(OUTLINE_EMPTY);
  return normalizeOutline({ title: config.input_text, topics_array: topics }, options);
}

/** Title and slide headings of a whole content answer (lines, or one complete JSON document). */
export function contentFromEvents(events: readonly ParseEvent[], config: GenerationConfig): { title: string; headings: string[] } {
  throwOnErrorLine(events);
  const numberOfSlides = clampSlideCount(config.number_of_slides);
  let title = '';
  const headings: string[] = [];
  for (const event of events) {
    const lines = event.kind === 'document' ? documentLines(event.value, { inputText: config.input_text, numberOfSlides }) : event.kind === 'line' ? [event.line] : [];
    for (const line of lines) {
      if (line.type === 'content') title = line.title;
      else if (line.type === 'topic') headings.push(line.heading);
    }
  }
  if (title === '' && headings.length === 0) throw new Error(CONTENT_GENERATION_FAILED);
  return { title, headings };
}

/** Runs both calls one after the other, each read to its end before anything is shown. */
export async function runTwoStep(api: Pick<ApiClient, 'outline' | 'content'>, config: GenerationConfig, signal?: AbortSignal): Promise<TwoStepSummary> {
  const outlineEvents: ParseEvent[] = [];
  const outlineCall = await api.outline(buildOutlineRequest(config), { signal, onEvents: (events) => outlineEvents.push(...events) });
  const { outline, topics } = outlineFromEvents(outlineEvents, config);
  const contentEvents: ParseEvent[] = [];
  const contentCall = await api.content(buildContentRequest(config, topics), { signal, onEvents: (events) => contentEvents.push(...events) });
  const content = contentFromEvents(contentEvents, config);
  return {
    title: content.title || outline.title,
    description: outline.description,
    outlineTopics: topics.map((t) => t.heading),
    slides: (content.title === '' ? 0 : 1) + content.headings.length,
    slideHeadings: content.headings,
    bytes: { outline: outlineCall.bytesReceived, content: contentCall.bytesReceived },
  };
}
