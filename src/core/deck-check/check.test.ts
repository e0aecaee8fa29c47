import { describe, expect, it } from 'vitest';
import { createHistory } from '../commands/history';
import { checkDeck } from './check';
import { bakeryDeck, deckOf, withUserLayout } from './fixtures';

const p = (heading: string, overview: string) => ({ heading, overview });

describe('checkDeck', () => {
  it('lists findings by slide with id, kind, message and the fixes that apply', () => {
    const findings = checkDeck(bakeryDeck());
    expect(findings.map((f) => [f.slideId, f.slideIndex, f.kind])).toEqual([[2, 2, 'overflow']]);
    expect(findings[0]!.fixes.map((f) => f.kind)).toEqual(['shorten', 'split']);
    expect(findings[0]!.key).toBe('overflow:2:body:0');
  });

  it('offers only fixes that remove the finding: each applied is one undo step and the finding is gone', () => {
    const mixed = withUserLayout(
      withUserLayout(withUserLayout(bakeryDeck(), 1, 'boxes'), 2, 'boxes'),
      3,
      'boxes',
    );
    const deck = deckOf('Produktion', [{ heading: 'Wer plant was', overview: 'Die Rollen.', points: [p('Produktionsplanungsverantwortlicher', 'Plant die Schichten.'), p('Qualität', 'Prüft jede Charge.'), p('Lager', 'Zählt den Bestand.'), p('Versand', 'Packt die Ware.'), p('Einkauf', 'Kauft Mehl.'), p('Verkauf', 'Verkauft Brot.')] }]);
    let tried = 0;
    for (const doc of [bakeryDeck(), mixed, deck]) {
      for (const finding of checkDeck(doc)) {
        for (const fix of finding.fixes) {
          const history = createHistory(doc);
          history.apply(fix.command.id, fix.command.args as never);
          const after = checkDeck(history.present, { fixes: false });
          expect(after.some((f) => f.kind === finding.kind && f.slideIndex === finding.slideIndex && f.key.endsWith(finding.key.split(':').slice(2).join(':')))).toBe(false);
          history.undo();
          expect(history.present).toBe(doc);
          tried += 1;
        }
      }
    }
    expect(tried).toBeGreaterThanOrEqual(4);
  });

  it('skips slides still being written, and lists problems without fixes on request', () => {
    const doc = bakeryDeck();
    const streaming = { ...doc, slides: doc.slides.map((s, i) => (i === 2 ? { ...s, isStreaming: true } : s)) };
    expect(checkDeck(streaming)).toEqual([]);
    expect(checkDeck(doc, { fixes: false })[0]!.fixes).toEqual([]);
  });

  it('checks a deck with an unknown theme and font as the renderers draw it (fallbacks, no throw)', () => {
    const doc = { ...bakeryDeck(), settings: { ...bakeryDeck().settings, selectedTheme: 'nope', selectedBodyFont: 'nope' } };
    expect(checkDeck(doc).map((f) => f.kind)).toEqual(['overflow']);
  });
});
