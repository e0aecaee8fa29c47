/**
 * The layout matrix's checks (matrix.ts) on made-up printed pages: each
 * finds what it is for, so a clean matrix run means clean slides and not a
 * blind check.
 */
import { describe, expect, it } from 'vitest';
import { slideSchema } from '../../src/core/schemas/slide';
import type { PlanText, SlidePlan } from '../../src/export/pptx/plan-types';
import { fontsConf, parseBbox, slideProblems, sourceWords, wordsOf, type PdfPage, type PdfWord } from './matrix';

/** A text box of the plan, in inches on the 10 in slide (72 PDF points per inch there). */
function text(words: string, box: PlanText['box'], size = 12): PlanText {
  return { kind: 'text', box, paragraphs: [[{ text: words }]], font: 'Inter', size, color: '000000', bold: false, align: 'left', valign: 'top' };
}

const plan = (items: PlanText[]): SlidePlan => ({ number: 1, title: 't', layout: 'grid', background: 'FFFFFF', items, notes: '' });

/** Words laid along a line from (x, y) in points, 7 points per character, 16 points high (about 13 pt type). */
function line(words: string, x: number, y: number, height = 16): PdfWord[] {
  let at = x;
  return words.split(' ').map((w) => {
    const word = { text: w, x0: at, y0: y, x1: at + w.length * 7, y1: y + height };
    at = word.x1 + 4;
    return word;
  });
}

const page = (words: PdfWord[]): PdfPage => ({ width: 720, height: 405, words });

describe('the layout matrix checks', () => {
  const box = { x: 1, y: 1, w: 3, h: 1 };

  it('passes a text printed whole inside its box', () => {
    expect(slideProblems(plan([text('Grid storage works', box)]), page(line('Grid storage works', 80, 80)), 's')).toEqual([]);
  });

  it('finds a word broken inside, a word outside every box and a word past its box', () => {
    const broken = slideProblems(plan([text('Septembe r production', box)]), page(line('Septembe r production', 80, 80)), 's', undefined);
    expect(broken).toEqual([]);
    const slide = slideSchema.parse({ id: 1, type: 'topic', title: 'September', topic: { heading: 'September', overview: 'production', subtopics: [] } });
    expect(slideProblems(plan([text('Septembe r production', box)]), page(line('Septembe r production', 80, 80)), 's', slide).join('\n')).toContain('"September"');
    expect(slideProblems(plan([text('Grid', box)]), page([...line('Grid', 80, 80), ...line('Stray', 600, 300)]), 's').join('\n')).toContain('"Stray" printed outside every text box');
    // The box ends at 288 pt: a long word whose centre is inside runs past it.
    expect(slideProblems(plan([text('Electrification', box)]), page(line('Electrification', 200, 80)), 's').join('\n')).toContain('runs outside its box');
  });

  it('finds overlapping boxes and text under the floor, planned or printed', () => {
    const overlapping = slideProblems(plan([text('One', box), text('Two', { x: 2, y: 1.5, w: 3, h: 1 })]), page([...line('One', 80, 80), ...line('Two', 150, 115)]), 's');
    expect(overlapping.join('\n')).toContain('overlap');
    expect(slideProblems(plan([text('Tiny', box, 9)]), page(line('Tiny', 80, 80)), 's').join('\n')).toContain('under the 10.5 pt floor');
    expect(slideProblems(plan([text('Shrunk', box)]), page(line('Shrunk', 80, 80, 9)), 's').join('\n')).toContain('printed at about');
  });

  it('reads pdftotext -bbox pages, and the words of a slide', () => {
    const xhtml = '<doc><page width="720.0" height="405.0"><word xMin="1" yMin="2" xMax="3" yMax="4">A&amp;B</word></page><page width="720.0" height="405.0"></page></doc>';
    expect(parseBbox(xhtml)).toEqual([{ width: 720, height: 405, words: [{ text: 'A&B', x0: 1, y0: 2, x1: 3, y1: 4 }] }, { width: 720, height: 405, words: [] }]);
    expect(wordsOf('ﬁne\u00a0print  here')).toEqual(['fine', 'print', 'here']);
    const title = slideSchema.parse({ id: 0, type: 'title', title: 'Q3', description: 'Bread', byline: { presenter: 'Ada L', date: '1 May' } });
    expect(sourceWords(title)).toEqual(['Q3', 'Bread', 'Ada', 'L', '1', 'May']);
    expect(fontsConf(new Map([['Inter', 'Liberation Sans']]), '/tmp/c')).toContain('<alias binding="same"><family>Inter</family><prefer><family>Liberation Sans</family></prefer></alias>');
  });
});
