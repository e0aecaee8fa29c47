import { afterEach, describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE } from '../../src/core/errors';
import { fixture } from '../../src/extract/test-helpers';
import { createExtractService, EXTRACT_ERROR_STATUS, SERVER_BUSY, sharedExtractService, type ExtractService, type ExtractServiceOptions } from './service';

const services: ExtractService[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.close()));
});

function service(options: ExtractServiceOptions): ExtractService {
  const made = createExtractService(options);
  services.push(made);
  return made;
}

describe('extract service', () => {
  it('maps too large, unsupported and empty to 413, 415 and 422, and the caps, time and memory limits to 422', () => {
    expect([EXTRACT_ERROR_STATUS.too_large, EXTRACT_ERROR_STATUS.unsupported, EXTRACT_ERROR_STATUS.empty]).toEqual([413, 415, 422]);
    expect([EXTRACT_ERROR_STATUS.too_complex, EXTRACT_ERROR_STATUS.timeout]).toEqual([422, 422]);
  });

  it('refuses a file at the size cap as too large before it reaches a thread', async () => {
    const extractor = service({ maxConcurrent: 1, maxQueued: 0, limits: { maxBytes: 10 } });
    await expect(extractor.extract(new Uint8Array(10), 'a.txt')).rejects.toThrow(FILE_TOO_LARGE);
  });

  it('has one shared service per process, for every app built in it', () => {
    expect(sharedExtractService()).toBe(sharedExtractService());
  });

  it('runs at most maxConcurrent at once, queues maxQueued, and turns the rest away', async () => {
    const extractor = service({ maxConcurrent: 1, maxQueued: 1 });
    const pdf = fixture('ocean-plastic.pdf');
    const first = extractor.extract(pdf, 'a.pdf');
    const second = extractor.extract(pdf, 'b.pdf');
    await expect(extractor.extract(pdf, 'c.pdf')).rejects.toThrow(SERVER_BUSY);
    const [a, b] = await Promise.all([first, second]);
    expect(a.text).toBe(b.text);
    // Slots are given back: a later request runs.
    await expect(extractor.extract(fixture('ocean-plastic.md'), 'd.md')).resolves.toMatchObject({ kind: 'md' });
  });

  it('gives the slot back after a refusal', async () => {
    const extractor = service({ maxConcurrent: 1, maxQueued: 0 });
    await expect(extractor.extract(fixture('report.pdf'), 'report.pdf')).rejects.toMatchObject({ code: 'unsupported' });
    await expect(extractor.extract(fixture('ocean-plastic.txt'), 'a.txt')).resolves.toMatchObject({ kind: 'txt' });
  });
});
