import { describe, expect, it } from 'vitest';
import { chartView, columnInfo, headerUnit, type ChartViewResult } from './columns';
import { NO_NUMERIC_COLUMN } from './messages';

const error = (r: ChartViewResult): string => (r.ok ? 'no error' : r.error);

describe('columnInfo', () => {
  it('tells numeric columns and their units', () => {
    const info = columnInfo({ columns: ['Item', 'Cost', 'Energy [kWh]', 'Share'], rows: [['Panels', '1.10 €', '12', '40 %'], ['Inverter', '0.30 €', '', '60 %']] });
    expect(info.map((c) => [c.numeric, c.unit ?? null])).toEqual([
      [false, null],
      [true, '€'],
      [true, 'kWh'],
      [true, '%'],
    ]);
  });

  it('reads header units', () => {
    expect(headerUnit('Cost (€)')).toBe('€');
    expect(headerUnit('Share in %')).toBe('%');
    expect(headerUnit('Region')).toBeUndefined();
  });
});

describe('chartView', () => {
  it('makes categories from the first column and series from numeric ones, empty cells as gaps', () => {
    const r = chartView({ columns: ['Quarter', 'Revenue', 'Note', 'Cost'], rows: [['Q1', '$2,400', 'launch', '(300)'], ['Q2', '$3,100', '', ''], ['Q3', '$2,900', 'promo', '−120']] });
    expect(r).toEqual({
      ok: true,
      view: {
        categories: ['Q1', 'Q2', 'Q3'],
        series: [
          { name: 'Revenue', values: [2400, 3100, 2900], unit: '$' },
          { name: 'Cost', values: [-300, null, -120] },
        ],
      },
    });
  });

  it('reads decimal commas from the column, or from the hint', () => {
    const r = chartView({ columns: ['Jahr', 'Umsatz'], rows: [['2022', '1,5'], ['2023', '2,25']] });
    expect(r.ok && r.view.series[0]?.values).toEqual([1.5, 2.25]);
    const hinted = chartView({ columns: ['Jahr', 'Umsatz'], rows: [['2022', '1.500'], ['2023', '2.250']] }, ',');
    expect(hinted.ok && hinted.view.series[0]?.values).toEqual([1500, 2250]);
  });

  it('names a cell that is not a number in a numeric series', () => {
    const table = { columns: ['Region', 'Q1', 'Q2'], rows: [['A', '1', '2'], ['B', '3', '4'], ['C', '5', '6'], ['D', '7', 'n/a']] };
    expect(error(chartView(table))).toBe("Row 4, column 'Q2': 'n/a' is not a number.");
  });

  it('names a formula in a numeric series', () => {
    expect(error(chartView({ columns: ['A', 'B'], rows: [['x', '1'], ['y', '=B1*2'], ['z', '3']] }))).toBe("Row 2, column 'B': '=B1*2' is a formula; formulas are not calculated here.");
  });

  it('refuses mixed units, and data with no figures', () => {
    expect(error(chartView({ columns: ['A', 'E'], rows: [['x', '12 kWh'], ['y', '3 MWh']] }))).toBe("Column 'E' mixes units: 'kWh' and 'MWh'.");
    expect(error(chartView({ columns: ['A', 'B'], rows: [['x', 'yes'], ['y', 'no']] }))).toBe(NO_NUMERIC_COLUMN);
    expect(error(chartView({ columns: ['A', 'B', 'C'], rows: [['x', '1', ''], ['y', '2', '']] }))).toBe("Column 'C' has no numbers: a chart needs at least one.");
  });
});
