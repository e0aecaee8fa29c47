import { describe, expect, it } from 'vitest';
import { deckWords, foldText, MAX_WORD_LENGTH, rankMatch, RANK_DESCRIPTION, RANK_SLIDES, RANK_TITLE, searchTerms, tokenize, wordsMatch } from './text';

describe('search words', () => {
  it('folds case and diacritics, and cuts at anything that is not a letter or digit', () => {
    expect(foldText('Éléphant ÇA Straße')).toBe('elephant ca straße');
    expect(tokenize("L'Été, 2024: São-Paulo & naïve café!")).toEqual(['l', 'ete', '2024', 'sao', 'paulo', 'naive', 'cafe']);
    expect(tokenize('Ωμέγα Москва 東京')).toEqual(['ωμεγα', 'москва', '東京']);
    expect(tokenize(`short ${'x'.repeat(MAX_WORD_LENGTH + 1)} end`)).toEqual(['short', 'end']);
  });

  it("takes a deck's words from its title, description, slide text, subtopics and notes, not its prompts", () => {
    const words = deckWords({
      title: 'Tides',
      description: 'For the crew',
      slides: [
        { title: 'Cover', notes: 'Greet the harbourmaster' },
        {
          title: 'Moon',
          description: 'Gravity pulls',
          topic: { heading: 'Spring tides', overview: 'Twice a month', subtopics: [{ heading: 'Neap', overview: 'Weaker pull' }], image_prompt: 'lighthouse' } as never,
        },
      ],
    });
    for (const w of ['tides', 'crew', 'harbourmaster', 'gravity', 'spring', 'month', 'neap', 'weaker']) expect(words).toContain(w);
    expect(words).not.toContain('lighthouse');
    expect(words).toEqual([...new Set(words)].sort());
  });

  it('survives a malformed deck', () => {
    expect(deckWords({ title: 'Ok', slides: [null, 3, { title: 7 }] as never })).toEqual(['ok']);
    expect(deckWords({ slides: 'nope' as never })).toEqual([]);
  });
});

describe('search terms', () => {
  it('matches the last word typed as a prefix, the others whole', () => {
    expect(searchTerms('Ocean plas')).toEqual({ whole: ['ocean'], prefix: 'plas' });
    expect(searchTerms('ocean plastic ')).toEqual({ whole: ['ocean', 'plastic'], prefix: undefined });
    expect(searchTerms('  ?! ')).toEqual({ whole: [], prefix: undefined });
    expect(searchTerms('Résu')).toEqual({ whole: [], prefix: 'resu' });
  });

  it('needs every term', () => {
    const words = ['forest', 'ocean', 'plastic'];
    expect(wordsMatch(words, searchTerms('ocean pla'))).toBe(true);
    expect(wordsMatch(words, searchTerms('oce pla'))).toBe(false);
    expect(wordsMatch(words, searchTerms('ocean desert'))).toBe(false);
    expect(wordsMatch(words, searchTerms(''))).toBe(false);
  });

  it('ranks title hits before description hits before slide hits', () => {
    const terms = searchTerms('coral');
    expect(rankMatch({ title: 'coral reefs', description: '' }, 'coral', terms, true)).toBe(RANK_TITLE);
    expect(rankMatch({ title: 'reefs', description: 'about coral' }, 'coral', terms, true)).toBe(RANK_DESCRIPTION);
    expect(rankMatch({ title: 'reefs', description: 'about fish' }, 'coral', terms, true)).toBe(RANK_SLIDES);
    expect(rankMatch({ title: 'reefs', description: 'about fish' }, 'coral', terms, false)).toBeUndefined();
    // A piece of a word in the title still counts, as the search always did.
    expect(rankMatch({ title: 'printing press', description: '' }, 'rint', searchTerms('rint'), false)).toBe(RANK_TITLE);
  });
});
