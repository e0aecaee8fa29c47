/**
 * The builtin LLM provider: Decksmith's offline composer. No network, no keys,
 * no randomness and no clock: the same request always streams the same deck.
 * Long input is read as a document and the deck is built from its sections;
 * short input is a topic and the deck follows the tone's arc.
 */
import type { ContentRequest, OutlineRequest, WireTopic } from '../../src/protocol/requests';
import type { LlmProvider, ProviderEvent } from '../providers/llm/types';
import { builtinEdit } from './edit';
import { documentComposer, topicComposer, type ComposeOptions, type Composer } from './composer';
import { hash32 } from './hash';
import { analyse, type DocModel } from '../../src/core/prose/analyse';
import type { TopicDraft } from './types';

/** Longer than this, or more lines than LINES_LIMIT, and the input is a document. */
const DOCUMENT_CHARS = 400;
const LINES_LIMIT = 3;
/** Analyses kept for the content call that follows an outline call on the same text. */
const CACHE_SIZE = 4;

/** Thrown when the caller aborts; the route turns it into its own message. */
export class GenerationAborted extends Error {
  constructor() {
    super('Generation was cancelled.');
    this.name = 'AbortError';
  }
}

/** The writer name of a topic deck the composer could only draft as a skeleton. */
export const SKELETON_WRITER = 'builtin:skeleton';

export function isDocumentInput(text: string): boolean {
  const trimmed = text.trim();
  const lines = trimmed.split('\n').filter((l) => l.trim().length > 0).length;
  return trimmed.length > DOCUMENT_CHARS || lines > LINES_LIMIT;
}

const cache = new Map<string, { text: string; doc: DocModel }>();

/** Analyses a document once; a few recent analyses are kept (bounded, least recent dropped). */
export function analyseCached(text: string): DocModel {
  const key = `${text.length}:${hash32(text)}`;
  const hit = cache.get(key);
  if (hit && hit.text === text) {
    cache.delete(key);
    cache.set(key, hit);
    return hit.doc;
  }
  const doc = analyse(text);
  cache.set(key, { text, doc });
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
  return doc;
}

/** Fewer good sentences than this and there is no document to build slides from. */
const MIN_SENTENCES = 2;

function composerFor(input: string, opts: ComposeOptions): Composer {
  if (isDocumentInput(input)) {
    const doc = analyseCached(input);
    if (doc.sentences.filter((s) => s.good).length >= MIN_SENTENCES) return documentComposer(doc, opts);
  }
  // A short list of lines, or text without prose, names its topic on the first line that has words.
  const named = input.split('\n').find((l) => /[\p{L}\p{N}]{2}/u.test(l));
  return topicComposer(named ?? opts.presentationTitle ?? '', opts);
}

/**
 * Runs after each line: lets the HTTP layer flush the line just yielded
 * before the next slide is composed and, with BUILTIN_SLIDE_DELAY_MS set,
 * waits that long so the deck streams at a watchable pace (the typewriter,
 * the 'server stopped mid-stream' test). An abort ends the wait at once.
 */
