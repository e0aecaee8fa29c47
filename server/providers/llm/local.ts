/**
 * LlmProvider on a GGUF model run in this process by node-llama-cpp: no key,
 * no account, no network. The model is loaded once, on the first request,
 * with one context that every request reuses; requests take turns (see
 * local-queue.ts) and are told their place in line. Sampling is constrained
 * by a grammar made from the answer's JSON Schema, so the text always parses
 * (it can still be cut short by the token budget); that text goes through
 * the same incremental parser as a hosted model's, so topics reach the page
 * as each one closes, in the same NDJSON lines.
 */
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import type { Llama, LlamaContext, LlamaContextSequence, LlamaGrammar, LlamaModel } from 'node-llama-cpp';
import type { ContentRequest, OutlineRequest, WireTopic } from '../../../src/protocol/requests';
import { DEFAULT_STALL_MS, guardAnswer, type AnswerLimits } from './answer-guard';
import { contentBudget, outlineBudget } from './budget';
import { editEvents } from './edit-answer';
import { editBudget, editPrompt } from './edit-prompts';
import { editSlideCount, type EditRequest } from '../../../src/protocol/edit';
import { abortError } from './errors';
import type { AnswerBudget, ModelText, TextEnding } from './model-text';
import { contentPrompt, outlinePrompt, topicCount } from './prompts';
import { fitPrompt, type PromptFor } from './prompt-fit';
import { contentWithRetry, outlineWithRetry } from './retry';
import { CONTENT_JSON_SCHEMA, EDIT_JSON_SCHEMA, OUTLINE_JSON_SCHEMA, type JsonSchema } from './schemas';
import { ModelQueue, remindUntil, waitingMessage, type Release } from './local-queue';
import type { LlmProvider, ProviderEvent } from './types';

export interface LocalProviderConfig {
  /** The GGUF file. */
  modelPath: string;
  /**
   * 'auto' (default): llama.cpp's GPU backend when it finds one, else the
   * CPU. false: the CPU always (tests, machines with a broken driver).
   */
  gpu?: 'auto' | false;
  /** CPU threads; default llama.cpp's count of the cores good for its math (the physical ones). */
  threads?: number;
  /** Largest context to create, in tokens (prompt and answer together); default 8192. */
  contextSize?: number;
  /** Default 0.5: varied wording, yet steady enough for a small model to keep to the subject. */
  temperature?: number;
  /** Sampling seed, for reproducible tests. */
  seed?: number;
  /** Milliseconds the model may go quiet mid-answer; default DEFAULT_STALL_MS. */
  stallMs?: number;
  /** Caps the answer's tokens below the request's budget (tests and benchmarks of the tiny model). */
  maxOutputTokens?: number;
  /** Sees the model's output as it is sampled (benchmarks time the pipeline around it). */
  trace?: LocalTrace;
}

export interface LocalTrace {
  /** Text decoded from the model, as it arrives. */
  text?(chunk: string): void;
  /** Tokens sampled. */
  tokens?(count: number): void;
  /** The model's run ended (the answer's last token was sampled, or it stopped). */
  end?(): void;
}

/** A local provider, with what tests and benchmarks look at. */
export interface LocalProvider extends LlmProvider {
  /** The GGUF file it runs (the settings panel names the model in use from it). */
  readonly modelPath: string;
  /** Requests holding or waiting for the model. */
  readonly pending: number;
  /** Loads the model now (the first request does it otherwise); resolves with the load time in ms. */
  load(): Promise<number>;
  /** Frees the model and its context; later requests load it again. */
  dispose(): Promise<void>;
}

const DEFAULT_CONTEXT = 8_192;
/** Tokens kept free for the answer when checking that a prompt fits the context. */
const MIN_ANSWER_TOKENS = 256;

/** Longest strings the grammar lets the model write, per field: a small model may otherwise never close one. */
const FIELD_CHARS: Record<string, number> = {
  title: 160,
  heading: 160,
  description: 800,
  overview: 800,
  image_prompt: 400,
  icon_prompt: 200,
  /** About a minute of speech. */
  notes: 1_500,
};

