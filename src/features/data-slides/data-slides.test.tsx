// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useSnapshot } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { createDefaultPresentationSettings } from '../../core/schemas/config';
import { slideSchema, type Slide } from '../../core/schemas/slide';
import { ServicesProvider, type Services } from '../../state/services';
import { testServices } from '../../state/services-testing';
import { DataGridPanel } from './DataGridPanel';
import { InsertDataButton } from './InsertDataDialog';

afterEach(cleanup);

const CHART = { kind: 'column', categories: ['North', 'South'], series: [{ name: 'Q1', values: [1.2, 0.9] }] };

function servicesWithDeck(): Services {
  const services = testServices();
  const slides = [
    slideSchema.parse({ id: 0, type: 'title', title: 'Sales' }),
    slideSchema.parse({ id: 1, type: 'topic', title: 'By region', topic: { heading: 'By region' }, layout: { type: 'chart', config: {} }, data: { chart: CHART } }),
  ];
  services.deck.load({ title: 'Sales', slides, settings: createDefaultPresentationSettings() });
  services.editor.reset();
  return services;
}

const values = (services: Services) => services.deck.slides()[1]?.data?.chart?.series[0]?.values;

function Grid() {
  const slide = useSnapshot(testDeck!.deck.state).slides[1] as Slide;
  return <DataGridPanel index={1} slide={slide} onClose={() => undefined} />;
}
let testDeck: Services | undefined;

function renderGrid(): Services {
  testDeck = servicesWithDeck();
  render(<ServicesProvider services={testDeck}><Grid /></ServicesProvider>);
  return testDeck;
}

describe('the data grid', () => {
  it('writes a typed number to the slide, one command each', () => {
    const services = renderGrid();
    const cell = screen.getByRole('textbox', { name: 'Row 2, Q1' });
    fireEvent.focus(cell);
    fireEvent.change(cell, { target: { value: '3.5' } });
    expect(values(services)).toEqual([1.2, 3.5]);
    expect(services.editor.state.canUndo).toBe(true);
  });

  it('keeps text that is not a number in the grid with its message, and the slide as it was', () => {
    const services = renderGrid();
    fireEvent.change(screen.getByRole('textbox', { name: 'Row 1, Q1' }), { target: { value: 'lots' } });
    expect(screen.getByRole('alert').textContent).toContain("Row 1, column 'Q1': 'lots' is not a number.");
    expect((screen.getByRole('textbox', { name: 'Row 1, Q1' }) as HTMLInputElement).value).toBe('lots');
    expect(values(services)).toEqual([1.2, 0.9]);
  });

  it('adds and removes rows and columns, and Ctrl+Z in the grid undoes the deck', async () => {
    const services = renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(services.deck.slides()[1]?.data?.chart?.categories).toEqual(['North', 'South', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Add column' }));
    expect(services.deck.slides()[1]?.data?.chart?.series.map((s) => s.name)).toEqual(['Q1', 'Column 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(services.deck.slides()[1]?.data?.chart?.categories).toEqual(['South', '']);
    // The deck's snapshot reaches the grid a microtask after the change.
    await act(async () => void fireEvent.keyDown(screen.getByRole('textbox', { name: 'Row 1, Q1' }), { key: 'z', ctrlKey: true }));
    expect(services.deck.slides()[1]?.data?.chart?.categories).toEqual(['North', 'South', '']);
    expect((screen.getByRole('textbox', { name: 'Row 1, column 1' }) as HTMLInputElement).value).toBe('North');
  });
});

describe('the chart kind', () => {
  it('changes in one step and keeps the figures', () => {
    const services = renderGrid();
    fireEvent.change(screen.getByRole('combobox', { name: 'Chart kind' }), { target: { value: 'bar' } });
    expect(services.deck.slides()[1]?.data?.chart).toMatchObject({ kind: 'bar', categories: ['North', 'South'] });
    services.editor.undo();
    expect(services.deck.slides()[1]?.data?.chart?.kind).toBe('column');
  });
});

describe('Insert table / chart', () => {
  function openDialog(): Services {
    const services = servicesWithDeck();
    render(<ServicesProvider services={services}><InsertDataButton /></ServicesProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Insert table / chart' }));
    return services;
  }

  it('refuses bad data with its message and inserts nothing', () => {
    const services = openDialog();
    fireEvent.change(screen.getByRole('textbox', { name: 'Data' }), { target: { value: 'Region,Q1\nNorth,1\nSouth,2,3' } });
    expect(screen.getByRole('alert').textContent).toBe('Row 2 has 3 cells, but the header has 2 columns.');
    fireEvent.click(screen.getByRole('button', { name: 'Insert slide' }));
    expect(services.deck.slides()).toHaveLength(2);
  });

  it('inserts the chart chosen after the current slide, undone in one step', () => {
    const services = openDialog();
    fireEvent.change(screen.getByRole('textbox', { name: 'Data' }), { target: { value: 'Month\tVisits\nJan\t4\nFeb\t5\nMar\t7' } });
    fireEvent.click(screen.getByRole('radio', { name: /Area chart/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Insert slide' }));
    const slides = services.deck.slides();
    expect(slides).toHaveLength(3);
    expect(slides[1]).toMatchObject({ title: 'Visits by Month', layout: { type: 'chart' }, data: { chart: { kind: 'area', categories: ['Jan', 'Feb', 'Mar'] } } });
    expect(services.deck.state.currentIndex).toBe(1);
    services.editor.undo();
    expect(services.deck.slides()).toHaveLength(2);
  });

  it('refuses a 10,000-row paste with the stated limit', () => {
    const services = openDialog();
    const rows = Array.from({ length: 10_000 }, (_, i) => `D${i},${i}`).join('\n');
    fireEvent.change(screen.getByRole('textbox', { name: 'Data' }), { target: { value: `Day,Visits\n${rows}` } });
    expect(screen.getByRole('alert').textContent).toBe('This paste has more than 1,000 rows of data: at most 1,000 fit a table or chart.');
    fireEvent.click(screen.getByRole('button', { name: 'Insert slide' }));
    expect(services.deck.slides()).toHaveLength(2);
  });
});
