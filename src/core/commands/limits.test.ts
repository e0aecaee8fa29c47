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

  it('cuts plain text as text: a "<" or "&" near the cut is kept like any character', () => {
    expect(capText('Vec<T> & Option<T>', 6)).toBe('Vec<T>');
    expect(capText('if a<b then x', 5)).toBe('if a<');
    expect(capText('a &amp; b', 4)).toBe('a &a');
  });

  it('gives an empty string for a limit of 0', () => {
    expect(capText('abc', 0)).toBe('');
  });
});
