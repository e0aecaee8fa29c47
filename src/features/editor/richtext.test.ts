import { describe, expect, it } from 'vitest';
import { displayHtml, editChanges, editedValue, textToHtml } from './richtext';

describe('displayHtml', () => {
  it('shows plain text escaped, with its line breaks, whatever it contains', () => {
    expect(textToHtml('Tom & Jerry\nsecond "line"')).toBe('Tom &amp; Jerry<br>second &quot;line&quot;');
    expect(displayHtml('a & b')).toBe('a &amp; b');
    // Without a formatting record a '<' is text: no guessing from the content.
    expect(displayHtml('<b>Bold</b> Vec<T>')).toBe('&lt;b&gt;Bold&lt;/b&gt; Vec&lt;T&gt;');
  });

  it('ignores formatting made for another text', () => {
    expect(displayHtml('New words', { text: 'Old words', html: '<b>Old</b> words' })).toBe('New words');
  });
});

describe('editedValue', () => {
  it('stores an edit without formatting as plain text', () => {
    expect(editedValue('Hello&nbsp;world &amp; more')).toEqual({ text: 'Hello world & more' });
    expect(editedValue('one<br>two<br>')).toEqual({ text: 'one\ntwo' });
  });

  it('keeps formatted HTML as the formatting of its plain text', () => {
    expect(editedValue('<b>Bold</b> text')).toEqual({ text: 'Bold text', html: '<b>Bold</b> text' });
    expect(editedValue('<span style="color: red">x &amp; y</span>')).toEqual({ text: 'x & y', html: '<span style="color: red">x &amp; y</span>' });
    expect(editedValue('<ul><li>a</li><li>b</li></ul>')).toEqual({ text: 'a\nb', html: '<ul><li>a</li><li>b</li></ul>' });
  });

  it('stores typed markup characters as the text typed, never as formatting', () => {
    expect(editedValue('&lt;b&gt;not bold&lt;/b&gt;')).toEqual({ text: '<b>not bold</b>' });
    expect(editedValue('Vec&lt;T&gt; &amp; Option&lt;T&gt;')).toEqual({ text: 'Vec<T> & Option<T>' });
    expect(editedValue('if a&lt;b then x')).toEqual({ text: 'if a<b then x' });
  });
});

describe('editChanges', () => {
  it('sees a change of the text or of its formatting, and nothing else', () => {
    const rich = { text: 'Hi there', html: '<b>Hi</b> there' };
    expect(editChanges({ text: 'Hi there', html: '<b>Hi</b> there' }, 'Hi there', rich)).toBe(false);
    expect(editChanges({ text: 'Hi there' }, 'Hi there', rich)).toBe(true);
    expect(editChanges({ text: 'Hi there', html: '<i>Hi</i> there' }, 'Hi there', rich)).toBe(true);
    expect(editChanges({ text: 'Hi' }, 'Hi', undefined)).toBe(false);
    // Stale formatting (made for other text) is no formatting.
    expect(editChanges({ text: 'Bye' }, 'Bye', rich)).toBe(false);
  });
});
