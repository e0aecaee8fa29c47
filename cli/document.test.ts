import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE, FILE_TYPE_NOT_SUPPORTED } from '../src/core/errors';
import { readDocument } from './document';
import { memoryReporter } from './progress';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'decksmith-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readDocument', () => {
  it('reads a document with the extraction engine and reports its size', async () => {
    const reporter = memoryReporter();
    const text = await readDocument('tests/fixtures/documents/ocean-plastic.docx', reporter);
    expect(text).toContain('Where Ocean Plastic Comes From');
    expect(reporter.lines).toEqual(['Reading ocean-plastic.docx', expect.stringMatching(/^Read ocean-plastic\.docx: [\d,]+ characters$/)]);
  });

  it("refuses with the extract call's texts: 10 MB or more, a type judged by its bytes, a damaged file", async () => {
    const big = join(dir, 'big.pdf');
    await writeFile(big, '');
    await truncate(big, 10 * 1024 * 1024);
    await expect(readDocument(big, memoryReporter())).rejects.toThrow(`big.pdf: ${FILE_TOO_LARGE}`);
    await expect(readDocument('tests/fixtures/documents/report.pdf', memoryReporter())).rejects.toThrow(`report.pdf: ${FILE_TYPE_NOT_SUPPORTED}`);
    await expect(readDocument('package.json', memoryReporter())).rejects.toThrow(`package.json: ${FILE_TYPE_NOT_SUPPORTED}`);
    await expect(readDocument('tests/fixtures/documents/corrupt.pdf', memoryReporter())).rejects.toThrow(
      'corrupt.pdf: This file looks damaged and its text could not be read.',
    );
  });

  it('names a missing file and a folder', async () => {
    await expect(readDocument(join(dir, 'nope.pdf'), memoryReporter())).rejects.toThrow(`File not found: ${join(dir, 'nope.pdf')}`);
    await expect(readDocument(dir, memoryReporter())).rejects.toThrow(`Cannot read ${dir}: it is a folder`);
  });
});
