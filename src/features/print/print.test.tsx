import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { slideLook } from '../../ui/slide/slide-look';
import { NotesPage, slideTitle, type PrintSlide } from './NotesPage';
import { printState, registerPrintLayer, requestPdfExport } from './print-state';
import { PrintDocument } from './PrintDocument';
import { capped, fitSettled } from './ready';
import { isPdfShortcut } from './usePdfShortcut';

const look = slideLook({ selectedTheme: 'classic-dark', selectedTitleFont: 'font-playfair', selectedBodyFont: 'font-lato' });
const title: PrintSlide = { id: 0, type: 'title', title: 'Deep Sea Vents', description: 'Life without sunlight', notes: '' };
const topic: PrintSlide = {
  id: 1,
  type: 'topic',
  title: 'Black Smokers',
  description: 'Why they matter.',
  topic: { heading: 'Black Smokers', overview: 'Why they matter.', subtopics: [{ heading: 'Heat', overview: 'Very hot.' }] },
  notes: '<img src=x onerror="alert(1)"> & more',
};

describe('requestPdfExport', () => {
  afterEach(() => {
    printState.dialogOpen = false;
  });

  it('opens nothing without a print layer, and the dialog with one; the last layer leaving closes it', () => {
    expect(requestPdfExport()).toBe(false);
    expect(printState.dialogOpen).toBe(false);
    const unregister = registerPrintLayer();
    expect(requestPdfExport()).toBe(true);
    expect(printState.dialogOpen).toBe(true);
    unregister();
    expect(printState.dialogOpen).toBe(false);
    expect(requestPdfExport()).toBe(false);
  });
});

describe('isPdfShortcut', () => {
  const key = (over: Partial<Parameters<typeof isPdfShortcut>[0]>) => ({ key: 'p', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...over });
  it('is Ctrl+P or Cmd+P, and not with Shift or Alt or without a modifier', () => {
    expect(isPdfShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isPdfShortcut(key({ metaKey: true, key: 'P' }))).toBe(true);
    expect(isPdfShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPdfShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isPdfShortcut(key({}))).toBe(false);
    expect(isPdfShortcut(key({ ctrlKey: true, key: 's' }))).toBe(false);
  });
});

describe('print pages', () => {
  it('draws one slide page per slide, and a notes page after each when asked', () => {
    const without = renderToStaticMarkup(<PrintDocument slides={[title, topic]} look={look} notes={false} />);
    expect(without.match(/data-print-page="slide"/g)).toHaveLength(2);
    expect(without).not.toContain('data-print-page="notes"');
    expect(without).toContain('Deep Sea Vents');
    const withNotes = renderToStaticMarkup(<PrintDocument slides={[title, topic]} look={look} notes />);
    expect(withNotes.match(/data-print-page="(slide|notes)"/g)).toEqual(['data-print-page="slide"', 'data-print-page="notes"', 'data-print-page="slide"', 'data-print-page="notes"']);
  });

  it('writes notes as text (never markup), and says so when a slide has none', () => {
    const html = renderToStaticMarkup(<NotesPage slide={topic} position={2} total={2} look={look} />);
    expect(html).toContain('Slide 2 of 2');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; more');
    expect(html).not.toContain('<img');
    expect(renderToStaticMarkup(<NotesPage slide={title} position={1} total={2} look={look} />)).toContain('No notes for this slide.');
  });

  it('names a slide by its title, or its topic heading', () => {
    expect(slideTitle(title)).toBe('Deep Sea Vents');
    expect(slideTitle({ ...topic, topic: { heading: 'Vent heat', overview: '', subtopics: [] } })).toBe('Vent heat');
  });
});

describe('readiness', () => {
  it('caps a wait that never ends, and never rejects', async () => {
    await expect(capped(new Promise(() => undefined), 5)).resolves.toBeUndefined();
    await expect(capped(Promise.reject(new Error('x')), 1000)).resolves.toBeUndefined();
  });

  it('waits for every slide to leave data-fit="pending", or for the deadline', async () => {
    let pending = 2;
    const root = { querySelector: () => (pending > 0 ? {} : null) } as unknown as ParentNode;
    const frames: (() => void)[] = [];
    const settled = fitSettled(root, Date.now() + 60_000, (cb) => frames.push(cb));
    let done = false;
    void settled.then(() => (done = true));
    for (; pending >= 0; pending -= 1) frames.shift()?.();
    await settled;
    expect(done).toBe(true);
    await expect(fitSettled({ querySelector: () => ({}) } as unknown as ParentNode, Date.now() - 1)).resolves.toBeUndefined();
  });
});
