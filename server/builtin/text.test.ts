import { describe, expect, it } from 'vitest';
import { parseStructure } from './text/sections';
import { cleanInline, splitSentences } from './text/sentences';
import { clip, titleCase } from './text/phrase';
import { termKey, tokenize } from './text/tokenize';

describe('text tools', () => {
  it('tokenises any script and folds English plurals', () => {
    expect(tokenize('Die Energiewende braucht Speicher.').map((t) => t.key)).toEqual([null, 'energiewende', 'braucht', 'speicher']);
    expect(tokenize('Ελληνικά κείμενα').map((t) => t.surface)).toEqual(['Ελληνικά', 'κείμενα']);
    expect(tokenize('光合作用').map((t) => t.key)).toEqual(['光合', '合作', '作用']);
    expect(termKey('Cells')).toBe('cell');
    expect(termKey('batteries')).toBe('battery');
    expect(termKey('analysis')).toBe('analysis');
    expect(termKey('the')).toBeNull();
    expect(termKey('2024')).toBeNull();
    expect(tokenize('roads, cars').map((t) => t.brk)).toEqual([false, true]);
  });

  it('splits sentences without breaking at abbreviations or decimals', () => {
    expect(splitSentences('Dr. Smith measured 3.5 degrees, e.g. in May. Then it rained! Did it stop?')).toEqual([
      'Dr. Smith measured 3.5 degrees, e.g. in May.',
      'Then it rained!',
      'Did it stop?',
    ]);
    expect(splitSentences('光合作用很重要。植物需要阳光。')).toEqual(['光合作用很重要。', '植物需要阳光。']);
  });

  it('removes Markdown and citation noise', () => {
    expect(cleanInline('A **bold** [link](http://x.y) and `code` claim [12].')).toBe('A bold link and code claim.');
  });

  it('cuts long sentences at a clause boundary', () => {
    const long = 'Green roofs lower surface temperatures on sunny days, and they also absorb rainwater during heavy storms in the city.';
    expect(clip(long, 12)).toBe('Green roofs lower surface temperatures on sunny days.');
    expect(clip('Short and sweet.', 12)).toBe('Short and sweet.');
  });

  it('writes Title Case like a style guide', () => {
    expect(titleCase('the rise of the iPhone in asia')).toBe('The Rise of the iPhone in Asia');
  });

  it('finds headings of every common style', () => {
    const text = [
      'ANNUAL REVIEW',
      '',
      'The year began with a strong first quarter for every region we serve.',
      '',
      'Chapter 2: Growth',
      'Sales grew in every market, led by the new subscription plans.',
      '',
      'Customer Satisfaction',
      'Survey scores rose for the third year in a row across all regions.',
      '',
      'Outlook',
      '=======',
      'Next year we expect steady growth and lower costs.',
      '12',
    ].join('\n');
    const structure = parseStructure(text);
    expect(structure.title).toBe('Annual Review');
    expect(structure.sections.map((s) => s.heading)).toEqual([null, 'Chapter 2: Growth', 'Customer Satisfaction', 'Outlook']);
    expect(structure.sections.flatMap((s) => s.paragraphs).join(' ')).not.toMatch(/\b12\b/);
  });

  it('joins hard-wrapped lines and hyphenated words from PDFs', () => {
    const structure = parseStructure('Plants use photo-\nsynthesis to turn light\ninto sugar.\n\nA second paragraph follows here.');
    expect(structure.sections[0]?.paragraphs).toEqual(['Plants use photosynthesis to turn light into sugar.', 'A second paragraph follows here.']);
  });

  it('does not take a numbered list for headings', () => {
    const structure = parseStructure('Ingredients for the cake are simple.\n\n1. Flour\n2. Sugar\n3. Eggs\n\nMix everything together and bake it for forty minutes.');
    expect(structure.hasHeadings).toBe(false);
  });
});
