/**
 * The commands fail before any work when the deck could not be written:
 * with no --out the .pptx goes to the current folder, so that is checked
 * before minutes of generation, not after.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GenerateCommand } from './args';
import { runExport, runGenerate } from './commands';
import { CliError } from './errors';
import type { Generator } from './generator/index';
import { checkFolderWritable } from './output';
import { memoryReporter } from './progress';


let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'decksmith-cli-commands-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const command: GenerateCommand = { kind: 'generate', source: { topic: 'Ocean currents' }, slides: 3, tone: 'casual', pictures: true };

function unusedGenerator() {
  return vi.fn((): Generator => {
    throw new Error('generation started');
  });
}

describe('the output folder, with no --out', () => {
  it('generate fails with a clear message before generating when the current folder cannot be written', async () => {
    const gone = join(dir, 'removed-folder');
    const generator = unusedGenerator();
    const run = runGenerate(command, { reporter: memoryReporter(), generator, cwd: gone });
    await expect(run).rejects.toThrow(CliError);
    await expect(run).rejects.toThrow(`Cannot write in the current folder ${gone}: it no longer exists. Give --out PATH to write the deck elsewhere.`);
    expect(generator).not.toHaveBeenCalled();
  });

  it('export checks the current folder before reading the deck file', async () => {
    const gone = join(dir, 'also-removed');
    await expect(runExport({ kind: 'export', input: join(dir, 'missing.decksmith.json') }, { reporter: memoryReporter(), cwd: gone })).rejects.toThrow(
      `Cannot write in the current folder ${gone}`,
    );
  });

  it('a writable folder passes; a file is not a folder', async () => {
    await expect(checkFolderWritable(dir)).resolves.toBeUndefined();
    const file = join(dir, 'plain.txt');
    await writeFile(file, 'x');
    await expect(checkFolderWritable(file)).rejects.toThrow(`Cannot write in the current folder ${file}`);
  });
});

