import { describe, expect, it } from 'vitest';
import { pptxFileName } from './file-name';
import { plainWords, richParagraphs, xmlSafe } from './rich-text';

const flat = (value: string) => richParagraphs(value).map((p) => p.map((r) => r.text).join(''));

describe('richParagraphs', () => {
  it('keeps plain text as written, one paragraph per line, entities untouched', () => {
    expect(flat('One & two\nthree &amp; four')).toEqual(['One & two', 'three &amp; four']);
  });

  it('turns editor HTML into formatted runs and paragraphs without interpreting anything', () => {
    const paragraphs = richParagraphs('<p>Hello <strong>big</strong> <em>world</em></p><p><u>under</u> <s>gone</s><br>next &lt;tag&gt; &#233;</p>');
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
    const runs = richParagraphs('<span style="font-weight: bold">B</span><span style="font-style:italic">I</span>')[0]!;
    expect(runs).toEqual([{ text: 'B', bold: true }, { text: 'I', italic: true }]);
  });

  it('removes characters XML cannot hold', () => {
    expect(xmlSafe('a\u0000b\u0008c\u000Bd\uFFFFe\uD800f')).toBe('abcdef');
    expect(plainWords('<b>Hi</b>\u0001 there')).toBe('Hi there');
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
