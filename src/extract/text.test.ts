import { describe, expect, it } from 'vitest';
import { FILE_TYPE_NOT_SUPPORTED } from '../core/errors';
import { capText, decodeTextFile, normalizeText } from './text';

const utf16le = (s: string) => new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(s, 'utf16le'))]);

describe('decodeTextFile', () => {
  it('strips a UTF-8 BOM and reads UTF-16 with a BOM', () => {
    expect(decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, 0x48, 0x69]))).toBe('Hi');
    expect(decodeTextFile(utf16le('Ocean — plastic'))).toBe('Ocean — plastic');
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(() => decodeTextFile(new Uint8Array([0x4d, 0x5a, 0x90, 0xff]))).toThrow(FILE_TYPE_NOT_SUPPORTED);
  });
});

describe('normalizeText', () => {
  it('collapses spaces, trims lines, keeps one blank line between paragraphs', () => {
    const raw = '  Title \r\n\r\n\r\n\r\nFirst\u00a0 line\t of text \nsecond\u200b line\n\n\n\fNext   para  ';
    expect(normalizeText(raw)).toBe('Title\n\nFirst line of text\nsecond line\n\nNext para');
  });

  it('keeps Markdown indentation when asked', () => {
    expect(normalizeText('- a\n\t- b  c\n', true)).toBe('- a\n    - b c');
  });
});

describe('capText', () => {
  it('leaves short text alone', () => {
    expect(capText('short', 10)).toEqual({ text: 'short', truncated: false });
  });

  it('cuts at the last paragraph break that fits, and says so', () => {
    const text = `${'a'.repeat(90)}\n\n${'b'.repeat(50)}`;
    expect(capText(text, 100)).toEqual({ text: 'a'.repeat(90), truncated: true });
  });

  it('never leaves half a surrogate pair', () => {
    const { text } = capText('x'.repeat(9) + '😀', 10);
    expect(text).toBe('x'.repeat(9));
  });
});
