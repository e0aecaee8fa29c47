import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { FILE_DAMAGED, TOO_MANY_PARAGRAPHS, TOO_MUCH_TEXT } from './errors';
import { extractText } from './index';
import { resolveTarget } from './ooxml';
import { readSlideXml } from './pptx-slide';

const NS = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function shape(ph: string | null, paras: string[]): string {
  const nv = ph === null ? '<p:nvPr/>' : `<p:nvPr>${ph}</p:nvPr>`;
  const body = paras.map((p) => `<a:p><a:r><a:t>${p}</a:t></a:r></a:p>`).join('');
  return `<p:sp><p:nvSpPr><p:cNvPr id="2" name=""/><p:cNvSpPr/>${nv}</p:nvSpPr><p:txBody><a:bodyPr/>${body}</p:txBody></p:sp>`;
}

function slideXml(shapes: string, hidden = false): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<p:sld ${NS}${hidden ? ' show="0"' : ''}><p:cSld><p:spTree>${shapes}</p:spTree></p:cSld></p:sld>`;
}

function rels(items: [string, string, string][]): string {
  const body = items.map(([id, type, target]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`).join('');
  return `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${body}</Relationships>`;
}

/**
 * A deck whose presentation order (3, 1, 2) differs from its file numbering,
 * with notes on the first slide shown, a table, a hidden slide and a slide number placeholder.
 */
async function shuffledDeck(): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file('ppt/presentation.xml', `<p:presentation ${NS}><p:sldIdLst><p:sldId id="256" r:id="rId3"/><p:sldId id="257" r:id="rId1"/><p:sldId id="258" r:id="rId2"/><p:sldId id="259" r:id="rId4"/></p:sldIdLst></p:presentation>`);
  zip.file('ppt/_rels/presentation.xml.rels', rels([['rId1', 'slide', 'slides/slide1.xml'], ['rId2', 'slide', '/ppt/slides/slide2.xml'], ['rId3', 'slide', 'slides/slide3.xml'], ['rId4', 'slide', 'slides/slide4.xml'], ['rId9', 'theme', 'theme/theme1.xml']]));
  const title = (t: string) => shape('<p:ph type="title"/>', [t]);
  zip.file('ppt/slides/slide3.xml', slideXml(title('Opening &amp; Aims') + shape('<p:ph idx="1"/>', ['Why plastic lasts', 'Where it goes']) + shape('<p:ph type="sldNum" idx="12"/>', ['7'])));
  zip.file('ppt/slides/_rels/slide3.xml.rels', rels([['rId1', 'notesSlide', '../notesSlides/notesSlide9.xml']]));
  zip.file('ppt/notesSlides/notesSlide9.xml', slideXml(shape('<p:ph type="sldImg"/>', []) + shape('<p:ph type="body" idx="1"/>', ['Greet the room.', 'Mention the treaty.']) + shape('<p:ph type="sldNum"/>', ['1'])));
  const table = '<p:graphicFrame><a:graphic><a:graphicData><a:tbl><a:tr><a:tc><a:txBody><a:p><a:r><a:t>Rivers</a:t></a:r></a:p></a:txBody></a:tc><a:tc><a:txBody><a:p><a:r><a:t>80%</a:t></a:r></a:p></a:txBody></a:tc></a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame>';
  zip.file('ppt/slides/slide1.xml', slideXml(shape('<p:ph type="ctrTitle"/>', ['Sources']) + table));
  zip.file('ppt/slides/slide2.xml', slideXml(shape(null, ['An untitled slide', 'with two lines'])));
  zip.file('ppt/slides/slide4.xml', slideXml(title('Backup only'), true));
  return zip.generateAsync({ type: 'uint8array' });
}

