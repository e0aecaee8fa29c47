import { describe, expect, it } from 'vitest';
import { StreamingJson, TRAILING_CHARS } from './json-stream';
import { findJsonStart, isSettled, JsonSyntaxError, parsePartialJson } from './partial-json';

const outline = {
  title: 'Bees: "tiny" engineers',
  description: 'Line one\nLine two \u00e9t\u00e9 \ud83d\udc1d and a back\\slash / slash',
  image_prompt: 'macro photo of a honeybee',
  count: -12.5e2,
  ratio: 0.25,
  flags: [true, false, null],
  empty: {},
  none: [],
  topics: [
    {
      heading: 'Anatomy',
      overview: 'Six legs, {braces} and [brackets]',
      visual_mode: 'image',
      icon_prompt: 'bee',
      image_prompt: 'bee',
    },
    { heading: 'Hive life', overview: 'Queens, workers, drones', visual_mode: 'icon', icon_prompt: 'hive', image_prompt: '' },
    { heading: 'Pollination', overview: 'Why crops need bees', nested: { deep: [1, [2, [3]]] } },
  ],
};

describe('parsePartialJson', () => {
  for (const [name, text] of [
    ['compact', JSON.stringify(outline)],
    ['pretty', JSON.stringify(outline, null, 2)],
  ] as const) {
    it(`parses every prefix of a ${name} document without throwing`, () => {
      let previousTopics = 0;
      for (let end = 0; end <= text.length; end++) {
        const result = parsePartialJson(text.slice(0, end));
        expect(result.complete).toBe(end === text.length);
        // Complete topics only ever grow: a prefix never loses what an earlier one had.
        const topics = (result.value as { topics?: unknown[] } | undefined)?.topics ?? [];
        const settled = topics.filter((_, i) => isSettled(result, ['topics', i])).length;
        expect(settled).toBeGreaterThanOrEqual(previousTopics);
        previousTopics = settled;
        for (let i = 0; i < settled; i++) expect(topics[i]).toEqual(outline.topics[i]);
      }
      expect(parsePartialJson(text).value).toEqual(JSON.parse(text));
    });
  }

  it('closes open strings, arrays and objects and drops a dangling key', () => {
    expect(parsePartialJson('{"a": "hel').value).toEqual({ a: 'hel' });
    expect(parsePartialJson('{"a": [1, 2, {"b": tr').value).toEqual({ a: [1, 2, {}] });
    expect(parsePartialJson('{"a": 1, "b"').value).toEqual({ a: 1 });
    expect(parsePartialJson('{"a": 1, "b":').value).toEqual({ a: 1 });
    expect(parsePartialJson('{"a": 1, "lon').value).toEqual({ a: 1 });
    expect(parsePartialJson('{"a": "x\\').value).toEqual({ a: 'x' });
    expect(parsePartialJson('{"a": "x\\u00').value).toEqual({ a: 'x' });
    expect(parsePartialJson('{"a": -').value).toEqual({});
    expect(parsePartialJson('{"a": 1.').value).toEqual({ a: 1 });
  });

  it('reports where the text ended', () => {
    expect(parsePartialJson('{"a": "hel').openPath).toEqual(['a']);
    expect(parsePartialJson('{"t": [{"h": "x"}, {"h": "y').openPath).toEqual(['t', 1, 'h']);
    expect(parsePartialJson('{"t": [{"h": "x"}, ').openPath).toEqual(['t']);
    expect(parsePartialJson('{"t": 5}').openPath).toBeNull();
    const partial = parsePartialJson('{"title": "Done", "topics": [{"h": 1}, {"h": 2');
    expect(isSettled(partial, ['title'])).toBe(true);
    expect(isSettled(partial, ['topics', 0])).toBe(true);
    expect(isSettled(partial, ['topics', 1])).toBe(false);
    expect(isSettled(partial, ['topics'])).toBe(false);
  });

  it('skips prose, code fences and think blocks around the document', () => {
    const doc = { a: [1, 2], b: 'x' };
    const wrapped = `Sure! Here is your outline:\n\n\`\`\`json\n${JSON.stringify(doc, null, 2)}\n\`\`\`\n\nLet me know {if} you need more.`;
    expect(parsePartialJson(wrapped)).toEqual({ value: doc, complete: true, openPath: null });
    expect(parsePartialJson('<think>The user wants {json}</think>\n{"a": 1}').value).toEqual({ a: 1 });
    expect(parsePartialJson('<think>still thinking about {').value).toBeUndefined();
    expect(parsePartialJson('Just prose, no JSON yet')).toEqual({ value: undefined, complete: false, openPath: [] });
    expect(findJsonStart('```json\n{')).toBe(8);
  });

  it('repairs the mistakes models make', () => {
    expect(parsePartialJson('{"a": [1, 2, ], "b": {"c": 1,},}').value).toEqual({ a: [1, 2], b: { c: 1 } });
    expect(parsePartialJson('{"a": 1 "b": 2}').value).toEqual({ a: 1, b: 2 });
    expect(parsePartialJson("{'a': 'it\\'s', b: True, c: None}").value).toEqual({ a: "it's", b: true, c: null });
    expect(parsePartialJson('{"a": 1, // note\n "b": /* x */ 2}').value).toEqual({ a: 1, b: 2 });
    expect(parsePartialJson('{"a": "line\nbreak"}').value).toEqual({ a: 'line\nbreak' });
  });

  it('throws JsonSyntaxError with the position of text that cannot be JSON', () => {
    const text = '{"a": 1, "b": oops}';
    expect(() => parsePartialJson(text)).toThrow(JsonSyntaxError);
    try {
      parsePartialJson(text);
    } catch (error) {
      expect((error as JsonSyntaxError).position).toBe(text.indexOf('oops'));
    }
    expect(() => parsePartialJson('{"a": [1 2}')).toThrow(/at character/);
    expect(() => parsePartialJson('{"a": 1; "b": 2}')).toThrow(JsonSyntaxError);
  });

  it('keeps __proto__ as plain data', () => {
    const value = parsePartialJson('{"__proto__": {"polluted": true}}').value as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('StreamingJson', () => {
  it('gives the value as it stands after every delta, and reads nothing after the document closes', () => {
    const json = new StreamingJson();
    expect(json.push('{"a": "x').value).toEqual({});
    expect(json.push('", "b": [1').value).toEqual({ a: 'x', b: [] });
    expect(json.push(']').value).toEqual({ a: 'x', b: [1] });
    expect(json.push('}\n```').complete).toBe(true);
    expect(json.push('{"more": 1}').value).toEqual({ a: 'x', b: [1] });
    expect(json.finished).toBe(false);
    json.push(' '.repeat(TRAILING_CHARS));
    expect(json.finished).toBe(true);
    expect(json.finish()).toMatchObject({ result: { complete: true }, syntaxError: null });
  });

  it('keeps what came before a syntax error', () => {
    const json = new StreamingJson();
    json.push('{"t": [{"h": 1}, {"h": 2}], "x": ???');
    expect(json.finished).toBe(true);
    json.push(' more }');
    const final = json.finish();
    expect(final.syntaxError).toBeInstanceOf(JsonSyntaxError);
    expect(final.result.value).toEqual({ t: [{ h: 1 }, { h: 2 }] });
    expect(final.result.complete).toBe(false);
  });
});
