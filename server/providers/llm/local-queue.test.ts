import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModelQueue, REMIND_MS, remindUntil, waitingMessage, type Release } from './local-queue';

/** Starts waiting and records each place in line until the turn comes. */
function wait(queue: ModelQueue, signal: AbortSignal) {
  const places: number[] = [];
  const turn = (async (): Promise<Release> => {
    const take = queue.take(signal);
    for (;;) {
      const step = await take.next();
      if (step.done) return step.value;
      places.push(step.value);
    }
  })();
  return { places, turn };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('ModelQueue', () => {
  it('gives a free model at once, and the others in order with their place updated as the line moves', async () => {
    const queue = new ModelQueue();
    const a = wait(queue, new AbortController().signal);
    const releaseA = await a.turn;
    const b = wait(queue, new AbortController().signal);
    const c = wait(queue, new AbortController().signal);
    await tick();
    expect(a.places).toEqual([]);
    expect(b.places).toEqual([1]);
    expect(c.places).toEqual([2]);
    expect(queue.size).toBe(3);

    releaseA();
    const releaseB = await b.turn;
    await tick();
    expect(c.places).toEqual([2, 1]);
    releaseB();
    releaseB(); // a second call changes nothing
    const releaseC = await c.turn;
    expect(queue.size).toBe(1);
    releaseC();
    expect(queue.size).toBe(0);
  });

  it('drops a waiting request whose signal fires, and moves the ones behind it up', async () => {
    const queue = new ModelQueue();
    const release = await wait(queue, new AbortController().signal).turn;
    const leaving = new AbortController();
    const b = wait(queue, leaving.signal);
    const c = wait(queue, new AbortController().signal);
    await tick();
    leaving.abort();
    await expect(b.turn).rejects.toMatchObject({ name: 'AbortError' });
    await tick();
    expect(c.places).toEqual([2, 1]);
    expect(queue.size).toBe(2);
    release();
    (await c.turn)();
    expect(queue.size).toBe(0);
  });

  it('refuses an already aborted request and passes the model on when a waiter stops as its turn comes', async () => {
    const queue = new ModelQueue();
    const gone = new AbortController();
    gone.abort();
    await expect(wait(queue, gone.signal).turn).rejects.toMatchObject({ name: 'AbortError' });
    expect(queue.size).toBe(0);

    const release = await wait(queue, new AbortController().signal).turn;
    const take = queue.take(new AbortController().signal);
    expect((await take.next()).value).toBe(1);
    release();
    // The caller stops waiting (its generator is closed) just as it is granted.
    await take.return(() => {});
    expect(queue.size).toBe(0);
    (await wait(queue, new AbortController().signal).turn)();
  });

  it('words the place in line', () => {
    expect(waitingMessage(1)).toBe('Waiting for the local model: 1 request ahead');
    expect(waitingMessage(3)).toBe('Waiting for the local model: 3 requests ahead');
  });
});

describe('remindUntil', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Reads the generator to its end, recording each status line, while the clock is moved by hand. */
  async function drain<T>(gen: AsyncGenerator<{ type: string; message?: string }, T>) {
    const seen: string[] = [];
    const done = (async () => {
      for (;;) {
        const step = await gen.next();
        if (step.done) return step.value;
        seen.push(step.value.message ?? '');
      }
    })();
    return { seen, done };
  }

  it('says where the request stands at once and again every second while it waits, then gives the value', async () => {
    vi.useFakeTimers();
    let finish: (v: string) => void = () => {};
    const waiting = new Promise<string>((resolve) => (finish = resolve));
    const { seen, done } = await drain(remindUntil(waiting, waitingMessage(1)));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([waitingMessage(1)]);
    // The route's own heartbeat every 2 s would otherwise be the last word the page sees.
    await vi.advanceTimersByTimeAsync(REMIND_MS * 3);
    expect(seen).toEqual(Array(4).fill(waitingMessage(1)));
    finish('model');
    await expect(done).resolves.toBe('model');
    await vi.advanceTimersByTimeAsync(REMIND_MS * 3);
    expect(seen).toHaveLength(4);
  });

  it('passes on a failure of what it waits for', async () => {
    const { done } = await drain(remindUntil(Promise.reject(new Error('The local model x.gguf could not be loaded: bad magic')), 'Loading the local model x.gguf…'));
    await expect(done).rejects.toThrow(/could not be loaded/);
  });
});