const REQUIRED_TEXT = new Set(['title', 'heading', 'overview']);

/**
 * The answer's schema for the grammar: the shared one, with the number of
 * topics or slides the request asks for and a length range for each text. The
 * hosted providers leave these to the prompt because some servers refuse
 * such keywords; a local grammar has no such problem and a small model needs
 * the help.
 */
export function localSchema(base: JsonSchema, counts: { items: number; subtopics?: [number, number] }): JsonSchema {
  const walk = (node: unknown, key: string | undefined, depth: number): unknown => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return node;
    const schema = { ...(node as Record<string, unknown>) };
    if (schema.type === 'string' && !schema.enum && key && FIELD_CHARS[key]) {
      schema.maxLength = FIELD_CHARS[key];
      // An empty heading or text is a slide with nothing on it, which the parser would drop.
      if (REQUIRED_TEXT.has(key)) schema.minLength = 1;
    }
    if (schema.type === 'array') {
      if (depth === 0) Object.assign(schema, { minItems: counts.items, maxItems: counts.items });
      else if (counts.subtopics) Object.assign(schema, { minItems: counts.subtopics[0], maxItems: counts.subtopics[1] });
      schema.items = walk(schema.items, undefined, depth + 1);
    }
    if (schema.properties && typeof schema.properties === 'object') {
      schema.properties = Object.fromEntries(
        Object.entries(schema.properties as Record<string, unknown>).map(([k, v]) => [k, walk(v, k, depth)]),
      );
    }
    return schema;
  };
  return walk(base, undefined, 0) as JsonSchema;
}

/** Subtopics per slide the grammar allows, by text amount; room for an even count, which a comparison needs. */
const SUBTOPICS = { short: [2, 3], medium: [3, 4], long: [3, 4] } as const satisfies Record<string, [number, number]>;

interface Engine {
  llama: Llama;
  model: LlamaModel;
  context: LlamaContext;
  sequence: LlamaContextSequence;
}

/** Loads node-llama-cpp only when a local model is used, so other providers never pay for it. */
async function loadEngine(config: LocalProviderConfig): Promise<Engine> {
  const { getLlama, LlamaLogLevel } = await import('node-llama-cpp');
  // build: 'never': use the prebuilt binary from the registry; never try to compile llama.cpp at run time.
  const llama = await getLlama({ gpu: config.gpu ?? 'auto', build: 'never', progressLogs: false, logLevel: LlamaLogLevel.error });
  const model = await llama.loadModel({ modelPath: config.modelPath });
  const max = Math.min(config.contextSize ?? DEFAULT_CONTEXT, model.trainContextSize);
  const context = await model.createContext({
    contextSize: { min: Math.min(2_048, max), max },
    threads: config.threads ?? Math.max(1, Math.min(llama.cpuMathCores, availableParallelism())),
  });
  return { llama, model, context, sequence: context.getSequence() };
}

function loadError(path: string, error: unknown): Error {
  const detail = error instanceof Error ? error.message : String(error);
  return new Error(`The local model ${basename(path)} could not be loaded: ${detail}`, { cause: error });
}

