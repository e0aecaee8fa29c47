import { describe, expect, it } from 'vitest';
import { decodeEntities, displayHtml, htmlToPlainText, isRichText, storedValue, textToHtml, textToStored } from './richtext';

describe('plain text or HTML', () => {
  it('reads a value with a "<" as HTML, like the slide renderer', () => {
    expect(isRichText('Plain & simple')).toBe(false);
    expect(isRichText('<b>Bold</b> text')).toBe(true);
  });

  it('shows plain text escaped, with its line breaks', () => {
    expect(textToHtml('Tom & Jerry\nsecond "line"')).toBe('Tom &amp; Jerry<br>second &quot;line&quot;');
    expect(displayHtml('a & b')).toBe('a &amp; b');
  });
});

describe('storedValue', () => {
  it('stores an edit without formatting as plain text', () => {
    expect(storedValue('Hello&nbsp;world &amp; more')).toBe('Hello world & more');
    expect(storedValue('one<br>two<br>')).toBe('one\ntwo');
  });

  it('keeps formatted HTML as it is', () => {
    expect(storedValue('<b>Bold</b> text')).toBe('<b>Bold</b> text');
    expect(storedValue('<span style="color: red">x</span>')).toBe('<span style="color: red">x</span>');
  });

  it('stores typed text with a "<" so that it still shows as typed', () => {
    expect(storedValue('a &lt; b')).toBe('<span>a &lt; b</span>');
    expect(htmlToPlainText(storedValue('&lt;b&gt;not bold&lt;/b&gt;'))).toBe('<b>not bold</b>');
  });
});

describe('htmlToPlainText', () => {
  it('returns plain text untouched', () => {
    expect(htmlToPlainText('Rivers & lakes')).toBe('Rivers & lakes');
  });

  it('drops markup, keeps lines, and never keeps script content', () => {
    expect(htmlToPlainText('<h1>Title</h1><div>one <b>two</b></div><ul><li>a</li><li>b</li></ul>')).toBe('Title\none two\na\nb');
    expect(htmlToPlainText('safe<script>alert(1)</script> text<img src=x onerror=alert(1)>')).toBe('safe text');
  });

  it('round-trips typed text through textToStored', () => {
    for (const text of ['plain', 'a < b & c', '<img src=x onerror=alert(1)>', 'two\nlines <i>']) {
      expect(htmlToPlainText(textToStored(text))).toBe(text);
    }
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric entities, leaves unknown ones', () => {
    expect(decodeEntities('&lt;&#65;&#x42;&amp;&copy;')).toBe('<AB&&copy;');
  });
});
