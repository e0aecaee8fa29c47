/**
 * The real-document corpus (tests/fixtures/corpus) through extraction and
 * the builtin composer, as `npm run bench -- quality` runs it, holding the
 * figures already at their target: the document's own title, no sentence
 * cut, no boilerplate, no heading repeated, no sentence shown twice, notes
 * quoting the source on every slide, and no slide signed by the composer.
 * The other figures are the bench's to report.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractText } from '../../src/extract/index';
import { composeDeck, corpusDocs } from '../../bench/quality';
import { measureDeck } from '../../bench/quality-metrics';

const CORPUS = join(import.meta.dirname, '../fixtures/corpus');

describe('decks from the real-document corpus', () => {
  for (const doc of corpusDocs()) {
    it(`${doc.name}: its title, whole sentences, no boilerplate, no repeats, notes on every slide, never signed`, async () => {
      const { text } = await extractText(new Uint8Array(readFileSync(join(CORPUS, doc.file))), doc.file);
      for (const slides of [8, 15]) {
        const deck = await composeDeck(text, slides, doc.expect.language);
        const report = measureDeck(deck, doc.expect, text);
        const where = `${doc.name} at ${slides} slides`;
        expect(report.titleRight, `${where}: title '${deck.title}'`).toBe(true);
        expect(report.cutSentences, where).toEqual([]);
        expect(report.boilerplateLines, where).toEqual([]);
        expect(report.duplicateHeadings, where).toEqual([]);
        expect(report.duplicateSentences, where).toEqual([]);
        expect(deck.slides.length, where).toBeGreaterThan(0);
        for (const slide of deck.slides) expect(slide.notes, `${where}: ${slide.heading}`).toBeTruthy();
        expect(JSON.stringify(deck), where).not.toMatch(/Decksmith|built-in composer/);
      }
    }, 60_000);
  }
});
