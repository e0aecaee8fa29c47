import { describe, expect, it } from 'vitest';
import { isKeyFigures, leadingFigure } from './figures';
import { fold } from './text';
import { read } from './testing';

const figure = (text: string) => leadingFigure(fold(text));

describe('leadingFigure', () => {
  it('reads money, percentages, magnitudes and counts with a unit, in four languages', () => {
    for (const text of ['$38.6M revenue', 'Revenue: $38.6M', '+4.2 % like-for-like', '1,240 customers', '12 Filialen', '3,5 Mio. €', '38 600 € de chiffre', '2 200 empleados', '15 % más', '31.5% gross margin']) {
      expect(figure(text), text).toBeDefined();
    }
  });

  it('does not read years, step numbers, small bare counts or durations as figures', () => {
    for (const text of ['In 1998 we', 'Step 3', '5 tips', '12 months', '30 days of leave', 'Q3 2024 results', 'Tag 3']) {
      expect(figure(text), text).toBeUndefined();
    }
  });
});

describe('isKeyFigures', () => {
  it("takes a quarter's key figures, in four languages", () => {
    expect(isKeyFigures(read('Q3 at a glance', [['$38.6M revenue', 'Up 7.4% on last year.'], ['31.5% gross margin', '+1.8 pp.'], ['52 stores', 'Three openings.']]))).toBe(true);
    expect(isKeyFigures(read('Q3 auf einen Blick', [['38,6 Mio. € Umsatz', '+7,4 % zum Vorjahr.'], ['52 Filialen', 'Drei Eröffnungen.']]))).toBe(true);
    expect(isKeyFigures(read('Le T3 en bref', [['38,6 M€ de chiffre', '+7,4 %.'], ['52 boutiques', 'Trois ouvertures.']]))).toBe(true);
    expect(isKeyFigures(read('El T3 en cifras', [['38,6 millones de euros', 'Un 7,4 % más.'], ['52 tiendas', 'Tres aperturas.']]))).toBe(true);
  });

  it('does not take paragraphs that mention a percentage, or plain points', () => {
    const regional = read('Regional performance', [
      ['North', 'Sales up 9% on the strength of the two new city stores and longer weekend opening hours.'],
      ['South', 'Sales up 4%; the summer heat kept customers away from our older stores without air conditioning.'],
      ['Coast', 'Sales up 12%, our best region, with tourist traffic well above the last three summers.'],
      ['Online', 'Pre-orders up 31% after the app redesign; pickup now accounts for one order in eight.'],
    ]);
    expect(isKeyFigures(regional)).toBe(false);
    expect(isKeyFigures(read('Our tools', ['Slack', 'GitHub', 'Figma']))).toBe(false);
  });
});
