import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWriteBatch } from './write-batch';

afterEach(() => vi.useRealTimers());

describe('createWriteBatch', () => {
  it('writes the items of one delay together, batches in order, and what waits on flush', async () => {
    vi.useFakeTimers();
    const written: number[][] = [];
    const batch = createWriteBatch<number>(100, async (items) => void written.push(items));
    batch.add(1);
    batch.add(2);
    await vi.advanceTimersByTimeAsync(99);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toEqual([[1, 2]]);
    batch.add(3);
    await batch.flush();
    expect(written).toEqual([[1, 2], [3]]);
  });

  it('goes on after a failed write', async () => {
    let fail = true;
    const written: string[][] = [];
    const batch = createWriteBatch<string>(10, async (items) => {
      if (fail) throw new Error('full');
      written.push(items);
    });
    batch.add('a');
    await batch.flush();
    fail = false;
    batch.add('b');
    await batch.flush();
    expect(written).toEqual([['b']]);
  });
});
