import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createDefaultPresentationSettings } from '../../core/schemas/config';
import { slideSchema } from '../../core/schemas/slide';
import { createDeckStore } from '../../state/deck';
import { deckForExport, progressText } from './export-pptx';
import { ALL_NATIVE_TEXT, DIFFERENCES_TEXT, ExportReportDialog, exportedText } from './ExportReportDialog';

describe('export progress and report texts', () => {
  it('counts slides from 1 and ends with the file step', () => {
    expect(progressText(null)).toBe('Exporting…');
    expect(progressText({ done: 0, total: 13, label: 'Exporting slide 1 of 12' })).toBe('Exporting 1 of 12…');
    expect(progressText({ done: 2, total: 13, label: 'Exporting slide 3 of 12' })).toBe('Exporting 3 of 12…');
    expect(progressText({ done: 12, total: 13, label: 'Writing file' })).toBe('Writing file…');
  });

  it('says how many slides were exported', () => {
    expect(exportedText({ slidesExported: 11, slidesTotal: 12, issues: [] })).toBe('Exported 11 of 12 slides');
    expect(exportedText({ slidesExported: 1, slidesTotal: 1, issues: [] })).toBe('Exported 1 of 1 slide');
  });

  it('lists the issues as text, or says everything is native', () => {
    const issues = [{ slide: 2, kind: 'image-skipped' as const, message: 'Slide 2: <b>the image</b> could not be downloaded.' }];
    const withIssues = renderToStaticMarkup(<ExportReportDialog report={{ slidesExported: 3, slidesTotal: 3, issues }} onClose={() => undefined} />);
    expect(withIssues).toContain('<li>Slide 2: &lt;b&gt;the image&lt;/b&gt; could not be downloaded.</li>');
    expect(withIssues).not.toContain(ALL_NATIVE_TEXT);
    expect(withIssues).toContain(DIFFERENCES_TEXT);
    const clean = renderToStaticMarkup(<ExportReportDialog report={{ slidesExported: 3, slidesTotal: 3, issues: [] }} fileName="deck.pptx" onClose={() => undefined} />);
    expect(clean).toContain(ALL_NATIVE_TEXT);
    expect(clean).toContain('Exported 3 of 3 slides');
    expect(clean).toContain('deck.pptx');
  });
});

describe('deckForExport', () => {
  it('hands the exporter plain data of the open deck', () => {
    const store = createDeckStore();
    const settings = createDefaultPresentationSettings({ selectedTheme: 'golden-hour' });
    store.load({ title: 'Rivers', slides: [slideSchema.parse({ id: 0, type: 'title', title: 'Rivers' })], settings });
    const deck = deckForExport(store);
    expect(deck.title).toBe('Rivers');
    expect(deck.slides.map((s) => s.title)).toEqual(['Rivers']);
    expect(deck.settings.selectedTheme).toBe('golden-hour');
    expect(structuredClone(deck)).toEqual(deck);
  });
});