describe('pptx extraction', () => {
  it('follows presentation order, titles first, notes last, and skips hidden slides and slide numbers', async () => {
    const calls: number[] = [];
    const result = await extractText(await shuffledDeck(), 'deck.pptx', { onProgress: (done) => calls.push(done) });
    expect(result.text).toBe(
      [
        '# Opening & Aims',
        '- Why plastic lasts\n- Where it goes',
        'Notes: Greet the room. Mention the treaty.',
        '## Sources',
        '| Rivers | 80% |\n| --- | --- |',
        '## Slide 3',
        'An untitled slide',
        'with two lines',
      ].join('\n\n'),
    );
    expect(calls).toEqual([1, 2, 3, 4]);
  });

  it('reads a title split by a line break as one line', () => {
    const xml = slideXml('<p:sp><p:nvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>Ocean</a:t></a:r><a:br/><a:r><a:t>Plastic</a:t></a:r></a:p></p:txBody></p:sp>');
    expect(readSlideXml(xml).title).toBe('Ocean Plastic');
  });

  it('writes body placeholders as list items at their level, text boxes as paragraphs, "#" escaped', () => {
    const para = (text: string, ppr = '') => `<a:p>${ppr}<a:r><a:t>${text}</a:t></a:r></a:p>`;
    const body = `<p:sp><p:nvSpPr><p:nvPr><p:ph type="body" idx="1"/></p:nvPr></p:nvSpPr><p:txBody>${para('Sources')}${para('Rivers', '<a:pPr lvl="1"/>')}${para('No bullet here', '<a:pPr><a:buNone/></a:pPr>')}</p:txBody></p:sp>`;
    const box = `<p:sp><p:nvSpPr><p:nvPr/></p:nvSpPr><p:txBody>${para('# of bottles: 12')}</p:txBody></p:sp>`;
    expect(readSlideXml(slideXml(body + box)).body).toEqual(['- Sources\n  - Rivers', 'No bullet here', '\\# of bottles: 12']);
  });

  it('drops slide numbers, dates, footers and a text box repeated on most slides', async () => {
    const furniture = shape('<p:ph type="sldNum" idx="12"/>', ['3']) + shape('<p:ph type="ftr" idx="11"/>', ['Acme Corp — confidential']) + shape('<p:ph type="dt" idx="10"/>', ['12/03/2024']) + shape(null, ['www.acme.example']);
    const zip = new JSZip();
    zip.file('ppt/presentation.xml', `<p:presentation ${NS}><p:sldIdLst>${[1, 2, 3].map((n) => `<p:sldId id="${255 + n}" r:id="rId${n}"/>`).join('')}</p:sldIdLst></p:presentation>`);
    zip.file('ppt/_rels/presentation.xml.rels', rels([1, 2, 3].map((n) => [`rId${n}`, 'slide', `slides/slide${n}.xml`])));
    ['Ocean Plastic', 'Sources', 'Harm'].forEach((t, i) => zip.file(`ppt/slides/slide${i + 1}.xml`, slideXml(shape('<p:ph type="title"/>', [t]) + shape('<p:ph idx="1"/>', [`Point on ${t}`]) + furniture)));
    const text = (await extractText(await zip.generateAsync({ type: 'uint8array' }), 'deck.pptx')).text;
    expect(text).toBe('# Ocean Plastic\n\n- Point on Ocean Plastic\n\n## Sources\n\n- Point on Sources\n\n## Harm\n\n- Point on Harm');
  });

  it('resolves relationship targets against the part folder', () => {
    expect(resolveTarget('ppt/slides', '../notesSlides/notesSlide1.xml')).toBe('ppt/notesSlides/notesSlide1.xml');
    expect(resolveTarget('ppt', '/ppt/slides/slide2.xml')).toBe('ppt/slides/slide2.xml');
    expect(resolveTarget('ppt', './slides/slide1.xml')).toBe('ppt/slides/slide1.xml');
  });
});

/** A deck of slides in file order, each a title and its body lines (none: a title-only slide). */
async function simpleDeck(slides: Array<[string, string[]]>): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  const ids = slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 1}"/>`).join('');
  zip.file('ppt/presentation.xml', `<p:presentation ${NS}><p:sldIdLst>${ids}</p:sldIdLst></p:presentation>`);
  zip.file('ppt/_rels/presentation.xml.rels', rels(slides.map((_, i): [string, string, string] => [`rId${i + 1}`, 'slide', `slides/slide${i + 1}.xml`])));
  slides.forEach(([title, body], i) => {
    const shapes = shape('<p:ph type="title"/>', [title]) + (body.length > 0 ? shape('<p:ph idx="1"/>', body) : '');
    zip.file(`ppt/slides/slide${i + 1}.xml`, slideXml(shapes));
  });
  return zip.generateAsync({ type: 'uint8array' });
}

describe('pptx sections', () => {
  it('reads a title-only slide as a chapter and the slides after it as its sections', async () => {
    const deck = await simpleDeck([
      ['Annual Review', ['Prepared for the board']],
      ['Results', []],
      ['Sales', ['Sales grew in every region.']],
      ['Costs', ['Costs fell by a tenth.']],
      ['Outlook', []],
      ['Next Year', ['We open two new shops.']],
    ]);
    const headings = (await extractText(deck, 'review.pptx')).text.split('\n').filter((l) => l.startsWith('#'));
    expect(headings).toEqual(['# Annual Review', '## Results', '### Sales', '### Costs', '## Outlook', '### Next Year']);
  });

  it('keeps a deck without dividers flat', async () => {
    const deck = await simpleDeck([
      ['Annual Review', ['Prepared for the board']],
      ['Sales', ['Sales grew in every region.']],
      ['Costs', ['Costs fell by a tenth.']],
    ]);
    const headings = (await extractText(deck, 'review.pptx')).text.split('\n').filter((l) => l.startsWith('#'));
    expect(headings).toEqual(['# Annual Review', '## Sales', '## Costs']);
  });
});

describe('pptx caps', () => {
  const refusal = (bytes: Uint8Array, limits = {}) => extractText(bytes, 'deck.pptx', { limits }).then(() => undefined, (e: Error) => e.message);

  it('counts paragraphs over all slides, not only within one', async () => {
    const deck = await simpleDeck([1, 2, 3].map((n): [string, string[]] => [`Slide ${n}`, ['one', 'two', 'three']]));
    // Each slide has 4 paragraphs: under a per-part cap of 5, over a total of 10.
    expect(await refusal(deck, { maxPartParagraphs: 5, maxTotalParagraphs: 10 })).toBe(TOO_MANY_PARAGRAPHS);
    expect(await refusal(deck, { maxPartParagraphs: 5, maxTotalParagraphs: 12 })).toBeUndefined();
  });

  it('caps the text of one slide', async () => {
    const deck = await simpleDeck([['Long', ['x'.repeat(2_000)]]]);
    expect(await refusal(deck, { maxPartTextChars: 1_000 })).toBe(TOO_MUCH_TEXT);
  });

  it('refuses a slide of 100,000 tags that never close as damaged', async () => {
    const zip = new JSZip();
    zip.file('ppt/presentation.xml', `<p:presentation ${NS}/>`);
    zip.file('ppt/slides/slide1.xml', `<p:sld ${NS}><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>${'<a'.repeat(100_000)}`);
    expect(await refusal(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }))).toBe(FILE_DAMAGED);
  });
});
