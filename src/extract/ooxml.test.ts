import { describe, expect, it } from 'vitest';
import { FILE_DAMAGED, NESTED_TOO_DEEPLY, TOO_MANY_ELEMENTS, TOO_MANY_PARAGRAPHS, TOO_MUCH_TEXT } from './errors';
import { DEFAULT_LIMITS } from './limits';
import { createXmlBudget, measureXml, parseAttrs, scanXml, type XmlToken } from './ooxml';

const tokens = (xml: string): XmlToken[] => [...scanXml(xml)];
const texts = (xml: string): string => tokens(xml).flatMap((t) => (t.kind === 'text' ? [t.text] : [])).join('');
const budget = (limits: Partial<typeof DEFAULT_LIMITS>) => createXmlBudget({ ...DEFAULT_LIMITS, ...limits });

// Each hostile part is 100,000 repetitions: the regex scanner this replaces took minutes on such parts.
const N = 100_000;

describe('scanXml on well-formed parts', () => {
  it('gives tags, attributes (both quotes, entities, ">" inside values), text, CDATA, and skips comments and declarations', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE x><!-- a <b> comment --><a:t x="1 &amp; 2" y='a>b' z = "q"/>one &lt;two&gt;<![CDATA[<raw> &amp;]]></a:t>`;
    expect(tokens(xml)).toEqual([
      { kind: 'open', name: 'a:t', attrs: { x: '1 & 2', y: 'a>b', z: 'q' }, selfClosing: true },
      { kind: 'text', text: 'one <two>' },
      { kind: 'text', text: '<raw> &amp;' },
      { kind: 'close', name: 'a:t' },
    ]);
  });

  it('drops a "<" that starts no markup, as the text around it goes on', () => {
    expect(texts('a < b <1 c')).toBe('a  b 1 c');
  });

  it('parses attributes in one pass whatever stands between them', () => {
    expect(parseAttrs(' a="1" b c=\'2\' "d" e = "3" f="')).toEqual({ a: '1', c: '2', e: '3' });
    expect(parseAttrs(` ${'x'.repeat(N * 2)} ${'y '.repeat(N)}`)).toEqual({});
  });
});

describe('scanXml on hostile parts', () => {
  it.each([
    ['tags opened and never closed', '<a'.repeat(N)],
    ['unclosed comments', '<!--'.repeat(N)],
    ['unclosed CDATA sections', '<![CDATA['.repeat(N)],
    ['unclosed processing instructions', '<?'.repeat(N)],
    ['an attribute quote never closed', `<a b="${'<a b="'.repeat(N)}`],
    ["single quotes never closed", `<a b='${"<c d='".repeat(N)}`],
  ])('refuses %s as a damaged file', (_, hostile) => {
    expect(() => tokens(`<w:t>${hostile}`)).toThrow(FILE_DAMAGED);
  });

  it('reads on past stray "<" characters', () => {
    const text = texts(`<w:t>x${'<'.repeat(N)} y${'< '.repeat(N)}z</w:t>`);
    expect(text).toBe(`x y${' '.repeat(N)}z`);
  });

  it('reads tags opened inside a tag as part of it, up to the first ">"', () => {
    const all = tokens(`<w:t>before${'<a'.repeat(N)}</w:t>`);
    expect(all.map((t) => (t.kind === 'close' ? t.kind : t.kind === 'open' ? t.name : t.text))).toEqual(['w:t', 'before', 'a']);
  });

  it('refuses very deep nesting, and takes nesting within the cap', () => {
    expect(() => tokens('<a>'.repeat(N))).toThrow(NESTED_TOO_DEEPLY);
    const depth = DEFAULT_LIMITS.maxXmlDepth;
    expect(texts(`${'<a>'.repeat(depth)}deep${'</a>'.repeat(depth)}`)).toBe('deep');
    // Closing tags give depth back: siblings never add up.
    expect(texts('<a></a>'.repeat(N))).toBe('');
  });
});

describe('XML caps', () => {
  it('refuses a part with more elements than maxPartElements', () => {
    expect(() => measureXml('<a/>'.repeat(11), budget({ maxPartElements: 10 }))).toThrow(TOO_MANY_ELEMENTS);
    expect(() => measureXml('<a/>'.repeat(10), budget({ maxPartElements: 10 }))).not.toThrow();
  });

  it('counts paragraphs under any prefix, per part and over all parts', () => {
    expect(() => measureXml('<w:p/>'.repeat(4), budget({ maxPartParagraphs: 3 }))).toThrow(TOO_MANY_PARAGRAPHS);
    expect(() => measureXml('<x:p></x:p>'.repeat(4), budget({ maxPartParagraphs: 3 }))).toThrow(TOO_MANY_PARAGRAPHS);
    const shared = budget({ maxPartParagraphs: 3, maxTotalParagraphs: 5 });
    measureXml('<a:p/>'.repeat(3), shared);
    expect(() => measureXml('<a:p/>'.repeat(3), shared)).toThrow(TOO_MANY_PARAGRAPHS);
  });

  it('counts text, CDATA included, per part and over all parts', () => {
    expect(() => measureXml('<t>12345</t><t><![CDATA[678]]></t>', budget({ maxPartTextChars: 7 }))).toThrow(TOO_MUCH_TEXT);
    const shared = budget({ maxTotalTextChars: 8 });
    measureXml('<t>12345</t>', shared);
    expect(() => measureXml('<t>12345</t>', shared)).toThrow(TOO_MUCH_TEXT);
  });

  it('counts elements over all parts that share a budget', () => {
    const shared = budget({ maxTotalElements: 5 });
    measureXml('<a/><b/><c/>', shared);
    expect(() => measureXml('<a/><b/><c/>', shared)).toThrow(TOO_MANY_ELEMENTS);
  });

  it('refuses half a million tiny paragraphs at the paragraph cap', () => {
    const part = `<w:body>${'<w:p><w:r><w:t>a</w:t></w:r></w:p>'.repeat(500_000)}</w:body>`;
    expect(() => measureXml(part, createXmlBudget())).toThrow(TOO_MANY_PARAGRAPHS);
  });
});
