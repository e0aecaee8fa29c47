import { describe, expect, it } from 'vitest';
import { decimalMark, parseNumber } from './number';

describe('parseNumber', () => {
  it.each([
    ['1.10 €', '.', 1.1, '€'],
    ['$2,400', '.', 2400, '$'],
    ['12 kWh', '.', 12, 'kWh'],
    ['45%', '.', 45, '%'],
    ['45 %', '.', 45, '%'],
    ['1 234,5', ',', 1234.5, undefined],
    ['1.234.567', ',', 1234567, undefined],
    ["1'234.50", '.', 1234.5, undefined],
    ['€1,5', ',', 1.5, '€'],
    ['USD 12', '.', 12, 'USD'],
    ['3.5 bn', '.', 3.5, 'bn'],
    ['.5', '.', 0.5, undefined],
    ['1\u00a0234', '.', 1234, undefined],
  ] as const)('reads %s (decimal %s)', (cell, mark, value, unit) => {
    expect(parseNumber(cell, mark)).toEqual(unit === undefined ? { value } : { value, unit });
  });

  it.each([
    ['-12', -12],
    ['−12', -12],
    ['–12', -12],
    ['(12)', -12],
    ['($1,200)', -1200],
    ['-$12', -12],
    ['$-12', -12],
    ['+7', 7],
  ])('reads the negative %s', (cell, value) => {
    expect(parseNumber(cell)?.value).toBe(value);
  });

  it.each(['n/a', '', 'Q1', '2021 Q1', '1.2.3', '=SUM(A1:A3)', '12 34', '<b>12</b>', 'v2'])('refuses %j', (cell) => {
    expect(parseNumber(cell)).toBeUndefined();
  });

  it('reads a comma only as the decimal mark it was given', () => {
    expect(parseNumber('0,5', '.')).toBeUndefined();
    expect(parseNumber('0,5', ',')).toEqual({ value: 0.5 });
    expect(parseNumber('2,400', '.')).toEqual({ value: 2400 });
    expect(parseNumber('2,400', ',')).toEqual({ value: 2.4 });
  });
});

describe('decimalMark', () => {
  it('follows the figures that tell', () => {
    expect(decimalMark(['1,5', '2,25', '3'])).toBe(',');
    expect(decimalMark(['1.5', '2,400'])).toBe('.');
    expect(decimalMark(['1.234.567'])).toBe(',');
    expect(decimalMark(['1.234,5'])).toBe(',');
    expect(decimalMark(['1,234.5'])).toBe('.');
  });

  it('takes the hint when no figure tells', () => {
    expect(decimalMark(['2,400', '1,200'])).toBe('.');
    expect(decimalMark(['2,400', '1,200'], ',')).toBe(',');
  });
});
