import { describe, expect, it } from 'vitest';
import { capText } from './limits';

describe('capText', () => {
  it('keeps text within the limit unchanged', () => {
    expect(capText('hello', 5)).toBe('hello');
  });

  it('cuts text past the limit', () => {
    expect(capText('hello world', 5)).toBe('hello');
  });

  it('does not split a surrogate pair', () => {
    // '😀' is two UTF-16 units; a cut at 2 would keep half of it.
    expect(capText('a😀b', 2)).toBe('a');
  });

  it('does not leave half a tag or half an entity', () => {
    expect(capText('<p>ab<strong>c', 8)).toBe('<p>ab');
    expect(capText('a &amp; b', 4)).toBe('a ');
    expect(capText('<p>ab</p>', 9)).toBe('<p>ab</p>');
  });

  it('gives an empty string for a limit of 0', () => {
    expect(capText('abc', 0)).toBe('');
  });
});
