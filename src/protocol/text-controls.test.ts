import { describe, expect, it } from 'vitest';
import { cleanJsonInPlace, cleanText, hasControls, jsonMayHaveControls } from './text-controls';
import { parseAll } from './parser';

describe('cleanText', () => {
  it('removes a right-to-left override, so a file name reads as it is', () => {
    expect(cleanText('Invoice \u202Egnp.exe')).toBe('Invoice gnp.exe');
  });

  it('removes bidi embeddings, isolates and marks, zero-width spaces, BOMs and control characters', () => {
    const hidden = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200B', '\u200E', '\u200F', '\u061C', '\uFEFF', '\u2060', '\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009F'];
    for (const c of hidden) expect(cleanText(`a${c}b`), `U+${c.charCodeAt(0).toString(16)}`).toBe('ab');
  });

  it('keeps tab, line feed, ZWJ and ZWNJ (emoji sequences and Persian words need them)', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect(cleanText(`a\tb\nc ${family} \u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645`)).toBe(`a\tb\nc ${family} \u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645`);
  });

  it('turns CR, CRLF and the Unicode line and paragraph separators into line feeds', () => {
    expect(cleanText('a\r\nb\rc\u2028d\u2029e')).toBe('a\nb\nc\nd\ne');
  });

  it('gives the same string back when there is nothing to remove', () => {
    const text = 'Vec<T> & Option<T> — "quoted" \u05E9\u05DC\u05D5\u05DD';
    expect(cleanText(text)).toBe(text);
    expect(hasControls(text)).toBe(false);
    expect(hasControls('x\u202Ey')).toBe(true);
  });
});

describe('cleanJsonInPlace', () => {
  it('cleans every string value at any depth, not the keys', () => {
    const value = { 'k\u200B': 'a\u202Eb', list: ['c\u2066d', { deep: [['e\u0000f']] }], n: 1, t: true, z: null };
    expect(cleanJsonInPlace(value)).toEqual({ 'k\u200B': 'ab', list: ['cd', { deep: [['ef']] }], n: 1, t: true, z: null });
    expect(cleanJsonInPlace('x\uFEFF')).toBe('x');
  });

  it('walks a hostile, deeply nested value without overflowing the stack', () => {
    let value: unknown = 'x\u202E';
    for (let i = 0; i < 200_000; i++) value = [value];
    expect(() => cleanJsonInPlace(value)).not.toThrow();
    let inner = value;
    while (Array.isArray(inner)) inner = inner[0] as unknown;
    expect(inner).toBe('x');
  });
});

describe('stream lines are cleaned whichever provider wrote them', () => {
  it('a topic line and a whole JSON document lose their bidi and invisible characters', () => {
    const line = { type: 'topic', topic_id: 'topic_1', heading: 'Invoice \u202Egnp.exe', overview: 'zero\u200Bwidth', subtopics: [{ heading: 'x\u2067y' }] };
    const [event] = parseAll(`${JSON.stringify(line)}\n`);
    expect(event).toMatchObject({ kind: 'line', line: { heading: 'Invoice gnp.exe', overview: 'zerowidth', subtopics: [{ heading: 'xy' }] } });
    const [doc] = parseAll(JSON.stringify({ title: 'T\u202Eitle', topics_array: ['a\u200Fb'] }, null, 2));
    expect(doc).toEqual({ kind: 'document', value: { title: 'Title', topics_array: ['ab'] } });
  });

  it('escaped in the JSON or written raw, the result is the same', () => {
    const raw = '{"type":"content","title":"A\u202EB","description":"C\\u202ED"}\n';
    expect(parseAll(raw)[0]).toMatchObject({ kind: 'line', line: { title: 'AB', description: 'CD' } });
  });
});

describe('jsonMayHaveControls', () => {
  it('sees raw controls and escapes that could decode to one, and nothing in ordinary text', () => {
    expect(jsonMayHaveControls('{"a":"x\u202Ey"}')).toBe(true);
    expect(jsonMayHaveControls('{"a":"x\\u202Ey"}')).toBe(true);
    expect(jsonMayHaveControls('{"a":"x\\by\\fz\\r"}')).toBe(true);
    expect(jsonMayHaveControls('{"a":"Vec<T> & \\"quoted\\" \\n\\t 中文 😀"}')).toBe(false);
  });
});
