import { describe, expect, it } from 'vitest';
import type { ParseEvent } from '../protocol/parser';
import { createFakeClock } from '../lib/fake-clock';
import { createBatcher, flushDelay, type StreamBatch } from './stream-batch';

const line = (message: string): ParseEvent => ({ kind: 'line', line: { type: 'status', message } });

function setup(intervalMs = 50) {
  const clock = createFakeClock(1_000);
  const batches: StreamBatch[] = [];
  const batcher = createBatcher({ intervalMs, clock, emit: (b) => batches.push(b) });
  const messages = () => batches.map((b) => b.events.map((e) => (e.kind === 'line' && e.line.type === 'status' ? e.line.message : '?')));
  return { clock, batches, batcher, messages };
}

describe('flushDelay', () => {
  it('is 0 before the first emit and once a period has passed, else the rest of the period', () => {
    expect(flushDelay(100, null, 50)).toBe(0);
    expect(flushDelay(150, 100, 50)).toBe(0);
    expect(flushDelay(400, 100, 50)).toBe(0);
    expect(flushDelay(110, 100, 50)).toBe(40);
    expect(flushDelay(100, 100, 50)).toBe(50);
  });
});

describe('createBatcher', () => {
  it('sends the first events at once, so the first heading does not wait a period', () => {
    const { batcher, messages } = setup();
    batcher.push([line('a')], 10);
    expect(messages()).toEqual([['a']]);
  });

  it('groups what arrives within 50 ms into one batch, sent when the period ends', () => {
    const { batcher, clock, batches, messages } = setup();
    batcher.push([line('a')], 10);
    clock.advance(10);
    batcher.push([line('b')], 20);
    clock.advance(10);
    batcher.push([line('c'), line('d')], 40);
    expect(messages()).toEqual([['a']]);
    clock.advance(29);
    expect(messages()).toEqual([['a']]);
    clock.advance(1);
    expect(messages()).toEqual([['a'], ['b', 'c', 'd']]);
    expect(batches[1]?.bytesReceived).toBe(40);
  });

  it('never emits two batches less than a period apart, and loses nothing', () => {
    const clock = createFakeClock(0);
    const times: number[] = [];
    let events = 0;
    const emit = (b: StreamBatch): void => {
      times.push(clock.now());
      events += b.events.length;
    };
    const batcher = createBatcher({ intervalMs: 50, clock, emit });
    for (let i = 0; i < 100; i++) {
      batcher.push([line(String(i))], i);
      clock.advance(7);
    }
    expect(times.length).toBeGreaterThan(10);
    expect(times.length).toBeLessThan(20);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(50);
    batcher.flush();
    expect(events).toBe(100);
  });

  it('keeps every event in order across batches', () => {
    const { batcher, clock, batches } = setup();
    for (let i = 0; i < 30; i++) {
      batcher.push([line(String(i))], i);
      clock.advance(13);
    }
    batcher.flush();
    const all = batches.flatMap((b) => b.events).map((e) => (e.kind === 'line' && e.line.type === 'status' ? e.line.message : ''));
    expect(all).toEqual(Array.from({ length: 30 }, (_, i) => String(i)));
  });

  it('reports progress when only the byte count moved, and nothing when nothing did', () => {
    const { batcher, clock, batches } = setup();
    batcher.push([], 100);
    expect(batches).toEqual([{ events: [], bytesReceived: 100 }]);
    clock.advance(60);
    batcher.push([], 100);
    batcher.flush();
    expect(batches).toHaveLength(1);
  });

  it('flush sends the pending batch now; cancel drops it and its timer', () => {
    const { batcher, clock, messages } = setup();
    batcher.push([line('a')], 1);
    batcher.push([line('b')], 2);
    batcher.flush();
    expect(messages()).toEqual([['a'], ['b']]);
    batcher.push([line('c')], 3);
    batcher.cancel();
    clock.advance(1_000);
    expect(messages()).toEqual([['a'], ['b']]);
    expect(clock.pending()).toBe(0);
  });
});