function tick(signal: AbortSignal, delayMs = 0): Promise<void> {
  if (signal.aborted) return Promise.reject(new GenerationAborted());
  return new Promise<void>((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new GenerationAborted());
    };
    const done = (): void => {
      signal.removeEventListener('abort', onAbort);
      if (signal.aborted) reject(new GenerationAborted());
      else resolve();
    };
    const timer = delayMs > 0 ? setTimeout(done, delayMs) : undefined;
    if (timer === undefined) setImmediate(done);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function outlineEntry(d: TopicDraft): Omit<TopicDraft, 'subtopics'> {
  return { heading: d.heading, overview: d.overview, visual_mode: d.visual_mode, icon_prompt: d.icon_prompt, image_prompt: d.image_prompt };
}

async function* outline(req: OutlineRequest, signal: AbortSignal, delayMs = 0): AsyncGenerator<ProviderEvent> {
  if (signal.aborted) throw new GenerationAborted();
  const opts: ComposeOptions = { tone: req.tone, size: req.description_size, presentationTitle: req.presentation_title, language: req.language };
  const composer = composerFor(req.input_text, opts);
  if (composer.note) yield { type: 'status', message: composer.note };
  const n = Math.max(0, Math.min(100, req.number_of_slides) - 1);
  const entries: Record<string, Omit<TopicDraft, 'subtopics'>> = {};
  const headings: string[] = [];
  for (const draft of composer.outline(n)) {
    const id = `topic_${headings.length + 1}`;
    entries[id] = outlineEntry(draft);
    headings.push(draft.heading);
    yield { type: 'topic', topic_id: id, ...outlineEntry(draft) };
    await tick(signal, delayMs);
  }
  // Notes are written with the slides (the content call); the outline carries the title slide's text only.
  const { notes: _notes, ...title } = composer.title();
  const whole = { ...title, topics_array: headings, ...entries, is_complete: true, streaming_completed: true };
  yield { type: 'outline_complete', outline: whole };
}

/** Topic number of an id like topic_7, for subtopic ids subtopic_7_1. */
function topicNumber(topic: WireTopic, index: number): number {
  const n = /^topic_(\d+)$/.exec(topic.topic_id ?? '')?.[1];
  return n === undefined ? index + 1 : Number(n);
}

function topicEvent(topic: WireTopic, index: number, d: TopicDraft): ProviderEvent {
  const n = topicNumber(topic, index);
  return {
    type: 'topic',
    topic_id: topic.topic_id ?? `topic_${index + 1}`,
    heading: topic.heading,
    overview: topic.overview?.trim() || d.overview,
    // What the user already chose for the slide's visuals wins over our suggestion.
    visual_mode: topic.visual_mode ?? d.visual_mode,
    icon_prompt: topic.icon_prompt?.trim() || d.icon_prompt,
    image_prompt: topic.image_prompt?.trim() || d.image_prompt,
    subtopics: d.subtopics.map((s, m) => ({ id: `subtopic_${n}_${m + 1}`, ...s })),
    ...(d.notes ? { notes: d.notes } : {}),
  };
}

async function* content(req: ContentRequest, topics: WireTopic[], signal: AbortSignal, delayMs = 0): AsyncGenerator<ProviderEvent> {
  if (signal.aborted) throw new GenerationAborted();
  const opts: ComposeOptions = { tone: req.tone, size: req.description_size, presentationTitle: req.presentation_title, language: req.language };
  const source = req.input_text?.trim() ? req.input_text : req.presentation_title;
  const composer = composerFor(source, opts);
  if (composer.note) yield { type: 'status', message: composer.note };
  const title = composer.title();
  yield {
    type: 'content',
    title: title.title,
    description: title.description,
    image_prompt: title.image_prompt,
    ...(title.notes ? { notes: title.notes } : {}),
    // The studio offers a local model beside a skeleton deck (the writer badge reads this).
    ...(composer.kind === 'skeleton' ? { writer: SKELETON_WRITER } : {}),
  };
  await tick(signal, delayMs);
  const draft = composer.slides(topics);
  for (const [i, topic] of topics.entries()) {
    yield topicEvent(topic, i, draft(topic, i));
    await tick(signal, delayMs);
  }
}

/**
 * Runs the whole pipeline once on a small document so the first real request
 * does not pay for compiling it (the engine compiles code on its first run).
 */
async function warmUp(): Promise<void> {
  const signal = new AbortController().signal;
  const base = { tone: 'casual', description_size: 'medium', model_key: 'default', language: 'en-US' } as const;
  const topics: WireTopic[] = [];
  for await (const e of outline({ ...base, input_text: WARM_UP_DOC, number_of_slides: 4 }, signal)) {
    if (e.type === 'topic') topics.push(e);
  }
  for await (const _ of content({ ...base, presentation_title: 'Warm-up', topics_array: topics, input_text: WARM_UP_DOC }, topics, signal)) {
    // Drained only for its side effect: the code paths are now compiled.
  }
}

const WARM_UP_DOC = [
  '# Warm-up notes',
  '## Why warm up',
  'A server that has run its code once answers the first user faster. The compiler has seen every path by then.',
  '## What it costs',
  'One small document is analysed at start-up. It takes a fraction of a second and happens only once.',
  '## What it gives',
  'The first outline request streams its first topic without the start-up delay. Later requests are unchanged.',
].join('\n\n');

export interface BuiltinOptions {
  /** Wait between streamed slides and topics (BUILTIN_SLIDE_DELAY_MS); 0, the default, streams at full speed. */
  slideDelayMs?: number;
}

/** The offline composer behind LLM_PROVIDER=builtin (the default). */
export function createBuiltinProvider(options: BuiltinOptions = {}): LlmProvider {
  const delayMs = Math.max(0, options.slideDelayMs ?? 0);
  return {
    name: 'builtin',
    outline: (req, signal) => outline(req, signal, delayMs),
    content: (req, topics, signal) => content(req, topics, signal, delayMs),
    edit: builtinEdit,
    warmUp,
  };
}
