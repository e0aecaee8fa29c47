import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWritable, writeFileSafely, writtenLine } from './output';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'decksmith-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('output', () => {
  it('refuses a path in a missing folder or a folder, before any work', async () => {
    const missing = join(dir, 'no', 'deck.pptx');
    await expect(checkWritable(missing)).rejects.toThrow(`Cannot write ${missing}: its folder does not exist`);
    await expect(checkWritable(dir)).rejects.toThrow(`Cannot write ${dir}: it is a folder`);
    await expect(checkWritable(join(dir, 'deck.pptx'))).resolves.toBeUndefined();
  });

  it('writes through a temporary file and leaves nothing behind on failure', async () => {
    const path = join(dir, 'out.decksmith.json');
    await writeFileSafely(path, 'hello');
    await expect(writeFileSafely(join(dir, 'no', 'x.pptx'), 'x')).rejects.toThrow('its folder does not exist');
    expect(await readFile(path, 'utf8')).toBe('hello');
    expect((await readdir(dir)).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('says what it wrote, in KB and slides', () => {
    expect(writtenLine({ path: 'deck.pptx', bytes: 43_520, slides: 9 })).toBe('Wrote deck.pptx (43 KB, 9 slides)');
    expect(writtenLine({ path: 'a.decksmith.json', bytes: 10, slides: 1 })).toBe('Wrote a.decksmith.json (1 KB, 1 slide)');
  });
});
