import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN, safeRedirect, validateLoginSearch } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/app', '/app'],
    ['/start', '/start'],
    ['/home?presentationId=42#slide-3', '/home?presentationId=42#slide-3'],
    ['  /generate?source=file_upload ', '/generate?source=file_upload'],
    ['/a/../app', '/app'],
  ])('keeps the same-origin path %j', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    ['https://evil.example/app'],
    ['//evil.example/app'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['app'],
    ['/\tjavascript:alert(1)'],
    ['/app\nSet-Cookie: x=1'],
    ['/login'],
    ['/login?redirect=%2Fapp'],
    [''],
    [undefined],
    [42],
  ])('refuses %j and falls back to /app', (input) => {
    expect(safeRedirect(input)).toBe(AFTER_SIGN_IN);
  });

  it('uses the fallback it is given', () => {
    expect(safeRedirect('https://evil.example', '/start')).toBe('/start');
  });
});

describe('validateLoginSearch', () => {
  it('keeps a string redirect and drops anything else instead of failing the page', () => {
    expect(validateLoginSearch({ redirect: '/start' })).toEqual({ redirect: '/start' });
    expect(validateLoginSearch({})).toEqual({});
    expect(validateLoginSearch({ redirect: 12 })).toEqual({});
    expect(validateLoginSearch({ redirect: ['/a', '/b'] })).toEqual({});
  });
});
