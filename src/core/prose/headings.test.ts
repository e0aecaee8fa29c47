import { describe, expect, it } from 'vitest';
import { findHeadings, notHeading } from './headings';

const headings = (text: string): string[] => findHeadings(text.split('\n')).marks.map((m) => m.text);
const BODY = 'The body text of this part explains what the heading announces, in full sentences.';

describe('notHeading', () => {
  it('refuses code, markup, furniture, credits, dates, sentences and lone pronouns', () => {
    for (const line of [
      '# define MAX 10',
      '# apt-get install foo',
      '<!-- DO NOT EDIT! -->',
      'Chapter 4: Function reference 22',
      'Page 3',
      'J. Smith, M. Jones',
      'John Smith¹, Mary Jones²',
      'Jane Doe <jane@example.org>',
      '12 March 2023',
      '2023-03-12',
      'It',
      'Older entries have been removed from this changelog. See the archive.',
    ]) expect(notHeading(line, line.replace(/^#+\s*/, '')), line).toBe(true);
    for (const line of ['Cooling Strategies', 'Chapter 1. Getting started', '2.1 Survey Design', 'Cool Pavements, Green Roofs and Urban Trees']) {
      expect(notHeading(line, line), line).toBe(false);
    }
  });
});

describe('findHeadings', () => {
  it('reads reStructuredText underlines, levels in order of first use', () => {
    const text = ['Debian Policy', '*************', '', '1.1. Scope', '==========', '', BODY, '', '1.1.1. Early history', '--------------------', '', BODY].join('\n');
    expect(findHeadings(text.split('\n')).marks.map((m) => [m.text, m.level])).toEqual([
      ['Debian Policy', 1],
      ['1.1. Scope', 2],
      ['1.1.1. Early history', 3],
    ]);
  });

  it('does not take a cross-reference, a wrapped sentence or an ALL-CAPS disclaimer for a heading', () => {
    expect(headings(`Chapter 4, Required files under the debian directory and\n${BODY}`)).toEqual([]);
    expect(headings(`Section and priority are used by front-ends like aptitude when\nthey sort packages.`)).toEqual([]);
    expect(headings(`\nTHERE IS NO WARRANTY FOR THE PROGRAM, TO THE EXTENT PERMITTED BY\nAPPLICABLE LAW. EXCEPT WHEN OTHERWISE STATED IN WRITING THE COPYRIGHT\nHOLDERS PROVIDE THE PROGRAM "AS IS".`)).toEqual([]);
  });

  it('takes numbered items with wrapped lines for a list, numbered chapters with body text for headings', () => {
    const list = ['     2. Type "u" to update the package list', '        and packages.', '', '     3. Type "l" to enter the display limit', '        and type "M".', ''].join('\n');
    expect(headings(list)).toEqual([]);
    expect(headings(`1. Introduction\n${BODY}\n2. Methods\n${BODY}`)).toEqual(['Introduction', 'Methods']);
  });

  it('takes a hard-wrapped first body line for body text', () => {
    expect(headings('3.1. Setting up quilt\n\n    The program quilt offers a basic method for recording\n    modifications to the upstream source.')).toEqual(['Setting up quilt']);
  });
});
