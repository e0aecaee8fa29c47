import { describe, it, expect } from 'vitest';
import { parseOutlineText, unwrapCodeFences } from './parse';
import { fallbackOutline } from './fallback';
import { titleFromInput } from './title';
import type { OutlineResult } from '../schemas/outline';

const options = { inputText: 'Renewable energy for cities', numberOfSlides: 10 };

describe('unwrapCodeFences', () => {
  it('strips a ```json fence', () => {
    expect(unwrapCodeFences('```json\n{"a":1}\n```')).toBe('{"a":1}');
  });

  it('strips a bare ``` fence', () => {
    expect(unwrapCodeFences('```\n[1,2]\n```')).toBe('[1,2]');
  });

  it('ignores prose before and after the fence', () => {
    const text = 'Sure! Here is your outline:\n\n```json\n{"title":"X"}\n```\n\nLet me know if you need changes.';
    expect(unwrapCodeFences(text)).toBe('{"title":"X"}');
  });

  it('prefers the block that holds JSON', () => {
    expect(unwrapCodeFences('```text\nnotes\n```\n```json\n{"b":2}\n```')).toBe('{"b":2}');
  });

  it('strips an opening fence that never closes', () => {
    expect(unwrapCodeFences('```json\n{"title":"cut')).toBe('{"title":"cut');
  });

  it('returns unfenced text trimmed', () => {
    expect(unwrapCodeFences('  {"a":1}\n')).toBe('{"a":1}');
  });
});

describe('titleFromInput', () => {
  it('collapses whitespace and keeps short input whole', () => {
    expect(titleFromInput('  Coral   reefs\nof the world ')).toBe('Coral reefs of the world');
  });

  it('cuts long input at a word boundary within 80 characters', () => {
    const text = 'word '.repeat(40);
    const title = titleFromInput(text);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title.endsWith('word')).toBe(true);
  });

  it('hard-cuts a single long word and gives empty for blank input', () => {
    expect(titleFromInput('x'.repeat(200))).toHaveLength(80);
    expect(titleFromInput('   ')).toBe('');
  });
});

describe('parseOutlineText', () => {
  it('parses plain JSON', () => {
    expect(parseOutlineText('{"title":"A","topics_array":["x"]}', options)).toEqual({ title: 'A', topics_array: ['x'] });
  });

  it('parses fenced JSON surrounded by prose', () => {
    const text = 'Here you go:\n```json\n{"title":"Fenced"}\n```\nEnjoy!';
    expect(parseOutlineText(text, options)).toEqual({ title: 'Fenced' });
  });

  it('parses JSON wrapped in prose without fences', () => {
    expect(parseOutlineText('The outline is {"title":"Inline"} as requested.', options)).toEqual({ title: 'Inline' });
  });

  it('parses a JSON document encoded as a JSON string', () => {
    expect(parseOutlineText(JSON.stringify(JSON.stringify({ title: 'Twice' })), options)).toEqual({ title: 'Twice' });
  });

  it('falls back on markdown with is_fallback and parse_error set', () => {
    const text = '# Green Cities\n\n## Solar roofs\nPanels on every roof.\n## Wind corridors\n- Small turbines\n';
    const result = parseOutlineText(text, options) as OutlineResult;
    expect(result.is_fallback).toBe(true);
    expect(result.parse_error).toBe(true);
    expect(result.error).toBe('Failed to parse outline response');
    expect(result.title).toBe('Green Cities');
    expect(result.topics_array).toEqual(['Solar roofs', 'Wind corridors']);
    expect(result.topic_1?.overview).toBe('Panels on every roof.');
    expect(result.topic_2?.overview).toBe('Small turbines');
  });
});

describe('fallbackOutline', () => {
  it("reads numbered lines, 'Slide N:' lines and bold lines", () => {
    const text = [
      'Title: Urban Farming',
      '1. Why grow food in cities',
      'Slide 3: Rooftop gardens',
      '**Vertical farms**',
      '2) **Policy**: zoning and permits',
    ].join('\n');
    const result = fallbackOutline(text, options);
    expect(result.title).toBe('Urban Farming');
    expect(result.topics_array).toEqual(['Why grow food in cities', 'Rooftop gardens', 'Vertical farms', 'Policy']);
    expect(result.topic_4?.overview).toBe('zoning and permits');
  });

  it('uses the input text as the title when the text has none', () => {
    const result = fallbackOutline('1. First\n2. Second', options);
    expect(result.title).toBe('Renewable energy for cities');
  });

  it('keeps prose before the first heading as the description', () => {
    expect(fallbackOutline('An overview of things.\n1. First', options).description).toBe('An overview of things.');
  });

  it('recovers title and headings from JSON cut short', () => {
    const text = '{"title": "Cut \\"Short\\"", "topics_array": [{"heading": "One", "overview": "first"}, {"heading": "Two", "overv';
    const result = fallbackOutline(text, options);
    expect(result.title).toBe('Cut "Short"');
    expect(result.topics_array).toEqual(['One', 'Two']);
    expect(result.topic_1?.overview).toBe('first');
    expect(result.is_fallback).toBe(true);
  });

  it('cuts to the slide count and skips duplicates', () => {
    const text = Array.from({ length: 12 }, (_, i) => `${i + 1}. Point ${i % 6}`).join('\n');
    expect(fallbackOutline(text, { inputText: 'x', numberOfSlides: 5 }).topics_array).toEqual(['Point 0', 'Point 1', 'Point 2', 'Point 3']);
    expect(fallbackOutline(text, { inputText: 'x', numberOfSlides: 20 }).topics_array).toHaveLength(6);
  });

  it('finds no topics in text without headings', () => {
    expect(fallbackOutline('just a sentence', options).topics_array).toEqual([]);
  });
});
