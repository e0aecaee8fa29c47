import { afterEach, describe, expect, it } from 'vitest';
import { EXTRACTION_OUT_OF_MEMORY, FILE_DAMAGED, EXTRACTION_TIMED_OUT, TOO_MANY_PARAGRAPHS } from '../../src/extract/errors';
import { manyRunsDocx, NO_XML_CAPS, smallDocx, tinyParagraphsDocx, unclosedTagsPptx } from './hostile-files';
import { ExtractPool, SERVER_BUSY, type ExtractPoolOptions } from './pool';

const pools: ExtractPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

function pool(options: Partial<ExtractPoolOptions> = {}): ExtractPool {
  const made = new ExtractPool({ size: 2, maxQueued: 4, timeoutMs: 30_000, memoryMb: 512, ...options });
  pools.push(made);
  return made;
}

const SMALL_TEXT = 'Plastic reaches the sea through rivers.';
const small = (p: ExtractPool) => p.run(smallDocx(SMALL_TEXT), 'small.docx').then((r) => r.text);
const failure = (work: Promise<unknown>) => work.then(() => 'no error', (e: Error) => e.message);

describe('extraction worker pool', () => {
  it('reads files on worker threads with the engine of src/extract, caps included', async () => {
    const p = pool();
    expect(await small(p)).toBe(SMALL_TEXT);
    expect(await failure(p.run(tinyParagraphsDocx(), 'tiny.docx'))).toBe(TOO_MANY_PARAGRAPHS);
    expect(await failure(p.run(unclosedTagsPptx(), 'deck.pptx'))).toBe(FILE_DAMAGED);
  });

  it('answers a small file while another worker is busy with a hostile one', async () => {
    const p = pool({ limits: NO_XML_CAPS, memoryMb: 2048 });
    // Both threads started first, so the small file is not waiting for a thread to load.
    await Promise.all([small(p), small(p)]);
    let hostileSettled = false;
    const hostile = p.run(manyRunsDocx(), 'slow.docx').finally(() => (hostileSettled = true));
    expect(await small(p)).toBe(SMALL_TEXT);
    expect(hostileSettled).toBe(false);
    expect(p.load().running).toBe(1);
    void hostile.catch(() => undefined);
  });

  it('terminates a worker past the time limit, answers the timeout text, and reads the next file', async () => {
    const p = pool({ size: 1, timeoutMs: 1_000, limits: NO_XML_CAPS, memoryMb: 4096 });
    expect(await failure(p.run(manyRunsDocx(400_000), 'slow.docx'))).toBe(EXTRACTION_TIMED_OUT);
    expect(p.load().terminated).toBe(1);
    expect(await small(p)).toBe(SMALL_TEXT);
  });

  it('refuses a file that passes the heap cap with the memory text, and reads the next file', async () => {
    const p = pool({ size: 1, memoryMb: 96, limits: NO_XML_CAPS });
    expect(await failure(p.run(tinyParagraphsDocx(200_000), 'tiny.docx'))).toBe(EXTRACTION_OUT_OF_MEMORY);
    expect(p.load().terminated).toBe(1);
    expect(await small(p)).toBe(SMALL_TEXT);
  });

  it('queues up to maxQueued behind busy workers and turns the next away', async () => {
    const p = pool({ size: 1, maxQueued: 1, limits: NO_XML_CAPS, memoryMb: 2048 });
    const busy = p.run(manyRunsDocx(), 'slow.docx');
    const queued = p.run(smallDocx(SMALL_TEXT), 'small.docx');
    expect(await failure(p.run(smallDocx(), 'third.docx'))).toBe(SERVER_BUSY);
    expect(p.load()).toMatchObject({ running: 1, queued: 1 });
    void busy.catch(() => undefined);
    void queued.catch(() => undefined);
  });

  it('takes a cancelled file out of the queue', async () => {
    const p = pool({ size: 1, maxQueued: 1, limits: NO_XML_CAPS, memoryMb: 2048 });
    const busy = p.run(manyRunsDocx(), 'slow.docx');
    const controller = new AbortController();
    const queued = failure(p.run(smallDocx(), 'small.docx', controller.signal));
    controller.abort();
    expect(await queued).toMatch(/cancelled/);
    expect(p.load().queued).toBe(0);
    void busy.catch(() => undefined);
  });
});
