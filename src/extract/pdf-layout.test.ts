import { describe, expect, it } from 'vitest';
import { blocksToText } from './pdf-headings';
import { toBlocks, toLines, type PdfRun } from './pdf-layout';

/** A run at (x, y) of `size` points, about half an em wide per character. */
function run(str: string, x: number, y: number, size = 12, hasEOL = false): PdfRun {
  return { str, x, y, width: str.length * size * 0.5, size, hasEOL };
}

/** Lines of body text 14.4 pt apart starting at `y`, one run per line. */
function paragraph(lines: string[], y: number, x = 72): PdfRun[] {
  return lines.map((line, i) => run(line, x, y - i * 14.4));
}

const pageText = (runs: PdfRun[]): string => blocksToText(toBlocks(toLines(runs)), { outline: false });

describe('toLines', () => {
  it('joins runs on one baseline, with a space only across a word gap', () => {
    const lines = toLines([run('Ocean', 72, 700), run('ic', 72 + 30, 700), run('plastic', 72 + 30 + 12 + 3, 700)]);
    expect(lines.map((l) => l.text)).toEqual(['Oceanic plastic']);
  });

  it('starts a new line when the baseline moves, or after an end-of-line mark', () => {
    const lines = toLines([run('one', 72, 700), run('two', 72, 686), run('three', 200, 686, 12, true), run('four', 260, 686)]);
    expect(lines.map((l) => l.text)).toEqual(['one', 'two three', 'four']);
  });

  it('keeps a superscript on its line', () => {
    const lines = toLines([run('Area', 72, 700), run('2', 96, 704, 7), run('of sea', 104, 700)]);
    expect(lines.map((l) => l.text)).toEqual(['Area2 of sea']);
  });
});

describe('toBlocks and blocksToText', () => {
  const body = [
    'Plastic is one of the most useful materials ever invented and',
    'one of the hardest to get rid of, which is why it stays in',
    'the sea for decades and breaks into ever smaller fragments.',
  ];

  it('splits paragraphs at gaps wider than the usual line pitch', () => {
    const runs = [...paragraph(body, 700), ...paragraph(body, 700 - 3 * 14.4 - 10)];
    expect(pageText(runs)).toBe(`${body.join('\n')}\n\n${body.join('\n')}`);
  });

  it('makes larger short lines headings, ranked by size', () => {
    const runs = [
      run('Ocean Plastic', 72, 760, 24),
      run('Where It Comes From', 72, 730, 18),
      ...paragraph(body, 705),
      run('Rivers', 72, 650, 14),
      ...paragraph(body, 630),
    ];
    expect(pageText(runs).split('\n\n')).toEqual(['# Ocean Plastic', '## Where It Comes From', body.join('\n'), '### Rivers', body.join('\n')]);
  });

  it('splits bold lines that start at different indents (a heading over a bold term)', () => {
    const bold = (str: string, x: number, y: number): PdfRun => ({ ...run(str, x, y), bold: true });
    const lines = toLines([bold('Commands for Moving', 79, 700), bold('beginning-of-line (C-a)', 108, 686), run('Move to the start of the line.', 144, 672)]);
    expect(toBlocks(lines).map((b) => b.lines)).toEqual([['Commands for Moving'], ['beginning-of-line (C-a)'], ['Move to the start of the line.']]);
  });

  it('does not make a long larger paragraph a heading', () => {
    const long = Array.from({ length: 25 }, (_, i) => `word${i}`).join(' ');
    const text = pageText([run(long, 72, 760, 16), ...paragraph(body, 730)]);
    expect(text.startsWith('#')).toBe(false);
  });

  it('starts a paragraph at a first-line indent after a short line, not at a wrapped list item', () => {
    const indented = [run('the sea for decades.', 72, 700), run('Rivers carry most of it to the coast,', 90, 685.6), run('and floods flush it out within hours.', 72, 671.2)];
    const pitch = paragraph(body, 800);
    expect(pageText([...pitch, ...indented]).split('\n\n').slice(1)).toEqual(['the sea for decades.', 'Rivers carry most of it to the coast,\nand floods flush it out within hours.']);
    const list = [run('• Rivers carry most of it to the coast and into the open sea where', 72, 700), run('currents gather it into gyres.', 84, 685.6), run('• Fishing gear is lost at sea.', 72, 671.2)];
    expect(pageText([...pitch, ...list]).split('\n\n').slice(1)).toEqual(['- Rivers carry most of it to the coast and into the open sea where currents gather it into gyres.\n- Fishing gear is lost at sea.']);
  });
});
