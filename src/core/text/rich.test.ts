import { describe, expect, it } from 'vitest';
import { formattingFor, sameFormatting, withFormatting } from './rich';

describe('formattingFor', () => {
  it('gives the formatting only for the very text it was made for', () => {
    const rich = { text: 'Hi there', html: '<b>Hi</b> there' };
    expect(formattingFor('Hi there', rich)).toBe('<b>Hi</b> there');
    expect(formattingFor('Hi there!', rich)).toBeUndefined();
    expect(formattingFor('<b>Hi</b> there', undefined)).toBeUndefined();
  });
});

describe('withFormatting', () => {
  it('sets, replaces and removes one field, sharing the owner when nothing changes', () => {
    const owner: { heading: string; rich?: { heading?: { text: string; html: string } } } = { heading: 'x' };
    const set = withFormatting(owner, 'heading', { text: 'x', html: '<b>x</b>' });
    expect(set.rich).toEqual({ heading: { text: 'x', html: '<b>x</b>' } });
    expect(withFormatting(set, 'heading', { text: 'x', html: '<b>x</b>' })).toBe(set);
    expect(withFormatting(set, 'heading', undefined)).toEqual({ heading: 'x' });
    expect(withFormatting(owner, 'heading', undefined)).toBe(owner);
    expect(sameFormatting(undefined, undefined)).toBe(true);
  });
});
