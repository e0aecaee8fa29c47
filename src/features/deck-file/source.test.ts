import { describe, expect, it } from 'vitest';
import { parseDeckFile } from '../../core/deck-file';
import { sampleDeckFileDeck } from '../../core/deck-file/testing';
import { presentationsRepository } from '../../data/presentations';
import { sourcesRepository } from '../../data/sources';
import { freshDbs } from '../../data/testing';
import { createDeckStore } from '../../state/deck';
import { downloadDeckFile } from './download';
import { importDeckFile } from './import-flow';

const dbs = freshDbs();
const report = { name: 'report.pdf', text: 'Revenue grew.\n\nCosts fell.', pages: ['Revenue grew.', 'Costs fell.'] };

describe('a deck file carries the document the deck was made from', () => {
  it('is written by Download and kept again by Open, under the new deck', async () => {
    const db = dbs.make();
    const presentations = presentationsRepository(db);
    const sources = sourcesRepository(db);
    const sample = sampleDeckFileDeck('Quarterly report', 2);
    await presentations.save({ id: 'deck-1', title: sample.title, slides: [...sample.slides], settings: sample.settings });
    await sources.keep('deck-1', report);
    const store = createDeckStore();
    store.load({ deckId: 'deck-1', title: sample.title, slides: sample.slides, settings: sample.settings });
    const files: Blob[] = [];
    await downloadDeckFile({ store, presentations, sources, save: (blob) => void files.push(blob), notify: () => undefined });
    const text = await files[0]!.text();
    const parsed = parseDeckFile(text);
    expect(parsed.ok && parsed.deck.source).toEqual(report);

    const elsewhere = dbs.make();
    const opened: string[] = [];
    await importDeckFile(new Blob([text]), { repo: presentationsRepository(elsewhere), sources: sourcesRepository(elsewhere), notify: () => undefined, onOpened: (id) => void opened.push(id) });
    expect(opened).toHaveLength(1);
    expect(await sourcesRepository(elsewhere).get(opened[0]!)).toEqual(report);
  });
});
