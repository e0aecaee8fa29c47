import { describe, expect, it } from 'vitest';
import { isCompleteSentence, splitSentences } from './sentences';

/** Joining the pieces gives back every character of the text but white space: splitting loses nothing. */
function lossless(text: string): boolean {
  const bare = (s: string): string => s.replace(/\s+/g, '');
  return bare(splitSentences(text).join('')) === bare(text);
}

describe('splitSentences', () => {
  it('does not break at English abbreviations, initials or "No. 5"', () => {
    expect(splitSentences('See Fig. 3 and No. 5, i.e. the last ones, vs. the rest. J. R. R. Tolkien agreed. U.S. law applies.')).toEqual([
      'See Fig. 3 and No. 5, i.e. the last ones, vs. the rest.',
      'J. R. R. Tolkien agreed.',
      'U.S. law applies.',
    ]);
    // A number word is an abbreviation only before a number.
    expect(splitSentences('The answer was no. Nobody came.')).toEqual(['The answer was no.', 'Nobody came.']);
  });

  it('does not break at German abbreviations and ordinal dates', () => {
    expect(splitSentences('Sie gründeten am 3. Oktober z. B. eine Firma, d.h. u.a. Nr. 5. Das ist die 3. Auflage, vgl. S. 12 und Abb. 3. Ende.')).toEqual([
      'Sie gründeten am 3. Oktober z. B. eine Firma, d.h. u.a. Nr. 5.',
      'Das ist die 3. Auflage, vgl. S. 12 und Abb. 3.',
      'Ende.',
    ]);
    expect(splitSentences('Er kam ca. 5 Min. später, bzw. gar nicht. Danach nichts.')).toEqual(['Er kam ca. 5 Min. später, bzw. gar nicht.', 'Danach nichts.']);
  });

  it('does not break at French abbreviations', () => {
    expect(splitSentences('M. Dupont est arrivé, p.ex. hier. Il parle, cf. chap. 2. Mme Curie aussi.')).toEqual([
      'M. Dupont est arrivé, p.ex. hier.',
      'Il parle, cf. chap. 2.',
      'Mme Curie aussi.',
    ]);
  });

  it('keeps version numbers, decimals, URLs, e-mail addresses and file names whole', () => {
    expect(splitSentences('Install v2.0.1 from https://example.com/a.b?x=Y and edit /etc/apt/sources.list. Mail john.doe@example.org. Pi is 3.14 or 3,14.')).toEqual([
      'Install v2.0.1 from https://example.com/a.b?x=Y and edit /etc/apt/sources.list.',
      'Mail john.doe@example.org.',
      'Pi is 3.14 or 3,14.',
    ]);
    expect(splitSentences('Edit config.txt. Then restart.')).toEqual(['Edit config.txt.', 'Then restart.']);
  });

  it('keeps full stops inside parentheses and quotes, and splits after them', () => {
    expect(splitSentences('The result (see p. 4. It is long.) is clear. He said "Stop. Now." Then he left.')).toEqual([
      'The result (see p. 4. It is long.) is clear.',
      'He said "Stop. Now."',
      'Then he left.',
    ]);
    expect(splitSentences('Er sagte „Halt. Jetzt.“ Dann ging er.')).toEqual(['Er sagte „Halt. Jetzt.“', 'Dann ging er.']);
    // An opener that never closes protects nothing.
    expect(splitSentences('A stray ( opens here. A new sentence.')).toEqual(['A stray ( opens here.', 'A new sentence.']);
  });

  it('handles ellipses, list enumerations and sentence-ending "etc."', () => {
    expect(splitSentences('We waited... Then it came. Apples, pears etc. The end.')).toEqual(['We waited...', 'Then it came.', 'Apples, pears etc.', 'The end.']);
    expect(splitSentences('1. Install the package. Then run it.')).toEqual(['1. Install the package.', 'Then run it.']);
    expect(splitSentences('It costs 5 dollars in 2020. Prices rose.')).toEqual(['It costs 5 dollars in 2020.', 'Prices rose.']);
  });

  it('loses no text', () => {
    const texts = [
      'Dr. Smith  measured 3.5 degrees, e.g. in May.\nThen it rained! Did it stop?',
      'He said "Stop. Now." Then (left. Right.) he went… Away! 光合作用很重要。植物需要阳光。',
      '  ((( "" … . ! ? x. Y',
    ];
    for (const t of texts) expect(lossless(t), t).toBe(true);
  });
});

describe('isCompleteSentence', () => {
  it('wants a final mark, balanced brackets and quotes, and no dangling word', () => {
    expect(isCompleteSentence('Green roofs lower temperatures.')).toBe(true);
    expect(isCompleteSentence('Er sagte „Hallo“.')).toBe(true);
    expect(isCompleteSentence('Green roofs lower temperatures')).toBe(false);
    expect(isCompleteSentence('Green roofs (on flat buildings lower temperatures.')).toBe(false);
    expect(isCompleteSentence('He said "stop.')).toBe(false);
    expect(isCompleteSentence('Green roofs lower the.')).toBe(false);
    expect(isCompleteSentence('Die Dächer senken die.')).toBe(false);
    expect(isCompleteSentence('Les toits baissent la.')).toBe(false);
    expect(isCompleteSentence('Green roofs lower…')).toBe(false);
    expect(isCompleteSentence('Use trees, e.g.')).toBe(false);
  });
});
