import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { IncrementalJson, MAX_DEPTH } from './json-incremental';
import { isSettled, JsonSyntaxError, parsePartialJson } from './partial-json';

/** What the whole-text parser makes of a text: its value, or the value before its syntax error. */
function reference(text: string) {
  try {
    const r = parsePartialJson(text);
    return { value: r.value, complete: r.complete, error: null as string | null };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const r = parsePartialJson(text.slice(0, error.position));
    return { value: r.value, complete: r.complete, error: error.message };
  }
}

/** A small seeded generator, so a failing case can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T };
}

function feed(text: string, sizes: () => number): IncrementalJson {
  const parser = new IncrementalJson();
  for (let i = 0; i < text.length; ) {
    const size = sizes();
    parser.push(text.slice(i, i + size));
    i += size;
  }
  return parser;
}

const SCALARS = [1, -2.5, 1e3, 0.25, 'hi', 'a "quoted" \n line é 🐝 \\ /', '', true, false, null];
const INSERTS = [',', ' ', '//x\n', '/*y*/', 'x', '"', '}', ']', '\\', 'True', "'k'", ':', '1', '-', '\\u00', '<think>'];

function document(rnd: ReturnType<typeof random>, depth = 0): unknown {
  const r = rnd.next();
  if (depth > 3 || r < 0.3) return rnd.pick(SCALARS);
  if (r < 0.65) {
    const obj: Record<string, unknown> = {};
    for (let i = rnd.int(4); i > 0; i--) obj[rnd.pick(['heading', 'topics', 'b c', '__proto__', "it's"])] = document(rnd, depth + 1);
    return obj;
  }
  return Array.from({ length: rnd.int(4) }, () => document(rnd, depth + 1));
}

/** A model-like answer: a document, maybe wrapped, maybe damaged, maybe cut. */
function answer(rnd: ReturnType<typeof random>): string {
  let text = JSON.stringify({ title: document(rnd), topics: [document(rnd, 1), document(rnd, 1)] }, null, rnd.next() < 0.5 ? 2 : 0);
  if (rnd.next() < 0.3) text = `Sure:\n\`\`\`json\n${text}\n\`\`\` {after}`;
  if (rnd.next() < 0.2) text = ` <think>a {draft}</think>${text}`;
  for (let k = rnd.int(3); k > 0; k--) {
    const at = rnd.int(text.length);
    text = rnd.next() < 0.5 ? text.slice(0, at) + text.slice(at + 1) : text.slice(0, at) + rnd.pick(INSERTS) + text.slice(at);
  }
  return rnd.next() < 0.4 ? text.slice(0, rnd.int(text.length)) : text;
}

describe('IncrementalJson', () => {
  it('reads any answer, however it is cut into deltas, as the whole-text parser reads it', () => {
    const rnd = random(16);
    for (let n = 0; n < 3_000; n++) {
      const text = answer(rnd);
      const parser = feed(text, () => 1 + rnd.int(9));
      const result = parser.finish();
      const got = { value: result.value, complete: result.complete, error: parser.syntaxError?.message ?? null };
      const want = reference(text);
      if (!isDeepStrictEqual(got, want)) expect({ text, ...got }).toEqual({ text, ...want });
    }
  });

  it('settles each topic once, with its final value, while the answer streams', () => {
    const topics = Array.from({ length: 5 }, (_, i) => ({ heading: `Topic ${i}`, overview: `About {${i}} and [more]`, n: i * 1.5 }));
    const text = `Here you go: ${JSON.stringify({ title: 'Deck', topics }, null, 1)}`;
    const parser = new IncrementalJson();
    let settled = 0;
    for (const char of text) {
      parser.push(char);
      const snapshot = parser.snapshot();
      const list = (snapshot.value as { topics?: unknown[] } | undefined)?.topics ?? [];
      while (settled < list.length && isSettled(snapshot, ['topics', settled])) {
        expect(list[settled]).toEqual(topics[settled]);
        settled++;
      }
    }
    expect(settled).toBe(5);
    expect(parser.complete).toBe(true);
  });

  it('looks at each character a bounded number of times, whatever the answer', () => {
    const floods: Array<[string, string]> = [
      ['a "}" flood before any JSON', '}'.repeat(1_000_000)],
      ['a "}" flood after the document', `{"topics": []}${'}'.repeat(1_000_000)}`],
      ['a "]" flood inside a list', `{"topics": [${']'.repeat(1_000_000)}`],
      ['a 5 MB heading', `{"topics": [{"heading": "${'word '.repeat(1_000_000)}`],
      ['a 5 MB answer of topics', `{"topics": [${'{"heading": "Bees", "overview": "Honey [and] {wax}"},'.repeat(100_000)}`],
      ['endless digits', `{"n": ${'1'.repeat(1_000_000)}`],
      ['an endless comment', `{/*${'*'.repeat(1_000_000)}`],
      ['an endless think block', `<think>${'<'.repeat(1_000_000)}`],
    ];
    for (const [name, text] of floods) {
      for (const size of [1, 3, 4096]) {
        const parser = feed(text, () => size);
        parser.finish();
        expect(parser.examined, `${name}, deltas of ${size}`).toBeLessThanOrEqual(2 * text.length);
      }
    }
  });

  it('stops at a "]" or "}" where a value belongs, naming the character and where it stood', () => {
    const parser = feed(`{"topics": [${']'.repeat(10)}`, () => 2);
    expect(parser.syntaxError?.message).toBe('Expected "," or "}" in an object, found "]" at character 13');
    const bad = feed(`{"topics": [}}}}}}`, () => 2);
    expect(bad.syntaxError?.message).toBe('Expected a JSON value, found "}" at character 12');
    expect(bad.finish().value).toEqual({ topics: [] });
  });

  it(`refuses nesting deeper than ${MAX_DEPTH} levels`, () => {
    const parser = feed(`{"a": ${'['.repeat(100_000)}`, () => 100);
    expect(parser.syntaxError?.message).toMatch(new RegExp(`^Nested deeper than ${MAX_DEPTH} levels, found "\\[" at character ${6 + MAX_DEPTH - 1}$`));
  });
});
