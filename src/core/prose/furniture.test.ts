import { describe, expect, it } from 'vitest';
import { furnitureMask, isPageNumberLine, isTocLine } from './furniture';
import { normalizeLines } from './normalize';

const dropped = (lines: string[]): string[] => {
  const mask = furnitureMask(lines);
  return lines.filter((line, i) => mask[i] && line !== '');
};

describe('page furniture', () => {
  it('knows page numbers and contents entries', () => {
    for (const line of ['12', 'Page 3', 'Page 3 of 10', 'Seite 4 von 9', '- 7 -', 'xii', '(2)', '[14]']) expect(isPageNumberLine(line), line).toBe(true);
    for (const line of ['2024 was a good year', 'Page layout matters']) expect(isPageNumberLine(line), line).toBe(false);
    expect(isTocLine('2.1 Survey Design ........ 14')).toBe(true);
    expect(isTocLine('Introduction … 3')).toBe(true);
    expect(isTocLine('Sales grew by 12 percent.')).toBe(false);
  });

  it('drops a running header whose page number changes, and one repeated word for word', () => {
    const page = (n: number): string[] => [`Chapter 4: Function reference ${n}`, 'ACME Corp. Confidential', `Body text of page ${n} goes on here.`, ''];
    const lines = [1, 2, 3].flatMap(page);
    expect(dropped(lines)).toEqual([
      'Chapter 4: Function reference 1',
      'ACME Corp. Confidential',
      'Chapter 4: Function reference 2',
      'ACME Corp. Confidential',
      'Chapter 4: Function reference 3',
      'ACME Corp. Confidential',
    ]);
    // Two repeats are not yet furniture; short numbered labels and numbered chapters are content.
    expect(dropped(['Company Name', 'Some text.', 'Company Name'])).toEqual([]);
    expect(isPageNumberLine('civil')).toBe(false);
    expect(dropped(['Step 1', 'Step 2', 'Step 3'])).toEqual([]);
    expect(dropped(['## Chapter 1: Heat', '## Chapter 2: Heat', '## Chapter 3: Heat'])).toEqual([]);
  });

  it('drops a table of contents, titled or made of section numbers, but not a numbered list', () => {
    const titled = ['Table of Contents', '', '1. Getting started', '    1.1. Social dynamics', 'Preface', '2. First steps', '', 'Chapter 1. Getting started', '    The body text starts here.'];
    expect(dropped(titled)).toEqual(['Table of Contents', '1. Getting started', '    1.1. Social dynamics', 'Preface', '2. First steps']);
    const untitled = ['* 1. About', '', '  * 1.1. Scope', '', '  * 1.2. Versions', '', '* 2. Archive', '', '  * 2.1. Areas', '', 'This manual describes policy.'];
    expect(dropped(untitled)).toEqual(untitled.slice(0, 9).filter((l) => l !== ''));
    expect(dropped(['1. Flour', '2. Sugar', '3. Eggs', '4. Milk', '5. Salt'])).toEqual([]);
    expect(dropped(['Methods ........ 4', 'Results ........ 9'])).toEqual(['Methods ........ 4', 'Results ........ 9']);
  });

  it('removes furniture from the lines, joins words hyphenated at a line end and turns form feeds into line breaks', () => {
    const raw = 'The manu-\nscript was long and the\n12\nreport went on.\fIt ended. A well-known fact.';
    expect(normalizeLines(raw)).toEqual(['The manuscript was long and the', 'report went on.', 'It ended. A well-known fact.']);
    // A capital after the hyphen is a compound ("Nord-\nSüd"), kept as written.
    expect(normalizeLines('Nord-\nSüd')).toEqual(['Nord-', 'Süd']);
    expect(normalizeLines('See /usr/\n    share/doc/git for more.')).toEqual(['See /usr/share/doc/git for more.']);
  });
});
