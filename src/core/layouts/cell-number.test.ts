import { describe, expect, it } from 'vitest';
import { figureValue, isFigureCell, isFigureColumn } from './cell-number';

describe('figure cells', () => {
  it('reads figures with signs, currencies, units and decimal commas', () => {
    for (const cell of ['1,234.5', '1.234,5 €', '-12 %', '$38.6M', '+1.8 pp', '2 200 kWh', '(12)', '€ 4,20', '0.5x', '12 m²', '2024']) {
      expect(isFigureCell(cell), cell).toBe(true);
    }
  });

  it('does not read words, quarters or mixed text as figures', () => {
    for (const cell of ['North', 'Q1', 'Up 7 %', 'about 12', '12 stores in town', '', '–']) {
      expect(isFigureCell(cell), cell).toBe(false);
    }
  });

  it('calls a column of figures and blanks a figure column, not one with words', () => {
    expect(isFigureColumn(['1,2 M€', '–', '0,9 M€', 'n/a'])).toBe(true);
    expect(isFigureColumn(['1,2 M€', 'pending'])).toBe(false);
    expect(isFigureColumn(['–', ''])).toBe(false);
  });
});

describe('figure values', () => {
  it('reads the number a figure writes in English and European notation', () => {
    expect(figureValue('$38.6M')).toBe(38.6);
    expect(figureValue('1,200')).toBe(1200);
    expect(figureValue('1.234,5 €')).toBe(1234.5);
    expect(figureValue('-12 %')).toBe(-12);
    expect(figureValue('31.5%')).toBe(31.5);
    expect(figureValue('2 200')).toBe(2200);
    expect(figureValue('3,2 Mio.')).toBe(3.2);
    expect(figureValue('none')).toBeUndefined();
  });
});
