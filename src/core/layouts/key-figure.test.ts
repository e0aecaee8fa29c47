import { describe, expect, it } from 'vitest';
import { findFigure, keyFigure, leadingDelta } from './key-figure';

describe('keyFigure', () => {
  it('splits a heading that leads with its figure into figure and label', () => {
    expect(keyFigure('$38.6M revenue', 'Sourdough led.')).toEqual({ figure: '$38.6M', label: 'Revenue', context: 'Sourdough led.' });
    expect(keyFigure('31.5% gross margin', '')).toMatchObject({ figure: '31.5%', label: 'Gross margin' });
    expect(keyFigure('1,200 stores', 'Across Europe.')).toMatchObject({ figure: '1,200', label: 'Stores' });
    expect(keyFigure('20 million books', 'printed before 1501.')).toMatchObject({ figure: '20 million', label: 'Books', context: 'printed before 1501.' });
  });

  it('reads German, French and Spanish number formats', () => {
    expect(keyFigure('Umsatz: 1.234,5 €', '')).toMatchObject({ figure: '1.234,5 €', label: 'Umsatz' });
    expect(keyFigure('3,2 Mio. Kunden', '')).toMatchObject({ figure: '3,2 Mio.', label: 'Kunden' });
    expect(keyFigure('12 %', 'Marge')).toEqual({ figure: '12 %', label: '', context: 'Marge' });
    expect(keyFigure("38 600 € de chiffre d'affaires", '')).toMatchObject({ figure: '38 600 €', label: "Chiffre d'affaires" });
    expect(keyFigure('38,6 M€ de chiffre', '')).toMatchObject({ figure: '38,6 M€' });
    expect(keyFigure('2 200 empleados', 'En toda España.')).toMatchObject({ figure: '2 200', label: 'Empleados' });
    expect(keyFigure('3.2 Mio.', 'Downloads')).toMatchObject({ figure: '3.2 Mio.', label: '', context: 'Downloads' });
  });

  it('takes the figure from the opening of the text when the heading has none', () => {
    expect(keyFigure('Revenue', '$38.6M, ahead of plan.')).toEqual({ figure: '$38.6M', label: 'Revenue', context: 'Ahead of plan.' });
    expect(keyFigure('Revenue', 'Grew to $38.6M this year.')).toBeUndefined();
  });

  it('takes a change the text opens with as the delta, and keeps the rest as context', () => {
    expect(keyFigure('$38.6M revenue', 'Up 7.4% on Q3 last year, ahead of plan by $1.2M.')).toEqual({
      figure: '$38.6M', label: 'Revenue', delta: { text: 'Up 7.4% on Q3 last year', trend: 'up' }, context: 'Ahead of plan by $1.2M.',
    });
    expect(keyFigure('31.5% gross margin', '+1.8 pp, thanks to lower flour prices.')).toMatchObject({ delta: { text: '+1.8 pp', trend: 'up' }, context: 'Thanks to lower flour prices.' });
    expect(keyFigure('3,2 Mio. Kunden', '−3 % gegenüber dem Vorjahr; mehr Stammkunden.')).toMatchObject({
      delta: { text: '−3 % gegenüber dem Vorjahr', trend: 'down' }, context: 'Mehr Stammkunden.',
    });
    expect(keyFigure('Revenue', '$38.6M, up 7.4% on Q3 last year.')).toMatchObject({ delta: { text: 'Up 7.4% on Q3 last year' }, context: '' });
  });

  it('finds no figure in years, plain words or a figure deep in a sentence', () => {
    expect(keyFigure('1450', 'Gutenberg prints his first sheets.')).toBeUndefined();
    expect(keyFigure('Monastic scriptoria', 'Monks copied texts by hand.')).toBeUndefined();
    expect(findFigure('The chain grew steadily through a long and hard year to $38.6M')).toBeUndefined();
  });
});

describe('leadingDelta', () => {
  it('reads changes in four languages, with what they compare against', () => {
    expect(leadingDelta('+12 % vs Q2')).toEqual({ delta: { text: '+12 % vs Q2', trend: 'up' }, rest: '' });
    expect(leadingDelta('-0.4 pts over last year, after the price rise.')).toEqual({ delta: { text: '-0.4 pts over last year', trend: 'down' }, rest: 'After the price rise.' });
    expect(leadingDelta('en hausse de 4 % sur un an')?.delta).toEqual({ text: 'en hausse de 4 % sur un an', trend: 'up' });
    expect(leadingDelta('Down 3% on Q2.')?.delta.trend).toBe('down');
    expect(leadingDelta('Three openings this quarter.')).toBeUndefined();
    expect(leadingDelta('Sales up 9% in the north.')).toBeUndefined();
  });
});
