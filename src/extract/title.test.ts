import { describe, expect, it } from 'vitest';
import { headingKey, listedContents, realTitle, sameTitle, shapeHeadings } from './title';

describe('realTitle', () => {
  it.each([
    ['Ocean Plastic: Sources, Harm and Solutions'],
    ['Debian New Maintainers’ Guide'],
    ['Input/Output in Practice'],
  ])('keeps a real title: %s', (title) => {
    expect(realTitle(`  ${title} `)).toBe(title);
  });

  it.each([
    ['Microsoft Word - report.doc'],
    ['Microsoft PowerPoint - deck'],
    ['untitled'],
    ['Untitled-3'],
    ['Title'],
    ['Document1'],
    ['thesis.dvi'],
    ['main.tex'],
    ['C:\\Users\\ann\\report'],
    ['/home/ann/report'],
    ['final_draft_v2'],
    ['2021-03-04'],
    ['12 March 2024'],
    ['123'],
    [''],
    ['   '],
    ['One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen'],
  ])('refuses junk: %j', (junk) => {
    expect(realTitle(junk)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    expect(realTitle(undefined)).toBeUndefined();
    expect(realTitle(null)).toBeUndefined();
  });
});

describe('headingKey and sameTitle', () => {
  it('ignores numbering, case, spacing and punctuation', () => {
    expect(headingKey('2.3  Methods')).toBe(headingKey('methods'));
    expect(headingKey('Chapter 4: Function Reference')).toBe('functionreference');
    expect(headingKey('A.1 Shared libraries')).toBe('sharedlibraries');
    expect(headingKey('IV. Results')).toBe('results');
    expect(headingKey('Mid-term results')).toBe('midtermresults');
  });

  it('takes a title cut a little short as the same title, not a different one', () => {
    expect(sameTitle('Ocean Plastic: Sources, Harm and Solutions', 'OCEAN PLASTIC — sources, harm and solutions')).toBe(true);
    expect(sameTitle('Ocean Plastic', 'Ocean Plastic: Sources, Harm and Solutions')).toBe(false);
  });
});

describe('shapeHeadings', () => {
  it('puts the title on top as the only "#", chapters as "##", sections below', () => {
    expect(shapeHeadings('# Sources\n\nText.\n\n## Rivers\n\nMore.', 'Ocean Plastic')).toBe('# Ocean Plastic\n\n## Sources\n\nText.\n\n### Rivers\n\nMore.');
  });

  it('without a title, the shallowest headings become "#"', () => {
    expect(shapeHeadings('## Sources\n\n### Rivers\n\n## Harm', undefined)).toBe('# Sources\n\n## Rivers\n\n# Harm');
  });

  it('drops a leading heading that repeats the title (a Heading 1 equal to the metadata title)', () => {
    expect(shapeHeadings('# Ocean Plastic\n\nIntro.\n\n## Sources\n\nText.', 'Ocean plastic')).toBe('# Ocean plastic\n\n\n\nIntro.\n\n## Sources\n\nText.');
  });

  it('leaves "#" lines inside code fences alone', () => {
    expect(shapeHeadings('## Setup\n\n```\n# a comment\n```', undefined)).toBe('# Setup\n\n```\n# a comment\n```');
  });
});

describe('listedContents', () => {
  it('finds a "Contents" block and the paragraphs after it that repeat the headings', () => {
    const blocks = ['Table of Contents', '1. Sources', '2. Harm', '# 1. Sources', 'Rivers.', '# 2. Harm', 'Harm is done.'];
    expect([...listedContents(blocks)]).toEqual([0, 1, 2]);
  });

  it('leaves a "Contents" block with a single heading-like line, and paragraphs that merely resemble headings', () => {
    expect(listedContents(['Contents', 'Sources', '# Sources', 'Rivers.']).size).toBe(0);
    expect(listedContents(['Sources', 'Harm', '# Sources', '# Harm']).size).toBe(0);
  });
});
