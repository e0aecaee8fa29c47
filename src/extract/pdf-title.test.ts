import { describe, expect, it } from 'vitest';
import { blocksToText } from './pdf-headings';
import type { PdfBlock } from './pdf-layout';
import { pageOneTitle, titleBlocks } from './pdf-title';

function block(lines: string[], opts: Partial<PdfBlock> = {}): PdfBlock {
  return { lines, size: 11, bold: false, mono: false, page: 1, x: 72, left: 72, ...opts };
}

const PARA = ['Plastic is one of the most useful materials ever invented and one of the', 'hardest to get rid of, which is why so much of it ends up in the sea.'];

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
