import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickExcerpts } from './excerpts';
import { pagesNamed } from './pages';
import type { SourceDocument } from './types';

const corpus = (name: string): string => readFileSync(resolve('tests/fixtures/corpus', name), 'utf8');
const sed: SourceDocument = { name: 'sed-manual.txt', text: corpus('sed-manual.txt') };
const revert: SourceDocument = { name: 'git-revert-faulty-merge.txt', text: corpus('git-revert-faulty-merge.txt') };

/** The txt corpus document cut into "pages" of 40 lines, as a paged source (page N is pages[N - 1]). */
function paged(text: string): SourceDocument {
  const lines = text.split('\n');
  const pages = Array.from({ length: Math.ceil(lines.length / 40) }, (_, i) => lines.slice(i * 40, i * 40 + 40).join('\n'));
  return { name: 'sed.pdf', text, pages };
}

describe('pagesNamed', () => {
  it.each([
    ['use the figures from page 3', [3]],
    ['pages 3-4 please', [3, 4]],
    ['see pp. 3–5', [3, 4, 5]],
    ['p. 12 and page 2', [12, 2]],
    ['pages 3, 5 and 7', [3, 5, 7]],
    ['die Zahlen von Seite 3', [3]],
    ['Seiten 3 bis 4', [3, 4]],
    ['the U.S. 2020 figures', []],
    ['the homepage 3 times', []],
    ['make it shorter', []],
  ])('%s', (instruction, pages) => {
    expect(pagesNamed(instruction)).toEqual(pages);
  });
});

describe('pickExcerpts', () => {
  it('finds the passages of a real manual that are about the slide', () => {
    const excerpts = pickExcerpts(sed, { heading: 'Exit status', body: ['Which values sed returns on success and on failure'] });
    expect(excerpts[0]).toContain('An exit status of zero indicates success');
  });

  it('ignores stop words: a slide of only common words gets nothing', () => {
    expect(pickExcerpts(sed, { heading: 'What is this about?', body: ['and the of it'] })).toEqual([]);
  });

  it('keeps to the limits', () => {
    const excerpts = pickExcerpts(sed, { heading: 'Regular expressions', body: ['sed commands and options'] }, { count: 3, chars: 1_000 });
    expect(excerpts.length).toBeGreaterThan(0);
    expect(excerpts.length).toBeLessThanOrEqual(3);
    expect(excerpts.join('').length).toBeLessThanOrEqual(1_000);
    const defaults = pickExcerpts(sed, { heading: 'Regular expressions', body: ['sed commands and options'] });
    expect(defaults.length).toBeLessThanOrEqual(8);
    expect(defaults.join('').length).toBeLessThanOrEqual(4_000);
  });

  it('puts the page the instruction names first, whole, then what else is about the slide', () => {
    const source = paged(sed.text);
    const excerpts = pickExcerpts(source, { heading: 'Exit status', body: [], instruction: 'use the figures from page 2' });
    expect(excerpts[0]).toBe(`[Page 2]\n${source.pages?.[1]?.trim()}`);
    expect(excerpts.slice(1).some((e) => e.includes('An exit status of zero indicates success'))).toBe(true);
  });

  it('takes a range of pages in order, and leaves out pages the document does not have', () => {
    const source = paged(revert.text);
    const excerpts = pickExcerpts(source, { heading: 'Reverting a merge', body: [], instruction: 'pages 2-3 and page 99' });
    expect(excerpts[0]?.startsWith('[Page 2]\n')).toBe(true);
    expect(excerpts[1]?.startsWith('[Page 3]\n')).toBe(true);
    expect(excerpts.some((e) => e.startsWith('[Page 99]'))).toBe(false);
  });

  it('without pages, a page named is no word to look for', () => {
    const excerpts = pickExcerpts(revert, { heading: 'Revert of a faulty merge', body: [], instruction: 'use page 3' });
    expect(excerpts.length).toBeGreaterThan(0);
    expect(excerpts.every((e) => !e.startsWith('[Page'))).toBe(true);
    expect(excerpts[0]).toMatch(/revert/i);
  });
});
