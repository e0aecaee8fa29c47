/**
 * The models folder: its default place, which files count as installed
 * (and in which order the provider should prefer them), pull by catalogue
 * name only, and remove taking the .part with it.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE, RECOMMENDED_MODEL, findModel } from './catalogue';
import { DownloadError } from './download';
import { catalogueStatus, installedModels, modelFile, modelInUse, modelsDir, pullModel, removeModel } from './store';
import { modelBytes, serveModel, testCatalogue } from './test-server';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((f) => f()));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'decksmith-models-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const roomy = () => Promise.resolve({ bavail: 1e9, bsize: 4096 });

describe('modelsDir', () => {
  it('takes DECKSMITH_MODELS first, made absolute', () => {
    expect(modelsDir({ DECKSMITH_MODELS: '/srv/models' })).toBe('/srv/models');
    expect(modelsDir({ DECKSMITH_MODELS: 'rel/models' })).toBe(resolve('rel/models'));
  });

  it('defaults to the user cache folder: XDG_CACHE_HOME, else ~/.cache', () => {
    expect(modelsDir({}, { xdgCacheHome: '/x/cache', home: '/home/u' })).toBe('/x/cache/decksmith/models');
    expect(modelsDir({ DECKSMITH_MODELS: '  ' }, { xdgCacheHome: '', home: '/home/u' })).toBe('/home/u/.cache/decksmith/models');
  });
});

describe('the catalogue', () => {
  it('lists permissively licensed GGUF models with exact sizes and sha256 checksums', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(3);
    for (const model of CATALOGUE) {
      expect(model.name).toMatch(/^[a-z0-9][a-z0-9.-]*$/);
      expect(model.url).toMatch(/^https:\/\/huggingface\.co\/[^/]+\/[^/]+\/resolve\/[^/]+\/[^/]+\.gguf$/);
      expect(model.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(Number.isInteger(model.bytes) && model.bytes > 100_000_000).toBe(true);
      expect(['Apache-2.0', 'MIT']).toContain(model.licence);
    }
    expect(findModel(RECOMMENDED_MODEL)).toBeDefined();
  });
});

describe('modelInUse', () => {
  it('names a catalogue model in the models folder by its catalogue name, any other file by its file name', () => {
    const [first] = CATALOGUE;
    if (!first) throw new Error('empty catalogue');
    expect(modelInUse('/cache/models', `/cache/models/${first.name}.gguf`)).toBe(first.name);
    expect(modelInUse('/cache/models', `/cache/models/../models/${first.name}.gguf`)).toBe(first.name);
    expect(modelInUse('/cache/models', `/elsewhere/${first.name}.gguf`)).toBe(`${first.name}.gguf`);
    expect(modelInUse('/cache/models', '/home/me/my-model.Q4_K_M.gguf')).toBe('my-model.Q4_K_M.gguf');
  });
});

describe('installedModels', () => {
  it('lists the GGUF files, catalogue models largest first, then other files by name, never a .part', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'qwen2.5-0.5b.gguf'), 'a');
    await writeFile(join(dir, 'phi-3.5-mini.gguf'), 'bb');
    await writeFile(join(dir, 'zeta-own.gguf'), 'c');
    await writeFile(join(dir, 'alpha-own.gguf'), 'c');
    await writeFile(join(dir, 'qwen2.5-1.5b.gguf.part'), 'partial');
    await writeFile(join(dir, 'notes.txt'), 'x');
    await mkdir(join(dir, 'folder.gguf'));
    const found = await installedModels(dir);
    expect(found.map((m) => m.name)).toEqual(['phi-3.5-mini', 'qwen2.5-0.5b', 'alpha-own', 'zeta-own']);
    expect(found[0]).toMatchObject({ path: join(dir, 'phi-3.5-mini.gguf'), bytes: 2, catalogue: { licence: 'MIT' } });
    expect(found[2]!.catalogue).toBeUndefined();
  });

  it('finds none in a folder that does not exist', async () => {
    expect(await installedModels(join(await tempDir(), 'missing'))).toEqual([]);
  });
});

describe('pullModel and removeModel', () => {
  it('downloads a catalogue model by name, reports it installed, then removes it with its .part', async () => {
    const data = modelBytes(64 * 1024);
    const server = await serveModel(data);
    cleanups.push(() => server.close());
    const dir = await tempDir();
    const catalogue = testCatalogue(server.url, data);
    const first = await pullModel('tiny-test', { dir, catalogue, statfs: roomy });
    expect(first).toMatchObject({ already: false, path: modelFile(dir, { name: 'tiny-test' }) });
    const again = await pullModel('tiny-test', { dir, catalogue, statfs: roomy });
    expect(again.already).toBe(true);
    expect(server.ranges).toHaveLength(1);
    expect(await catalogueStatus(dir, catalogue)).toEqual([{ model: catalogue[0], installed: true, partialBytes: 0 }]);

    await writeFile(join(dir, 'tiny-test.gguf.part'), 'left over');
    expect((await removeModel('tiny-test', { dir, catalogue })).removed).toBe(true);
    expect(await readdir(dir)).toEqual([]);
    expect((await removeModel('tiny-test', { dir, catalogue })).removed).toBe(false);
  });

  it('refuses names outside the catalogue, paths included, naming the choices', async () => {
    const dir = await tempDir();
    for (const name of ['../../etc/passwd', 'nope']) {
      const error = await pullModel(name, { dir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DownloadError);
      expect((error as Error).message).toBe(`Unknown model "${name}": the catalogue has ${CATALOGUE.map((m) => m.name).join(', ')}`);
      await expect(removeModel(name, { dir })).rejects.toThrow('Unknown model');
    }
  });

  it('refuses a second pull of the same model while the first runs', async () => {
    const data = modelBytes(64 * 1024);
    const server = await serveModel(data, 'stall-half');
    cleanups.push(() => server.close());
    const dir = await tempDir();
    const catalogue = testCatalogue(server.url, data);
    const controller = new AbortController();
    let started!: () => void;
    const halfway = new Promise<void>((r) => (started = r));
    const first = pullModel('tiny-test', {
      dir,
      catalogue,
      statfs: roomy,
      signal: controller.signal,
      progressEveryMs: 0,
      onProgress: (p) => p.done > 0 && started(),
    });
    await halfway;
    await expect(pullModel('tiny-test', { dir, catalogue, statfs: roomy })).rejects.toThrow('Tiny Test Model is already downloading.');
    await expect(removeModel('tiny-test', { dir, catalogue })).rejects.toThrow('cancel the download first');
    controller.abort();
    await expect(first).rejects.toThrow('cancelled');
    expect((await catalogueStatus(dir, catalogue))[0]!.partialBytes).toBe(32 * 1024);
  });
});
