import { describe, expect, it } from 'vitest';
import { fixture } from '../../src/extract/test-helpers';
import { createExtractService, EXTRACT_ERROR_STATUS, SERVER_BUSY } from './service';

describe('extract service', () => {
  it('maps the seed refusals to 413, 415 and 422', () => {
    expect([EXTRACT_ERROR_STATUS.too_large, EXTRACT_ERROR_STATUS.unsupported, EXTRACT_ERROR_STATUS.empty]).toEqual([413, 415, 422]);
  });

  it('runs at most maxConcurrent at once, queues maxQueued, and turns the rest away', async () => {
    const service = createExtractService({ maxConcurrent: 1, maxQueued: 1 });
    const pdf = fixture('ocean-plastic.pdf');
    const first = service.extract(pdf, 'a.pdf');
    const second = service.extract(pdf, 'b.pdf');
    await expect(service.extract(pdf, 'c.pdf')).rejects.toThrow(SERVER_BUSY);
    const [a, b] = await Promise.all([first, second]);
    expect(a.text).toBe(b.text);
    // Slots are given back: a later request runs.
    await expect(service.extract(fixture('ocean-plastic.md'), 'd.md')).resolves.toMatchObject({ kind: 'md' });
  });

  it('gives the slot back after a refusal', async () => {
    const service = createExtractService({ maxConcurrent: 1, maxQueued: 0 });
    await expect(service.extract(fixture('report.pdf'), 'report.pdf')).rejects.toMatchObject({ code: 'unsupported' });
    await expect(service.extract(fixture('ocean-plastic.txt'), 'a.txt')).resolves.toMatchObject({ kind: 'txt' });
  });
});
