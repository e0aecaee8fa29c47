import { describe, expect, it } from 'vitest';
import { blocksToText, joinHyphenated, pageOneTitle, titleBlocks } from './pdf-headings';
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
      [block(['DESCRIPTION'], { bold: true }), block(PARA, { x: 108 }), block(['Shell Variables'], { bold: true, x: 80 }), block(PARA, { x: 108 }), block(['BASHPID'], { bold: true, x: 108 }), block(PARA, { x: 144 }), block(PARA, { x: 108 })],
      { outline: false },
    );
    expect(text.split('\n\n').filter((p) => p.startsWith('#'))).toEqual(['# DESCRIPTION', '## Shell Variables']);
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

describe('the title from page 1', () => {
  it('is the largest text on the first page, joined over its lines', () => {
    const blocks = [block(['Annual Report'], { size: 24 }), block(['on Ocean Plastic'], { size: 24 }), block(['Jane Smith'], { size: 14 }), block(PARA), block(['Sources'], { size: 16, page: 2 })];
    const found = pageOneTitle(blocks);
    expect(found?.title).toBe('Annual Report on Ocean Plastic');
    expect(blocksToText(blocks, { outline: false, skip: new Set(found?.blocks) })).not.toContain('Annual Report');
  });

  it('is not a numbered chapter heading that other pages share the size of', () => {
    const blocks = [block(['1 Introduction'], { size: 16 }), block(PARA), block(['2 Methods'], { size: 16, page: 2 }), block(PARA, { page: 2 })];
    expect(pageOneTitle(blocks)).toBeUndefined();
  });

  it('is not body text, a date or "Abstract"', () => {
    expect(pageOneTitle([block(PARA)])).toBeUndefined();
    expect(pageOneTitle([block(['12 March 2024'], { size: 20 }), block(PARA)])).toBeUndefined();
    expect(pageOneTitle([block(['Abstract'], { size: 14 }), block(PARA)])).toBeUndefined();
  });

  it('finds the blocks that spell a known title, every time the first pages repeat it', () => {
    const blocks = [block(['Ocean Plastic:'], { size: 24 }), block(['Sources and Harm'], { size: 20 }), block(PARA), block(['Ocean Plastic: Sources and Harm'], { size: 16, page: 2 }), block(PARA, { page: 2 })];
    expect(titleBlocks(blocks, 'Ocean Plastic: Sources and Harm')).toEqual([blocks[0], blocks[1], blocks[3]]);
  });
});
