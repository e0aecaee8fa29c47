import { describe, expect, it } from 'vitest';
import { parseStructure } from './sections';
import { stripMailHeader } from './mail-header';

const POST = [
  'Date: Fri, 19 Dec 2008 00:45:19 -0800',
  'From: Ada Lovelace <ada@example.org>',
  'Subject: Re: Odd merge behaviour',
  'Abstract: Sometimes a merged branch is later found to be faulty.',
  'This note says how to recover.',
  'Message-ID: <1@example.org>',
  '',
  'How to revert a faulty merge',
  '============================',
  '',
  'A revert undoes the data of a merge but not its history. That is why a second merge brings nothing back.',
];

describe('a leading mail header', () => {
  it('is dropped, its abstract kept to open the text under the title', () => {
    const out = stripMailHeader(POST);
    expect(out.lines[0]).toBe('');
    expect(out.lines[1]).toBe('How to revert a faulty merge');
    expect(out.abstract).toBe('Sometimes a merged branch is later found to be faulty. This note says how to recover.');
    const structure = parseStructure(POST.join('\n'));
    expect(structure.title).toBe('How to revert a faulty merge');
    expect(JSON.stringify(structure.sections)).not.toMatch(/Message-ID|ada@example|Date:/);
    expect(structure.sections[0]?.paragraphs[0]).toMatch(/^Sometimes a merged branch/);
  });

  it('needs three known fields: a document that opens with its own "Date:" line is left alone', () => {
    const doc = ['Date: 3 May 2024', 'Author: Ada', '', 'Minutes of the meeting.'];
    expect(stripMailHeader(doc)).toEqual({ lines: doc, abstract: '' });
    const notMail = ['Note: this is not a header', 'Date: today', 'From: me', 'Warning: also not'];
    expect(stripMailHeader(notMail).lines).toEqual(notMail);
  });
});

describe('GNU Info navigation', () => {
  it("is dropped, and the manual's name over its numbered chapters is the title", () => {
    const info = [
      'This is demo.info, produced by makeinfo version 6.8 from demo.texi.',
      '',
      'This file documents version 1.2 of GNU demo, a text filter.',
      '',
      'File: demo.info,  Node: Top,  Next: Introduction,  Up: (dir)',
      '',
      'GNU demo',
      '********',
      '',
      '* Menu:',
      '* Introduction::     What demo does.',
      '',
      '1 Introduction',
      '**************',
      '',
      'The demo program reads text from its input and writes it back filtered by rules.',
      '',
      'File: demo.info,  Node: Running,  Next: Bugs,  Prev: Introduction,  Up: Top',
      '',
      '2 Running demo',
      '**************',
      '',
      'The program is started from a shell with the rules file as its only argument.',
    ].join('\n');
    const structure = parseStructure(info);
    expect(structure.title).toBe('GNU demo');
    expect(structure.sections.map((s) => s.heading).filter((h) => h !== null)).toEqual(['1 Introduction', '2 Running demo']);
    expect(JSON.stringify(structure.sections)).not.toMatch(/File: demo\.info|Menu:|What demo does/);
  });
});
