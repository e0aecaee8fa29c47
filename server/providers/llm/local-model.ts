/**
 * Which GGUF file the `local` provider runs, decided at start-up (so a wrong
 * LLM_MODEL stops the server with its name, and /api/health can say which
 * model writes): LLM_MODEL as a path to a .gguf file (used as it is, no
 * catalogue and no checksum), LLM_MODEL as a catalogue name in the models
 * folder, or else the best model found in the models folder.
 *
 * Synchronous on purpose: it runs once while the configuration is read,
 * before the server listens.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { CATALOGUE, findModel, RECOMMENDED_MODEL } from '../../models/catalogue';
import { MODEL_EXTENSION, modelFile } from '../../models/store';

/** True when LLM_MODEL names a file rather than a catalogue model. */
export function isModelPath(value: string): boolean {
  return value.toLowerCase().endsWith(MODEL_EXTENSION) || value.includes('/') || value.includes('\\') || isAbsolute(value);
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The GGUF files in `dir`, best first, like installedModels: catalogue
 * models from the largest down, then other files by name. Downloads in
 * progress end in .part and are not models.
 */
export function modelFilesSync(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const files = names.filter((n) => n.endsWith(MODEL_EXTENSION) && isFile(join(dir, n)));
  const size = (n: string) => findModel(n.slice(0, -MODEL_EXTENSION.length))?.bytes;
  return files
    .sort((a, b) => {
      const sa = size(a);
      const sb = size(b);
      if (sa !== undefined && sb !== undefined) return sb - sa;
      if (sa !== undefined || sb !== undefined) return sa !== undefined ? -1 : 1;
      return a.localeCompare(b);
    })
    .map((n) => join(dir, n));
}

/** The outcome: a file to run, or what is wrong, in words for the operator. */
export type LocalModelChoice = { path: string } | { problem: string };

/** The model file LLM_MODEL and the models folder `dir` give. */
export function chooseLocalModel(llmModel: string | undefined, dir: string): LocalModelChoice {
  const wanted = llmModel?.trim();
  if (wanted && isModelPath(wanted)) {
    const path = resolve(wanted);
    if (!isFile(path)) return { problem: `LLM_MODEL=${wanted}: there is no model file there.` };
    return { path };
  }
  if (wanted) {
    const entry = findModel(wanted);
    if (!entry) {
      return {
        problem: `LLM_MODEL=${wanted} is neither a .gguf file nor a catalogue model (${CATALOGUE.map((m) => m.name).join(', ')}).`,
      };
    }
    const path = modelFile(dir, entry);
    if (!existsSync(path)) {
      return { problem: `LLM_MODEL=${wanted} is not downloaded yet: run npm run model -- pull ${wanted} (models folder: ${dir}).` };
    }
    return { path };
  }
  const [best] = modelFilesSync(dir);
  if (!best) {
    return {
      problem: `LLM_PROVIDER=local needs a model: run npm run model -- pull ${RECOMMENDED_MODEL}, or set LLM_MODEL=/path/to/model.gguf (models folder: ${dir}).`,
    };
  }
  return { path: best };
}
