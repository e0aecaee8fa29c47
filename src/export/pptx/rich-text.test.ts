import { describe, expect, it } from 'vitest';
import { pptxFileName } from './file-name';
import { htmlParagraphs, oneLine, textParagraphs, xmlSafe } from './rich-text';

const flat = (html: string) => htmlParagraphs(html).map((p) => p.map((r) => r.text).join(''));
const lines = (value: string, rich?: { text: string; html: string }) => textParagraphs(value, rich).map((p) => p.map((r) => r.text).join(''));

describe('textParagraphs', () => {
  it('keeps plain text as written, one paragraph per line, entities untouched', () => {
    expect(lines('One & two\nthree &amp; four')).toEqual(['One & two', 'three &amp; four']);
  });

  it('never reads a plain text as markup: every "<" and its words stay', () => {
    expect(lines('Vec<T> & Option<T>')).toEqual(['Vec<T> & Option<T>']);
    expect(lines('if a<b then x')).toEqual(['if a<b then x']);
    expect(lines('<b>typed as text</b>')).toEqual(['<b>typed as text</b>']);
  });

  it("uses the user's formatting only while it was made for this very text", () => {
    const rich = { text: 'Hello big', html: 'Hello <b>big</b>' };
    expect(textParagraphs('Hello big', rich)[0]).toEqual([{ text: 'Hello ' }, { text: 'big', bold: true }]);
    // The text changed since (a regenerated slide): the old formatting no longer applies.
    expect(textParagraphs('Goodbye', rich)).toEqual([[{ text: 'Goodbye' }]]);
  });
});

describe('htmlParagraphs', () => {
  it('turns editor HTML into formatted runs and paragraphs without interpreting anything', () => {
    const paragraphs = htmlParagraphs('<p>Hello <strong>big</strong> <em>world</em></p><p><u>under</u> <s>gone</s><br>next &lt;tag&gt; &#233;</p>');
    expect(paragraphs.map((p) => p.map((r) => r.text).join(''))).toEqual(['Hello big world', 'under gone', 'next <tag> é']);
    expect(paragraphs[0]!.find((r) => r.text === 'big')).toMatchObject({ bold: true });
    expect(paragraphs[0]!.find((r) => r.text === 'world')).toMatchObject({ italic: true });
    expect(paragraphs[1]!.find((r) => r.text === 'under')).toMatchObject({ underline: true });
    expect(paragraphs[1]!.find((r) => r.text === 'gone')).toMatchObject({ strike: true });
  });

  it('drops script and style content and reads bold/italic from inline styles', () => {
    expect(flat('<script>alert(1)</script>safe<style>p{}</style>')).toEqual(['safe']);
    // A self-closing script has no end tag: the text after it is still there.
    expect(flat('before<script/>after<style />end')).toEqual(['beforeafterend']);
    const runs = htmlParagraphs('<span style="font-weight: bold">B</span><span style="font-style:italic">I</span>')[0]!;
    expect(runs).toEqual([{ text: 'B', bold: true }, { text: 'I', italic: true }]);
  });

  it('removes characters XML cannot hold', () => {
    expect(xmlSafe('a\u0000b\u0008c\u000Bd\uFFFFe\uD800f')).toBe('abcdef');
    expect(oneLine('Hi\u0001 there\n<b>')).toBe('Hi there <b>');
  });
});

describe('pptxFileName', () => {
  it('sanitises the title to lowercase letters, digits and underscores', () => {
    expect(pptxFileName('Q3 Results: Café & Co!')).toBe('q3_results_cafe_co.pptx');
    expect(pptxFileName('../../etc/passwd')).toBe('etc_passwd.pptx');
    expect(pptxFileName('  ')).toBe('presentation.pptx');
    expect(pptxFileName('日本語')).toBe('presentation.pptx');
  });
});

describe('hostile formatting HTML (an imported deck file)', () => {
  it('reads 100,000 unclosed tags and comments in one pass, keeping their characters as text', () => {
    const unclosed = '<a'.repeat(100_000);
    expect(flat(unclosed)).toEqual([unclosed]);
    expect(flat(`a<!--x-->b${'<!--'.repeat(50_000)}`)).toEqual(['ab']);
  });
});