/** An LlmProvider running a GGUF model in this process. */
export function createLocalProvider(config: LocalProviderConfig): LocalProvider {
  const file = basename(config.modelPath);
  const queue = new ModelQueue();
  const grammars = new Map<string, Promise<LlamaGrammar>>();
  let engine: Promise<Engine> | undefined;
  let loaded = false;

  const getEngine = (): Promise<Engine> => {
    engine ??= loadEngine(config).then(
      (e) => {
        loaded = true;
        return e;
      },
      (error: unknown) => {
        // Not cached: the next request tries again (the file may have been fixed meanwhile).
        engine = undefined;
        throw loadError(config.modelPath, error);
      },
    );
    return engine;
  };

  const grammarFor = (e: Engine, schema: JsonSchema): Promise<LlamaGrammar> => {
    const key = JSON.stringify(schema);
    let grammar = grammars.get(key);
    if (!grammar) {
      grammar = e.llama.createGrammarForJsonSchema(schema as never) as Promise<LlamaGrammar>;
      grammars.set(key, grammar);
      // Requests ask for a handful of sizes; a bound keeps a long-running server's map small.
      if (grammars.size > 64) grammars.delete(grammars.keys().next().value as string);
    }
    return grammar;
  };

  /** Runs one prompt on the model; the text arrives in `deltas` as it is sampled. */
  const ask = (e: Engine, build: PromptFor, schema: JsonSchema, budget: AnswerBudget, signal: AbortSignal, track: (p: Promise<unknown>) => void): ModelText => {
    const ending: TextEnding = {};
    const upstream = new AbortController();
    const forward = () => upstream.abort(signal.reason);
    const limits: AnswerLimits = { maxChars: budget.maxChars, tooLongMessage: budget.tooLongMessage, stallMs: config.stallMs ?? DEFAULT_STALL_MS };

    async function* raw(): AsyncGenerator<string> {
      const { LlamaChatSession } = await import('node-llama-cpp');
      if (upstream.signal.aborted) throw abortError(upstream.signal);
      const grammar = await grammarFor(e, schema);
      const { prompt, promptTokens } = fitPrompt(build, (text) => e.model.tokenize(text).length, e.context.contextSize, budget.maxOutputTokens);
      const room = e.context.contextSize - promptTokens - 64;
      if (room < MIN_ANSWER_TOKENS) {
        throw new Error(
          `The request is too long for the local model ${file}: its prompt takes ${promptTokens} of the ${e.context.contextSize} tokens the model can read at once. Use a shorter document or fewer slides.`,
        );
      }
      const maxTokens = Math.min(budget.maxOutputTokens, config.maxOutputTokens ?? Infinity, room);
      // A fresh session per answer on the shared sequence: no chat history carries over, and
      // the evaluated prefix the prompts share (the system prompt) is reused from the cache.
      const session = new LlamaChatSession({ contextSequence: e.sequence, systemPrompt: prompt.system, autoDisposeSequence: false });
      const chunks: string[] = [];
      let wake: (() => void) | undefined;
      let finished = false;
      const run = session
        .promptWithMeta(prompt.prompt, {
          grammar,
          maxTokens,
          temperature: config.temperature ?? 0.5,
          ...(config.seed !== undefined ? { seed: config.seed } : {}),
          signal: upstream.signal,
          // Reasoning models would spend the budget thinking; the grammar is the answer's shape.
          budgets: { thoughtTokens: 0 },
          onTextChunk: (chunk) => {
            config.trace?.text?.(chunk);
            chunks.push(chunk);
            wake?.();
          },
          ...(config.trace?.tokens ? { onToken: (tokens: readonly unknown[]) => config.trace?.tokens?.(tokens.length) } : {}),
        })
        .then((meta) => {
          ending.finishReason = meta.stopReason === 'maxTokens' ? 'length' : 'stop';
        })
        .finally(() => {
          config.trace?.end?.();
          finished = true;
          session.dispose();
          wake?.();
        });
      track(run);
      for (;;) {
        if (chunks.length > 0) {
          yield chunks.splice(0).join('');
          continue;
        }
        if (finished) break;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
      if (upstream.signal.aborted) throw abortError(upstream.signal);
      // Surfaces a model error (the run settled rejected).
      await run;
    }

    async function* deltas(): AsyncGenerator<string> {
      if (signal.aborted) throw abortError(signal);
      signal.addEventListener('abort', forward, { once: true });
      let ended = false;
      try {
        yield* guardAnswer(raw(), limits, (reason) => upstream.abort(reason));
        ended = true;
      } catch (error) {
        if (signal.aborted) throw abortError(signal);
        throw error;
      } finally {
        signal.removeEventListener('abort', forward);
        if (!ended && !upstream.signal.aborted) upstream.abort(earlyStop());
      }
    }
    return { deltas: deltas(), ending };
  };

  /**
   * Waits for the model (status lines with the place in line), loads it if
   * needed, then runs `work`; the model is handed on only after its last
   * answer has fully stopped, so two answers never share the context.
   */
  async function* turn(
    signal: AbortSignal,
    work: (e: Engine, track: (p: Promise<unknown>) => void) => AsyncIterable<ProviderEvent>,
  ): AsyncGenerator<ProviderEvent> {
    const waiting = queue.take(signal);
    let pending = waiting.next();
    let release: Release | undefined;
    try {
      let step = await pending;
      while (!step.done) {
        pending = waiting.next();
        step = yield* remindUntil(pending, waitingMessage(step.value));
      }
      release = step.value;
    } finally {
      // The caller stopped reading while in line: leave the line, or pass the model on if it just came.
      if (!release) {
        void pending.then(
          (s) => (s.done ? s.value() : void waiting.return(() => {})),
          () => {},
        );
      }
    }
    const running = new Set<Promise<unknown>>();
    const track = (p: Promise<unknown>) => {
      const settled = p.catch(() => {});
      running.add(settled);
      void settled.then(() => running.delete(settled));
    };
    try {
      const e = loaded ? await getEngine() : yield* remindUntil(abortable(getEngine(), signal), `Loading the local model ${file}…`);
      yield* work(e, track);
    } finally {
      await Promise.all(running);
      release();
    }
  }

  const name = `local:${file}`;
  return {
    name,
    modelPath: config.modelPath,
    get pending() {
      return queue.size;
    },
    async load() {
      const start = performance.now();
      await getEngine();
      return performance.now() - start;
    },
    async dispose() {
      const current = engine;
      engine = undefined;
      loaded = false;
      grammars.clear();
      if (current) {
        const e = await current.catch(() => undefined);
        await e?.context.dispose();
        await e?.model.dispose();
      }
    },
    outline: (req: OutlineRequest, signal: AbortSignal) =>
      turn(signal, (e, track) => {
        const schema = localSchema(OUTLINE_JSON_SCHEMA, { items: topicCount(req.number_of_slides) });
        const askOutline = (r: OutlineRequest, after: readonly string[]) => {
          // A second try asks only for the topics still missing.
          const rest = Math.max(1, topicCount(r.number_of_slides) - after.length);
          const s = after.length > 0 ? localSchema(OUTLINE_JSON_SCHEMA, { items: rest }) : schema;
          return ask(e, (chars) => outlinePrompt(r, after, chars), s, outlineBudget(r), signal, track);
        };
        return outlineWithRetry(req, askOutline, name);
      }),
    content: (req: ContentRequest, topics: WireTopic[], signal: AbortSignal) => {
      if (topics.length === 0) return noTopics();
      return turn(signal, (e, track) => {
        const askContent = (some: WireTopic[]) => {
          const schema = localSchema(CONTENT_JSON_SCHEMA, { items: some.length, subtopics: [...SUBTOPICS[req.description_size]] });
          return ask(e, (chars) => contentPrompt(req, some, chars), schema, contentBudget(req, some.length), signal, track);
        };
        return contentWithRetry(req, topics, askContent, name);
      });
    },
    edit: (req: EditRequest, signal: AbortSignal) =>
      turn(signal, (e, track) => {
        const schema = localSchema(EDIT_JSON_SCHEMA, { items: editSlideCount(req.action), subtopics: [1, 6] });
        return editEvents(ask(e, (chars) => editPrompt(req, chars), schema, editBudget(req), signal, track), req);
      }),
  };
}

/** Waits for `promise` unless `signal` fires first (the load goes on for the next request). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The reason given to the model's run when the caller has read all it needs. */
function earlyStop(): Error {
  const error = new Error('The answer was read as far as it was needed.');
  error.name = 'AbortError';
  return error;
}

// eslint-disable-next-line require-yield
async function* noTopics(): AsyncGenerator<never> {
  throw new Error('There are no topics to write slides for: approve an outline with at least one topic.');
}
