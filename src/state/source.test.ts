import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SourcesRepository } from '../data/sources';
import { freshDbs } from '../data/testing';
import { extractText } from '../extract';
import { stashDocument } from './handoff';
import { UNNAMED_SOURCE, createExcerpts, keepDocumentSource, keepSource } from './source';

const dbs = freshDbs();

/** The Debian FAQ of the corpus, extracted as an upload is: text for the outline, and its pages. */
async function debianFaq() {
  const bytes = new Uint8Array(readFileSync(resolve('tests/fixtures/corpus/debian-faq.pdf')));
  return extractText(bytes, 'debian-faq.pdf');
}

describe('a deck made from a PDF, asked about its pages', () => {
  it('keeps the PDF page by page, and "use the figures from page 3" gets page 3', async () => {
    const extracted = await debianFaq();
    expect(extracted.pageTexts).toHaveLength(38);
    // Page 3 of the PDF (pdftotext -f 3 -l 3) is about the Hurd; page 9 about testing and unstable.
    expect(extracted.pageTexts?.[2]).toContain('The oldest porting effort is Debian GNU/Hurd');
    expect(extracted.pageTexts?.[8]).toContain('XYZ-3.7');
    // The outline call gets the text as before: one Markdown text, no page labels.
    expect(extracted.text).toContain('The oldest porting effort is Debian GNU/Hurd');

    const repo = new SourcesRepository(dbs.make());
    await keepSource(repo, 'deck-1', { name: 'debian-faq.pdf', text: extracted.text, pages: extracted.pageTexts });
    const excerpts = createExcerpts(() => repo);
    const found = await excerpts('deck-1', { heading: 'Debian beyond Linux', body: ['Other kernels'], instruction: 'use the figures from page 3' });
    expect(found[0]?.startsWith('[Page 3]\n')).toBe(true);
    expect(found[0]).toContain('The oldest porting effort is Debian GNU/Hurd');
    expect(found[0]).not.toContain('XYZ-3.7');

    const bySubject = await excerpts('deck-1', { heading: 'Testing or unstable?', body: ['An RC bug holds a package back from testing'] });
    expect(bySubject[0]).toContain('The packages in unstable go into testing only when there are no RC-bugs');
    expect(bySubject.slice(0, 4).some((e) => e.includes('XYZ-3.7'))).toBe(true);
  });

  it('gives a deck without a kept source no passages, and a broken store no failure', async () => {
    const repo = new SourcesRepository(dbs.make());
    expect(await createExcerpts(() => repo)('topic-deck', { heading: 'Tides', body: [] })).toEqual([]);
    const warn = vi.fn();
    const broken = { get: () => Promise.reject(new Error('blocked')) } as unknown as SourcesRepository;
    expect(await createExcerpts(() => broken, warn)('deck', { heading: 'Tides', body: [] })).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('keeping the document a deck is made from', () => {
  it('keeps the name and pages the start screen stashed for this text, and only the text for an edited one', async () => {
    const repo = new SourcesRepository(dbs.make());
    stashDocument('Tides\n\nThe moon pulls the sea.', { name: 'tides.pdf', pages: ['Tides', 'The moon pulls the sea.'] });
    await keepDocumentSource(repo, 'deck-1', 'Tides\n\nThe moon pulls the sea.');
    expect(await repo.get('deck-1')).toEqual({ name: 'tides.pdf', text: 'Tides\n\nThe moon pulls the sea.', pages: ['Tides', 'The moon pulls the sea.'] });
    await keepDocumentSource(repo, 'deck-2', 'Tides, edited by hand');
    expect(await repo.get('deck-2')).toEqual({ name: UNNAMED_SOURCE, text: 'Tides, edited by hand' });
  });
});
