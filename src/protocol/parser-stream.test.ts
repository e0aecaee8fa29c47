import { describe, expect, it, vi } from 'vitest';
import { parseStream } from './parser';
import type { ParseEvent } from './parser';

const encoder = new TextEncoder();
const TEXT = '{"type":"status","message":"Génération…"}\n{"type":"topic","topic_id":"topic_1","heading":"中文"}\n{"type":"done"}\n';

/** A body that delivers `text` in `size`-byte chunks, like fetch does; `cancel` is observable. */
function body(text: string, size: number, cancel = vi.fn()): ReadableStream<Uint8Array> {
  const whole = encoder.encode(text);
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= whole.length) controller.close();
      else controller.enqueue(whole.slice(at, (at += size)));
    },
    cancel,
  });
}

describe('parseStream', () => {
  it('reads a body to its end and reports every event in order', async () => {
    const events: ParseEvent[] = [];
    const summary = await parseStream(body(TEXT, 5), (batch) => events.push(...batch));
    expect(events.map((event) => (event.kind === 'line' ? event.line.type : event.kind))).toEqual(['status', 'topic', 'done']);
    expect(summary).toEqual({ bytesReceived: encoder.encode(TEXT).length, lines: 3, errors: 0, document: false });
  });

  it('reads a fetch Response body', async () => {
    const events: ParseEvent[] = [];
    const response = new Response('{"title":"Deck","topics_array":[]}');
    if (response.body === null) throw new Error('no body');
    const summary = await parseStream(response.body, (batch) => events.push(...batch));
    expect(events).toEqual([{ kind: 'document', value: { title: 'Deck', topics_array: [] } }]);
    expect(summary.document).toBe(true);
  });

  it('rejects at once and cancels the body when aborted', async () => {
    const cancel = vi.fn();
    const never = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(encoder.encode(TEXT)), cancel });
    const controller = new AbortController();
    const events: ParseEvent[] = [];
    const done = parseStream(never, (batch) => events.push(...batch), controller.signal);
    await vi.waitFor(() => expect(events).toHaveLength(3));
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(cancel).toHaveBeenCalled();
  });

  it('rejects before reading when the signal is already aborted', async () => {
    const onEvent = vi.fn();
    await expect(parseStream(body(TEXT, 4), onEvent, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('cancels the body and rethrows when the callback throws', async () => {
    const cancel = vi.fn();
    const failure = new Error('consumer failed');
    const run = parseStream(body(TEXT.repeat(50), 16, cancel), () => {
      throw failure;
    });
    await expect(run).rejects.toBe(failure);
    expect(cancel).toHaveBeenCalledWith(failure);
  });

  it('rethrows a network failure of the body', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start: (c) => {
        c.enqueue(encoder.encode('{"type":"status","message":"a"}\n'));
        c.error(new TypeError('network error'));
      },
    });
    const onEvent = vi.fn();
    await expect(parseStream(broken, onEvent)).rejects.toThrow('network error');
  });
});
