/**
 * The writer when LLM_PROVIDER is not set: the builtin composer until a
 * local model is on the machine, then that model, without a restart. A model
 * downloaded from the settings (or with `npm run model -- pull` while the
 * server runs) writes the next deck. The models folder is looked at again at
 * most every few seconds, when a request comes; once a model is found the
 * choice is kept for the life of the process (one model loaded, once).
 */
import { chooseLocalModel } from './local-model';
import type { LlmProvider } from './types';

export interface AutoWriterOptions {
  builtin: LlmProvider;
  /** Makes the local writer for a model file. */
  local: (modelPath: string) => LlmProvider;
  /** The models folder (DECKSMITH_MODELS). */
  dir: string;
  /** LLM_MODEL, when set: a .gguf path or a catalogue name. */
  llmModel?: string | undefined;
  /** Least time between two looks at the models folder. */
  recheckMs?: number;
  /** Told once, when the local model takes over. */
  onSwitch?: (provider: LlmProvider) => void;
  now?: () => number;
}

/** An LlmProvider that is also told which model file it runs, once it runs one. */
export interface AutoWriter extends LlmProvider {
  readonly modelPath: string | undefined;
}

const RECHECK_MS = 3_000;

export function createAutoWriter(opts: AutoWriterOptions): AutoWriter {
  const now = opts.now ?? Date.now;
  let local: (LlmProvider & { modelPath?: string }) | undefined;
  let path: string | undefined;
  let lastLook = Number.NEGATIVE_INFINITY;

  const current = (): LlmProvider => {
    if (local) return local;
    if (now() - lastLook < (opts.recheckMs ?? RECHECK_MS)) return opts.builtin;
    lastLook = now();
    const choice = chooseLocalModel(opts.llmModel, opts.dir);
    if (!('path' in choice)) return opts.builtin;
    path = choice.path;
    local = opts.local(choice.path);
    opts.onSwitch?.(local);
    return local;
  };

  return {
    get name() {
      return current().name;
    },
    get modelPath() {
      current();
      return path;
    },
    outline: (req, signal) => current().outline(req, signal),
    content: (req, topics, signal) => current().content(req, topics, signal),
    edit: (req, signal) => {
      const writer = current();
      return writer.edit ? writer.edit(req, signal) : cannotEdit(writer.name);
    },
    warmUp: () => current().warmUp?.() ?? Promise.resolve(),
  };
}

// eslint-disable-next-line require-yield
async function* cannotEdit(name: string): AsyncGenerator<never> {
  throw new Error(`The writer ${name} cannot rewrite slides.`);
}
