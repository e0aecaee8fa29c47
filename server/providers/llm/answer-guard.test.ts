import { describe, expect, it } from 'vitest';
import { contentAnswer, outlineAnswer, wireTopics } from '../../testing/llm-fixtures';
import { guardAnswer, REPEAT_MESSAGE, RepeatDetector, stallMessage, type AnswerLimits } from './answer-guard';

const LIMITS: AnswerLimits = { maxChars: 1_000_000, tooLongMessage: 'too long', stallMs: 60_000 };

async function* chunks(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function run(deltas: AsyncIterable<string>, limits: Partial<AnswerLimits> = {}) {
  const stops: Error[] = [];
  let read = 0;
  try {
    for await (const delta of guardAnswer(deltas, { ...LIMITS, ...limits }, (reason) => stops.push(reason))) read += delta.length;
    return { read, stops, error: undefined };
  } catch (error) {
    return { read, stops, error: error as Error };
  }
}

describe('RepeatDetector', () => {
  it('lets long answers through, compact or pretty-printed, however alike their slides are', () => {
    // The fixtures' slides differ only in their numbers: more alike than any real answer.
    const big = contentAnswer(wireTopics(40), 4);
    for (const text of [JSON.stringify(big), JSON.stringify(big, null, 2), JSON.stringify(outlineAnswer(60), null, 4)]) {
      expect(text.length).toBeGreaterThan(12_000);
      expect(new RepeatDetector().push(text)).toBe(false);
    }
  });

  it.each([
    ['a "}" flood', '}'],
    ['one word', 'the '],
    ['a sentence', 'Bees make honey from the nectar of flowers, and they store it in wax combs. '],
    ['blank lines', '\n'],
  ])('finds %s repeated', (_name, piece) => {
    const detector = new RepeatDetector();
    let found = false;
    for (let i = 0; i < 20_000 && !found; i++) found = detector.push(piece);
    expect(found).toBe(true);
  });
});

describe('guardAnswer', () => {
  it('passes a normal answer through untouched', async () => {
    const text = JSON.stringify(contentAnswer(wireTopics(5)));
    expect(await run(chunks(text, 7))).toEqual({ read: text.length, stops: [], error: undefined });
  });

  it('stops an answer past its size cap, telling the upstream why', async () => {
    const result = await run(chunks('abc def '.repeat(10_000), 100), { maxChars: 5_000 });
    expect(result.error?.message).toBe('too long');
    expect(result.stops).toEqual([result.error]);
    expect(result.read).toBeLessThanOrEqual(5_000);
  });

  it('stops a loop', async () => {
    const result = await run(chunks('}'.repeat(100_000), 10));
    expect(result.error?.message).toBe(REPEAT_MESSAGE);
  });

  it('stops an answer that goes quiet, while the upstream is still silent', async () => {
    let wake: (() => void) | undefined;
    async function* silent(): AsyncGenerator<string> {
      yield '{"title": "x"';
      // Waits until the guard's stop wakes it, as an aborted request would.
      await new Promise<void>((resolve) => (wake = resolve));
      throw new Error('aborted');
    }
    const stops: Error[] = [];
    const guarded = guardAnswer(silent(), { ...LIMITS, stallMs: 50 }, (reason) => {
      stops.push(reason);
      wake?.();
    });
    await expect(async () => {
      for await (const _ of guarded) void _;
    }).rejects.toThrow(stallMessage(50));
    expect(stops.map((s) => s.message)).toEqual([stallMessage(50)]);
  });
});
