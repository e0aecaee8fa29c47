/**
 * The models folder: where downloaded models live (never the repository),
 * which ones are there, and pulling or removing a catalogue model by name.
 * The server routes, the CLI and the `local` provider all go through here,
 * so a name from a client is only ever looked up in the catalogue, never
 * joined into a path.
 */
import { readdir, stat, unlink } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { CATALOGUE, findModel, unknownModelMessage, type CatalogueModel } from './catalogue';
import { DownloadError, downloadModel, partPath, type DownloadOptions, type DownloadResult } from './download';

export const MODEL_EXTENSION = '.gguf';

/**
 * The models folder: DECKSMITH_MODELS when set, else
 * `${XDG_CACHE_HOME:-~/.cache}/decksmith/models` (a cache: the files can be
 * downloaded again, and backup tools skip it).
 */
// The index signature lets the server's whole validated env (or process.env) be passed as it is.
export function modelsDir(env: { DECKSMITH_MODELS?: string | undefined; [key: string]: unknown } = process.env, system: { xdgCacheHome?: string; home?: string } = {}): string {
  const configured = env.DECKSMITH_MODELS?.trim();
  if (configured) return resolve(configured);
  const cache = system.xdgCacheHome ?? process.env.XDG_CACHE_HOME;
  const base = cache && cache.trim() !== '' ? cache : join(system.home ?? homedir(), '.cache');
  return resolve(base, 'decksmith', 'models');
}

/** Where the catalogue model `name` is kept in `dir`. */
export function modelFile(dir: string, model: Pick<CatalogueModel, 'name'>): string {
  return join(dir, `${model.name}${MODEL_EXTENSION}`);
}

/**
 * The name the settings show for the model file a local writer runs: its
 * catalogue name when it is a catalogue model in `dir`, else the file's name
 * (a GGUF given by LLM_MODEL).
 */
export function modelInUse(dir: string, modelPath: string, catalogue: readonly CatalogueModel[] = CATALOGUE): string {
  const known = catalogue.find((m) => resolve(modelFile(dir, m)) === resolve(modelPath));
  return known?.name ?? basename(modelPath);
}

export interface InstalledModel {
  /** File name without `.gguf`: the catalogue name for catalogue models. */
  name: string;
  path: string;
  bytes: number;
  /** The catalogue entry, for files the catalogue knows. */
  catalogue?: CatalogueModel;
}

/**
 * The GGUF files in `dir`, best first: catalogue models from the largest
 * (the better writer) down, then other GGUF files a user put there, by
 * name. Downloads in progress (`.part`) are not models. A missing folder
 * means none.
 */
export async function installedModels(dir: string, catalogue: readonly CatalogueModel[] = CATALOGUE): Promise<InstalledModel[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const found: InstalledModel[] = [];
  for (const file of names) {
    if (!file.endsWith(MODEL_EXTENSION)) continue;
    const path = join(dir, file);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) continue;
    const name = file.slice(0, -MODEL_EXTENSION.length);
    const entry = findModel(name, catalogue);
    found.push({ name, path, bytes: info.size, ...(entry ? { catalogue: entry } : {}) });
  }
  return found.sort((a, b) => {
    if (a.catalogue && b.catalogue) return b.catalogue.bytes - a.catalogue.bytes;
    if (a.catalogue || b.catalogue) return a.catalogue ? -1 : 1;
    return a.name.localeCompare(b.name);
  });
}

export interface ModelStatus {
  model: CatalogueModel;
  installed: boolean;
  /** Bytes of an interrupted download waiting to be resumed. */
  partialBytes: number;
}

async function fileSize(path: string): Promise<number | undefined> {
  return stat(path).then(
    (s) => (s.isFile() ? s.size : undefined),
    () => undefined,
  );
}

/** Every catalogue model with whether it is in `dir` and how much of an interrupted download is kept. */
export async function catalogueStatus(dir: string, catalogue: readonly CatalogueModel[] = CATALOGUE): Promise<ModelStatus[]> {
  return Promise.all(
    catalogue.map(async (model) => {
      const file = modelFile(dir, model);
      return { model, installed: (await fileSize(file)) !== undefined, partialBytes: (await fileSize(partPath(file))) ?? 0 };
    }),
  );
}

export interface PullOptions extends Pick<DownloadOptions, 'signal' | 'onProgress' | 'onVerifying' | 'statfs' | 'fetch' | 'now' | 'progressEveryMs'> {
  dir: string;
  catalogue?: readonly CatalogueModel[];
}

export interface PullResult extends Partial<DownloadResult> {
  model: CatalogueModel;
  path: string;
  /** It was installed already: nothing was downloaded. */
  already: boolean;
}

/** Pulls in progress in this process, by file: a second click must not write the same .part twice. */
const pulling = new Set<string>();

/** Downloads catalogue model `name` into `dir` (resuming, verified); throws DownloadError with a message for the user. */
export async function pullModel(name: string, opts: PullOptions): Promise<PullResult> {
  const catalogue = opts.catalogue ?? CATALOGUE;
  const model = findModel(name, catalogue);
  if (!model) throw new DownloadError('not-found', unknownModelMessage(name, catalogue));
  const dest = modelFile(opts.dir, model);
  if ((await fileSize(dest)) !== undefined) return { model, path: dest, already: true };
  if (pulling.has(dest)) throw new DownloadError('busy', `${model.title} is already downloading.`);
  pulling.add(dest);
  try {
    const result = await downloadModel({ ...opts, url: model.url, dest, bytes: model.bytes, sha256: model.sha256, label: model.title });
    return { model, ...result, already: false };
  } finally {
    pulling.delete(dest);
  }
}

/** Deletes catalogue model `name` and any interrupted download of it; says whether there was anything. */
export async function removeModel(name: string, opts: { dir: string; catalogue?: readonly CatalogueModel[] }): Promise<{ model: CatalogueModel; removed: boolean }> {
  const catalogue = opts.catalogue ?? CATALOGUE;
  const model = findModel(name, catalogue);
  if (!model) throw new DownloadError('not-found', unknownModelMessage(name, catalogue));
  const dest = modelFile(opts.dir, model);
  if (pulling.has(dest)) throw new DownloadError('busy', `${model.title} is downloading: cancel the download first.`);
  let removed = false;
  for (const path of [dest, partPath(dest)]) {
    try {
      await unlink(path);
      removed = true;
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
  }
  return { model, removed };
}
