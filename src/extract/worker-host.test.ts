import { describe, expect, it } from 'vitest';
import { FILE_DAMAGED } from './errors';
import { fixture } from './test-helpers';
import { createExtractHost, type ExtractWorkerReply } from './worker-host';

function buffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** Runs the host until request `id` settles; returns every reply it posted. */
function collect(run: (host: ReturnType<typeof createExtractHost>) => void, id: number): Promise<ExtractWorkerReply[]> {
  return new Promise((resolve) => {
    const replies: ExtractWorkerReply[] = [];
    const host = createExtractHost((reply) => {
      replies.push(reply);
      if (reply.id === id && reply.type !== 'progress') resolve(replies);
    });
    run(host);
  });
}

describe('extraction worker host', () => {
  it('answers progress, then one result, for the request id', async () => {
    const replies = await collect((host) => host({ type: 'extract', id: 7, bytes: buffer(fixture('ocean-plastic.docx')), fileName: 'a.docx' }), 7);
    expect(replies.map((r) => r.type)).toEqual(['progress', 'progress', 'result']);
    const last = replies.at(-1);
    expect(last?.type === 'result' && last.result.kind).toBe('docx');
  });

  it('answers an error with its code and message', async () => {
    const replies = await collect((host) => host({ type: 'extract', id: 1, bytes: buffer(fixture('corrupt.pdf')), fileName: 'c.pdf' }), 1);
    expect(replies.at(-1)).toEqual({ source: 'decksmith-extract', type: 'error', id: 1, code: 'damaged', message: FILE_DAMAGED });
  });

  it('cancels a running extraction by id', async () => {
    const replies = await collect((host) => {
      host({ type: 'extract', id: 3, bytes: buffer(fixture('ocean-plastic.pdf')), fileName: 'p.pdf' });
      host({ type: 'cancel', id: 3 });
    }, 3);
    expect(replies.at(-1)).toMatchObject({ type: 'error', id: 3, code: 'cancelled' });
  });
});
