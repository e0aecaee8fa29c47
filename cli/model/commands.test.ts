/**
 * The model commands against a loopback server serving a generated file
 * through a one-model test catalogue: list, pull (with resume), remove,
 * the errors a user sees, and usage mistakes. The progress bar's drawing
 * is not asserted beyond its final state.
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { modelBytes, serveModel, testCatalogue, type ModelServer } from '../../server/models/test-server';
import { CATALOGUE } from '../../server/models/catalogue';
import { MODEL_USAGE, listText, progressText, runModelCommand, type ModelCliDeps } from './commands';

const DATA = modelBytes(120 * 1024);
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((f) => f()));
});

async function setup(mode: ModelServer['mode'] = 'normal') {
  const server = await serveModel(DATA, mode);
  const dir = await mkdtemp(join(tmpdir(), 'decksmith-cli-model-'));
  cleanups.push(() => server.close(), () => rm(dir, { recursive: true, force: true }));
  const out: string[] = [];
  const err: string[] = [];
  const deps: ModelCliDeps = {
    dir,
    catalogue: testCatalogue(server.url, DATA),
    stdout: { write: (t: string) => out.push(t) },
    stderr: { write: (t: string) => err.push(t) },
    statfs: () => Promise.resolve({ bavail: 1e9, bsize: 4096 }),
  };
  return { server, dir, deps, out, err };
}

describe('npm run model', () => {
  it('lists the catalogue with size, licence and status, then pulls and removes a model', async () => {
    const { dir, deps, out, err } = await setup();
    expect(await runModelCommand(['list'], deps)).toBe(0);
    expect(out.join('')).toMatch(/^NAME\s+SIZE\s+LICENCE\s+PARAMS\s+STATUS\ntiny-test\s+123 KB\s+MIT\s+1M\s+not installed\n/);
    expect(out.join('')).toContain(`Models folder: ${dir}`);

    out.length = 0;
    expect(await runModelCommand(['pull', 'tiny-test'], deps)).toBe(0);
    expect(out.join('')).toBe(`Installed tiny-test (123 KB, SHA-256 verified): ${join(dir, 'tiny-test.gguf')}\n`);
    expect(err.join('')).toContain('[########################] 100%  123 KB of 123 KB');
    expect(err.join('')).toContain('Checking the SHA-256');
    expect((await stat(join(dir, 'tiny-test.gguf'))).size).toBe(DATA.length);

    out.length = 0;
    await runModelCommand(['list'], deps);
    expect(out.join('')).toMatch(/tiny-test\s+123 KB\s+MIT\s+1M\s+installed/);
    out.length = 0;
    expect(await runModelCommand(['pull', 'tiny-test'], deps)).toBe(0);
    expect(out.join('')).toContain('tiny-test is already installed');

    out.length = 0;
    expect(await runModelCommand(['remove', 'tiny-test'], deps)).toBe(0);
    expect(await runModelCommand(['remove', 'tiny-test'], deps)).toBe(0);
    expect(out.join('')).toBe('Removed tiny-test\ntiny-test was not installed\n');
  });

  it('reports an interrupted pull, lists it as partial, and resumes it', async () => {
    const { server, deps, out, err } = await setup('drop-half');
    expect(await runModelCommand(['pull', 'tiny-test'], deps)).toBe(1);
    expect(err.join('')).toMatch(/Error: The download of Tiny Test Model (was interrupted|stopped early).*run the download again to resume\.\n$/);
    await runModelCommand(['list'], deps);
    expect(out.join('')).toMatch(/partial \(61 KB, pull to resume\)/);
    server.mode = 'normal';
    out.length = 0;
    expect(await runModelCommand(['pull', 'tiny-test'], deps)).toBe(0);
    expect(server.ranges.at(-1)).toBe(`bytes=${DATA.length / 2}-`);
  });

  it('says what went wrong: unknown model, 404, bad checksum', async () => {
    const { server, deps, err } = await setup();
    expect(await runModelCommand(['pull', 'nope'], deps)).toBe(1);
    expect(err.pop()).toBe('Error: Unknown model "nope": the catalogue has tiny-test\n');

    const gone = { ...deps, catalogue: testCatalogue(server.url, DATA, { url: `${server.url}/missing` }) };
    expect(await runModelCommand(['pull', 'tiny-test'], gone)).toBe(1);
    expect(err.pop()).toMatch(/^Error: Tiny Test Model is no longer at its address \(404 Not Found\)/);

    const wrong = { ...deps, catalogue: testCatalogue(server.url, DATA, { sha256: 'f'.repeat(64) }) };
    expect(await runModelCommand(['pull', 'tiny-test'], wrong)).toBe(1);
    expect(err.pop()).toMatch(/^Error: The downloaded file is not Tiny Test Model: its SHA-256 is [0-9a-f]{64}, the catalogue expects f{64}\. It was deleted/);
  });

  it('answers usage mistakes with exit 2 and the usage text', async () => {
    const { deps, err } = await setup();
    for (const argv of [[], ['pull'], ['fetch', 'x'], ['list', 'extra']]) {
      err.length = 0;
      expect(await runModelCommand(argv, deps)).toBe(2);
      expect(err.join('')).toContain(MODEL_USAGE);
    }
    expect(err.join('')).toContain('Error: unexpected "list extra"');
  });

  it('keeps a partial download visible in the real catalogue listing', async () => {
    const { dir } = await setup();
    await writeFile(join(dir, `${CATALOGUE[0]!.name}.gguf.part`), Buffer.alloc(2_000_000));
    expect(await listText(dir)).toMatch(new RegExp(`${CATALOGUE[0]!.name.replace('.', '\\.')}\\s+\\S+ MB\\s+Apache-2\\.0\\s+\\S+\\s+partial \\(2\\.0 MB, pull to resume\\)`));
  });
});

describe('progressText', () => {
  it('shows the bar, percent, bytes, speed and time left', () => {
    expect(progressText({ done: 500_000_000, total: 1_000_000_000, bytesPerSecond: 4_200_000, secondsLeft: 119 }, 10)).toBe('[#####-----] 50%  500 MB of 1.0 GB  4.2 MB/s  2 min left');
    expect(progressText({ done: 0, total: 1000, bytesPerSecond: 0, secondsLeft: null }, 4)).toBe('[----] 0%  0 bytes of 1 KB');
  });
});
