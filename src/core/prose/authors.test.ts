import { describe, expect, it } from 'vitest';
import { findAuthors, isPersonName, namesIn } from './authors';

describe('authors', () => {
  it('tells names from Title Case phrases only by their shape and cues', () => {
    expect(isPersonName('J. R. R. Tolkien')).toBe(true);
    expect(isPersonName('Roland McGrath')).toBe(true);
    expect(isPersonName('Ludwig van Beethoven')).toBe(true);
    expect(isPersonName('The Results')).toBe(false);
    expect(namesIn('John Smith <john@example.org>, Mary Jones (design) and Jean-Luc Picard')).toEqual(['John Smith', 'Mary Jones', 'Jean-Luc Picard']);
    expect(namesIn('Thanks to its size')).toEqual([]);
  });

  it('finds credited people: credit lines, lists under a heading, title-page names with addresses', () => {
    const text = [
      '                    A Manual',
      '',
      '                   Josip Rodin',
      '',
      '          original contents <joy-mg@debian.org>',
      '',
      'Written by Richard Stallman and Roland McGrath.',
      '',
      'Cool Pavements',
      '',
      'Body text that thanks nobody.',
      '',
      '## Authors',
      '',
      '- Peter Brown <peter@example.org>',
      '- Anna Lee - design',
      '',
      'Green Roofs',
    ].join('\n');
    expect(findAuthors(text)).toEqual(['Josip Rodin', 'Richard Stallman', 'Roland McGrath', 'Peter Brown', 'Anna Lee']);
  });
});
