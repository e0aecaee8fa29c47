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
