import { describe, expect, it } from 'vitest';
import { blocksToText, joinHyphenated } from './pdf-headings';
import type { PdfBlock } from './pdf-layout';

function block(lines: string[], opts: Partial<PdfBlock> = {}): PdfBlock {
  return { lines, size: 11, bold: false, mono: false, page: 1, x: opts.x ?? 72, left: opts.x ?? 72, ...opts };
}

const PARA = ['Plastic is one of the most useful materials ever invented and one of the', 'hardest to get rid of, which is why so much of it ends up in the sea.'];

describe('joinHyphenated', () => {
  it('joins a word the typesetter broke at a line end', () => {
    expect(joinHyphenated(['the original manu-', 'script was lost'])).toEqual(['the original manuscript was lost']);
    expect(joinHyphenated(['a soft\u00ad', 'ware bug'])).toEqual(['a software bug']);
  });

  it('keeps a hyphen before a capital, a number or a dash of its own', () => {
    expect(joinHyphenated(['Jean-', 'Paul came'])).toEqual(['Jean-', 'Paul came']);
    expect(joinHyphenated(['pages 10-', '12 say'])).toEqual(['pages 10-', '12 say']);
    expect(joinHyphenated(['this -', 'that'])).toEqual(['this -', 'that']);
  });
});

describe('blocksToText', () => {
  it('rejoins a paragraph cut by a page end, but not one that ended', () => {
    const text = blocksToText([block(['It stays in the sea for']), block(['decades and breaks apart.'], { page: 2 }), block(['New paragraph.'], { page: 2 })], { outline: false });
    expect(text).toBe('It stays in the sea for\ndecades and breaks apart.\n\nNew paragraph.');
    const ended = blocksToText([block(['It stays in the sea.']), block(['decades later, it breaks.'], { page: 2 })], { outline: false });
    expect(ended.split('\n\n')).toHaveLength(2);
  });

  it('makes short bold paragraphs at body size headings, below the larger ones', () => {
    const text = blocksToText([block(['Ocean Plastic'], { size: 18 }), block(PARA), block(['Rivers and Drains'], { bold: true }), block(PARA)], { outline: false });
    expect(text.split('\n\n')).toEqual(['# Ocean Plastic', PARA.join('\n'), '## Rivers and Drains', PARA.join('\n')]);
  });

  it('does not make a bold sentence, a caption or a document set all in bold headings', () => {
    const sentence = blocksToText([block(PARA), block(['This matters a great deal.'], { bold: true }), block(PARA)], { outline: false });
    expect(sentence).not.toContain('#');
    const caption = blocksToText([block(PARA), block(['Figure 2 Rivers of the world'], { bold: true }), block(PARA)], { outline: false });
    expect(caption).not.toContain('#');
    const allBold = blocksToText([block(['Point one'], { bold: true }), block(PARA), block(['Point two'], { bold: true }), block(PARA), block(['Point three'], { bold: true }), block(['Last'])], { outline: false });
    expect(allBold).not.toContain('#');
  });

  it('with bold headings outdented from the text (a man page), ranks them by indent and leaves bold terms at the text\'s edge', () => {
    const text = blocksToText(
      [
        ...[block(['DESCRIPTION'], { bold: true }), block(PARA, { x: 108 }), block(['Shell Variables'], { bold: true, x: 80 }), block(PARA, { x: 108 })],
        ...[block(['BASHPID'], { bold: true, x: 108 }), block(PARA, { x: 144 }), block(PARA, { x: 108 })],
        ...[block(['Commands for Moving'], { bold: true, x: 80 }), block(['beginning-of-line'], { bold: true, x: 108 }), block(PARA, { x: 144 })],
      ],
      { outline: false },
    );
    expect(text.split('\n\n').filter((p) => p.startsWith('#'))).toEqual(['# DESCRIPTION', '## Shell Variables', '## Commands for Moving']);
  });

  it('does not make an admonition\'s bold label ("Note", "Tip") a heading', () => {
    const text = blocksToText([block(['Sources'], { size: 16 }), block(PARA), block(['Note'], { bold: true }), block(PARA), block(PARA)], { outline: false });
    expect(text.split('\n\n').filter((p) => p.startsWith('#'))).toEqual(['# Sources']);
  });

  it('drops a "Table of Contents" whose lines name the headings (no page numbers), keeping the headings', () => {
    const toc = [block(['Table of Contents'], { bold: true }), block(['1. Sources', '2. Harm', '2.1. Nets'])];
    const body = [block(['1. Sources'], { size: 16 }), block(PARA), block(['2. Harm'], { size: 16 }), block(PARA), block(['2.1. Nets'], { size: 14 }), block(PARA)];
    expect(blocksToText([...toc, ...body], { outline: false }).split('\n\n').slice(0, 2)).toEqual(['# 1. Sources', PARA.join('\n')]);
  });

  it('ranks headings of one face by their numbering depth ("1." over "1.1.")', () => {
    const section = (title: string) => [block([title], { bold: true }), block(PARA), block(PARA)];
    const text = blocksToText([...section('1. Sources'), ...section('1.1. Rivers'), ...section('2. Harm')], { outline: false });
    expect(text.split('\n\n').filter((p) => p.startsWith('#'))).toEqual(['# 1. Sources', '## 1.1. Rivers', '# 2. Harm']);
  });

  it('uses the outline levels only, when told so', () => {
    const text = blocksToText([block(['Big but not bookmarked'], { size: 20 }), block(['Sources'], { level: 1 }), block(PARA)], { outline: true });
    expect(text.split('\n\n')).toEqual(['Big but not bookmarked', '# Sources', PARA.join('\n')]);
  });

  it('writes bullet items as "- " lines, wrapped lines joined to their item', () => {
    const text = blocksToText([block(['• Deposit-return schemes for', 'bottles and cans', '• Bans on single-use bags'])], { outline: false });
    expect(text).toBe('- Deposit-return schemes for bottles and cans\n- Bans on single-use bags');
  });

  it('fences a fixed-pitch listing and escapes a body line that starts with "#"', () => {
    const text = blocksToText([block(['#!/bin/sh', '# build it', 'make']), block(['# not a heading'])].map((b, i) => (i === 0 ? { ...b, mono: true } : b)), { outline: false });
    expect(text).toBe('```\n#!/bin/sh\n# build it\nmake\n```\n\n\\# not a heading');
  });
});
