import { describe, expect, it } from 'vitest';
import { FILE_DAMAGED, TOO_MANY_ELEMENTS, TOO_MANY_PARAGRAPHS } from './errors';
import { extractText } from './index';
import { fixture, headingLines, sourceHeadings, zipFile } from './test-helpers';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

const STYLES = [
  ['Title', 'Title'],
  ['Heading1', 'heading 1'],
  ['Heading2', 'heading 2'],
  ['TOC1', 'toc 1'],
  ['TOCHeading', 'TOC Heading'],
  ['HTMLPreformatted', 'HTML Preformatted'],
];

/** A paragraph in a style (by id), or plain. */
const p = (text: string, style?: string): string => `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** A minimal Word package: the body's paragraphs, the styles above, and a dc:title when given. */
function docx(body: string[], title?: string): Uint8Array {
  const styles = STYLES.map(([id, name]) => `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/></w:style>`).join('');
  const parts: Record<string, Uint8Array> = {
    '[Content_Types].xml': enc(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': enc(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`),
    'word/_rels/document.xml.rels': enc(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="${REL}/styles" Target="styles.xml"/></Relationships>`),
    'word/styles.xml': enc(`<w:styles ${W}>${styles}</w:styles>`),
    'word/document.xml': enc(`<w:document ${W}><w:body>${body.join('')}</w:body></w:document>`),
  };
  if (title !== undefined) {
    parts['docProps/core.xml'] = enc(`<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${title}</dc:title></cp:coreProperties>`);
  }
  return zipFile(parts);
}

const BODY = [p('Sources', 'Heading1'), p('Rivers carry most of it.'), p('Rivers', 'Heading2'), p('Small rivers matter.')];
const run = async (bytes: Uint8Array): Promise<string> => (await extractText(bytes, 'report.docx')).text;

describe('DOCX title and headings', () => {
  it('puts the core title on top and the Heading 1 chapters under it', async () => {
    expect(await run(docx(BODY, 'Ocean Plastic Briefing'))).toBe('# Ocean Plastic Briefing\n\n## Sources\n\nRivers carry most of it.\n\n### Rivers\n\nSmall rivers matter.');
  });

  it('ignores a junk core title ("Microsoft Word - report.doc") and takes the Title paragraph', async () => {
    const text = await run(docx([p('Ocean Plastic', 'Title'), ...BODY], 'Microsoft Word - report.doc'));
    expect(text.split('\n\n').slice(0, 2)).toEqual(['# Ocean Plastic', '## Sources']);
    expect(text).not.toContain('Microsoft');
  });

  it('without any title, chapters are "#"', async () => {
    expect((await run(docx(BODY))).split('\n\n')[0]).toBe('# Sources');
  });

  it('keeps a Title paragraph that differs from the core title as text', async () => {
    const text = await run(docx([p('A Briefing for Ministers', 'Title'), ...BODY], 'Ocean Plastic'));
    expect(text.split('\n\n').slice(0, 3)).toEqual(['# Ocean Plastic', 'A Briefing for Ministers', '## Sources']);
  });
});

describe('DOCX furniture and blocks', () => {
  it('drops the table of contents (TOC styles and its heading)', async () => {
    const toc = [p('Contents', 'TOCHeading'), p('Sources\t2', 'TOC1'), p('Rivers\t3', 'TOC1')];
    expect(await run(docx([...toc, ...BODY]))).toBe('# Sources\n\nRivers carry most of it.\n\n## Rivers\n\nSmall rivers matter.');
  });

  it('fences preformatted paragraphs as one code block', async () => {
    const text = await run(docx([...BODY, p('# count them', 'HTMLPreformatted'), p('wc -l bottles.csv', 'HTMLPreformatted')]));
    expect(text.endsWith('```\n# count them\nwc -l bottles.csv\n```')).toBe(true);
  });
});

describe('briefing.docx (LibreOffice, made from ocean-plastic.md)', () => {
  it('has the title once, the chapters and sections at their levels, no TOC, lists, tables and code as Markdown', async () => {
    const text = await run(fixture('briefing.docx'));
    expect(headingLines(text)).toEqual(sourceHeadings().map((h) => `${'#'.repeat(h.level)} ${h.text}`));
    expect(text).not.toMatch(/Contents|\t\d/);
    expect(text).toContain('- Deposit-return schemes for bottles\n- Bans on single-use bags\n\n| Source | Share |\n| --- | --- |\n| Land | 80% |');
    expect(text).toContain('```\n# count the bottles\nwc -l bottles.csv\n```');
  });
});

describe('DOCX caps (checked before mammoth builds its tree)', () => {
  const refusal = (bytes: Uint8Array, limits = {}) => extractText(bytes, 'report.docx', { limits }).then(() => undefined, (e: Error) => e.message);

  it('refuses half a million tiny paragraphs (a 50 KB file) with the paragraph message', async () => {
    expect(await refusal(docx(Array.from({ length: 500_000 }, () => p('a'))))).toBe(TOO_MANY_PARAGRAPHS);
  });

  it('counts every XML part: elements in styles.xml count too', async () => {
    // BODY plus the styles part and the package parts come to about forty elements.
    expect(await refusal(docx(BODY), { maxTotalElements: 20 })).toBe(TOO_MANY_ELEMENTS);
    expect(await refusal(docx(BODY), { maxTotalElements: 200 })).toBeUndefined();
  });

  it('refuses a part whose markup is never closed as damaged', async () => {
    expect(await refusal(docx([p('fine'), '<w:p><w:r><w:t>broken<!-- never closed']))).toBe(FILE_DAMAGED);
  });
});
